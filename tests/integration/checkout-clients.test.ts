import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutOrders, checkoutProducts, checkoutSubscriptions, contactTags, contacts, tags, users } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;
let ann: number;
let ben: number;
let tess: number;
let lead: number;
let foreign: number;
let vipTag: number;
let productId: number;

const co = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => call(method, path, { token: owner, ...opts, host: "checkout" });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

async function contact(locationId: number, first: string, email: string) {
  const [c] = await db().insert(contacts).values({ locationId, firstName: first, lastName: "Client", email, status: "lead", tab: "leads" }).returning({ id: contacts.id });
  return c.id;
}

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  [ann, ben, tess, lead] = [
    await contact(ids.downtown, "Ann", "ann@clients.test"),
    await contact(ids.downtown, "Ben", "ben@clients.test"),
    await contact(ids.downtown, "Tess", "tess@clients.test"),
    await contact(ids.downtown, "Lee", "lee@clients.test"),
  ];
  foreign = await contact(ids.otherLoc, "Zed", "zed@clients.test");
  const [p, sub, q] = await db()
    .insert(checkoutProducts)
    .values([
      { locationId: ids.downtown, publicId: "clientsOneTime000000", name: "Kickstart", price: 4900, currency: "USD", trackingIds: { fb_pixel: "123456789", ga4: null, gtm: null }, template: { payment_button_text: "Buy now" } },
      { locationId: ids.downtown, publicId: "clientsMonthly000000", name: "Monthly", type: "subscription", interval: "month", price: 2900, currency: "USD" },
      { locationId: ids.otherLoc, publicId: "clientsOther00000000", name: "Other's", price: 9900, currency: "USD" },
    ])
    .returning({ id: checkoutProducts.id });
  productId = p.id;
  const base = { locationId: ids.downtown, productId: p.id, currency: "USD", subtotal: 4900, total: 4900, status: "paid" };
  const orders = await db()
    .insert(checkoutOrders)
    .values([
      { ...base, publicId: "clientsAnn1000000000", contactId: ann, email: "ann@clients.test", name: "Ann", paidAt: hoursAgo(5), amountRefunded: 900 },
      { ...base, publicId: "clientsAnn2000000000", contactId: ann, email: "ann@clients.test", name: "Ann", paidAt: hoursAgo(1), total: 2500, currency: "EUR" },
      { ...base, publicId: "clientsAnnSub0000000", contactId: ann, email: "ann@clients.test", name: "Ann", productId: sub.id, paidAt: hoursAgo(3), total: 2900 },
      { ...base, publicId: "clientsBen1000000000", contactId: ben, email: "ben@clients.test", name: "Ben", paidAt: hoursAgo(2) },
      { ...base, publicId: "clientsTess100000000", contactId: tess, email: "tess@clients.test", name: "Tess", paidAt: hoursAgo(1), test: true },
      { ...base, publicId: "clientsLeePending000", contactId: lead, email: "lee@clients.test", name: "Lee", status: "pending" },
      { ...base, publicId: "clientsZed1000000000", locationId: ids.otherLoc, productId: q.id, contactId: foreign, email: "zed@clients.test", name: "Zed", paidAt: hoursAgo(1) },
    ])
    .returning({ id: checkoutOrders.id });
  await db().insert(checkoutSubscriptions).values({
    locationId: ids.downtown, orderId: orders[2].id, productId: sub.id, contactId: ann, email: "ann@clients.test", name: "Ann", amount: 2900, currency: "USD", interval: "month", status: "active", nextBillingAt: new Date(Date.now() + 20 * 86_400_000),
  });
  const [t1, t2] = await db().insert(tags).values([{ locationId: ids.downtown, name: "VIP" }, { locationId: ids.downtown, name: "Lead only" }]).returning({ id: tags.id });
  vipTag = t1.id;
  await db().insert(contactTags).values([
    { locationId: ids.downtown, contactId: ann, tagId: t1.id },
    { locationId: ids.downtown, contactId: lead, tagId: t2.id },
  ]);
});

