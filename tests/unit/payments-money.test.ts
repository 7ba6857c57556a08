import { describe, expect, it } from "vitest";
import { amountStep, currencyDigits, priceProblem, priceWithDiscount, roundAmount, toMajor } from "../../lib/platform/payments/money";

describe("money", () => {
  it("knows each currency's decimal digits", () => {
    expect([currencyDigits("jpy"), currencyDigits("USD"), currencyDigits("KWD"), currencyDigits("CHF")]).toEqual([0, 2, 3, 2]);
    expect([toMajor(1500, "JPY"), toMajor(1695, "CHF"), toMajor(1250, "KWD")]).toEqual(["1500", "16.95", "1.250"]);
  });

  it("takes 15% off CHF 19.95 as 16.95 (totals rounded to 0.05)", () => {
    expect(priceWithDiscount(1995, "CHF", { kind: "percent", value: 15 })).toEqual({ subtotal: 1995, discount: 300, total: 1695 });
    expect(roundAmount(1697.5, "CHF")).toBe(1700);
    expect(amountStep("CHF")).toBe(5);
  });

  it("rounds JPY to whole yen and KWD to amounts ending in 0", () => {
    expect(priceWithDiscount(1999, "JPY", { kind: "percent", value: 10 }).total).toBe(1799);
    expect(priceWithDiscount(12_350, "KWD", { kind: "percent", value: 15 }).total).toBe(10_500);
    expect(priceWithDiscount(500, "USD", { kind: "amount", value: 900 }).total).toBe(0);
  });

  it("refuses prices under the processor minimum or off the currency's step", () => {
    expect(priceProblem(49, "USD")).toMatch(/at least 0.50 USD/);
    expect(priceProblem(1997, "CHF")).toMatch(/0.05/);
    expect(priceProblem(1255, "KWD")).toMatch(/end in 0/);
    expect(priceProblem(49, "JPY")).toMatch(/at least 50 JPY/);
    expect(priceProblem(0, "USD")).toBeNull();
    expect(priceProblem(1995, "CHF")).toBeNull();
  });
});

describe("toMinor", () => {
  it("reads typed prices in the currency's digits", async () => {
    const { toMinor } = await import("../../lib/platform/payments/money");
    expect([toMinor("16.95", "CHF"), toMinor("1500", "JPY"), toMinor("1.25", "KWD"), toMinor("49", "USD")]).toEqual([1695, 1500, 1250, 4900]);
    expect([toMinor("1.5", "JPY"), toMinor("abc", "USD"), toMinor("1.999", "USD")]).toEqual([null, null, null]);
  });
});

describe("formatMoney with the company currency", () => {
  it("puts the company's symbol on amounts in its currency only, keeping sign and digits", async () => {
    const { formatMoney } = await import("../../lib/platform/payments/money");
    const own = { currency: "usd", symbol: "US$" };
    expect(formatMoney(4900, "USD", own)).toBe("US$49.00");
    expect(formatMoney(-500, "USD", own)).toBe("-US$5.00");
    expect(formatMoney(4900, "USD")).toBe("$49.00");
    expect(formatMoney(1500, "JPY", own)).toBe("¥1,500");
    expect(formatMoney(1995, "CHF", { currency: "CHF", symbol: "Fr." })).toBe("Fr.\u00a019.95");
  });
});
