import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { checkoutOrders, checkoutProducts, checkoutSubscriptions, users } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "checkout-subscriptions",
  records: async (db, ids) => {
    await db.update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
    const [pOwn, pOther] = await db
      .insert(checkoutProducts)
      .values([
        { locationId: ids.downtown, publicId: "tenancySubOwnProduct", name: "Own", type: "subscription", interval: "month", trialDays: 7, price: 1000, currency: "USD" },
        { locationId: ids.otherLoc, publicId: "tenancySubOtherProd0", name: "Other", type: "subscription", interval: "month", trialDays: 7, price: 1000, currency: "USD" },
      ])
      .returning({ id: checkoutProducts.id });
    const [oOwn, oOther] = await db
      .insert(checkoutOrders)
      .values([
        { locationId: ids.downtown, publicId: "tenancySubOwnOrder00", productId: pOwn.id, email: "own@example.com", name: "Own", currency: "USD", subtotal: 1000, total: 0, status: "paid" },
        { locationId: ids.otherLoc, publicId: "tenancySubOtherOrder", productId: pOther.id, email: "other@example.com", name: "Other", currency: "USD", subtotal: 1000, total: 0, status: "paid" },
      ])
      .returning({ id: checkoutOrders.id });
    const later = new Date(Date.now() + 7 * 86_400_000);
    const [sOwn, sOther] = await db
      .insert(checkoutSubscriptions)
      .values([
        { locationId: ids.downtown, orderId: oOwn.id, productId: pOwn.id, email: "own@example.com", name: "Own", amount: 1000, currency: "USD", interval: "month", status: "trialing", trialEnd: later, nextBillingAt: later },
        { locationId: ids.otherLoc, orderId: oOther.id, productId: pOther.id, email: "other@example.com", name: "Other", amount: 1000, currency: "USD", interval: "month", status: "trialing", trialEnd: later, nextBillingAt: later },
      ])
      .returning({ id: checkoutSubscriptions.id });
    return { subscription: { own: sOwn.id, other: sOther.id } };
  },
  params: {
    "PATCH /order/{id}/update-subscription-details": { id: "subscription" },
    "POST /order/{id}/cancel-subscription": { id: "subscription" },
    "GET /order/{id}/all-subscription-logs": { id: "subscription" },
  },
  bodies: {
    "PATCH /order/{id}/update-subscription-details": { trial_status: "end" },
    "POST /order/{id}/cancel-subscription": { when: "now" },
  },
  unchanged: async (db, r) => {
    const subs = await db.select({ status: checkoutSubscriptions.status }).from(checkoutSubscriptions).where(inArray(checkoutSubscriptions.id, [r.subscription.own, r.subscription.other]));
    expect(subs.map((s) => s.status)).toEqual(["trialing", "trialing"]);
  },
});
