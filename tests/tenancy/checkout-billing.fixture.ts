import { inArray } from "drizzle-orm";
import { expect } from "vitest";
import { checkoutInvoices, checkoutOrders, checkoutProducts, checkoutSubscriptionLogs, checkoutSubscriptions, emailMessages, users } from "../../db/schema";
import { defineFixture } from "./fixture";

/** Each tenant: a paid subscription order with its invoice, and a paid renewal with its charge invoice. */
export default defineFixture({
  module: "checkout-billing",
  records: async (db, ids) => {
    await db.update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
    const [pOwn, pOther] = await db
      .insert(checkoutProducts)
      .values([
        { locationId: ids.downtown, publicId: "tenancyBillOwnProduct", name: "Own", type: "subscription", interval: "month", price: 1000, currency: "USD" },
        { locationId: ids.otherLoc, publicId: "tenancyBillOtherProd0", name: "Other", type: "subscription", interval: "month", price: 1000, currency: "USD" },
      ])
      .returning({ id: checkoutProducts.id });
    const [oOwn, oOther] = await db
      .insert(checkoutOrders)
      .values([
        { locationId: ids.downtown, publicId: "tenancyBillOwnOrder00", productId: pOwn.id, email: "billing-own@example.com", name: "Own", currency: "USD", subtotal: 1000, total: 1000, status: "paid" },
        { locationId: ids.otherLoc, publicId: "tenancyBillOtherOrder", productId: pOther.id, email: "billing-other@example.com", name: "Other", currency: "USD", subtotal: 1000, total: 1000, status: "paid" },
      ])
      .returning({ id: checkoutOrders.id });
    const later = new Date(Date.now() + 30 * 86_400_000);
    const [sOwn, sOther] = await db
      .insert(checkoutSubscriptions)
      .values([
        { locationId: ids.downtown, orderId: oOwn.id, productId: pOwn.id, email: "billing-own@example.com", name: "Own", amount: 1000, currency: "USD", interval: "month", status: "active", nextBillingAt: later },
        { locationId: ids.otherLoc, orderId: oOther.id, productId: pOther.id, email: "billing-other@example.com", name: "Other", amount: 1000, currency: "USD", interval: "month", status: "active", nextBillingAt: later },
      ])
      .returning({ id: checkoutSubscriptions.id, orderId: checkoutSubscriptions.orderId });
    const [lOwn, lOther] = await db
      .insert(checkoutSubscriptionLogs)
      .values([
        { locationId: ids.downtown, subscriptionId: sOwn.id, kind: "paid", amount: 1000, message: "Renewal paid" },
        { locationId: ids.otherLoc, subscriptionId: sOther.id, kind: "paid", amount: 1000, message: "Renewal paid" },
      ])
      .returning({ id: checkoutSubscriptionLogs.id });
    // High numbers: the fixture's invoices must not collide with ones the tests issue.
    const inv = (locationId: number, number: number, orderId: number, extra: object) => ({ locationId, number, orderId, email: "x@example.com", name: "X", description: "Own", amount: 1000, currency: "USD", issuedAt: new Date(), kind: "subscription", ...extra });
    await db.insert(checkoutInvoices).values([
      inv(ids.downtown, 900_001, oOwn.id, {}),
      inv(ids.otherLoc, 900_001, oOther.id, {}),
      inv(ids.downtown, 900_002, oOwn.id, { kind: "charge", subscriptionId: sOwn.id, subscriptionLogId: lOwn.id }),
      inv(ids.otherLoc, 900_002, oOther.id, { kind: "charge", subscriptionId: sOther.id, subscriptionLogId: lOther.id }),
    ]);
    return { billingOrder: { own: oOwn.id, other: oOther.id }, billingSub: { own: sOwn.id, other: sOther.id }, billingCharge: { own: lOwn.id, other: lOther.id } };
  },
  params: {
    "PUT /order-invoice/{id}/send": { id: "billingOrder" },
    "GET /order-invoice/{id}/download": { id: "billingOrder" },
    "PUT /subscription-invoice/{id}/send": { id: "billingSub" },
    "PUT /subscription-charge-invoice/{id}/send": { id: "billingCharge" },
    "GET /subscription-charge-invoice/{id}/download": { id: "billingCharge" },
    "PUT /order/{id}/update-card-email": { id: "billingOrder" },
  },
  unchanged: async (db) => {
    const mailed = await db.select({ id: emailMessages.id }).from(emailMessages).where(inArray(emailMessages.toAddress, ["x@example.com", "billing-own@example.com", "billing-other@example.com"]));
    expect(mailed).toEqual([]);
  },
});
