import { describe, expect, it } from "vitest";
import { couponDiscount, couponDuration, couponSummary } from "@/lib/checkout/coupon-summary";
import { formatMoney } from "@/lib/platform/payments/money";

const base = { kind: "percent", value: 10, currency: null, duration: "once", months: null, max_uses: null, uses: 0, expires_at: null };

describe("coupon summary", () => {
  it("says the discount in percent or in the coupon's currency", () => {
    expect(couponDiscount(base, formatMoney)).toBe("10% off");
    expect(couponDiscount({ ...base, kind: "amount", value: 500, currency: "USD" }, formatMoney)).toBe("$5.00 off");
  });
  it("says how long a subscription keeps it", () => {
    expect(couponDuration(base)).toBe("once");
    expect(couponDuration({ ...base, duration: "repeating", months: 3 })).toBe("for 3 months");
    expect(couponDuration({ ...base, duration: "repeating", months: 1 })).toBe("for 1 month");
    expect(couponDuration({ ...base, duration: "forever" })).toBe("forever");
  });
  it("adds uses and the expiry", () => {
    expect(couponSummary({ ...base, uses: 3, max_uses: 100, expires_at: "2999-12-31T23:59:59.000Z" }, formatMoney)).toBe("10% off once · 3 of 100 used · expires Dec 31, 2999");
    expect(couponSummary({ ...base, uses: 1, expires_at: "2001-01-01T00:00:00.000Z" }, formatMoney)).toBe("10% off once · 1 use · expired Jan 1, 2001");
  });
});
