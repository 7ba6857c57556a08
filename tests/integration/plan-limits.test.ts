import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, contacts, locations, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { LIMIT_KINDS } from "../../lib/membership/constants";
import { assertWithinLimit, monthStart } from "../../lib/membership/limits";
import { AppError } from "../../lib/http/errors";
import { call, loginAs } from "../helpers/api";
import { queryRows, setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

/**
 * The plan limits (issue 30): GET /membership/plan-limit reads every limit with its use; the one
 * helper refuses a create past a limit with 422 { message, limit_exceed: true }, exactly, under
 * concurrency. Run on PostgreSQL too (DATABASE_URL): the parallel creates are a real race there.
 */
const { db } = setupTestDb();
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
let other: string;
let starter: number;

const ownerSub = () => db().select().from(subscriptions).where(eq(subscriptions.userId, ids.owner)).then((r) => r[0]);
const setSub = (values: Partial<typeof subscriptions.$inferInsert>) => db().update(subscriptions).set(values).where(eq(subscriptions.userId, ids.owner));
const liveContacts = async (locationId: number) =>
  Number((await db().select({ n: sql<number>`count(*)::int` }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))))[0].n);
const planLimit = async (token: string) => (await call("GET", "/membership/plan-limit", { token })).json.membership;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  starter = (await db().select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.name, "Starter")))[0].id;
});

