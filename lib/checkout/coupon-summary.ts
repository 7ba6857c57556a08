import { formatCount, formatDate } from "@/lib/format";

type CouponLike = { kind: string; value: number; currency: string | null; duration: string; months: number | null; max_uses: number | null; uses: number; expires_at: string | null };

/** "10% off", "$5.00 off" (money: the screen's formatter, so the company symbol applies). */
export function couponDiscount(c: CouponLike, money: (amount: number, currency: string) => string): string {
  return c.kind === "amount" && c.currency ? `${money(c.value, c.currency)} off` : `${c.value}% off`;
}

/** How long a subscription keeps the discount: once, for N months, forever. */
export function couponDuration(c: CouponLike): string {
  if (c.duration === "forever") return "forever";
  if (c.duration === "repeating") return `for ${formatCount(c.months ?? 1, "month")}`;
  return "once";
}

/** "10% off once · 3 of 100 used · expires Dec 31, 2026": one line a coach can scan. */
export function couponSummary(c: CouponLike, money: (amount: number, currency: string) => string): string {
  const parts = [`${couponDiscount(c, money)} ${couponDuration(c)}`, c.max_uses !== null ? `${c.uses} of ${c.max_uses} used` : formatCount(c.uses, "use")];
  if (c.expires_at) parts.push(`${new Date(c.expires_at).getTime() <= Date.now() ? "expired" : "expires"} ${formatDate(c.expires_at)}`);
  return parts.join(" · ");
}
