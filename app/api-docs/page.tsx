import type { Metadata } from "next";
import { Logo } from "@/components/shell/logo";
import { SchemaFields, type Components } from "@/components/api-docs/schema-fields";
import { OPENAPI_URLS, openApiDocuments } from "@/lib/api/app";

export const metadata: Metadata = { title: "API Reference" };

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema?: object }> }>;
};

/** An error answer's description, from the response component it `$ref`s. */
const errorDescription = (ref: string | undefined, responses: Record<string, { description?: string }>) =>
  responses[ref?.split("/").pop() ?? ""]?.description ?? "";

const METHOD_STYLE: Record<string, string> = {
  get: "bg-status-clients-tint text-status-clients-strong",
  post: "bg-primary-tint text-primary-strong",
  patch: "bg-warning-tint text-warning-strong",
  put: "bg-warning-tint text-warning-strong",
  delete: "bg-danger-tint text-danger-strong",
};

/**
 * A readable reference generated from the same OpenAPI documents the API serves, one section per
 * page (`?section=`): all of them at once made a 3.5 MB page that a browser (and axe) crawled.
 */
export default async function ApiDocsPage({ searchParams }: { searchParams: Promise<{ section?: string | string[] }> }) {
  const docs = openApiDocuments();
  const ops = docs.flatMap((doc) =>
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]) => ({
        path, method, op, components: (doc.components?.schemas ?? {}) as Components,
        responses: (doc.components?.responses ?? {}) as Record<string, { description?: string }>,
      })),
    ),
  );
  const tags = [...new Set(ops.map((o) => o.op.tags?.[0] ?? "other"))];
  const { section } = await searchParams;
  const current = typeof section === "string" && tags.includes(section) ? section : tags[0];
  return (
    <div className="public-page min-h-dvh bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <Logo />
          <nav aria-label="OpenAPI documents" className="flex flex-wrap justify-end gap-x-4 gap-y-1 text-sm font-medium">
            {OPENAPI_URLS.map(({ host, url }) => (
              <a key={host} href={url} className="text-primary-strong hover:underline">{host.replace("/api/", "")} openapi.json</a>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">API Reference</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          Every call takes <code className="font-mono">Authorization: Bearer &lt;access_token&gt;</code> (from
          <code className="font-mono"> POST /api/v3/auth/login</code>) or the browser session, plus
          <code className="font-mono"> accessed-location-id</code> and <code className="font-mono">company-admin-id</code>.
          Lists answer <code className="font-mono">{"{ data, current_page, last_page, per_page, total }"}</code>; invalid input answers
          422 <code className="font-mono">{"{ message, errors: { field: [message] } }"}</code>; every error answers
          <code className="font-mono"> {"{ message }"}</code>, and each call lists the errors it can answer.
        </p>
        <nav aria-label="Sections" className="mt-6 flex flex-wrap gap-2">
          {tags.map((t) => (
            <a key={t} href={`?section=${encodeURIComponent(t)}`} aria-current={t === current ? "page" : undefined} className="rounded-md border border-border bg-card px-2.5 py-1 text-sm capitalize hover:bg-muted aria-[current=page]:border-primary-strong aria-[current=page]:font-medium">{t}</a>
          ))}
        </nav>
        {[current].map((tag) => (
          <section key={tag} id={tag} className="mt-10">
            <h2 className="text-lg font-semibold capitalize">{tag}</h2>
            <div className="mt-3 flex flex-col gap-3">
              {ops.filter((o) => (o.op.tags?.[0] ?? "other") === tag).map(({ path, method, op, components, responses }) => {
                const body = op.requestBody?.content?.["application/json"]?.schema;
                const ok = op.responses?.["200"]?.content?.["application/json"]?.schema;
                const errors = Object.entries(op.responses ?? {}).filter(([status]) => Number(status) >= 400);
                return (
                  // Collapsed: hundreds of calls stay scannable, and a call's fields render only when opened.
                  <details key={method + path} className="group rounded-lg border border-border bg-card shadow-sm">
                    <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg p-4 font-mono text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                      <span className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${METHOD_STYLE[method] ?? ""}`}>{method}</span>
                      <span className="break-all">{path}</span>
                      {op.summary ? <span className="font-sans text-muted-foreground">{op.summary}</span> : null}
                    </summary>
                    <div className="grid gap-4 border-t border-border p-4 md:grid-cols-3">
                      <div>
                        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Parameters</h4>
                        {op.parameters?.length ? (
                          <ul className="mt-1 text-xs">
                            {op.parameters.map((p) => (
                              <li key={p.in + p.name} className="py-0.5 font-mono">
                                {p.name} <span className="text-muted-foreground">({p.in}{p.required ? ", required" : ""})</span>
                              </li>
                            ))}
                          </ul>
                        ) : <p className="mt-1 text-xs text-muted-foreground">None</p>}
                      </div>
                      <div>
                        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Body</h4>
                        <div className="mt-1">{body ? <SchemaFields schema={body} components={components} /> : <p className="text-xs text-muted-foreground">None</p>}</div>
                      </div>
                      <div>
                        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">200 response</h4>
                        <div className="mt-1"><SchemaFields schema={ok} components={components} /></div>
                      </div>
                    </div>
                    {errors.length ? (
                      <div className="border-t border-border p-4">
                        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Errors</h4>
                        <ul className="mt-1 grid gap-0.5 text-xs">
                          {errors.map(([status, r]) => (
                            <li key={status}><span className="font-mono font-medium">{status}</span> <span className="text-muted-foreground">{errorDescription(r.$ref, responses) || r.description}</span></li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </details>
                );
              })}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}
