import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { and } from "drizzle-orm";
import { files, folders, libraryFiles, memberships, type PermissionMap } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const ids = { downtown: 0, otherLoc: 0, staff: 0 };
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const create = (title: string, parent_id?: number, token = tokens.owner) => call("POST", "/folder/create", { token, body: { asset_type: "files", title, parent_id } });

let n = 0;
/** A library entry in a location, without bytes (the folder calls never read them). */
async function entry(locationId: number, folderId: number | null = null) {
  n++;
  const [f] = await db().insert(files).values({ locationId, kind: "document", size: 1, mime: "text/plain", originalName: "x.txt", storageKey: `folders-test/${n}.txt`, provider: "local" }).returning({ id: files.id });
  const [e] = await db().insert(libraryFiles).values({ locationId, fileId: f.id, name: `Entry ${n}`, ext: "txt", kind: "document", mime: "text/plain", size: 1, folderId }).returning({ id: libraryFiles.id });
  return e.id;
}
const folderOf = async (id: number) => (await db().select({ folderId: libraryFiles.folderId }).from(libraryFiles).where(eq(libraryFiles.id, id)))[0]?.folderId;

describe("create and rename", () => {
  it("creates folders 1–24 characters long; 25 or blank is a 422 and nothing is stored", async () => {
    const ok = await create("  Programs  ");
    expect(ok.status).toBe(201);
    expect(ok.json.data).toMatchObject({ title: "Programs", parent_id: null, archived: 0, asset_type: "files", assets_count: 0 });
    expect((await create("x".repeat(24))).status).toBe(201);
    const before = (await db().select().from(folders)).length;
    for (const title of ["x".repeat(25), "", "   "]) {
      const res = await create(title);
      expect(res.status, JSON.stringify(title)).toBe(422);
      expect(res.json.errors.title).toBeDefined();
    }
    expect((await db().select().from(folders)).length).toBe(before);
    expect((await call("POST", "/folder/create", { token: tokens.owner, body: { asset_type: "secrets", title: "x" } })).status).toBe(422);
  });

  it("answers the spec's copy for a duplicate under one parent, any case; the same title elsewhere is fine", async () => {
    const parent = (await create("Clients")).json.data.id;
    expect((await create("Week 1", parent)).status).toBe(201);
    const dup = await create("week 1", parent);
    expect(dup.status).toBe(422);
    expect(dup.json.errors.title).toEqual(["The folder name has already been taken!"]);
    expect(dup.json.message).toBe("The folder name has already been taken!");
    expect((await create("Week 1")).status).toBe(201); // top level: another parent
    expect((await create("Clients", undefined, tokens.other)).status).toBe(201); // another tenant
    // Two creates racing: one wins, the other gets the same 422 (the unique index), never a 500.
    const raced = await Promise.all([create("Race", parent), create("Race", parent)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it("renames with the same rules, and only this location's folders", async () => {
    const a = (await create("Rename A")).json.data.id;
    await create("Rename B");
    const ok = await call("PATCH", "/folder/update", { token: tokens.owner, body: { id: a, asset_type: "files", title: "Renamed A" } });
    expect(ok.json.data.title).toBe("Renamed A");
    const taken = await call("PATCH", "/folder/update", { token: tokens.owner, body: { id: a, asset_type: "files", title: "RENAME B" } });
    expect(taken.json.errors.title).toEqual(["The folder name has already been taken!"]);
    expect((await call("PATCH", "/folder/update", { token: tokens.owner, body: { id: a, asset_type: "files", title: "y".repeat(25) } })).status).toBe(422);
    // Renaming to its own name in another case is not "taken".
    expect((await call("PATCH", "/folder/update", { token: tokens.owner, body: { id: a, asset_type: "files", title: "RENAMED a" } })).status).toBe(200);
    expect((await call("PATCH", "/folder/update", { token: tokens.other, body: { id: a, asset_type: "files", title: "Mine" } })).status).toBe(404);
    expect((await create("Child", a, tokens.other)).status).toBe(422); // a foreign parent is not a parent
  });
});

describe("list, main folder, breadcrumb", () => {
  it("lists a level with counts and the breadcrumb, in the tenant", async () => {
    const top = (await create("Top")).json.data.id;
    const mid = (await create("Mid", top)).json.data.id;
    await create("Leaf", mid);
    await entry(ids.downtown, mid);
    await entry(ids.downtown, mid);
    const list = await call("GET", `/folder/files/list?parent_id=${top}`, { token: tokens.owner });
    expect(list.json.data).toEqual([expect.objectContaining({ id: mid, title: "Mid", assets_count: 2, subfolders_count: 1 })]);
    expect(list.json.breadcrumb).toEqual([{ id: top, title: "Top" }]);
    const deep = await call("GET", `/folder/files/list?parent_id=${mid}`, { token: tokens.owner });
    expect(deep.json.breadcrumb.map((c: { title: string }) => c.title)).toEqual(["Top", "Mid"]);

    const topLevel = await call("GET", "/folder/files/list", { token: tokens.owner });
    expect(topLevel.json.data.every((f: { parent_id: number | null }) => f.parent_id === null)).toBe(true);
    expect(topLevel.json.data.map((f: { title: string }) => f.title)).not.toContain("Mid");
    const theirs = await call("GET", "/folder/files/list", { token: tokens.other });
    expect(theirs.json.data.map((f: { title: string }) => f.title)).toEqual(["Clients"]);
    expect((await call("GET", `/folder/files/list?parent_id=${top}`, { token: tokens.other })).status).toBe(404);
    expect((await call("GET", "/folder/secrets/list", { token: tokens.owner })).status).toBe(422);

    const main = await call("GET", "/folder/files/main", { token: tokens.owner });
    expect(main.json.data).toMatchObject({ id: 0, title: "Main Folder", asset_type: "files" });
    expect(main.json.data.folders.map((f: { id: number }) => f.id)).toContain(top);
  });

  it("sorts sibling folders; a foreign id changes nothing", async () => {
    const parent = (await create("Sort parent")).json.data.id;
    const [a, b, c] = [(await create("A", parent)).json.data.id, (await create("B", parent)).json.data.id, (await create("C", parent)).json.data.id];
    expect((await call("PATCH", "/folder/sort", { token: tokens.owner, body: { asset_type: "files", ids: [c, a, b] } })).status).toBe(200);
    const order = async () => (await call("GET", `/folder/files/list?parent_id=${parent}`, { token: tokens.owner })).json.data.map((f: { id: number }) => f.id);
    expect(await order()).toEqual([c, a, b]);
    const theirs = (await create("Theirs", undefined, tokens.other)).json.data.id;
    expect((await call("PATCH", "/folder/sort", { token: tokens.owner, body: { asset_type: "files", ids: [a, theirs] } })).status).toBe(404);
    expect(await order()).toEqual([c, a, b]);
  });
});

describe("add-assets, archive, restore, delete", () => {
  it("moves files into a folder and back to the main folder; foreign files or folders are a 404", async () => {
    const folder = (await create("Move here")).json.data.id;
    const [a, b] = [await entry(ids.downtown), await entry(ids.downtown)];
    const theirs = await entry(ids.otherLoc);
    expect((await call("POST", "/folder/add-assets", { token: tokens.owner, body: { asset_type: "files", assets_id: [a, b], folder_id: folder } })).status).toBe(200);
    expect([await folderOf(a), await folderOf(b)]).toEqual([folder, folder]);
    expect((await call("POST", "/folder/add-assets", { token: tokens.owner, body: { asset_type: "files", assets_id: [a], folder_id: 0 } })).status).toBe(200);
    expect(await folderOf(a)).toBeNull();

    expect((await call("POST", "/folder/add-assets", { token: tokens.owner, body: { asset_type: "files", assets_id: [a, theirs], folder_id: folder } })).status).toBe(404);
    expect([await folderOf(a), await folderOf(theirs)]).toEqual([null, null]);
    expect((await call("POST", "/folder/add-assets", { token: tokens.other, body: { asset_type: "files", assets_id: [theirs], folder_id: folder } })).status).toBe(404);
    const none = await call("POST", "/folder/add-assets", { token: tokens.owner, body: { asset_type: "files", assets_id: [], folder_id: folder } });
    expect(none.json.errors.assets_id).toEqual(["Please select at least one file to add to this folder."]);
  });

  it("archives and restores a folder with all its sub-folders", async () => {
    const top = (await create("Archive top")).json.data.id;
    const child = (await create("Archive child", top)).json.data.id;
    const grandchild = (await create("Archive grandchild", child)).json.data.id;
    const archived = async () => (await db().select({ id: folders.id, archived: folders.archived }).from(folders).where(inArray(folders.id, [top, child, grandchild]))).every((f) => f.archived);
    expect((await call("PATCH", "/folder/archive", { token: tokens.other, body: { id: top, archived: 1 } })).status).toBe(404);
    const res = await call("PATCH", "/folder/archive", { token: tokens.owner, body: { id: top, archived: 1 } });
    expect(res.json).toEqual({ status: 1, message: "Folder has been archived successfully!" });
    expect(await archived()).toBe(true);
    const archiveView = await call("GET", "/folder/files/list?archived=1", { token: tokens.owner });
    expect(archiveView.json.data.map((f: { id: number }) => f.id)).toEqual([top]);
    expect((await call("GET", "/folder/files/list", { token: tokens.owner })).json.data.map((f: { id: number }) => f.id)).not.toContain(top);
    const restored = await call("PATCH", "/folder/archive", { token: tokens.owner, body: { id: top, archived: 0 } });
    expect(restored.json.message).toBe("Folder has been restored successfully!");
    expect((await db().select({ archived: folders.archived }).from(folders).where(inArray(folders.id, [top, child, grandchild]))).every((f) => !f.archived)).toBe(true);
  });

  it("deletes a folder and its sub-folders, moving their files to the main folder", async () => {
    const top = (await create("Delete top")).json.data.id;
    const child = (await create("Delete child", top)).json.data.id;
    const [a, b] = [await entry(ids.downtown, top), await entry(ids.downtown, child)];
    expect((await call("DELETE", "/folder/delete", { token: tokens.other, body: { id: top } })).status).toBe(404);
    const res = await call("DELETE", "/folder/delete", { token: tokens.owner, body: { id: top } });
    expect(res.json).toEqual({ status: 1, message: "Folder has been deleted successfully!" });
    expect(await db().select().from(folders).where(inArray(folders.id, [top, child]))).toEqual([]);
    expect([await folderOf(a), await folderOf(b)]).toEqual([null, null]);
    expect((await call("DELETE", "/folder/delete", { token: tokens.owner, body: { id: top } })).status).toBe(404);
  });
});

describe("permissions follow the asset type's area", () => {
  it("a member without the files area's rights gets 403 on files folders, for calls by type and by folder id", async () => {
    const folder = (await create("Gated folder")).json.data.id;
    const staff = (await loginAs("staff@demo.test")).access_token;
    // Seeded staff: view everywhere, nothing else.
    expect((await call("GET", "/folder/files/list", { token: staff })).status).toBe(200);
    expect((await create("Nope", undefined, staff)).status).toBe(403);
    expect((await call("PATCH", "/folder/archive", { token: staff, body: { id: folder, archived: 1 } })).status).toBe(403);
    expect((await call("DELETE", "/folder/delete", { token: staff, body: { id: folder } })).status).toBe(403);
    const where = and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(where);
    const map = structuredClone(m.permissions) as PermissionMap;
    map.files = { ...map.files, view: false };
    await db().update(memberships).set({ permissions: map }).where(where);
    try {
      expect((await call("GET", "/folder/images/main", { token: staff })).status).toBe(403);
    } finally {
      await db().update(memberships).set({ permissions: m.permissions }).where(where);
    }
    expect((await db().select({ archived: folders.archived }).from(folders).where(eq(folders.id, folder)))[0].archived).toBe(false);
  });
});
