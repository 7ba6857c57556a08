import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { OPT_IN_MSG } from "@/lib/opt-ins/constants";
import { confirmOptIn } from "@/lib/opt-ins/public";
import { brandingForLocation } from "@/lib/white-label/service";

export const metadata: Metadata = { title: "Subscription confirmed", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/**
 * OptinConfirm (`/opt-in/confirm/{token}`): the double opt-in link a submission mailed
 * (lib/opt-ins/link.ts). Opening it confirms the enrolment (the contact becomes active and gets
 * the service's tags), as every mailing tool's confirmation link does; opening it again shows
 * the same page. A forged, malformed or outdated link is a 404 and changes nothing.
 */
export default async function OptInConfirmPage({ params }: Props) {
  const { token } = await params;
  if (token.length > 200) notFound();
  const db = await getDb();
  const done = await confirmOptIn(db, token);
  if (!done) notFound();
  const brand = await brandingForLocation(db, done.locationId);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="confirm-title" className="flex w-full max-w-md min-w-0 flex-col items-center gap-3 rounded-lg border border-border bg-card p-5 text-center shadow-sm sm:p-8">
        <CheckCircle2 className="size-10 text-success-strong" aria-hidden="true" />
        <h1 id="confirm-title" className="text-2xl font-semibold text-foreground">Subscription confirmed</h1>
        <p className="text-base text-foreground">{OPT_IN_MSG.confirmed}</p>
        {done.redirect && (
          <a href={done.redirect} className="inline-flex h-11 items-center justify-center rounded-md bg-primary-strong px-6 text-base font-semibold text-white shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            Continue
          </a>
        )}
      </section>
    </main>
  );
}
