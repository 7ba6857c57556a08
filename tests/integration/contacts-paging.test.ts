import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, locations, temperatureRank } from "../../db/schema";
import { seedGeneratedContacts } from "../../lib/demo/seed";
import { readsInSortOrder } from "../../lib/contacts/service";
import { rememberedTotal } from "../../lib/contacts/search-totals";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
let token = "";
let uptown = 0;

/** Ground truth straight from the table: every live Uptown id in the list's order. */
async function expected(orderBy: "date_created" | "last_name" | "temperature" | "starred", order: "asc" | "desc") {
  const col = { date_created: contacts.createdAt, last_name: contacts.lastName, temperature: temperatureRank(contacts.temperature), starred: contacts.starred }[orderBy];
  const dir = order === "asc" ? asc : desc;
  const rows = await db()
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.locationId, uptown), isNull(contacts.deletedAt)))
    .orderBy(dir(col), dir(contacts.id));
  return rows.map((r) => r.id);
}

async function page(orderBy: string, order: string, p: number) {
  const res = await call("GET", `/contact/list?order_by=${orderBy}&order=${order}&per_page=20&page=${p}`, {
    token,
    headers: { "accessed-location-id": String(uptown) },
  });
  expect(res.status).toBe(200);
  return res.json as { data: { id: number }[]; total: number; last_page: number };
}

async function walk(orderBy: string, order: string, pages: number[]) {
  const out = new Map<number, number[]>();
  for (const p of pages) out.set(p, (await page(orderBy, order, p)).data.map((c) => c.id));
  return [...out.keys()].sort((a, b) => a - b).flatMap((p) => out.get(p)!);
}

beforeAll(async () => {
  token = (await loginAs("owner@demo.test")).access_token;
  [{ id: uptown }] = await db().select({ id: locations.id }).from(locations).where(eq(locations.businessname, "Uptown"));
  await seedGeneratedContacts(db(), uptown, 230); // 240 contacts: 12 pages of 20, many equal sort keys
});

describe("paging through remembered boundaries matches plain ordering", () => {
  for (const orderBy of ["date_created", "last_name", "temperature", "starred"] as const) {
    for (const order of ["asc", "desc"] as const) {
      it(`${orderBy} ${order}: forward, backward and jumping all agree with the table`, async () => {
        const truth = await expected(orderBy, order);
        const all = Array.from({ length: 12 }, (_, i) => i + 1);
        expect(await walk(orderBy, order, all)).toEqual(truth);
        expect(await walk(orderBy, order, [...all].reverse())).toEqual(truth);
        expect(await walk(orderBy, order, [7, 3, 12, 1, 9, 2, 11, 4, 8, 6, 10, 5])).toEqual(truth);
      });
    }
  }

  it("forgets boundaries when the list changes", async () => {
    await walk("last_name", "asc", [1, 2, 3, 4, 5, 6]); // remember boundaries
    const [victim] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, uptown)).orderBy(asc(contacts.lastName), asc(contacts.id)).limit(1);
    await db().update(contacts).set({ lastName: "Zzyzx" }).where(eq(contacts.id, victim.id));
    await db().insert(contacts).values({ locationId: uptown, firstName: "New", lastName: "Aaron", status: "Leads", tab: "leads" });
    await db().update(contacts).set({ deletedAt: sql`now()` }).where(eq(contacts.id, victim.id + 1));
    const truth = await expected("last_name", "asc");
    expect(await walk("last_name", "asc", [4, 5, 6, 1, 2, 3, 7, 8, 9, 10, 11, 12])).toEqual(truth);
    const p1 = await page("last_name", "asc", 1);
    expect(p1.total).toBe(truth.length);
    expect(p1.data[0].id).toBe(truth[0]);
  });

  it("answers an empty page past the end with the right total", async () => {
    const res = await page("date_created", "desc", 99);
    expect(res.data).toEqual([]);
    expect(res.total).toBe((await expected("date_created", "desc")).length);
  });
});

