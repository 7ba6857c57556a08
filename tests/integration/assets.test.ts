import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { assetShareHistories, assetShares, contactFiles, contacts, files, libraryFiles, libraryImages } from "../../db/schema";
import { putFile } from "../../lib/platform/files";
import { api } from "../../lib/api/app";
import { ASSET_MSG } from "../../lib/assets/constants";
import { openShare } from "../../lib/assets/service";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

// Stored bytes go to this file's own folder: a deep copy is checked on disk.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-assets-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
const UPLOADS = path.join(DATA_DIR, "uploads");

const { db } = setupTestDb();
const ids = { owner: 0, downtown: 0, uptown: 0, otherLoc: 0, demoCompany: 0, otherCompany: 0 };
const tokens = { owner: "", staff: "", other: "", uptown: "" };
const lib = { plan: 0, guide: 0, foreign: 0 };
const asUptown = { "accessed-location-id": "" };

afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);
async function upload(token: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await api.request("/api/v3/file/upload", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
async function download(token: string, id: number, headers: Record<string, string> = {}) {
  const res = await api.request(`/api/v3/file/${id}/download`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: res.status, body: res.status === 200 ? await res.text() : "" };
}
const entriesIn = (locationId: number) => db().select({ id: libraryFiles.id, name: libraryFiles.name, fileId: libraryFiles.fileId }).from(libraryFiles).where(eq(libraryFiles.locationId, locationId));
const storedIn = (locationId: number) => db().select({ id: files.id }).from(files).where(eq(files.locationId, locationId));
const onDisk = () => (fs.existsSync(UPLOADS) ? fs.readdirSync(UPLOADS, { recursive: true }).filter((f) => String(f).includes(".")).length : 0);
const q = (o: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]))}`;

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  asUptown["accessed-location-id"] = String(ids.uptown);
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  tokens.uptown = (await loginAs("uptown@demo.test")).access_token;
  lib.plan = await upload(tokens.owner, "Meal plan.txt", text("eat well"));
  lib.guide = await upload(tokens.owner, "Guide.txt", text("move daily"));
  lib.foreign = await upload(tokens.other, "Theirs.txt", text("not yours"));
});

describe("share links", () => {
  let code = "";
  it("generate-share-link makes one stable link per asset, the organization's by default", async () => {
    const a = await call("GET", `/asset/generate-share-link${q({ type: "file", id: lib.plan })}`, { token: tokens.owner });
    expect(a.status).toBe(200);
    expect(a.json.data).toMatchObject({ type: "file", id: lib.plan, permission: "organization" });
    code = a.json.data.code;
    expect(a.json.data.link).toMatch(new RegExp(`/s/${code}$`));
    const b = await call("GET", `/asset/generate-share-link${q({ type: "file", id: lib.plan })}`, { token: tokens.staff });
    expect(b.json.data.code).toBe(code);
    const short = await call("GET", `/asset/get-short-url${q({ type: "file", id: lib.plan })}`, { token: tokens.owner });
    expect(short.status).toBe(200);
    expect(short.json.data.short_url).toBe(a.json.data.link);
  });

  it("update-permission sets who may open it; staff (files view only) may not", async () => {
    const res = await call("POST", "/asset/update-permission", { token: tokens.owner, body: { type: "file", id: lib.plan, permission: "anyone" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: ASSET_MSG.permissionUpdated, data: { code, permission: "anyone" } });
    const staff = await call("POST", "/asset/update-permission", { token: tokens.staff, body: { type: "file", id: lib.plan, permission: "off" } });
    expect(staff.status).toBe(403);
    expect((await db().select({ p: assetShares.permission }).from(assetShares).where(eq(assetShares.code, code)))[0].p).toBe("anyone");
  });

  it("another location's asset is a 404 on every link call, and nothing is made", async () => {
    for (const [method, p, body] of [
      ["GET", `/asset/generate-share-link${q({ type: "file", id: lib.foreign })}`, undefined],
      ["GET", `/asset/get-short-url${q({ type: "file", id: lib.foreign })}`, undefined],
      ["GET", `/asset/get-import-logs${q({ type: "file", id: lib.foreign })}`, undefined],
      ["POST", "/asset/update-permission", { type: "file", id: lib.foreign, permission: "anyone" }],
    ] as const) {
      const res = await call(method, p, { token: tokens.owner, body });
      expect(res.status, p).toBe(404);
    }
    expect(await db().select().from(assetShares).where(eq(assetShares.assetId, lib.foreign))).toHaveLength(0);
  });

  it("refuses bad input with the 422 shape", async () => {
    const cases: [string, string, unknown][] = [
      ["GET", `/asset/generate-share-link${q({ type: "journey", id: lib.plan })}`, undefined],
      ["GET", `/asset/generate-share-link${q({ type: "file", id: "x" })}`, undefined],
      ["GET", "/asset/get-short-url", undefined],
      ["POST", "/asset/update-permission", { type: "file", id: lib.plan, permission: "public" }],
      ["POST", "/asset/import-share-link", { code: "../../etc" }],
      ["POST", "/asset/import-share-link", {}],
    ];
    for (const [method, p, body] of cases) {
      const res = await call(method, p, { token: tokens.owner, body });
      expect(res.status, `${p} ${JSON.stringify(body)}`).toBe(422);
      expect(typeof res.json.message).toBe("string");
      expect(res.json.errors).toBeTypeOf("object");
    }
    const bad = await call("GET", `/asset/generate-share-link${q({ type: "journey", id: 1 })}`, { token: tokens.owner });
    expect(bad.json.errors.type).toEqual([ASSET_MSG.typeInvalid]);
  });

  it("401 without a session", async () => {
    expect((await call("GET", `/asset/generate-share-link${q({ type: "file", id: lib.plan })}`)).status).toBe(401);
    expect((await call("POST", "/asset/import-share-link", { body: { code: "abcdefghijkl" } })).status).toBe(401);
  });
});

describe("POST /asset/import-share-link", () => {
  let code = "";
  beforeAll(async () => {
    code = (await call("GET", `/asset/generate-share-link${q({ type: "file", id: lib.guide })}`, { token: tokens.owner })).json.data.code;
  });

  it("an organization link: another company gets 404 (also on the public page), a location of the company imports", async () => {
    const foreign = await call("POST", "/asset/import-share-link", { token: tokens.other, body: { code } });
    expect(foreign.status).toBe(404);
    expect(await openShare(db(), code, { companyId: ids.otherCompany })).toBeNull();
    expect(await openShare(db(), code, null)).toBeNull();
    expect((await openShare(db(), code, { companyId: ids.demoCompany }))?.item.name).toBe("Guide.txt");

    const res = await call("POST", "/asset/import-share-link", { token: tokens.uptown, body: { code: `http://localhost:3000/s/${code}` } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 1, message: "File imported successfully!", data: { type: "file" } });
    const copies = await entriesIn(ids.uptown);
    expect(copies.map((c) => c.name)).toEqual(["Guide"]);
  });

  it("anyone with the link: another company imports a deep copy that outlives the original", async () => {
    await call("POST", "/asset/update-permission", { token: tokens.owner, body: { type: "file", id: lib.guide, permission: "anyone" } });
    const before = onDisk();
    const res = await call("POST", "/asset/import-share-link", { token: tokens.other, body: { code } });
    expect(res.status).toBe(200);
    const copyId = res.json.data.id as number;
    expect(onDisk()).toBe(before + 1);
    const [copy] = await db().select({ fileId: libraryFiles.fileId, location: libraryFiles.locationId }).from(libraryFiles).where(eq(libraryFiles.id, copyId));
    expect(copy.location).toBe(ids.otherLoc);
    const [original] = await db().select({ fileId: libraryFiles.fileId }).from(libraryFiles).where(eq(libraryFiles.id, lib.guide));
    expect(copy.fileId).not.toBe(original.fileId);

    // Deleting the original (and its stored bytes) leaves the copy readable.
    const logs = await call("GET", `/asset/get-import-logs${q({ type: "file", id: lib.guide })}`, { token: tokens.owner });
    expect(logs.status).toBe(200);
    expect(logs.json.share_count).toBe(2);
    expect(logs.json.data.map((l: { location: string | null }) => l.location).sort()).toEqual(["Uptown", null].sort());
    const del = await call("POST", "/asset/delete-assets", { token: tokens.owner, body: { assets: [{ type: "file", ids: [lib.guide] }] } });
    expect(del.status).toBe(200);
    expect(await db().select().from(libraryFiles).where(eq(libraryFiles.id, lib.guide))).toHaveLength(0);
    expect(await db().select().from(assetShares).where(and(eq(assetShares.assetType, "file"), eq(assetShares.assetId, lib.guide)))).toHaveLength(0);
    const read = await download(tokens.other, copyId);
    expect(read).toEqual({ status: 200, body: "move daily" });
    // The link of a deleted asset is gone: 404.
    expect((await call("POST", "/asset/import-share-link", { token: tokens.other, body: { code } })).status).toBe(404);
  });

  it("a link that is off answers 404; an unknown code too; staff without files create is refused", async () => {
    const link = (await call("GET", `/asset/generate-share-link${q({ type: "file", id: lib.plan })}`, { token: tokens.owner })).json.data;
    await call("POST", "/asset/update-permission", { token: tokens.owner, body: { type: "file", id: lib.plan, permission: "off" } });
    expect((await call("POST", "/asset/import-share-link", { token: tokens.other, body: { code: link.code } })).status).toBe(404);
    expect((await call("POST", "/asset/import-share-link", { token: tokens.owner, body: { code: link.code } })).status).toBe(404);
    expect(await openShare(db(), link.code, { companyId: ids.demoCompany })).toBeNull();
    expect((await call("POST", "/asset/import-share-link", { token: tokens.other, body: { code: "AAAAAAAAAAAA" } })).status).toBe(404);
    await call("POST", "/asset/update-permission", { token: tokens.owner, body: { type: "file", id: lib.plan, permission: "organization" } });
    expect((await call("POST", "/asset/import-share-link", { token: tokens.staff, body: { code: link.code } })).status).toBe(403);
  });

  it("a copy that fails leaves nothing: no rows, no stored bytes, no history", async () => {
    // A library entry whose stored bytes are missing: reading them fails mid-copy.
    const [stored] = await db().insert(files).values({ locationId: ids.downtown, kind: "document", size: 4, mime: "text/plain", originalName: "gone.txt", storageKey: `${ids.downtown}/2026/01/missing.txt`, provider: "local" }).returning({ id: files.id });
    const [broken] = await db().insert(libraryFiles).values({ locationId: ids.downtown, fileId: stored.id, name: "Broken", ext: "txt", kind: "document", mime: "text/plain", size: 4 }).returning({ id: libraryFiles.id });
    const before = { entries: (await entriesIn(ids.uptown)).length, stored: (await storedIn(ids.uptown)).length, disk: onDisk(), history: (await db().select().from(assetShareHistories)).length };
    // The good file is copied first, then the broken one fails: the whole share rolls back.
    const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "file", ids: [lib.plan, broken.id], location_ids: [ids.uptown] } });
    expect(res.status).toBe(500);
    expect((await entriesIn(ids.uptown)).length).toBe(before.entries);
    expect((await storedIn(ids.uptown)).length).toBe(before.stored);
    expect(onDisk()).toBe(before.disk);
    expect((await db().select().from(assetShareHistories)).length).toBe(before.history);
    await db().delete(files).where(eq(files.id, stored.id));
  });
});