describe("GET /membership/plan-limit", () => {
  it("answers the plan and each limit with its use; no plan, no limits but the contact one", async () => {
    const before = await ownerSub();
    await setSub({ planId: null, contactLimit: null });
    const free = await planLimit(owner);
    expect(free.plan).toBeNull();
    expect(free.limits.map((l: { key: string }) => l.key)).toEqual([...LIMIT_KINDS]);
    expect(free.limits.every((l: { limit: number | null }) => l.limit === null)).toBe(true);

    await setSub({ planId: starter, contactLimit: 500 });
    const m = await planLimit(owner);
    expect(m.plan).toEqual({ id: starter, name: "Starter" });
    const byKey = Object.fromEntries(m.limits.map((l: { key: string }) => [l.key, l]));
    expect(byKey.contacts).toMatchObject({ label: "Contacts", limit: 500, used: await liveContacts(ids.downtown) });
    expect(byKey.locations).toMatchObject({ limit: 1, used: 2 }); // Downtown and Uptown
    expect(byKey.users.limit).toBe(2);
    expect(byKey.products.limit).toBe(10);
    expect(byKey.sms).toMatchObject({ label: "SMS this month", limit: 500 });
    expect(byKey.emails.limit).toBe(5000);
    // The doc 1 s7 fields stay as they were.
    expect(m).toMatchObject({ contact_limit: 500, contacts: byKey.contacts.used, remaining: 500 - byKey.contacts.used });
    // Another account's plan is its own.
    expect((await planLimit(other)).plan).toBeNull();
    await setSub({ planId: before.planId, contactLimit: before.contactLimit });
  });

  it("counts the month's SMS from the first of the month, UTC", () => {
    expect(monthStart(new Date("2026-03-31T23:59:00Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(monthStart(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("the limit helper", () => {
  it("20 parallel contact creates at the limit leave exactly the limit", async () => {
    const used = await liveContacts(ids.downtown);
    await setSub({ contactLimit: used + 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call("POST", "/contact/save", { token: owner, body: { first_name: `Race ${i}` } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.json).toMatchObject({ limit_exceed: true, message: `Your plan allows ${(used + 5).toLocaleString("en-US")} contacts. Please upgrade your plan to add more contacts.` });
    }
    expect(await liveContacts(ids.downtown)).toBe(used + 5);
    await setSub({ contactLimit: null });
  });

  it("stops a location and a user past the plan's limits with limit_exceed", async () => {
    await setSub({ planId: starter });
    const loc = await call("POST", "/organization/location/create", { token: owner, body: { businessname: "Over the limit" } });
    expect(loc.status).toBe(422);
    expect(loc.json).toMatchObject({ limit_exceed: true, message: "Your plan allows 1 locations. Please upgrade your plan to add more locations." });
    expect(await db().select().from(locations).where(eq(locations.businessname, "Over the limit"))).toHaveLength(0);

    const [{ n: members }] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.companyId, ids.demoCompany));
    expect(Number(members)).toBeGreaterThanOrEqual(2);
    const user = await call("POST", "/organization/user/save", { token: owner, body: { full_name: "Too Many", email: "too-many@demo.test", location_ids: [ids.downtown], permissions: {} } });
    expect(user.status).toBe(422);
    expect(user.json.limit_exceed).toBe(true);
    expect(await db().select().from(users).where(eq(users.email, "too-many@demo.test"))).toHaveLength(0);
    await setSub({ planId: null });
  });

  it("checks products and the month's SMS and emails by the same rule, and never locks for an unlimited plan", async () => {
    const refuse = (kind: (typeof LIMIT_KINDS)[number], adding = 1) =>
      db().transaction((tx) => assertWithinLimit(tx as never, { locationId: ids.downtown }, kind, adding)).then(() => null, (e: unknown) => e);
    await setSub({ planId: null });
    expect(await refuse("products", 1_000_000)).toBeNull();
    await setSub({ planId: starter });
    expect(await refuse("products")).toBeNull(); // the demo location has fewer than 10
    const over = await refuse("products", 100);
    expect(over).toBeInstanceOf(AppError);
    expect((over as AppError).body).toMatchObject({ limit_exceed: true });
    expect(await refuse("sms")).toBeNull();
    expect(await refuse("sms", 501)).toBeInstanceOf(AppError);
    expect(await refuse("emails", 5001)).toBeInstanceOf(AppError);
    await setSub({ planId: null });
  });

  it("bringing back archived products counts against the products limit, all or none", async () => {
    await setSub({ planId: starter });
    const co = (method: string, path: string, body: unknown) => call(method, path, { token: owner, body, host: "checkout" });
    const active = async () => (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from checkout_products where location_id = ${ids.downtown} and not archived`))[0].n;
    const create = async (name: string) => {
      const res = await co("POST", "/product/create", { name, price: 1000, currency: "USD" });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      return res.json.data.id as number;
    };
    const made: number[] = [];
    while ((await active()) < 10) made.push(await create(`Limit ${made.length}`));
    if (made.length < 2) made.push(...(await queryRows<{ id: number }>(db(), sql`select id from checkout_products where location_id = ${ids.downtown} and not archived order by id limit 2`)).map((r) => r.id));
    const [a, b] = made;
    // Archive two and fill one place again: bringing both back would make 11 of 10.
    expect((await co("PATCH", "/product/archive-unarchive", { ids: [a, b], archive: 1 })).status).toBe(200);
    await create("Limit refill");
    const back = await co("PATCH", "/product/archive-unarchive", { ids: [a, b], archive: 0 });
    expect(back.status).toBe(422);
    expect(back.json).toMatchObject({ limit_exceed: true });
    expect(await active()).toBe(9);
    // One of them fits.
    expect((await co("PATCH", "/product/archive-unarchive", { ids: [a], archive: 0 })).status).toBe(200);
    expect(await active()).toBe(10);
    await setSub({ planId: null });
  });

  it("leaves another company's account out of the count", async () => {
    const [c] = await db().select({ owner: companies.ownerUserId }).from(companies).where(eq(companies.id, ids.otherCompany));
    await db().update(subscriptions).set({ planId: starter }).where(eq(subscriptions.userId, c.owner!));
    const m = await planLimit(other);
    const locs = m.limits.find((l: { key: string }) => l.key === "locations");
    expect(locs).toMatchObject({ limit: 1, used: 1 });
    await db().update(subscriptions).set({ planId: null }).where(eq(subscriptions.userId, c.owner!));
  });
});
