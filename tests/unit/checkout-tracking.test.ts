import { describe, expect, it } from "vitest";
import { TRACKING_HOSTS, trackingScripts } from "../../lib/checkout/tracking";
import { pageCsp, TRACKING_PAGES } from "../../lib/http/security-headers";

const none = { fb_pixel: null, ga4: null, gtm: null };
const all = { fb_pixel: "123456789012345", ga4: "G-ABC123XYZ", gtm: "GTM-K9X2AB" };

describe("a product's tracking snippets", () => {
  it("are none without ids", () => {
    expect(trackingScripts(none, { kind: "view" })).toEqual([]);
  });

  it("init each vendor with its id and count a page view", () => {
    const s = trackingScripts(all, { kind: "view" });
    expect(s.map((x) => x.key)).toEqual(["fb-pixel", "ga4-loader", "ga4", "gtm"]);
    expect(s[0].code).toContain(`fbq('init',"123456789012345");fbq('track','PageView');`);
    expect(s[1].src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
    expect(s[2].code).toContain(`gtag('config',"G-ABC123XYZ");`);
    expect(s[3].code).toContain(`'dataLayer',"GTM-K9X2AB");`);
    expect(s.map((x) => x.code ?? "").join("")).not.toContain("purchase");
  });

  it("report a purchase with its value, currency and order on the thank-you page", () => {
    const s = trackingScripts(all, { kind: "purchase", value: 49.5, currency: "EUR", orderId: "abc123def456" });
    expect(s[0].code).toContain(`fbq('track','Purchase',{"value":49.5,"currency":"EUR"});`);
    expect(s[2].code).toContain(`gtag('event','purchase',{"transaction_id":"abc123def456","value":49.5,"currency":"EUR"});`);
    expect(s[3].code).toContain(`{"event":"purchase","ecommerce":{"transaction_id":"abc123def456","value":49.5,"currency":"EUR"}}`);
  });
});

describe("the checkout pages' CSP", () => {
  it("lets the checkout and thank-you pages, and only them, reach the vendors", () => {
    const on = (p: string) => TRACKING_PAGES.some((r) => r.test(p));
    expect(on("/buy/abcdefgh12345678")).toBe(true);
    expect(on("/buy/abcdefgh12345678/thank-you/order12345678")).toBe(true);
    expect(on("/buy/card/sometoken123")).toBe(false);
    expect(on("/checkout")).toBe(false);
    const csp = pageCsp({ nonce: "n", host: "localhost", dev: false, tracking: true });
    for (const h of [...TRACKING_HOSTS.connect, ...TRACKING_HOSTS.frame]) expect(csp).toContain(h);
    const plain = pageCsp({ nonce: "n", host: "localhost", dev: false });
    for (const h of TRACKING_HOSTS.connect) expect(plain).not.toContain(h);
  });
});
