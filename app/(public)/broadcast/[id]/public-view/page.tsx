import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { loadPublicView } from "@/lib/broadcasts/reports";
import { formatDate } from "@/lib/format";
import { AppError } from "@/lib/http/errors";
import { brandingForLocation } from "@/lib/white-label/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Broadcast", robots: { index: false } };

const idOf = (v: string) => (/^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null);

/**
 * BroadcastPublicView: a sent broadcast as its recipient saw it, server-rendered. The recipient's
 * link token (?token=) fills the merge fields; without one (or a bad one) they show their
 * defaults. A draft or an unknown id is the 404 page.
 */
export default async function BroadcastPublicViewPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [p, q] = await Promise.all([params, searchParams]);
  const id = idOf(p.id);
  if (!id) notFound();
  const token = typeof q.token === "string" && q.token.length <= 200 ? q.token : undefined;
  const db = await getDb();
  const found = await loadPublicView(db, id, token).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!found) notFound();
  const brand = await brandingForLocation(db, found.locationId);
  const { broadcast, signatures } = found.view;
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <article aria-labelledby="broadcast-title" className="w-full max-w-2xl min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <header className="mb-5 flex flex-col gap-1 border-b border-border pb-4">
          <h1 id="broadcast-title" className="text-2xl font-semibold [overflow-wrap:anywhere] text-foreground">{broadcast.subject || broadcast.name}</h1>
          <p className="text-sm text-muted-foreground">
            {broadcast.business_name}
            {broadcast.sent_at ? ` · ${formatDate(broadcast.sent_at)}` : ""}
          </p>
        </header>
        <RichTextView html={broadcast.html} className="[overflow-wrap:anywhere]" />
        {/* The signature is the product's own table-based HTML, appended as the email appends it. */}
        {signatures.map((s) => (
          <div key={s.id} className="mt-6 overflow-x-auto" dangerouslySetInnerHTML={{ __html: s.html }} />
        ))}
      </article>
    </main>
  );
}
