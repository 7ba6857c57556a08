import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutCoupons, checkoutProducts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { priceProblem, type Discount } from "@/lib/platform/payments/money";
import { MESSAGES } from "./constants";
import type { CouponInput } from "./schemas";

type Coupon = typeof checkoutCoupons.$inferSelect;

export const toCouponRow = (c: Coupon) => ({
  id: c.id,
  name: c.name,
  code: c.code,
  kind: c.kind,
  value: c.value,
  currency: c.currency,
  duration: c.duration,
  months: c.months,
  max_uses: c.maxUses,
  uses: c.uses,
  expires_at: c.expiresAt?.toISOString() ?? null,
  date_created: c.createdAt.toISOString(),
});

export async function createCoupon(db: Db, ctx: Ctx, input: CouponInput) {
  const errors: Record<string, string[]> = {};
  if (input.kind === "percent" && (input.value < 1 || input.value > 100)) errors.value = ["A percentage must be 1 to 100."];
  if (input.kind === "amount") {
    if (!input.currency) errors.currency = ["The currency field is required for an amount off."];
    else if (input.value <= 0 || priceProblem(input.value, input.currency)?.includes("multiple") || priceProblem(input.value, input.currency)?.includes("end in 0")) errors.value = ["The amount does not fit the currency."];
  }
  if (input.duration === "repeating" && !input.months) errors.months = ["The months field is required for a repeating coupon."];
  if (input.expires_at && input.expires_at.getTime() <= Date.now()) errors.expires_at = ["The expiry must be a date in the future."];
  if (Object.keys(errors).length) throw validationError(errors);
  const [taken] = await db.select({ id: checkoutCoupons.id }).from(checkoutCoupons).where(and(eq(checkoutCoupons.locationId, ctx.locationId), sql`lower(${checkoutCoupons.code}) = lower(${input.code})`));
  if (taken) throw validationError({ code: ["The code has already been taken."] });
  const [row] = await db
    .insert(checkoutCoupons)
    .values({
      locationId: ctx.locationId,
      name: input.name,
      code: input.code,
      kind: input.kind,
      value: input.value,
      currency: input.kind === "amount" ? (input.currency ?? null) : null,
      duration: input.duration,
      months: input.duration === "repeating" ? (input.months ?? null) : null,
      maxUses: input.max_uses ?? null,
      expiresAt: input.expires_at ?? null,
    })
    .returning();
  return { status: 1, message: "Coupon has been created successfully!", data: toCouponRow(row) };
}

export async function deleteCoupon(db: Db, ctx: Ctx, id: number) {
  const gone = await db.delete(checkoutCoupons).where(and(eq(checkoutCoupons.id, id), eq(checkoutCoupons.locationId, ctx.locationId))).returning({ id: checkoutCoupons.id });
  if (!gone.length) throw notFound("Coupon");
  return { status: 1, message: "Coupon has been deleted successfully!" };
}

/** The location's coupons and the one this product offers. */
export async function productCoupons(db: Db, ctx: Ctx, productId: number) {
  const [p] = await db.select({ couponId: checkoutProducts.couponId }).from(checkoutProducts).where(and(eq(checkoutProducts.id, productId), eq(checkoutProducts.locationId, ctx.locationId)));
  if (!p) throw notFound("Product");
  const rows = await db.select().from(checkoutCoupons).where(eq(checkoutCoupons.locationId, ctx.locationId)).orderBy(asc(checkoutCoupons.code), asc(checkoutCoupons.id));
  return { data: rows.map(toCouponRow), applied_coupon_id: p.couponId };
}

export async function applyCoupon(db: Db, ctx: Ctx, productId: number, couponId: number) {
  const [p] = await db.select({ currency: checkoutProducts.currency }).from(checkoutProducts).where(and(eq(checkoutProducts.id, productId), eq(checkoutProducts.locationId, ctx.locationId)));
  if (!p) throw notFound("Product");
  const [coupon] = await db.select().from(checkoutCoupons).where(and(eq(checkoutCoupons.id, couponId), eq(checkoutCoupons.locationId, ctx.locationId)));
  if (!coupon) throw validationError({ coupon_id: ["The selected coupon is invalid."] });
  if (coupon.kind === "amount" && coupon.currency !== p.currency) throw validationError({ coupon_id: ["An amount-off coupon must be in the product's currency."] });
  await db.update(checkoutProducts).set({ couponId, updatedAt: new Date() }).where(and(eq(checkoutProducts.id, productId), eq(checkoutProducts.locationId, ctx.locationId)));
  return { status: 1, message: MESSAGES.couponApplied };
}

export async function removeCoupon(db: Db, ctx: Ctx, productId: number) {
  const done = await db.update(checkoutProducts).set({ couponId: null, updatedAt: new Date() }).where(and(eq(checkoutProducts.id, productId), eq(checkoutProducts.locationId, ctx.locationId))).returning({ id: checkoutProducts.id });
  if (!done.length) throw notFound("Product");
  return { status: 1, message: "Coupon has been removed!" };
}

/**
 * The discount a buyer's code gives on a product: its offered coupon, by code (any case), live
 * and with uses left. Anything else is a 422 on `coupon`.
 */
export async function redeemable(db: Db, product: { locationId: number; couponId: number | null }, code: string | null | undefined): Promise<{ id: number; discount: Discount } | null> {
  if (!code) return null;
  const bad = validationError({ coupon: ["The coupon is not valid."] });
  if (!product.couponId) throw bad;
  const [c] = await db.select().from(checkoutCoupons).where(and(eq(checkoutCoupons.id, product.couponId), eq(checkoutCoupons.locationId, product.locationId)));
  if (!c || c.code.toLowerCase() !== code.toLowerCase()) throw bad;
  if (c.expiresAt && c.expiresAt.getTime() <= Date.now()) throw validationError({ coupon: ["The coupon has expired."] });
  if (c.maxUses !== null && c.uses >= c.maxUses) throw validationError({ coupon: ["The coupon has been used up."] });
  return { id: c.id, discount: { kind: c.kind as "percent" | "amount", value: c.value } };
}

/** Counts a paid order's coupon use (inside the paying transaction). */
export async function countCouponUse(tx: Db, locationId: number, couponId: number | null) {
  if (!couponId) return;
  await tx.update(checkoutCoupons).set({ uses: sql`${checkoutCoupons.uses} + 1` }).where(and(eq(checkoutCoupons.id, couponId), eq(checkoutCoupons.locationId, locationId)));
}
