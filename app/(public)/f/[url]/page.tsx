import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicForm } from "@/components/forms/public-form";
import { RichTextView } from "@/components/rich-text/rich-text-view";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { FORM_MSG } from "@/lib/forms/constants";
import { openPublicForm } from "@/lib/forms/submit";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Form", robots: { index: false } };

type Props = { params: Promise<{ url: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * FormPublic (`/f/{url}`): rendered on the server and answered with a plain POST, so it works
 * without JavaScript. A public form is open to anyone; a sent link's `token` names its contact
 * (who then need not say who they are). Anything else is a 404.
 */
export default async function PublicFormPage({ params, searchParams }: Props) {
  const [{ url }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" && query.token.length <= 200 ? query.token : null;
  const db = await getDb();
  const form = await openPublicForm(db, url, token);
  if (!form) notFound();
  const brand = await brandingForLocation(db, form.locationId);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12" style={{ ["--form-button" as string]: form.buttonColor }}>
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="form-title" className="w-full max-w-2xl min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 id="form-title" className="text-2xl font-semibold [overflow-wrap:anywhere] text-foreground">{form.title}</h1>
        {form.contact && <p className="mt-1 text-sm text-muted-foreground">Hi {form.contact.firstName || "there"}, your answers go straight to your coach.</p>}
        {form.instruction && <RichTextView html={form.instruction} className="mt-3" />}
        <div className="mt-6">
          {form.enabled ? (
            <PublicForm url={form.url} token={form.contact ? token : null} questions={form.questions} identify={!form.contact} submitLabel={form.submitLabel} />
          ) : (
            <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{FORM_MSG.closed}</p>
          )}
        </div>
      </section>
    </main>
  );
}
