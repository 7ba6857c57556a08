/** The list kit (lib/http/list-query.ts): tenant scope, sort with tie-breaker, totals, pages past the end. */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activities } from "../../db/schema";
import { listPage } from "../../lib/http/list-query";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const ids = {} as Awaited<ReturnType<typeof demoIds>>;

function page(locationId: number, p: { page: number; perPage: number; sort?: "id" | "title"; direction?: "asc" | "desc"; module?: string }) {
  return listPage(
    {
      tenant: eq(activities.locationId, locationId),
      filters: [p.module ? eq(activities.module, p.module) : undefined],
      sorts: { id: activities.id, title: activities.title },
      sort: p.sort ?? "id",
      direction: p.direction ?? "desc",
      id: activities.id,
      page: p.page,
      perPage: p.perPage,
    },
    (__total) => db().select({ id: activities.id, title: activities.title, location: activities.locationId, __total }).from(activities).$dynamic(),
    async (where) => (await db().select({ n: count() }).from(activities).where(where))[0].n,
  );
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  const row = (locationId: number, i: number, module = "sms") => ({ locationId, module, action: "x", title: `T${i % 3}` });
  await db().insert(activities).values([
    ...Array.from({ length: 7 }, (_, i) => row(ids.downtown, i)),
    ...Array.from({ length: 4 }, (_, i) => row(ids.otherLoc, i)),
    row(ids.downtown, 99, "email"),
  ]);
});

describe("listPage", () => {
  it("answers one tenant's rows with the page envelope, and never another tenant's", async () => {
    const p = await page(ids.downtown, { page: 1, perPage: 5 });
    expect(p).toMatchObject({ current_page: 1, last_page: 2, per_page: 5, total: 8 });
    expect(p.data).toHaveLength(5);
    expect(p.data.every((r) => r.location === ids.downtown)).toBe(true);
    expect(p.data[0]).not.toHaveProperty("__total");
    const other = await page(ids.otherLoc, { page: 1, perPage: 50 });
    expect(other.total).toBe(4);
  });

  it("orders totally (sort, then id) so pages neither repeat nor skip rows", async () => {
    const seen: number[] = [];
    for (let n = 1; n <= 3; n++) seen.push(...(await page(ids.downtown, { page: n, perPage: 3, sort: "title", direction: "asc" })).data.map((r) => r.id));
    expect(new Set(seen).size).toBe(8);
    const all = (await page(ids.downtown, { page: 1, perPage: 50, sort: "title", direction: "asc" })).data;
    expect(seen).toEqual(all.map((r) => r.id));
    const titles = all.map((r) => r.title);
    expect(titles).toEqual([...titles].sort());
  });

  it("applies filters and counts a page past the end with the filters", async () => {
    expect((await page(ids.downtown, { page: 1, perPage: 10, module: "email" })).total).toBe(1);
    const past = await page(ids.downtown, { page: 9, perPage: 5, module: "sms" });
    expect(past).toMatchObject({ data: [], total: 7, last_page: 2, current_page: 9 });
  });
});
