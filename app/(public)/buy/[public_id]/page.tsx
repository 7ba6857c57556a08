import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BuyForm } from "@/components/checkout/buy-form";
import { TrackingSnippets } from "@/components/checkout/tracking-snippets";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { DEFAULT_TEMPLATE } from "@/lib/checkout/constants";
import { publicProduct } from "@/lib/checkout/orders";
import { formatMoney } from "@/lib/platform/payments/money";
import { resumableOrder } from "@/lib/checkout/emails-abandoned";
import { paymentsMode } from "@/lib/platform/payments";
import { brandingForLocation } from "@/lib/white-label/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

const PUBLIC_ID = /^[A-Za-z0-9]{8,40}$/;

/**
 * A product's public checkout page (/buy/{public_id}): rendered on the server in the coach's
 * branding and the product's template colours, mobile first. An unknown or archived product is a 404.
 */
export default async function BuyPage({ params, searchParams }: { params: Promise<{ public_id: string }>; searchParams: Promise<{ order?: string | string[] }> }) {
  const [{ public_id }, query] = await Promise.all([params, searchParams]);
  if (!PUBLIC_ID.test(public_id)) notFound();
  const db = await getDb();
  const page = await publicProduct(db, public_id);
  if (!page) notFound();
  const { product, processor } = page;
  // The abandoned email's link (?order=) fills the buyer's details in again.
  const resume = await resumableOrder(db, product.id, typeof query.order === "string" ? query.order : undefined);
  const t = { ...DEFAULT_TEMPLATE, ...product.template };
  const brand = await brandingForLocation(db, product.locationId);
  const sellable = product.price === 0 || (processor?.accountId && processor.status === "active");
  const style = { "--buy-element": t.element_color, "--buy-block": t.block_background, "--buy-button": t.button_background } as React.CSSProperties;

  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-base sm:py-12" style={style}>
      <BrandTheme color={brand?.primaryColor} />
      <TrackingSnippets ids={product.trackingIds} event={{ kind: "view" }} />
      <div className="mb-6">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="product-title" className="w-full max-w-lg rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <p className="text-sm text-muted-foreground">{page.business}</p>
        <h1 id="product-title" className="mt-1 text-2xl font-semibold [overflow-wrap:anywhere] text-foreground" style={{ fontFamily: t.font_family, fontWeight: t.font_weight }}>
          {product.name}
        </h1>
        <p className="mt-2 text-lg font-semibold tabular-nums" style={{ color: t.element_color }}>
          {formatMoney(product.price, product.currency)}
          {product.type === "subscription" && <span className="text-sm font-normal text-muted-foreground"> / {product.interval}</span>}
        </p>
        {product.description && <p className="mt-3 text-sm whitespace-pre-line text-muted-foreground">{product.description}</p>}
        {processor && !processor.livemode && product.price > 0 && (
          <p className="mt-3 rounded-md bg-warning-tint px-3 py-2 text-sm text-warning-strong">Test mode: purchases here are test purchases and no card is charged.</p>
        )}
        <div className="mt-6">
          {sellable ? (
            <BuyForm
              page={{
                publicId: product.publicId,
                currency: product.currency,
                price: product.price,
                bumps: page.bumps,
                buttonText: String(t.payment_button_text),
                bumpText: String(t.bump_acceptance_text),
                mode: paymentsMode(),
                publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
                stripeAccount: processor?.accountId ?? null,
                hasCoupon: product.couponId !== null,
              }}
              resume={resume}
            />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">This product is not taking payments yet. Please check back soon.</p>
          )}
        </div>
        <div className="mt-6 rounded-md p-3 text-sm" style={{ backgroundColor: t.block_background }}>
          <p className="font-semibold text-foreground">{String(t.guarantee_headline)}</p>
          <p className="text-muted-foreground">Your payment is processed securely. Your card details never touch our servers.</p>
        </div>
      </section>
    </main>
  );
}
