import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutProducts, locations, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { queryRows, setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

/**
 * The downgrade screen's calls (issue 30): GET /billing/all-assets lists what counts against
 * each limit a lower plan must hold; POST /billing/archive-unarchive-asset archives a product of
 * the account (any of its locations) or brings it back within the plan's products limit.
 * downgrade@demo.test is seeded on Pro with 12 products (Starter allows 10) in one location.
 */
const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
let dg: { token: string; userId: number; locationId: number; products: number[] };
let ownerToken: string;
let staffToken: string;
let otherProduct: number;
const plans: Record<string, number> = {};

const assets = (token: string) => call("GET", "/billing/all-assets", { token });
const archive = (token: string, body: unknown) => call("POST", "/billing/archive-unarchive-asset", { token, body });
const archived = async (id: number) => (await db().select({ a: checkoutProducts.archived }).from(checkoutProducts).where(eq(checkoutProducts.id, id)))[0].a;
const setDgPlan = (planId: number) => db().update(subscriptions).set({ planId }).where(eq(subscriptions.userId, dg.userId));

beforeAll(async () => {
  ids = await demoIds(db());
  for (const p of await db().select().from(subscriptionPlans)) plans[p.name] = p.id;
  const [u] = await db().select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, "downgrade@demo.test"));
  const [loc] = await db().select({ id: locations.id }).from(locations).where(eq(locations.companyId, u.companyId!));
  const products = (await db().select({ id: checkoutProducts.id }).from(checkoutProducts).where(eq(checkoutProducts.locationId, loc.id)).orderBy(checkoutProducts.ordering)).map((r) => r.id);
  dg = { token: (await loginAs("downgrade@demo.test")).access_token, userId: u.id, locationId: loc.id, products };
  ownerToken = (await loginAs("owner@demo.test")).access_token;
  staffToken = (await loginAs("staff@demo.test")).access_token;
  // Another company's product (Other Studio).
  const [p] = await db().insert(checkoutProducts).values({ locationId: ids.otherLoc, publicId: "othertenantproduct01", name: "Other's pack", price: 1000, currency: "USD" }).returning({ id: checkoutProducts.id });
  otherProduct = p.id;
});