describe("gates", () => {
  it("answers 404 without checkout_enabled and 401 without a session", async () => {
    await db().update(users).set({ checkoutEnabled: false }).where(eq(users.id, ids.owner));
    try {
      expect((await co("GET", "/client/list")).status).toBe(404);
      expect((await co("PATCH", `/client/${ann}/update-profile`, { body: { first_name: "X" } })).status).toBe(404);
    } finally {
      await db().update(users).set({ checkoutEnabled: true }).where(eq(users.id, ids.owner));
    }
    expect((await co("GET", "/client/list", { token: "" })).status).toBe(401);
  });
});

describe("GET /client/list", () => {
  it("lists the location's buyers, newest purchase first, with live figures only", async () => {
    const res = await co("GET", "/client/list");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.map((c: { first_name: string }) => c.first_name)).toEqual(["Tess", "Ann", "Ben"]);
    const a = res.json.data.find((c: { id: number }) => c.id === ann);
    expect(a.orders).toBe(3);
    // Refunds are taken off; each currency is summed on its own.
    expect(a.spent).toEqual([{ currency: "EUR", amount: 2500 }, { currency: "USD", amount: 4000 + 2900 }]);
    expect(a.test).toBe(false);
    const t = res.json.data.find((c: { id: number }) => c.id === tess);
    expect(t).toMatchObject({ orders: 0, spent: [], test: true });
    expect(res.json.total).toBe(3);
  });

  it("searches, filters by tag, sorts by name and pages", async () => {
    expect((await co("GET", "/client/list?search=ben%40")).json.data.map((c: { id: number }) => c.id)).toEqual([ben]);
    expect((await co("GET", `/client/list?tag_id=${vipTag}`)).json.data.map((c: { id: number }) => c.id)).toEqual([ann]);
    const byName = await co("GET", "/client/list?order_by=name&order=asc&per_page=2");
    expect(byName.json.data.map((c: { first_name: string }) => c.first_name)).toEqual(["Ann", "Ben"]);
    expect(byName.json.last_page).toBe(2);
    expect((await co("GET", "/client/list?order_by=nope")).status).toBe(422);
  });

  it("shows another tenant only its own clients", async () => {
    const res = await co("GET", "/client/list", { token: other });
    expect(res.json.data.map((c: { id: number }) => c.id)).toEqual([foreign]);
  });
});

describe("GET /tag/client-assign-tags", () => {
  it("answers the tags clients carry (not a lead's)", async () => {
    const res = await co("GET", "/tag/client-assign-tags");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([{ id: vipTag, name: "VIP", clients: 1 }]);
  });
});

describe("a client's purchases, subscriptions and analytics", () => {
  it("lists one-time purchases and subscriptions", async () => {
    const single = await co("GET", `/client/single-purchase-products?client_id=${ann}`);
    expect(single.status).toBe(200);
    expect(single.json.data.map((o: { total: number }) => o.total)).toEqual([2500, 4900]);
    expect(single.json.data[1].amount_refunded).toBe(900);
    const subs = await co("GET", `/client/order-subscriptions?client_id=${ann}`);
    expect(subs.json.data).toHaveLength(1);
    expect(subs.json.data[0]).toMatchObject({ product_name: "Monthly", status: "active", amount: 2900 });
  });

  it("answers the client's live analytics; a test-only buyer's are zero", async () => {
    const res = await co("GET", `/client/${ann}/analytics`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ orders: 3, refunded: [{ currency: "USD", amount: 900 }], active_subscriptions: 1 });
    expect(res.json.data.spent).toEqual([{ currency: "EUR", amount: 2500 }, { currency: "USD", amount: 6900 }]);
    expect(new Date(res.json.data.first_purchase_at).getTime()).toBeLessThan(new Date(res.json.data.last_purchase_at).getTime());
    const t = await co("GET", `/client/${tess}/analytics`);
    expect(t.json.data).toMatchObject({ orders: 0, spent: [], refunded: [], active_subscriptions: 0, first_purchase_at: null });
  });

  it("answers 404 for a contact that never bought, another tenant's client or a missing client_id", async () => {
    expect((await co("GET", `/client/${lead}/analytics`)).status).toBe(404);
    expect((await co("GET", `/client/${foreign}/analytics`)).status).toBe(404);
    expect((await co("GET", `/client/single-purchase-products?client_id=${foreign}`)).status).toBe(404);
    expect((await co("GET", `/client/order-subscriptions?client_id=${lead}`)).status).toBe(404);
    expect((await co("GET", "/client/order-subscriptions")).status).toBe(422);
  });
});

