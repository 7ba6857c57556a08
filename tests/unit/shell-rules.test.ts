import { describe, expect, it } from "vitest";
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED, SKIP_TRIAL_TITLE } from "../../lib/shell/constants";
import {
  cardExpiryMessage,
  displayName,
  firstName,
  isChromeless,
  isNavActive,
  notificationBars,
  parseExpanded,
  parseTips,
  readCookie,
  serializeTipsCookie,
  tipsCookieExpiry,
  unreadBadgeText,
  unreadLabel,
  type BillingNotifications,
} from "../../lib/shell/rules";

const billing = (over: Partial<BillingNotifications> = {}): BillingNotifications => ({
  has_stripe_subscription: true,
  card_expire_notification: false,
  card_expire_in_days: null,
  is_payment_failed: false,
  has_trial: false,
  ...over,
});
const emailOn = { email_status: 1 };

describe("tips cookie", () => {
  it("lasts until the end of the next day", () => {
    const now = new Date(2024, 0, 31, 9, 30);
    const exp = tipsCookieExpiry(now);
    expect([exp.getFullYear(), exp.getMonth(), exp.getDate()]).toEqual([2024, 1, 1]);
    expect([exp.getHours(), exp.getMinutes(), exp.getSeconds()]).toEqual([23, 59, 59]);
  });

  it("defaults to on and reads 0/1", () => {
    expect(parseTips(undefined)).toBe(true);
    expect(parseTips("garbage")).toBe(true);
    expect(parseTips("0")).toBe(false);
    expect(parseTips("1")).toBe(true);
  });

  it("serializes and reads back", () => {
    const c = serializeTipsCookie("tips", false, new Date(2024, 5, 1));
    expect(c).toMatch(/^tips=0; expires=.+; path=\/; samesite=lax$/);
    expect(readCookie("a=1; tips=0; b=2", "tips")).toBe("0");
    expect(readCookie("a=1", "tips")).toBeUndefined();
  });
});

describe("sidebar", () => {
  it("keeps the expanded flag as 0/1, expanded by default", () => {
    expect(parseExpanded(null)).toBe(true);
    expect(parseExpanded("1")).toBe(true);
    expect(parseExpanded("0")).toBe(false);
    expect([SIDEBAR_WIDTH_EXPANDED, SIDEBAR_WIDTH_COLLAPSED]).toEqual([240, 64]);
  });

  it("marks a link active on its path and below", () => {
    expect(isNavActive("/contacts", ["/contacts", "/contact"])).toBe(true);
    expect(isNavActive("/contact/12/profile", ["/contacts", "/contact"])).toBe(true);
    expect(isNavActive("/contactsx", ["/contacts"])).toBe(false);
    expect(isNavActive("/checkout/orders", ["/checkout"])).toBe(true);
    expect(isNavActive("/home", ["/checkout"])).toBe(false);
  });

  it("hides the chrome on Message Center and SMS Center", () => {
    expect(isChromeless("/message-center")).toBe(true);
    expect(isChromeless("/sms-center")).toBe(true);
    expect(isChromeless("/home")).toBe(false);
  });
});

describe("header", () => {
  it("labels the bell and caps the badge", () => {
    expect(unreadLabel(0)).toBe("Messages");
    expect(unreadLabel(3)).toBe("Messages, 3 unread");
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe("7");
    expect(unreadBadgeText(120)).toBe("99+");
  });

  it("shows the business name for a company location", () => {
    expect(displayName({ full_name: "Olivia Owner", businessname: "Downtown", is_company_location: false })).toBe("Olivia Owner");
    expect(displayName({ full_name: "Olivia Owner", businessname: "Downtown", is_company_location: true })).toBe("Downtown");
    expect(firstName("  Olivia Owner ")).toBe("Olivia");
    expect(firstName(null)).toBe("");
  });

  it("asks the skip-trial question naming the product", () => {
    expect(SKIP_TRIAL_TITLE).toBe("Ready to go all in with CoachOS?");
  });
});

describe("notification bars", () => {
  it("shows nothing when all is well", () => {
    expect(notificationBars(billing(), emailOn)).toEqual([]);
    expect(notificationBars(null, emailOn)).toEqual([]);
  });

  it("puts card expiring before payment failed (one billing bar)", () => {
    const bars = notificationBars(
      billing({ card_expire_notification: true, card_expire_in_days: 5, is_payment_failed: true }),
      emailOn,
    );
    expect(bars).toEqual([{ kind: "card-expiring", slot: "billing", days: 5 }]);
  });

  it("shows payment failed only when there is no trial", () => {
    expect(notificationBars(billing({ is_payment_failed: true }), emailOn)).toEqual([
      { kind: "payment-failed", slot: "billing" },
    ]);
    expect(notificationBars(billing({ is_payment_failed: true, has_trial: true }), emailOn)).toEqual([]);
  });

  it("adds the email bar last, when email sending is off", () => {
    const bars = notificationBars(billing({ is_payment_failed: true }), { email_status: 0 });
    expect(bars.map((b) => b.kind)).toEqual(["payment-failed", "email-off"]);
  });

  it("respects dismissals per bar", () => {
    const b = billing({ card_expire_notification: true, card_expire_in_days: 3 });
    expect(notificationBars(b, { email_status: 0 }, { billing: true }).map((x) => x.kind)).toEqual(["email-off"]);
    expect(notificationBars(b, { email_status: 0 }, { email: true }).map((x) => x.kind)).toEqual(["card-expiring"]);
  });

  it("says how many days are left", () => {
    expect(cardExpiryMessage(5)).toContain("expires in 5 days");
    expect(cardExpiryMessage(1)).toContain("expires in 1 day.");
    expect(cardExpiryMessage(0)).toContain("expires today");
    expect(cardExpiryMessage(-2)).toContain("has expired");
  });
});
