import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicOptIn } from "@/components/opt-ins/public-opt-in";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { businessName, openOptIn } from "@/lib/opt-ins/public";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Sign up", robots: { index: false, follow: false } };

type Props = { params: Promise<{ key: string; service: string }> };

/**
 * OptinPublic (`/opt-in/{access_key}/{service}`): a service's opt-in form, the pattern of the
 * forms' `/f/{url}`: rendered on the server and answered with a plain POST, so it works without
 * JavaScript. An unknown key or service is a 404.
 */
export default async function OptInPage({ params }: Props) {
  const { key, service } = await params;
  const db = await getDb();
  const form = await openOptIn(db, key, service);
  if (!form) notFound();
  const [brand, name] = await Promise.all([brandingForLocation(db, form.locationId), businessName(db, form.locationId)]);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="optin-title" className="w-full max-w-md min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 id="optin-title" className="text-2xl font-semibold [overflow-wrap:anywhere] text-foreground">Join {name || "us"}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Sign up for our {form.serviceName.toLowerCase()}.</p>
        <div className="mt-6">
          <PublicOptIn accessKey={key} service={form.serviceId} fields={form.settings.fields} />
        </div>
      </section>
    </main>
  );
}
