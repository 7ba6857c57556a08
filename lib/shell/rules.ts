/** Pure rules of the application shell (unit-tested in tests/unit/shell-rules.test.ts). */
import { CHROMELESS_PATHS, TIPS_DEFAULT } from "./constants";

// ---------- Tips cookie (doc 1 s4, s9) ----------

/** The tips cookie lasts until the end of the next day (local time). */
export function tipsCookieExpiry(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 23, 59, 59, 999);
}

/** Cookie value -> on/off; anything unknown means the default (on). */
export function parseTips(value: string | null | undefined): boolean {
  if (value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  return TIPS_DEFAULT;
}

export function serializeTipsCookie(name: string, on: boolean, now: Date = new Date()): string {
  return `${name}=${on ? "1" : "0"}; expires=${tipsCookieExpiry(now).toUTCString()}; path=/; samesite=lax`;
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(";")) {
    const [k, ...rest] = part.trim().split("=");
    if (k === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

// ---------- Sidebar ----------

/** Stored flag "0"/"1" -> expanded; missing or unknown means expanded. */
export function parseExpanded(value: string | null | undefined): boolean {
  return value !== "0";
}

/** A nav link is active on its own path and below it ("/contact/12/profile" for "/contact"). */
export function isNavActive(pathname: string, prefixes: string[]): boolean {
  return prefixes.some((p) => pathname === p || pathname.startsWith(p + "/"));
}

/** Message Center and SMS Center hide the header and sidebar. */
export function isChromeless(pathname: string): boolean {
  return isNavActive(pathname, CHROMELESS_PATHS);
}

// ---------- Header ----------

export function unreadLabel(count: number): string {
  return count > 0 ? `Messages, ${count} unread` : "Messages";
}

export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

/** The avatar menu shows the business name for a company location, else the person's name. */
export function displayName(user: { full_name: string; businessname: string; is_company_location: boolean }): string {
  return user.is_company_location ? user.businessname : user.full_name;
}

export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? "").trim().split(/\s+/)[0] ?? "";
}

// ---------- Notification bars (doc 1 s2: priority order) ----------

export type BillingNotifications = {
  has_stripe_subscription: boolean;
  card_expire_notification: boolean;
  card_expire_in_days: number | null;
  is_payment_failed: boolean;
  has_trial: boolean;
  /** The failed bill (its id): a new failure is a new bill, and brings a dismissed bar back. */
  failed_invoice_id?: number | null;
};

export type NotificationBar =
  | { kind: "card-expiring"; slot: "billing"; days: number }
  | { kind: "payment-failed"; slot: "billing" }
  | { kind: "email-dns"; slot: "dns" }
  | { kind: "email-off"; slot: "email" };

export type BarSlot = NotificationBar["slot"];

/**
 * The bars to show, highest priority first: the billing bar (card expiring soon, else payment
 * failed when there is no trial), then the email DNS alert (the sending domain failed its daily
 * check: not dismissible, mail waits until it is fixed), then the email-off bar.
 */
export function notificationBars(
  billing: BillingNotifications | null,
  user: { email_status: number | null | undefined; email_dns_missing?: boolean },
  dismissed: Partial<Record<BarSlot, boolean>> = {},
): NotificationBar[] {
  const bars: NotificationBar[] = [];
  if (billing && !dismissed.billing) {
    if (billing.card_expire_notification && billing.card_expire_in_days != null) {
      bars.push({ kind: "card-expiring", slot: "billing", days: billing.card_expire_in_days });
    } else if (billing.is_payment_failed && !billing.has_trial) {
      bars.push({ kind: "payment-failed", slot: "billing" });
    }
  }
  if (user.email_dns_missing) bars.push({ kind: "email-dns", slot: "dns" });
  if (user.email_status === 0 && !dismissed.email) bars.push({ kind: "email-off", slot: "email" });
  return bars;
}

/**
 * What a dismissal of the billing bar is remembered as: the UTC day and the failure it was
 * about. The bar returns when either changes (the next day, or a new failed bill); null when
 * no billing bar shows.
 */
export function billingBarMark(billing: BillingNotifications | null, now: Date): string | null {
  const bar = notificationBars(billing, { email_status: 1 }).find((b) => b.slot === "billing");
  if (!bar) return null;
  return `${now.toISOString().slice(0, 10)}|${bar.kind}|${billing?.failed_invoice_id ?? ""}`;
}

export function cardExpiryMessage(days: number): string {
  if (days < 0) return "The card on your account has expired. Update it to keep your subscription running.";
  if (days === 0) return "The card on your account expires today. Update it to keep your subscription running.";
  return `The card on your account expires in ${days} ${days === 1 ? "day" : "days"}. Update it to keep your subscription running.`;
}

export const PAYMENT_FAILED_MESSAGE = "Your last subscription payment failed. Update your card to keep your account active.";
export const EMAIL_DNS_MESSAGE = "We couldn't verify your sending domain's DNS records, so no emails can be sent until this is fixed.";
/** Where the email DNS alert sends the coach: the sending domains settings. */
export const EMAIL_DNS_HREF = "/admin-settings?module=email";
export const EMAIL_OFF_MESSAGE = "Email sending is switched off for your account, so your contacts won't receive any emails.";