describe("PATCH /client/{id}/update-profile", () => {
  it("updates the client's contact with the spec's message", async () => {
    const res = await co("PATCH", `/client/${ben}/update-profile`, { body: { first_name: "Benjamin", last_name: "Buyer", email: "BENJAMIN@clients.test", number: "+1 415 555 0101" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "Profile has been updated successfully!" });
    const [c] = await db().select().from(contacts).where(eq(contacts.id, ben));
    expect(c).toMatchObject({ firstName: "Benjamin", lastName: "Buyer", email: "benjamin@clients.test", number: "+1 415 555 0101" });
  });

  it("refuses bad input with field errors, a taken email, and foreign or non-client ids", async () => {
    const bad = await co("PATCH", `/client/${ben}/update-profile`, { body: { first_name: "", email: "nope" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "first_name"]);
    const taken = await co("PATCH", `/client/${ben}/update-profile`, { body: { email: "ann@clients.test" } });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.email).toBeDefined();
    expect((await co("PATCH", `/client/${foreign}/update-profile`, { body: { first_name: "Hacked" } })).status).toBe(404);
    expect((await co("PATCH", `/client/${lead}/update-profile`, { body: { first_name: "Hacked" } })).status).toBe(404);
    const [z] = await db().select({ firstName: contacts.firstName }).from(contacts).where(eq(contacts.id, foreign));
    expect(z.firstName).toBe("Zed");
  });
});

describe("POST /product/{id}/share-with-accounts", () => {
  it("copies the product, archived, into another location of the company", async () => {
    const res = await co("POST", `/product/${productId}/share-with-accounts`, { body: { location_ids: [ids.uptown] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe("Product has been shared successfully!");
    const [copy] = await db().select().from(checkoutProducts).where(and(eq(checkoutProducts.locationId, ids.uptown), eq(checkoutProducts.id, res.json.data[0].id)));
    expect(copy).toMatchObject({ name: "Kickstart", price: 4900, currency: "USD", archived: true, processorId: null, couponId: null, tagIds: [] });
    expect(copy.template).toEqual({ payment_button_text: "Buy now" });
    expect(copy.trackingIds.fb_pixel).toBe("123456789");
    expect(copy.publicId).not.toBe("clientsOneTime000000");
  });

  it("refuses this location, another company's location and another tenant's product (404, nothing copied)", async () => {
    const before = (await db().select({ id: checkoutProducts.id }).from(checkoutProducts)).length;
    expect((await co("POST", `/product/${productId}/share-with-accounts`, { body: { location_ids: [ids.downtown] } })).status).toBe(404);
    expect((await co("POST", `/product/${productId}/share-with-accounts`, { body: { location_ids: [ids.uptown, ids.otherLoc] } })).status).toBe(404);
    expect((await co("POST", `/product/${productId}/share-with-accounts`, { body: { location_ids: [ids.uptown] }, token: other })).status).toBe(404);
    expect((await co("POST", `/product/${productId}/share-with-accounts`, { body: { location_ids: [] } })).status).toBe(422);
    expect((await db().select({ id: checkoutProducts.id }).from(checkoutProducts)).length).toBe(before);
  });
});

describe("tracking ids (fb_pixel, doc 1 s5)", () => {
  const pixel = `<!-- Meta Pixel Code --><script>!function(f,b,e,v,n,t,s){}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '987654321012');fbq('track', 'PageView');</script>`;

  it("keeps only the id of a pasted pixel code; GET /product/tracking-ids answers it", async () => {
    const res = await co("PATCH", `/product/${productId}/update`, { body: { tracking_ids: { fb_pixel: pixel, ga4: "G-ABC1234" } } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const ids = await co("GET", `/product/tracking-ids?product_id=${productId}`);
    expect(ids.json.data).toEqual({ fb_pixel: "987654321012", ga4: "G-ABC1234", gtm: null });
  });

  it("refuses a code that is not a pixel on fb_pixel", async () => {
    for (const bad of ["<script>alert(1)</script>", "fbq('init', '123456') facebook", "abc"]) {
      const res = await co("PATCH", `/product/${productId}/update`, { body: { tracking_ids: { fb_pixel: bad } } });
      expect(res.status).toBe(422);
      expect(res.json.errors["tracking_ids.fb_pixel"]).toEqual(["The Facebook pixel is not a pixel code."]);
    }
  });
});
