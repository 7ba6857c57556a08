import { eq, inArray, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { folders, pages, templates } from "../../db/schema";
import { checkAssetFolder, copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset, setAssetEnabled, type AssetTable } from "../../lib/content-dashboard/assets";
import { broadcastAssets } from "../../lib/broadcasts/dashboard";
import { formAssets } from "../../lib/forms/dashboard";
import { DEFAULT_HEADLINE, DEFAULT_SUBHEADLINE } from "../../lib/pages/constants";
import { pageAssets } from "../../lib/pages/dashboard";
import { playbookAssets } from "../../lib/playbooks/dashboard";
import { templateAssets } from "../../lib/templates/dashboard";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

// The calls every asset dashboard repeats, once, on each module's table: the tenant is in every
// statement, another location's id is the module's 404 and changes nothing.
const { db } = setupTestDb();
let here = { locationId: 0 };
let there = { locationId: 0 };

/** One row per location in the table, answering its id (the table's own required columns). */
async function seed(t: AssetTable, extra: (locationId: number) => Record<string, unknown>) {
  const made: number[] = [];
  for (const loc of [here, there]) {
    const [row] = await db().insert(t.table).values({ locationId: loc.locationId, ...extra(loc.locationId) } as never).returning({ id: t.id });
    made.push((row as { id: number }).id);
  }
  return { mine: made[0], theirs: made[1] };
}

const TABLES: [string, AssetTable, (locationId: number) => Record<string, unknown>][] = [
  ["pages", pageAssets, () => ({ title: "Welcome", headline: "Welcome", headlineSetting: DEFAULT_HEADLINE, subheadlineSetting: DEFAULT_SUBHEADLINE })],
  ["playbooks", playbookAssets, () => ({ title: "Welcome" })],
  ["forms", formAssets, () => ({ title: "Welcome", url: `welcome-${Math.random().toString(36).slice(2)}` })],
  ["broadcasts", broadcastAssets, () => ({ name: "Welcome", channel: "email" })],
];

beforeAll(async () => {
  const ids = await demoIds(db());
  here = { locationId: ids.downtown };
  there = { locationId: ids.otherLoc };
});

describe.each(TABLES)("the shared asset calls on %s", (_name, t, extra) => {
  it("rename: the location's row only; another location's id is the module's 404 and unchanged", async () => {
    const { mine, theirs } = await seed(t, extra);
    await renameAsset(db(), here, t, mine, "Renamed");
    expect((await findAsset<Record<string, unknown>>(db(), here, t, mine))[t.name.name === "title" ? "title" : "name"]).toBe("Renamed");
    await expect(renameAsset(db(), here, t, theirs, "Stolen")).rejects.toMatchObject({ status: 404, message: `${t.noun} not found.` });
    await expect(findAsset(db(), here, t, theirs)).rejects.toMatchObject({ status: 404 });
    expect((await findAsset<Record<string, unknown>>(db(), there, t, theirs))[t.name.name === "title" ? "title" : "name"]).toBe("Welcome");
  });

  it("delete: all or none; `before` runs in the same transaction, after the rows are counted", async () => {
    const { mine, theirs } = await seed(t, extra);
    let saw: number[] = [];
    await expect(deleteAssets(db(), here, t, [mine, theirs], async (_tx, ids) => { saw = ids; })).rejects.toMatchObject({ status: 404 });
    expect(saw).toEqual([]);
    await expect(deleteAssets(db(), here, t, [mine], async () => { throw new Error("refused"); })).rejects.toThrow("refused");
    expect(await db().select({ id: t.id }).from(t.table).where(inArray(t.id, [mine, theirs]))).toHaveLength(2);
    expect(await deleteAssets(db(), here, t, [mine, mine], async (_tx, ids) => ids)).toEqual([mine]);
    expect(await db().select({ id: t.id }).from(t.table).where(inArray(t.id, [mine, theirs]))).toEqual([{ id: theirs }]);
  });

  it("lists the location's rows only: search escapes LIKE's wildcards, folder 0 is the main folder, pickers by name", async () => {
    await seed(t, (loc) => ({ ...extra(loc), [t.name.name === "title" ? "title" : "name"]: "100% fresh_start" }));
    const q = { search: "100% fresh_", order_by: "id", order: "desc" as const, page: 1, per_page: 6 };
    const select = (__total: SQL.Aliased<number>) => db().select({ id: t.id, locationId: t.locationId, __total }).from(t.table).$dynamic();
    const page = await listAssets(db(), here, t, { ...q, folder_id: 0 }, { sorts: { id: t.id }, select });
    expect(page.total).toBe(1);
    expect(page.data.every((r) => r.locationId === here.locationId)).toBe(true);
    expect((await listAssets(db(), here, t, { ...q, search: "100_ fresh" }, { sorts: { id: t.id }, select })).total).toBe(0);
    const { mine, theirs } = await seed(t, (loc) => ({ ...extra(loc), [t.name.name === "title" ? "title" : "name"]: "Aaa first" }));
    const all = (await listAllAssets(db(), here, t)).map((r) => r.id);
    expect(all).toContain(mine);
    expect(all).not.toContain(theirs);
  });

  it("a folder must be the location's and the module's type; another's is 422 on folder_id", async () => {
    const [mineFolder] = await db().insert(folders).values({ locationId: here.locationId, assetType: t.folderType!, title: "Mine" }).returning({ id: folders.id });
    const [theirFolder] = await db().insert(folders).values({ locationId: there.locationId, assetType: t.folderType!, title: "Theirs" }).returning({ id: folders.id });
    const [fileFolder] = await db().insert(folders).values({ locationId: here.locationId, assetType: "files", title: `Files ${t.noun}` }).returning({ id: folders.id });
    expect(await checkAssetFolder(db(), here, t, mineFolder.id)).toBe(mineFolder.id);
    expect(await checkAssetFolder(db(), here, t, 0)).toBeNull();
    for (const id of [theirFolder.id, fileFolder.id]) {
      await expect(checkAssetFolder(db(), here, t, id)).rejects.toMatchObject({ status: 422, body: { errors: { folder_id: ["The selected folder is invalid."] } } });
    }
  });
});

describe("the other shared calls", () => {
  it("enable/disable is the location's row only", async () => {
    const { mine, theirs } = await seed(pageAssets, TABLES[0][2]);
    await setAssetEnabled(db(), here, pageAssets, mine, false);
    await expect(setAssetEnabled(db(), here, pageAssets, theirs, false)).rejects.toMatchObject({ status: 404 });
    const rows = await db().select({ id: pages.id, enabled: pages.enabled }).from(pages).where(inArray(pages.id, [mine, theirs]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.enabled]))).toEqual({ [mine]: false, [theirs]: true });
  });

  it("a copy's name stays within the table's cap", () => {
    expect(copyName(templateAssets, "Welcome")).toBe("Welcome (copy)");
    expect(copyName(pageAssets, "x".repeat(150))).toHaveLength(150);
  });

  it("templates have no folders: listing ignores folder_id", async () => {
    const [row] = await db().select({ id: templates.id }).from(templates).where(eq(templates.locationId, here.locationId)).limit(1);
    const page = await listAssets(db(), here, templateAssets, { folder_id: 0, order_by: "id", order: "desc", page: 1, per_page: 100 }, {
      sorts: { id: templates.id },
      select: (__total) => db().select({ id: templates.id, __total }).from(templates).$dynamic(),
    });
    if (row) expect(page.data.map((r) => r.id)).toContain(row.id);
    expect(page.data.length).toBe(Math.min(page.total, 100));
  });
});
