"use client";

import { useQuery } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { api } from "@/lib/api/client";
import { formatFileSize } from "@/lib/format";
import { BackLink, PortalEmpty, PortalHtml, PortalList, PortalLoading, PortalRow, portalHref } from "./portal-ui";
import { onPortalError } from "../portal-errors";

/** The Pages tab: the contact's pages, or one page when `item` names it. */
export function PortalPages({ slug, item, name }: { slug: string; item: number | null; name: string }) {
  return item ? <PageView slug={slug} id={item} back={name} /> : <PageList slug={slug} />;
}

function PageList({ slug }: { slug: string }) {
  const q = useQuery({ queryKey: ["portal", "pages"], queryFn: ({ signal }) => api.get("/portal/pages", { signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading />;
  if (q.isError) return <PortalEmpty icon={FileText} title="We couldn’t load your pages" description="Check your connection and try again." />;
  if (!q.data.data.length) return <PortalEmpty icon={FileText} title="No pages yet" description="Guides and welcome pages your coach shares with you appear here." />;
  return <PortalList>{q.data.data.map((p) => <PortalRow key={p.id} href={portalHref(slug, "pages", p.id)} icon={FileText} title={p.title} detail={p.headline || undefined} />)}</PortalList>;
}

function PageView({ slug, id, back }: { slug: string; id: number; back: string }) {
  const q = useQuery({ queryKey: ["portal", "pages", id], queryFn: ({ signal }) => api.get("/portal/pages/{id}", { params: { id }, signal }).catch((e) => { onPortalError(e); throw e; }) });
  if (q.isPending) return <PortalLoading rows={4} />;
  if (q.isError) return <div className="flex flex-col gap-4"><BackLink href={portalHref(slug, "pages")} label={back} /><PortalEmpty icon={FileText} title="This page isn’t available" description="It may have been taken back by your coach." /></div>;
  const p = q.data;
  return (
    <article className="flex flex-col gap-4">
      <BackLink href={portalHref(slug, "pages")} label={back} />
      {/* eslint-disable-next-line @next/next/no-img-element -- a library image of any host */}
      {p.cover_image ? <img src={p.cover_image} alt="" className="w-full rounded-2xl object-cover" /> : null}
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold text-foreground">{p.headline || p.title}</h2>
        {p.subheadline ? <p className="text-muted-foreground">{p.subheadline}</p> : null}
      </header>
      <div className="rounded-2xl border border-border bg-card p-4"><PortalHtml html={p.body} /></div>
      {p.downloads.length ? (
        <ul className="flex flex-col gap-2" aria-label="Downloads">
          {p.downloads.map((d) => (
            <li key={d.id}>
              <a href={`/api/v3/portal/pages/${id}/downloads/${d.id}`} download className="flex min-h-11 items-center gap-2 rounded-xl border border-border bg-card px-3 text-sm font-medium text-foreground hover:bg-muted/50">
                <Download className="size-4 text-primary-strong" aria-hidden /> <span className="flex-1 truncate">{d.name}.{d.ext}</span> <span className="text-muted-foreground">{formatFileSize(d.size)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
