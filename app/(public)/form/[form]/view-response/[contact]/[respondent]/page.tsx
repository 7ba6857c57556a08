import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResponseView } from "@/components/forms/response-view";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { viewPublicResponse } from "@/lib/forms/responses";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Form Response", robots: { index: false } };

const idOf = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * FormPublicResponse: one response through its signed link. The answers may be health data:
 * a missing, bad or another response's token is a 404, the same as an unknown id.
 */
export default async function PublicResponsePage({ params, searchParams }: { params: Promise<{ form: string; contact: string; respondent: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [p, q] = await Promise.all([params, searchParams]);
  const [formId, contactId, respondentId] = [idOf(p.form), idOf(p.contact), idOf(p.respondent)];
  const token = typeof q.token === "string" ? q.token : null;
  if (!formId || !contactId || !respondentId || !token) notFound();
  const db = await getDb();
  const found = await viewPublicResponse(db, { form_id: formId, contact_id: contactId, respondent_id: respondentId, token });
  if (!found) notFound();
  const brand = await brandingForLocation(db, found.locationId);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="response-title" className="w-full max-w-2xl min-w-0">
        <h1 id="response-title" className="mb-3 text-2xl font-semibold [overflow-wrap:anywhere] text-foreground">{found.res.form.title}</h1>
        <ResponseView res={found.res} />
      </section>
    </main>
  );
}
