import type { TrackingIds } from "@/db/schema/checkout";

export type { TrackingIds };

/**
 * The standard snippets of the tracking ids a product keeps (GET /product/tracking-ids): the
 * Meta pixel, Google Analytics 4 and Google Tag Manager, as their vendors publish them. Only ids
 * are stored (each matched its format when saved); they are written into the code as JSON strings.
 * The checkout pages load them with the response's nonce; the hosts they talk to are allowed on
 * those pages only (lib/http/security-headers.ts TRACKING_PAGES).
 */
export type TrackingEvent = { kind: "view" } | { kind: "purchase"; value: number; currency: string; orderId: string };
export type TrackingScript = { key: string; src?: string; code?: string };

/** What the snippets load and send to: added to the checkout pages' CSP. */
export const TRACKING_HOSTS = {
  connect: ["https://www.facebook.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  frame: ["https://www.googletagmanager.com"],
};

const q = (s: string) => JSON.stringify(s);

export function trackingScripts(ids: TrackingIds, event: TrackingEvent): TrackingScript[] {
  const scripts: TrackingScript[] = [];
  if (ids.fb_pixel) {
    const track = event.kind === "purchase" ? `fbq('track','Purchase',${JSON.stringify({ value: event.value, currency: event.currency })});` : "fbq('track','PageView');";
    scripts.push({
      key: "fb-pixel",
      code:
        "!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};" +
        "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;" +
        "s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');" +
        `fbq('init',${q(ids.fb_pixel)});${track}`,
    });
  }
  if (ids.ga4) {
    const purchase = event.kind === "purchase" ? `gtag('event','purchase',${JSON.stringify({ transaction_id: event.orderId, value: event.value, currency: event.currency })});` : "";
    scripts.push({ key: "ga4-loader", src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4)}` });
    scripts.push({ key: "ga4", code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${q(ids.ga4)});${purchase}` });
  }
  if (ids.gtm) {
    const purchase = event.kind === "purchase" ? `w[l].push(${JSON.stringify({ event: "purchase", ecommerce: { transaction_id: event.orderId, value: event.value, currency: event.currency } })});` : "";
    scripts.push({
      key: "gtm",
      // The vendor's snippet, passing this script's nonce on to the one it adds.
      code:
        "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" + purchase +
        "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
        "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));" +
        `f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${q(ids.gtm)});`,
    });
  }
  return scripts;
}
