import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { checkoutProcessors, checkoutProducts, users } from "../../db/schema";
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
    return { processor: { own: pOwn.id, other: pOther.id }, product: { own: own.id, other: other.id } };
  },
  params: {
    "DELETE /stripe/{id}/delete-processor": { id: "processor" },
    "GET /product/{id}/details": { id: "product" },
    "PATCH /product/{id}/update": { id: "product" },
    "PATCH /product/{id}/rename": { id: "product" },
  },
  bodies: {
    "PATCH /product/{id}/update": { name: "Changed" },
    "PATCH /product/{id}/rename": { name: "Changed" },
  },
  unchanged: async (db, r) => {
    const products = await db.select({ name: checkoutProducts.name }).from(checkoutProducts).where(inArray(checkoutProducts.id, [r.product.own, r.product.other]));
    expect(products.map((p) => p.name).sort()).toEqual(["Other", "Own"]);
    expect(await db.select().from(checkoutProcessors).where(inArray(checkoutProcessors.id, [r.processor.own, r.processor.other]))).toHaveLength(2);
  },
});
