import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CircleCheck } from "lucide-react";
import { TrackingSnippets } from "@/components/checkout/tracking-snippets";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { orderForThankYou } from "@/lib/checkout/orders";
import { brandingForLocation } from "@/lib/white-label/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

const PUBLIC_ID = /^[A-Za-z0-9]{8,40}$/;

/** /buy/{public_id}/thank-you/{order}: a paid order's confirmation; anything else is a 404. */
export default async function ThankYouPage({ params }: { params: Promise<{ public_id: string; order: string }> }) {
  const { public_id, order } = await params;
  if (!PUBLIC_ID.test(public_id) || !PUBLIC_ID.test(order)) notFound();
  const db = await getDb();
  const found = await orderForThankYou(db, public_id, order);
  if (!found) notFound();
  const brand = await brandingForLocation(db, found.locationId);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      {/* A test purchase is no sale: it is not reported to the coach's analytics. */}
      {!found.test && <TrackingSnippets ids={found.trackingIds} event={found.purchase} />}
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="thanks-title" className="flex w-full max-w-lg flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center shadow-sm sm:p-8">
        <CircleCheck className="size-10 text-success" aria-hidden="true" />
        <h1 id="thanks-title" className="text-2xl font-semibold text-foreground">Thank you, {found.name.split(" ")[0]}!</h1>
        <p className="text-muted-foreground">
          Your payment of <strong className="text-foreground">{found.total}</strong> for <strong className="text-foreground [overflow-wrap:anywhere]">{found.product}</strong> is complete.
        </p>
        <p className="text-sm text-muted-foreground">A receipt is on its way to {found.email}.</p>
        {found.test && <p className="text-sm text-warning-strong">This was a test purchase: no card was charged.</p>}
      </section>
    </main>
  );
}
