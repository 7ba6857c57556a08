import { asc, eq, inArray, isNotNull } from "drizzle-orm";
import { expect } from "vitest";
import { checkoutOrders, checkoutProcessors, checkoutProducts, checkoutSubscriptions, contacts, users } from "../../db/schema";
import { defineFixture } from "./fixture";

export default defineFixture({
  module: "checkout-clients",
  records: async (db, ids) => {
    await db.update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
    // Existing demo contacts become clients (the sweep's other tests count contacts).
    const first = async (locationId: number) => (await db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(eq(contacts.locationId, locationId)).orderBy(asc(contacts.id)).limit(1))[0];
    const [cOwn, cOther] = [await first(ids.downtown), await first(ids.otherLoc)];
    const [pOwn, pOther] = await db
      .insert(checkoutProducts)
      .values([
        { locationId: ids.downtown, publicId: "tenancyClientsOwnP00", name: "Own", price: 1000, currency: "USD" },
        { locationId: ids.otherLoc, publicId: "tenancyClientsOthP00", name: "Other", price: 1000, currency: "USD" },
      ])
      .returning({ id: checkoutProducts.id });
    await db.insert(checkoutOrders).values([
      { locationId: ids.downtown, publicId: "tenancyClientsOwnO00", productId: pOwn.id, contactId: cOwn.id, email: cOwn.email ?? "own-client@example.com", name: "Own", currency: "USD", subtotal: 1000, total: 1000, status: "paid", paidAt: new Date() },
      { locationId: ids.otherLoc, publicId: "tenancyClientsOthO00", productId: pOther.id, contactId: cOther.id, email: cOther.email ?? "other-client@example.com", name: "Other", currency: "USD", subtotal: 1000, total: 1000, status: "paid", paidAt: new Date() },
    ]);
    // Active processors, so a foreign one is refused by the tenant check rather than its state.
    const [procOwn, procOther] = await db
      .insert(checkoutProcessors)
      .values([
        { locationId: ids.downtown, name: "Clients own", accountId: "acct_tenancy_clients_own", provider: "embedded", status: "active" },
        { locationId: ids.otherLoc, name: "Clients other", accountId: "acct_tenancy_clients_other", provider: "embedded", status: "active" },
      ])
      .returning({ id: checkoutProcessors.id });
    return { client: { own: cOwn.id, other: cOther.id }, product: { own: pOwn.id, other: pOther.id }, processor: { own: procOwn.id, other: procOther.id } };
  },
  params: {
    "GET /client/{id}/analytics": { id: "client" },
    "PATCH /client/{id}/update-profile": { id: "client" },
    "POST /stripe/{processor}/create-setup-intent": { processor: "processor" },
    "POST /stripe/{client_id}/update-card": { client_id: "client" },
    "POST /product/{id}/share-with-accounts": { id: "product" },
  },
  bodies: {
    "PATCH /client/{id}/update-profile": { first_name: "Changed" },
    "POST /stripe/{client_id}/update-card": { processor_id: 1, setup_intent: "seti_tenancy" },
    "POST /product/{id}/share-with-accounts": { location_ids: [1] },
  },
  unchanged: async (db, r) => {
    const names = await db.select({ name: contacts.firstName }).from(contacts).where(inArray(contacts.id, [r.client.own, r.client.other]));
    expect(names.map((c) => c.name)).not.toContain("Changed");
    const products = await db.select({ id: checkoutProducts.id }).from(checkoutProducts).where(inArray(checkoutProducts.name, ["Own", "Other"]));
    expect(products.length).toBeGreaterThanOrEqual(2);
    // No card was set on any subscription by a foreign call.
    expect(await db.select({ id: checkoutSubscriptions.id }).from(checkoutSubscriptions).where(isNotNull(checkoutSubscriptions.paymentMethodId))).toHaveLength(0);
  },
});
