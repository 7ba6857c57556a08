import { describe, expect, it } from "vitest";
import { billingBarMark, notificationBars, type BillingNotifications } from "../../lib/shell/rules";

const failed: BillingNotifications = { has_stripe_subscription: true, card_expire_notification: false, card_expire_in_days: null, is_payment_failed: true, has_trial: false, failed_invoice_id: 7 };
const day = (iso: string) => new Date(iso);

describe("the billing bar's dismissal mark", () => {
  it("is the same all day for the same failure, and changes the next day (UTC) or on a new failure", () => {
    const a = billingBarMark(failed, day("2026-11-29T00:10:00Z"));
    expect(a).toBe(billingBarMark(failed, day("2026-11-29T23:50:00Z")));
    expect(a).not.toBe(billingBarMark(failed, day("2026-11-30T00:00:00Z")));
    expect(a).not.toBe(billingBarMark({ ...failed, failed_invoice_id: 8 }, day("2026-11-29T12:00:00Z")));
  });

  it("is null when no billing bar shows (a trial's failure, nothing wrong)", () => {
    expect(billingBarMark({ ...failed, has_trial: true }, new Date())).toBeNull();
    expect(billingBarMark(null, new Date())).toBeNull();
  });

  it("keeps the order: card expiring before payment failed, email off after", () => {
    const bars = notificationBars({ ...failed, card_expire_notification: true, card_expire_in_days: 12 }, { email_status: 0 });
    expect(bars.map((b) => b.kind)).toEqual(["card-expiring", "email-off"]);
    expect(billingBarMark({ ...failed, card_expire_notification: true, card_expire_in_days: 12 }, day("2026-11-29T10:00:00Z"))).toBe("2026-11-29|card-expiring|7");
  });
});
