import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { folders } from "../../db/schema";
import { nextOrdering, reorderAll, reorderWithin, type Orderable } from "../../lib/http/reorder";
import { AppError } from "../../lib/http/errors";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

// The kit's reorder helpers on a real table with an ordering column (folders).
const { db } = setupTestDb();
const ids = { downtown: 0, otherLoc: 0 };
const spec: Orderable = { table: folders, id: folders.id, locationId: folders.locationId, ordering: folders.ordering, noun: "Folder" };
const scope = eq(folders.assetType, "reorder-test");

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
});

async function make(locationId: number, title: string) {
  const [row] = await db().insert(folders).values({ locationId, assetType: "reorder-test", title, ordering: nextOrdering(spec, locationId, scope) }).returning({ id: folders.id });
  return row.id;
}
const order = async (locationId: number, dir: "asc" | "desc") =>
  (await db().select({ title: folders.title }).from(folders).where(and(eq(folders.locationId, locationId), scope)).orderBy(dir === "desc" ? desc(folders.ordering) : asc(folders.ordering), desc(folders.id))).map((r) => r.title);
const status = (e: unknown) => (e instanceof AppError ? e.status : e);

describe("reorder helpers", () => {
  it("new rows come first in a desc list; a page reorders among itself and other pages keep their places", async () => {
    const [a, b, c, d] = [await make(ids.downtown, "a"), await make(ids.downtown, "b"), await make(ids.downtown, "c"), await make(ids.downtown, "d")];
    expect(await order(ids.downtown, "desc")).toEqual(["d", "c", "b", "a"]);
    // "page 1" shows d, c; the coach drags c above d.
    await reorderWithin(db(), spec, ids.downtown, [c, d], "desc", scope);
    expect(await order(ids.downtown, "desc")).toEqual(["c", "d", "b", "a"]);
    await reorderWithin(db(), spec, ids.downtown, [a, b], "desc", scope);
    expect(await order(ids.downtown, "desc")).toEqual(["c", "d", "a", "b"]);
    void b;
  });

  it("another location's id is a 404 and nothing moves; a repeated id is a 422", async () => {
    const mine = await make(ids.downtown, "e");
    const theirs = await make(ids.otherLoc, "x");
    const before = await order(ids.downtown, "desc");
    expect(await reorderWithin(db(), spec, ids.downtown, [theirs, mine], "desc", scope).catch(status)).toBe(404);
    expect(await reorderWithin(db(), spec, ids.downtown, [mine, mine], "desc", scope).catch(status)).toBe(422);
    expect(await order(ids.downtown, "desc")).toEqual(before);
  });

  it("rows that share one ordering value still move", async () => {
    const rows = await db().insert(folders).values(["p", "q", "r"].map((title) => ({ locationId: ids.otherLoc, assetType: "reorder-test", title, ordering: 7 }))).returning({ id: folders.id });
    await reorderWithin(db(), spec, ids.otherLoc, [rows[2].id, rows[0].id, rows[1].id], "asc", and(scope, eq(folders.ordering, 7)));
    const got = (await db().select({ title: folders.title }).from(folders).where(and(eq(folders.locationId, ids.otherLoc), scope, eq(folders.archived, false))).orderBy(asc(folders.ordering))).map((r) => r.title).filter((t) => t !== "x");
    expect(got).toEqual(["r", "p", "q"]);
  });

  it("a whole list takes 0, 1, 2… and must name every row once", async () => {
    const all = (await db().select({ id: folders.id }).from(folders).where(and(eq(folders.locationId, ids.downtown), scope))).map((r) => r.id);
    const reversed = [...all].reverse();
    await reorderAll(db(), spec, ids.downtown, reversed, scope);
    const got = (await db().select({ id: folders.id }).from(folders).where(and(eq(folders.locationId, ids.downtown), scope)).orderBy(asc(folders.ordering))).map((r) => r.id);
    expect(got).toEqual(reversed);
    expect(await reorderAll(db(), spec, ids.downtown, reversed.slice(1), scope).catch(status)).toBe(422);
  });
});