describe("POST /organization/share-to-location", () => {
  it("copies each asset to each chosen location of the company, in one go", async () => {
    const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "file", ids: [lib.plan], location_ids: [ids.uptown] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: "File copied successfully!", copied: 1 });
    const names = (await entriesIn(ids.uptown)).map((e) => e.name).sort();
    expect(names).toContain("Meal plan");
    const read = await download(tokens.owner, (await entriesIn(ids.uptown)).find((e) => e.name === "Meal plan")!.id, asUptown);
    expect(read.body).toBe("eat well");
    const logs = await call("GET", `/asset/get-import-logs${q({ type: "file", id: lib.plan })}`, { token: tokens.owner });
    expect(logs.json.share_count).toBe(1);
    expect(logs.json.data[0]).toMatchObject({ via: "location", location: "Uptown" });
  });

  it("a second copy into the same location takes the next free name", async () => {
    await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "file", ids: [lib.plan], location_ids: [ids.uptown] } });
    expect((await entriesIn(ids.uptown)).map((e) => e.name)).toContain("Meal plan (2)");
  });

  it("another company's location, a location the user is not a member of, or a foreign asset: 404 and nothing copied", async () => {
    const before = (await db().select().from(libraryFiles)).length;
    for (const body of [
      { type: "file", ids: [lib.plan], location_ids: [ids.otherLoc] },
      { type: "file", ids: [lib.plan], location_ids: [ids.uptown, ids.otherLoc] },
      { type: "file", ids: [lib.plan, lib.foreign], location_ids: [ids.uptown] },
    ]) {
      const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    // Staff is a member of Downtown only.
    expect((await call("POST", "/organization/share-to-location", { token: tokens.staff, body: { type: "file", ids: [lib.plan], location_ids: [ids.uptown] } })).status).toBe(404);
    expect((await db().select().from(libraryFiles)).length).toBe(before);
  });

  it("refuses bad input: the current location, empty lists, unknown types", async () => {
    for (const body of [
      { type: "file", ids: [lib.plan], location_ids: [ids.downtown] },
      { type: "file", ids: [], location_ids: [ids.uptown] },
      { type: "nope", ids: [lib.plan], location_ids: [ids.uptown] },
      { type: "file", ids: [lib.plan] },
      { type: "file", ids: ["x"], location_ids: [ids.uptown] },
    ]) {
      const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors).toBeTypeOf("object");
    }
  });
});