describe("GET /billing/all-assets", () => {
  it("groups the account's use by limit; products, the one archivable kind, are listed with their location", async () => {
    const res = await assets(dg.token);
    expect(res.status).toBe(200);
    const groups = Object.fromEntries(res.json.data.map((g: { key: string }) => [g.key, g]));
    expect(res.json.data.map((g: { key: string }) => g.key)).toEqual(["contacts", "locations", "users", "products"]);
    expect(groups.contacts).toMatchObject({ label: "Contacts", scope: "location", type: null, assets: [], used: 0 });
    expect(groups.locations).toMatchObject({ scope: "account", used: 1, type: null, locations: [] });
    expect(groups.users).toMatchObject({ used: 1, type: null });
    expect(groups.products).toMatchObject({ label: "Products", scope: "location", type: "product", used: 12, total: 12 });
    expect(groups.products.locations).toEqual([{ id: dg.locationId, name: "Downgrade Studio", used: 12 }]);
    expect(groups.products.assets.map((a: { id: number }) => a.id)).toEqual(dg.products);
    expect(groups.products.assets[0]).toEqual({ id: dg.products[0], name: "Class pack 01", archived: false, location: { id: dg.locationId, name: "Downgrade Studio" } });
  });

  it("lists every location of the owner's company and nothing of another company", async () => {
    const res = await assets(ownerToken);
    expect(res.status).toBe(200);
    const products = res.json.data.find((g: { key: string }) => g.key === "products");
    expect(products.locations.map((l: { id: number }) => l.id).sort()).toEqual([ids.downtown, ids.uptown].sort());
    expect(products.assets.every((a: { location: { id: number } }) => [ids.downtown, ids.uptown].includes(a.location.id))).toBe(true);
    expect(products.assets.some((a: { id: number }) => a.id === otherProduct)).toBe(false);
    const [{ n }] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from checkout_products p join locations l on l.id = p.location_id where l.company_id = ${ids.demoCompany}`);
    expect(products.total).toBe(Number(n));
  });

  it("is the owner's: staff get 403, no session 401", async () => {
    expect((await assets(staffToken)).status).toBe(403);
    expect((await assets("")).status).toBe(401);
  });
});

describe("POST /billing/archive-unarchive-asset", () => {
  it("archives a product (it stops counting) and brings it back", async () => {
    const id = dg.products[0];
    const res = await archive(dg.token, { type: "product", id, archive: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "Product has been archived successfully!", data: { id, name: "Class pack 01", archived: true, location: { id: dg.locationId, name: "Downgrade Studio" } } });
    expect(await archived(id)).toBe(true);
    const products = (await assets(dg.token)).json.data.find((g: { key: string }) => g.key === "products");
    expect(products.used).toBe(11);
    // Archiving twice is harmless.
    expect((await archive(dg.token, { type: "product", id, archive: true })).status).toBe(200);

    const back = await archive(dg.token, { type: "product", id, archive: false });
    expect(back.status).toBe(200);
    expect(back.json.message).toBe("Product has been unarchived successfully!");
    expect(await archived(id)).toBe(false);
  });

  it("lets a downgrade through once the excess is archived", async () => {
    const change = () => call("PATCH", "/billing/update-subscription", { token: dg.token, body: { action: "change", plan_id: plans.Starter } });
    const refused = await change();
    expect(refused.status).toBe(422);
    expect(refused.json.errors.plan_id[0]).toMatch(/^The products you use \(12\) are more than this plan allows \(10\)/);
    for (const id of dg.products.slice(-2)) expect((await archive(dg.token, { type: "product", id, archive: true })).status).toBe(200);
    const ok = await change();
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.subscription.pending_plan).toEqual({ id: plans.Starter, name: "Starter" });
    // Put back: resume drops the pending plan; the products return within Pro's limit.
    expect((await call("PATCH", "/billing/update-subscription", { token: dg.token, body: { action: "resume" } })).status).toBe(200);
    for (const id of dg.products.slice(-2)) expect((await archive(dg.token, { type: "product", id, archive: false })).status).toBe(200);
  });

  it("refuses bringing one back past the plan's products limit with 422 naming it", async () => {
    const id = dg.products[0];
    expect((await archive(dg.token, { type: "product", id, archive: true })).status).toBe(200);
    await setDgPlan(plans.Starter); // 11 on sale, Starter allows 10
    const res = await archive(dg.token, { type: "product", id, archive: false });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: "Your plan allows 10 products. Please upgrade your plan to add more products.", limit_exceed: true });
    expect(await archived(id)).toBe(true);
    await setDgPlan(plans.Pro);
    expect((await archive(dg.token, { type: "product", id, archive: false })).status).toBe(200);
  });

  it("answers 404 for another company's product and changes nothing", async () => {
    for (const body of [{ type: "product", id: otherProduct, archive: true }, { type: "product", id: dg.products[0], archive: true }]) {
      const token = body.id === otherProduct ? dg.token : ownerToken;
      const res = await archive(token, body);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Product not found.");
    }
    expect(await archived(otherProduct)).toBe(false);
    expect(await archived(dg.products[0])).toBe(false);
    expect((await archive(dg.token, { type: "product", id: 2_000_000_000, archive: true })).status).toBe(404);
  });

  it("answers 422 for bad input", async () => {
    const bad = [
      [{ type: "location", id: dg.products[0], archive: true }, "type"],
      [{ type: "contact", id: dg.products[0], archive: true }, "type"],
      [{ type: "product", id: "abc", archive: true }, "id"],
      [{ type: "product", id: 0, archive: true }, "id"],
      [{ type: "product", archive: true }, "id"],
      [{ type: "product", id: dg.products[0], archive: "yes" }, "archive"],
      [{ type: "product", id: dg.products[0] }, "archive"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await archive(dg.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await archived(dg.products[0])).toBe(false);
  });

  it("is the owner's: staff get 403 and change nothing", async () => {
    const [p] = await db().select({ id: checkoutProducts.id }).from(checkoutProducts).where(and(eq(checkoutProducts.locationId, ids.downtown), eq(checkoutProducts.archived, false))).limit(1);
    const id = p?.id ?? (await db().insert(checkoutProducts).values({ locationId: ids.downtown, publicId: "downtownproduct00001", name: "Downtown pack", price: 1000, currency: "USD" }).returning({ id: checkoutProducts.id }))[0].id;
    const res = await archive(staffToken, { type: "product", id, archive: true });
    expect(res.status).toBe(403);
    expect(await archived(id)).toBe(false);
    // The owner of that company may.
    expect((await archive(ownerToken, { type: "product", id, archive: true })).status).toBe(200);
    expect((await archive(ownerToken, { type: "product", id, archive: false })).status).toBe(200);
  });
});
