import type { Metadata } from "next";
import { notFound } from "next/navigation";
import "@/components/fonts/headline-fonts";
import { BuyCountdown } from "@/components/checkout/buy-countdown";
import { BuyForm } from "@/components/checkout/buy-form";
import { TrackingSnippets } from "@/components/checkout/tracking-snippets";
import { Logo } from "@/components/shell/logo";
import { BrandTheme } from "@/components/white-label/brand-theme";
import { getDb } from "@/db";
import { DEFAULT_TEMPLATE } from "@/lib/checkout/constants";
import { FONT_STACKS, type FontName } from "@/lib/composing/constants";
import { brandShades, textOn } from "@/lib/white-label/colors";
import { publicProduct } from "@/lib/checkout/orders";
import { formatMoney } from "@/lib/platform/payments/money";
import { resumableOrder } from "@/lib/checkout/emails-abandoned";
import { paymentsMode } from "@/lib/platform/payments";

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
  const t = { ...DEFAULT_TEMPLATE, ...product.template } as typeof DEFAULT_TEMPLATE;
  const brand = page.brand;
  const sellable = product.price === 0 || (processor?.accountId && processor.status === "active");
  const style = { "--buy-element": t.element_color, "--buy-block": t.block_background, "--buy-button": t.button_background } as React.CSSProperties;
  // Text in the element colour takes its shade that reads on white (the coach's hue, WCAG AA).
  const elementText = brandShades(t.element_color).strong;
  const font = FONT_STACKS[t.font_family as FontName] ?? FONT_STACKS.Inter;
  const countdown = t.countdown;
  const showCountdown = countdown.enabled && (countdown.mode === "visitor" || (countdown.ends_at !== null && !Number.isNaN(Date.parse(countdown.ends_at))));
  // On a dark block background the proofs and guarantee switch to white text.
  const darkBlock = textOn(t.block_background) === "#ffffff";
  const blockText = darkBlock ? { color: "#ffffff" } : undefined;
  const proofs = t.proofs.filter((p) => p.text.trim() || p.name.trim());

  return (
    <main className="relative flex min-h-dvh flex-col items-center bg-slate-50 px-4 pt-6 pb-8 text-base sm:pt-10 sm:pb-12" style={style}>
      <BrandTheme color={brand?.primaryColor} />
      <TrackingSnippets ids={product.trackingIds} event={{ kind: "view" }} />
      {/* The cover band: the template's cover colour behind the top of the card. */}
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-48 sm:h-60" style={{ backgroundColor: t.cover_color }} />
      <div className="relative mb-6 rounded-lg bg-card px-3 py-2 shadow-sm">
        <Logo brand={brand} />
      </div>
      <section aria-labelledby="product-title" className="relative w-full max-w-lg rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
        <p className="text-sm text-muted-foreground">{page.business}</p>
        {/* The chosen size, scaled down on a phone (9vw is 34 px at 375 px) so nothing overflows. */}
        <h1
          id="product-title"
          className="mt-1 leading-tight [overflow-wrap:anywhere] text-foreground"
          style={{ fontFamily: font, fontWeight: t.font_weight, fontSize: `min(${t.headline_size}px, 9vw)` }}
        >
          {product.name}
        </h1>
        {product.description && (
          <p className="mt-3 leading-snug whitespace-pre-line [overflow-wrap:anywhere] text-muted-foreground" style={{ fontFamily: font, fontSize: `min(${t.sub_headline_size}px, 5.5vw)` }}>
            {product.description}
          </p>
        )}
        <p className="mt-3 text-lg font-semibold tabular-nums" style={{ color: elementText }}>
          {formatMoney(product.price, product.currency)}
          {product.type === "subscription" && <span className="text-sm font-normal text-muted-foreground"> / {product.interval}</span>}
        </p>
        {processor && !processor.livemode && product.price > 0 && (
          <p className="mt-3 rounded-md bg-warning-tint px-3 py-2 text-sm text-warning-strong">Test mode: purchases here are test purchases and no card is charged.</p>
        )}
        {showCountdown && (
          <div className="mt-4">
            {countdown.mode === "fixed" ? (
              <BuyCountdown publicId={product.publicId} color={t.timer_color} text={textOn(t.timer_color)} mode="fixed" endsAt={countdown.ends_at!} />
            ) : (
              <BuyCountdown publicId={product.publicId} color={t.timer_color} text={textOn(t.timer_color)} mode="visitor" minutes={countdown.minutes} />
            )}
          </div>
        )}
        <div className="mt-6">
          {sellable ? (
            <BuyForm
              page={{
                publicId: product.publicId,
                currency: product.currency,
                price: product.price,
                bumps: page.bumps,
                buttonText: t.payment_button_text,
                bumpText: t.bump_acceptance_text,
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
        {proofs.length > 0 && (
          <section aria-labelledby="proofs-title" className="mt-6 flex flex-col gap-3">
            <h2 id="proofs-title" className="text-base font-semibold text-foreground">{t.proof_headline || "Happy Clients"}</h2>
            <ul className="flex flex-col gap-3">
              {proofs.map((p) => (
                <li key={p.id} className="rounded-md border-l-4 p-3 text-sm" style={{ backgroundColor: t.block_background, borderColor: t.element_color }}>
                  <blockquote className="whitespace-pre-line [overflow-wrap:anywhere] text-foreground" style={blockText}>{p.text}</blockquote>
                  {p.name && <p className="mt-1 font-semibold [overflow-wrap:anywhere]" style={{ color: darkBlock ? "#ffffff" : elementText }}>{p.name}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="guarantee-title" className="mt-6 rounded-md p-3 text-sm" style={{ backgroundColor: t.block_background }}>
          <h2 id="guarantee-title" className="font-semibold text-foreground" style={blockText}>{t.guarantee_headline || "You Are Protected"}</h2>
          <p className="text-muted-foreground" style={blockText}>Your payment is processed securely. Your card details never touch our servers.</p>
        </section>
      </section>
    </main>
  );
}