describe("sorted assets", () => {
  let contactId = 0;
  let foreignContact = 0;
  const extra = { a: 0, b: 0 };
  beforeAll(async () => {
    extra.a = await upload(tokens.owner, "Alpha.txt", text("a"));
    extra.b = await upload(tokens.owner, "Beta.txt", text("b"));
    [{ id: contactId }] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.downtown)).limit(1);
    [{ id: foreignContact }] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1);
    await db().insert(contactFiles).values([extra.a, extra.b].map((f) => ({ locationId: ids.downtown, libraryFileId: f, contactId })));
  });

  it("the default order: newest first until sorted, then as stored, new assets after it", async () => {
    const first = await call("GET", `/asset/get-sorted-assets${q({ type: "file" })}`, { token: tokens.owner });
    expect(first.status).toBe(200);
    expect(first.json.data[0]).toMatchObject({ id: extra.b, name: "Beta.txt", position: 0 });
    const res = await call("POST", "/asset/sort-default-assets", { token: tokens.owner, body: { type: "file", ids: [extra.a, lib.plan] } });
    expect(res.status).toBe(200);
    const after = await call("GET", `/asset/get-sorted-assets${q({ type: "file" })}`, { token: tokens.owner });
    expect(after.json.data.slice(0, 3).map((a: { id: number }) => a.id)).toEqual([extra.a, lib.plan, extra.b]);
  });

  it("a contact's own order wins for them; their assets are the ones assigned to them", async () => {
    const inherited = await call("GET", `/asset/get-sorted-assets${q({ type: "file", contact_id: contactId })}`, { token: tokens.owner });
    expect(inherited.json.data.map((a: { id: number }) => a.id)).toEqual([extra.a, extra.b]);
    const res = await call("POST", "/asset/sort-assets", { token: tokens.owner, body: { type: "file", contact_id: contactId, ids: [extra.b, extra.a] } });
    expect(res.status).toBe(200);
    const own = await call("GET", `/asset/get-sorted-assets${q({ type: "file", contact_id: contactId })}`, { token: tokens.owner });
    expect(own.json.data.map((a: { id: number }) => a.id)).toEqual([extra.b, extra.a]);
    // Sorting again replaces the order (one row per scope).
    await call("POST", "/asset/sort-assets", { token: tokens.owner, body: { type: "file", contact_id: contactId, ids: [extra.a] } });
    const again = await call("GET", `/asset/get-sorted-assets${q({ type: "file", contact_id: contactId })}`, { token: tokens.owner });
    expect(again.json.data.map((a: { id: number }) => a.id)).toEqual([extra.a, extra.b]);
  });

  it("another location's contact or asset: 404; staff may read but not sort", async () => {
    expect((await call("GET", `/asset/get-sorted-assets${q({ type: "file", contact_id: foreignContact })}`, { token: tokens.owner })).status).toBe(404);
    expect((await call("POST", "/asset/sort-assets", { token: tokens.owner, body: { type: "file", contact_id: foreignContact, ids: [extra.a] } })).status).toBe(404);
    expect((await call("POST", "/asset/sort-default-assets", { token: tokens.owner, body: { type: "file", ids: [lib.foreign] } })).status).toBe(404);
    expect((await call("POST", "/asset/sort-assets", { token: tokens.owner, body: { type: "file", contact_id: contactId, ids: [lib.plan] } })).status).toBe(404);
    expect((await call("GET", `/asset/get-sorted-assets${q({ type: "file" })}`, { token: tokens.staff })).status).toBe(200);
    expect((await call("POST", "/asset/sort-default-assets", { token: tokens.staff, body: { type: "file", ids: [extra.a] } })).status).toBe(403);
    for (const body of [{ type: "file", ids: [] }, { type: "widget", ids: [extra.a] }, { ids: [extra.a] }]) {
      expect((await call("POST", "/asset/sort-default-assets", { token: tokens.owner, body })).status).toBe(422);
    }
  });
});

