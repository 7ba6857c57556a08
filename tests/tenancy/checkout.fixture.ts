import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { checkoutBumps, checkoutCoupons, checkoutProcessors, checkoutProducts, users } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "checkout",
  records: async (db, ids) => {
    // Both tenants' owners have checkout, so a foreign id reaches the tenant check (not the gate's 404).
    await db.update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
    const [pOwn, pOther] = await db
      .insert(checkoutProcessors)
      .values([
        { locationId: ids.downtown, name: "Own", accountId: "acct_tenancy_own", provider: "embedded" },
        { locationId: ids.otherLoc, name: "Other", accountId: "acct_tenancy_other", provider: "embedded" },
      ])
      .returning({ id: checkoutProcessors.id });
    const [own, other] = await db
      .insert(checkoutProducts)
      .values([
        { locationId: ids.downtown, publicId: "tenancyOwnProduct000", name: "Own", price: 1000, currency: "USD" },
        { locationId: ids.otherLoc, publicId: "tenancyOtherProduct0", name: "Other", price: 1000, currency: "USD" },
      ])
      .returning({ id: checkoutProducts.id });
    const [bOwn, bOther] = await db
      .insert(checkoutBumps)
      .values([
        { locationId: ids.downtown, productId: own.id, bumpProductId: own.id, name: "Own bump", price: 500 },
        { locationId: ids.otherLoc, productId: other.id, bumpProductId: other.id, name: "Other bump", price: 500 },
      ])
      .returning({ id: checkoutBumps.id });
    const [cOwn, cOther] = await db
      .insert(checkoutCoupons)
      .values([
        { locationId: ids.downtown, name: "Own", code: "TENANCYOWN", kind: "percent", value: 10 },
        { locationId: ids.otherLoc, name: "Other", code: "TENANCYOTHER", kind: "percent", value: 10 },
      ])
      .returning({ id: checkoutCoupons.id });
    return { processor: { own: pOwn.id, other: pOther.id }, product: { own: own.id, other: other.id }, bump: { own: bOwn.id, other: bOther.id }, coupon: { own: cOwn.id, other: cOther.id } };
  },
  params: {
    "DELETE /stripe/{id}/delete-processor": { id: "processor" },
    "GET /product/{id}/details": { id: "product" },
    "PATCH /product/{id}/update": { id: "product" },
    "PATCH /product/{id}/rename": { id: "product" },
    "GET /product/{product_id}/product-template": { product_id: "product" },
    "PATCH /product/{product_id}/update-template": { product_id: "product" },
    "DELETE /{template}/{proof}/delete-proof": { template: "product" },
    "PATCH /bump/{id}/update": { id: "bump" },
    "DELETE /bump/{id}/delete": { id: "bump" },
    "DELETE /stripe/{id}/delete-coupon": { id: "coupon" },
    "GET /product/{id}/coupons": { id: "product" },
    "PATCH /{product_id}/apply-coupon": { product_id: "product" },
    "PATCH /{id}/remove-coupon": { id: "product" },
  },
  literals: { "DELETE /{template}/{proof}/delete-proof": { proof: "proof1" } },
  bodies: {
    "PATCH /product/{id}/update": { name: "Changed" },
    "PATCH /product/{id}/rename": { name: "Changed" },
    "PATCH /product/{product_id}/update-template": { payment_button_text: "Changed" },
    "PATCH /bump/{id}/update": { name: "Changed" },
    "PATCH /{product_id}/apply-coupon": { coupon_id: 1 },
  },
  unchanged: async (db, r) => {
    const products = await db.select({ name: checkoutProducts.name }).from(checkoutProducts).where(inArray(checkoutProducts.id, [r.product.own, r.product.other]));
    expect(products.map((p) => p.name).sort()).toEqual(["Other", "Own"]);
    expect(await db.select().from(checkoutBumps).where(inArray(checkoutBumps.id, [r.bump.own, r.bump.other]))).toHaveLength(2);
    expect(await db.select().from(checkoutCoupons).where(inArray(checkoutCoupons.id, [r.coupon.own, r.coupon.other]))).toHaveLength(2);
    expect(await db.select().from(checkoutProcessors).where(inArray(checkoutProcessors.id, [r.processor.own, r.processor.other]))).toHaveLength(2);
  },
});