describe("searches", () => {
  async function matching(term: string) {
    const rows = await db()
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.locationId, uptown), isNull(contacts.deletedAt), sql`strpos(${contacts.searchText}, ${term}) > 0`))
      .orderBy(desc(contacts.createdAt), desc(contacts.id));
    return rows.map((r) => r.id);
  }
  async function searchPage(term: string, p: number) {
    const res = await call("GET", `/contact/list?search=${encodeURIComponent(term)}&per_page=20&page=${p}`, {
      token,
      headers: { "accessed-location-id": String(uptown) },
    });
    expect(res.status).toBe(200);
    return res.json as { data: { id: number }[]; total: number };
  }

  it("a common search answers the same when read in sort order (once its total is remembered)", async () => {
    const truth = await matching("a");
    expect(truth.length).toBeGreaterThan(60);
    const pages = Math.ceil(truth.length / 20);
    const first = await searchPage("a", 1); // found through the trigram index; remembers the total
    expect(first.total).toBe(truth.length);
    const known = rememberedTotal(`${uptown}||%a%`);
    expect(known?.total).toBe(truth.length);
    expect(readsInSortOrder(known, 20)).toBe(true);
    for (const order of [Array.from({ length: pages }, (_, i) => i + 1), Array.from({ length: pages }, (_, i) => pages - i)]) {
      const seen = new Map<number, number[]>();
      for (const p of order) {
        const res = await searchPage("a", p);
        expect(res.total).toBe(truth.length);
        seen.set(p, res.data.map((c) => c.id));
      }
      expect([...seen.keys()].sort((x, y) => x - y).flatMap((p) => seen.get(p)!)).toEqual(truth);
    }
  });

  it("a rare search keeps the trigram form, and a remembered total never outlives a change", async () => {
    expect(readsInSortOrder({ total: 3, of: 100_000 }, 26)).toBe(false);
    expect(readsInSortOrder({ total: 16_675, of: 100_000 }, 26)).toBe(true);
    expect(readsInSortOrder(undefined, 26)).toBe(false);
    const before = (await searchPage("a", 1)).total;
    await db().insert(contacts).values({ locationId: uptown, firstName: "Aardvark", lastName: "Newcomer", status: "Leads", tab: "leads" });
    const after = await searchPage("a", 1);
    expect(after.total).toBe(before + 1);
    expect(after.data[0].id).toBe((await matching("a"))[0]);
  });
});

describe("trigger-kept counters", () => {
  it("match a real count after inserts, status moves, soft and hard deletes", async () => {
    const rows = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, uptown)).limit(6);
    await db().update(contacts).set({ tab: "clients", status: "VIP" }).where(eq(contacts.id, rows[0].id));
    await db().update(contacts).set({ deletedAt: sql`now()` }).where(eq(contacts.id, rows[1].id));
    await db().delete(contacts).where(eq(contacts.id, rows[2].id));
    await db().update(contacts).set({ deletedAt: null }).where(eq(contacts.id, rows[1].id));
    await db().insert(contacts).values([
      { locationId: uptown, firstName: "A", lastName: "B", status: "Trial", tab: "trials" },
      { locationId: uptown, firstName: "C", lastName: "D", status: "Staff", tab: "staff", deletedAt: new Date() },
    ]);
    const real = await db()
      .select({ tab: contacts.tab, status: contacts.status, n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(eq(contacts.locationId, uptown), isNull(contacts.deletedAt)))
      .groupBy(contacts.tab, contacts.status);
    const res = await call("GET", "/contact/tabs/list", { token, headers: { "accessed-location-id": String(uptown) } });
    for (const tab of res.json.data as { type: string; count: number; items: { value: string; count: number }[] }[]) {
      expect(tab.count).toBe(real.filter((r) => r.tab === tab.type).reduce((s, r) => s + r.n, 0));
      for (const item of tab.items) {
        expect(item.count).toBe(real.find((r) => r.tab === tab.type && r.status === item.value)?.n ?? 0);
      }
    }
    const list = await call("GET", "/contact/list?status=clients", { token, headers: { "accessed-location-id": String(uptown) } });
    expect(list.json.total).toBe(real.filter((r) => r.tab === "clients").reduce((s, r) => s + r.n, 0));
  });
});