describe("POST /asset/delete-assets", () => {
  it("deletes the location's assets of each type; a foreign id is a 404 and nothing is deleted", async () => {
    const a = await upload(tokens.owner, "Delete me.txt", text("x"));
    const b = await upload(tokens.owner, "Delete me too.txt", text("y"));
    const foreign = await call("POST", "/asset/delete-assets", { token: tokens.owner, body: { assets: [{ type: "file", ids: [a, lib.foreign] }] } });
    expect(foreign.status).toBe(404);
    expect(await db().select().from(libraryFiles).where(inArray(libraryFiles.id, [a, b, lib.foreign]))).toHaveLength(3);
    expect((await call("POST", "/asset/delete-assets", { token: tokens.staff, body: { assets: [{ type: "file", ids: [a] }] } })).status).toBe(403);
    const res = await call("POST", "/asset/delete-assets", { token: tokens.owner, body: { assets: [{ type: "file", ids: [a, b] }] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: ASSET_MSG.deleted });
    expect(await db().select().from(libraryFiles).where(inArray(libraryFiles.id, [a, b]))).toHaveLength(0);
    for (const body of [{}, { assets: [] }, { assets: [{ type: "file", ids: [] }] }, { assets: [{ type: "nope", ids: [1] }] }]) {
      expect((await call("POST", "/asset/delete-assets", { token: tokens.owner, body })).status).toBe(422);
    }
  });
});

describe("images (a second registered type)", () => {
  it("share-to-location copies the image and its bytes; deleting the original leaves the copy", async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#2f7eed" } }).png().toBuffer();
    const stored = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "Logo.png", bytes: new Uint8Array(png) });
    const [image] = await db()
      .insert(libraryImages)
      .values({ locationId: ids.downtown, fileId: stored.id, name: "Logo", type: "content-image", size: "all", mime: stored.mime, bytes: stored.size, width: 4, height: 3 })
      .returning({ id: libraryImages.id });
    const res = await call("POST", "/organization/share-to-location", { token: tokens.owner, body: { type: "image", ids: [image.id], location_ids: [ids.uptown] } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Image copied successfully!");
    const [copy] = await db().select({ id: libraryImages.id, fileId: libraryImages.fileId }).from(libraryImages).where(eq(libraryImages.locationId, ids.uptown));
    expect(copy.fileId).not.toBe(stored.id);
    const del = await call("POST", "/asset/delete-assets", { token: tokens.owner, body: { assets: [{ type: "image", ids: [image.id] }] } });
    expect(del.status).toBe(200);
    expect(await db().select().from(libraryImages).where(eq(libraryImages.id, image.id))).toHaveLength(0);
    const [copyFile] = await db().select({ key: files.storageKey }).from(files).where(eq(files.id, copy.fileId));
    expect(fs.readFileSync(path.join(UPLOADS, copyFile.key)).byteLength).toBe(stored.size);
    const sorted = await call("GET", `/asset/get-sorted-assets${q({ type: "image" })}`, { token: tokens.owner, headers: asUptown });
    expect(sorted.json.data.map((a: { id: number }) => a.id)).toEqual([copy.id]);
  });
});
