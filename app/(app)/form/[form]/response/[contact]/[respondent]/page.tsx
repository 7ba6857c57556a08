import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ArrowLeft, Download } from "lucide-react";
import { ResponseView } from "@/components/forms/response-view";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { getDb } from "@/db";
import { appUrl } from "@/lib/auth/app-url";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { responsePdfUrl } from "@/lib/forms/paths";
import { publicResponsePath } from "@/lib/forms/response-token";
import { loadResponse } from "@/lib/forms/responses";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Form Response" };

const idOf = (v: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** FormResponse: one contact's answers; the PDF and the signed link to share them. */
export default async function FormResponsePage({ params }: { params: Promise<{ form: string; contact: string; respondent: string }> }) {
  const [p, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "forms", "view")) redirect("/access-denied");
  const [formId, contactId, respondentId] = [idOf(p.form), idOf(p.contact), idOf(p.respondent)];
  if (!formId || !contactId || !respondentId) notFound();
  const res = await loadResponse(await getDb(), ctx.locationId, { form_id: formId, contact_id: contactId, respondent_id: respondentId });
  if (!res) notFound();
  return (
    <div className="flex w-full max-w-3xl min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href={`/form/${formId}/edit?tab=responses`} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" /> {res.form.title}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Form response</h1>
          <Button asChild variant="outline">
            <a href={responsePdfUrl(formId, contactId, respondentId)} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          </Button>
        </div>
      </header>
      <ResponseView res={res} />
      <div className="max-w-xl">
        <CopyField id="response-link" label="Private link to these answers" value={appUrl() + publicResponsePath(formId, contactId, respondentId)} item="Link" />
      </div>
    </div>
  );
}
