import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardUpdate } from "@/components/checkout/card-update";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { cardPageForScreen } from "@/lib/checkout/card-link";
import { brandingForLocation } from "@/lib/white-label/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your subscription", robots: { index: false }, referrer: "no-referrer" };

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /buy/card/{token}: the buyer's self-service page from a receipt, dunning or card email: the
 * subscription, its invoices, and the card form (its calls under /api/checkout/public/card/{token}).
 */
export default async function CardUpdatePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!TOKEN.test(token)) notFound();
  const db = await getDb();
  const found = await cardPageForScreen(db, token);
  if (!found) notFound();
  const brand = await brandingForLocation(db, found.locationId);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12">
      <BrandTheme color={brand?.primaryColor} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <CardUpdate token={token} initial={found.page} />
    </main>
  );
}
