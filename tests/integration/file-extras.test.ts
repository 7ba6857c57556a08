import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactFileStats, contacts, files, libraryFiles, libraryFileVersions } from "../../db/schema";
import { api } from "../../lib/api/app";
import { FILE_EXTRA_MSG, FILE_MSG } from "../../lib/file-library/constants";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

// Uploads go to a folder of this file's own; the embedded store is the one under test.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-file-extras-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", staff: "", other: "" };
const people = { a: 0, b: 0, foreign: 0 };

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  const live = (locationId: number) =>
    db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).orderBy(asc(contacts.id)).limit(2);
  const [a, b] = await live(ids.downtown);
  Object.assign(people, { a: a.id, b: b.id, foreign: (await live(ids.otherLoc))[0].id });
});
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);

async function send(url: string, token: string, name: string | null, bytes: Uint8Array) {
  const form = new FormData();
  if (name !== null) form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await api.request(`/api/v3${url}`, { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${token}` } });
  return { status: res.status, json: await res.json() };
}
const upload = (token: string, name: string, content: string) => send("/file/upload", token, name, text(content));
const replace = (token: string, id: number, name: string | null, content: string) => send(`/file/${id}/replace`, token, name, text(content));
const download = async (token: string, id: number) => (await api.request(`/api/v3/file/${id}/download`, { headers: { authorization: `Bearer ${token}` } })).text();
const portal = async (contactId: number) =>
  ((await call("GET", `/file/${contactId}/list?scope=portal&per_page=100`, { token: tokens.owner })).json.data as { id: number; assigned_at: string | null }[]).map((f) => f.id);
const permissionOf = async (id: number) => (await db().select({ p: libraryFiles.permission }).from(libraryFiles).where(eq(libraryFiles.id, id)))[0].p;

describe("permissions and what a contact sees in the portal", () => {
  it("PATCH /file/update-permission sets several files; a foreign id is 404 with nothing changed", async () => {
    const a = (await upload(tokens.owner, "Perm a.txt", "a")).json.data;
    const b = (await upload(tokens.owner, "Perm b.txt", "b")).json.data;
    const theirs = (await upload(tokens.other, "Perm theirs.txt", "c")).json.data;
    const ok = await call("PATCH", "/file/update-permission", { token: tokens.owner, body: { ids: [a.id, b.id], permission: "all_clients" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 1, message: FILE_EXTRA_MSG.permissionUpdated });
    expect([await permissionOf(a.id), await permissionOf(b.id)]).toEqual(["all_clients", "all_clients"]);

    const mixed = await call("PATCH", "/file/update-permission", { token: tokens.owner, body: { ids: [a.id, theirs.id], permission: "private" } });
    expect(mixed.status).toBe(404);
    expect([await permissionOf(a.id), await permissionOf(theirs.id)]).toEqual(["all_clients", "private"]);
  });

  it("PATCH /file/{id}/change-permission answers the file; another tenant's id is 404", async () => {
    const a = (await upload(tokens.owner, "Change me.txt", "a")).json.data;
    const res = await call("PATCH", `/file/${a.id}/change-permission`, { token: tokens.owner, body: { permission: "assigned" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: a.id, permission: "assigned", version: 1, views: 0, downloads: 0 });
    const foreign = await call("PATCH", `/file/${a.id}/change-permission`, { token: tokens.other, body: { permission: "private" } });
    expect(foreign.status).toBe(404);
    expect(await permissionOf(a.id)).toBe("assigned");
  });

  it("refuses bad input with the 422 shape and needs files update", async () => {
    const a = (await upload(tokens.owner, "Bad input.txt", "a")).json.data;
    for (const body of [{}, { ids: [a.id] }, { ids: [a.id], permission: "public" }, { ids: [], permission: "private" }, { ids: ["x"], permission: "private" }]) {
      const res = await call("PATCH", "/file/update-permission", { token: tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors).toBeTypeOf("object");
    }
    const one = await call("PATCH", `/file/${a.id}/change-permission`, { token: tokens.owner, body: { permission: "everyone" } });
    expect(one.status).toBe(422);
    expect(one.json.errors.permission).toEqual(["The selected permission is invalid."]);
    const staff = await call("PATCH", `/file/${a.id}/change-permission`, { token: tokens.staff, body: { permission: "private" } });
    expect(staff.status).toBe(403);
  });

  it("the portal shows assigned files only while they are shared, all-clients files to everyone, never archived ones", async () => {
    const assigned = (await upload(tokens.owner, "For A.txt", "a")).json.data;
    const everyone = (await upload(tokens.owner, "For all.txt", "b")).json.data;
    const hidden = (await upload(tokens.owner, "Hidden.txt", "c")).json.data;
    await call("PATCH", `/file/${everyone.id}/change-permission`, { token: tokens.owner, body: { permission: "all_clients" } });

    // Sending a private file shares it with the contacts it is sent to.
    await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [assigned.id], contact_ids: [people.a] } });
    expect(await permissionOf(assigned.id)).toBe("assigned");
    // An all-clients file stays so when sent.
    await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [everyone.id], contact_ids: [people.a] } });
    expect(await permissionOf(everyone.id)).toBe("all_clients");

    const seenByA = await portal(people.a);
    const seenByB = await portal(people.b);
    expect(seenByA).toEqual(expect.arrayContaining([assigned.id, everyone.id]));
    expect(seenByA).not.toContain(hidden.id);
    expect(seenByB).toContain(everyone.id);
    expect(seenByB).not.toContain(assigned.id);

    // Private again: the assignment stays (the profile lists it as not visible), the portal hides it.
    await call("PATCH", `/file/${assigned.id}/change-permission`, { token: tokens.owner, body: { permission: "private" } });
    expect(await portal(people.a)).not.toContain(assigned.id);
    const profile = await call("GET", `/file/${people.a}/list?per_page=100`, { token: tokens.owner });
    expect(profile.json.data.find((f: { id: number }) => f.id === assigned.id)).toMatchObject({ permission: "private", visible: false });
    expect(profile.json.data.find((f: { id: number }) => f.id === everyone.id)).toMatchObject({ permission: "all_clients", visible: true });

    // Archived: gone from every portal.
    await call("PATCH", "/file/archive-unarchive", { token: tokens.owner, body: { ids: [everyone.id], archived: 1 } });
    expect(await portal(people.b)).not.toContain(everyone.id);

    expect((await call("GET", `/file/${people.a}/list?scope=mine`, { token: tokens.owner })).status).toBe(422);
    expect((await call("GET", `/file/${people.foreign}/list?scope=portal`, { token: tokens.owner })).status).toBe(404);
  });
});

describe("PATCH /file/update-stats", () => {
  it("counts views and downloads on the file and on the contact's tally", async () => {
    const f = (await upload(tokens.owner, "Counted.txt", "a")).json.data;
    await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [f.id], contact_ids: [people.a] } });
    const view = await call("PATCH", "/file/update-stats", { token: tokens.owner, body: { id: f.id, type: "view", contact_id: people.a } });
    expect(view.status).toBe(200);
    expect(view.json.data).toEqual({ id: f.id, views: 1, downloads: 0 });
    await call("PATCH", "/file/update-stats", { token: tokens.owner, body: { id: f.id, type: "download", contact_id: people.a } });
    const anonymous = await call("PATCH", "/file/update-stats", { token: tokens.owner, body: { id: f.id, type: "view" } });
    expect(anonymous.json.data).toEqual({ id: f.id, views: 2, downloads: 1 });

    const users = await call("GET", `/file/${f.id}/users`, { token: tokens.owner });
    expect(users.json.data).toEqual([expect.objectContaining({ id: people.a, views: 1, downloads: 1 })]);
    const listed = await call("GET", `/file/lists?search=Counted`, { token: tokens.owner });
    expect(listed.json.data[0]).toMatchObject({ id: f.id, views: 2, downloads: 1 });
  });

  it("a contact who does not see the file, a foreign file or a foreign contact: 404, nothing counted", async () => {
    const f = (await upload(tokens.owner, "Not for B.txt", "a")).json.data;
    const theirs = (await upload(tokens.other, "Their count.txt", "b")).json.data;
    const cases = [
      { id: f.id, type: "view", contact_id: people.b },
      { id: theirs.id, type: "view" },
      { id: f.id, type: "view", contact_id: people.foreign },
    ];
    for (const body of cases) expect((await call("PATCH", "/file/update-stats", { token: tokens.owner, body })).status, JSON.stringify(body)).toBe(404);
    const [row] = await db().select({ views: libraryFiles.views }).from(libraryFiles).where(eq(libraryFiles.id, f.id));
    expect(row.views).toBe(0);
    const [their] = await db().select({ views: libraryFiles.views }).from(libraryFiles).where(eq(libraryFiles.id, theirs.id));
    expect(their.views).toBe(0);
    expect(await db().select().from(contactFileStats).where(eq(contactFileStats.libraryFileId, f.id))).toEqual([]);
  });

  it("refuses bad input with 422", async () => {
    for (const body of [{}, { id: 1 }, { id: 1, type: "open" }, { id: "x", type: "view" }, { id: 1, type: "view", contact_id: 0 }]) {
      const res = await call("PATCH", "/file/update-stats", { token: tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.errors).toBeTypeOf("object");
    }
  });
});

describe("replace and versions", () => {
  it("replaces the content keeping id, name, permission, assignments and stats; restores an earlier one", async () => {
    const f = (await upload(tokens.owner, "Programme.txt", "version one")).json.data;
    await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [f.id], contact_ids: [people.a] } });
    await call("PATCH", "/file/update-stats", { token: tokens.owner, body: { id: f.id, type: "view", contact_id: people.a } });

    const r = await replace(tokens.owner, f.id, "new upload name.txt", "version two!");
    expect(r.status).toBe(200);
    expect(r.json.message).toBe(FILE_EXTRA_MSG.replaced);
    expect(r.json.data).toMatchObject({ id: f.id, name: "Programme", ext: "txt", permission: "assigned", version: 2, views: 1, size: 12 });
    expect(await download(tokens.owner, f.id)).toBe("version two!");
    expect((await call("GET", `/file/${f.id}/users`, { token: tokens.owner })).json.data).toHaveLength(1);

    await replace(tokens.owner, f.id, "third.txt", "version three");
    const versions = await call("GET", `/file/${f.id}/versions`, { token: tokens.owner });
    expect(versions.status).toBe(200);
    expect(versions.json.data.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([[3, true], [2, false], [1, false]]);
    expect(versions.json.data[0].id).toBeNull();
    expect(versions.json.data[2]).toMatchObject({ name: "Programme.txt", size: 11, uploaded_by: expect.any(String) });

    const first = versions.json.data[2].id;
    const restored = await call("POST", `/file/${f.id}/versions/${first}/restore`, { token: tokens.owner });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ message: FILE_EXTRA_MSG.restored, data: { id: f.id, version: 1, size: 11 } });
    expect(await download(tokens.owner, f.id)).toBe("version one");
    const after = await call("GET", `/file/${f.id}/versions`, { token: tokens.owner });
    expect(after.json.data.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([[3, false], [2, false], [1, true]]);
    // A replace after a restore takes the next number above every version.
    expect((await replace(tokens.owner, f.id, "four.txt", "version four")).json.data.version).toBe(4);
  });

  it("deleting the file removes every version's stored bytes", async () => {
    const f = (await upload(tokens.owner, "Short lived.txt", "one")).json.data;
    await replace(tokens.owner, f.id, "x.txt", "two");
    const stored = await db().select({ fileId: libraryFileVersions.fileId }).from(libraryFileVersions).where(eq(libraryFileVersions.libraryFileId, f.id));
    expect(stored).toHaveLength(1);
    const del = await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [f.id], confirm: "DELETE" } });
    expect(del.status).toBe(200);
    expect(await db().select({ id: files.id }).from(files).where(inArray(files.id, stored.map((s) => s.fileId)))).toEqual([]);
  });

  it("a new extension that clashes with another file's name is a 422, nothing changed", async () => {
    const f = (await upload(tokens.owner, "Clash.txt", "a")).json.data;
    await upload(tokens.owner, "Clash.pdf", "%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n");
    const before = (await db().select({ id: files.id }).from(files)).length;
    const res = await replace(tokens.owner, f.id, "anything.pdf", "%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n");
    expect(res.status).toBe(422);
    expect(res.json.errors.file).toEqual([FILE_MSG.nameTaken]);
    expect((await db().select({ id: files.id }).from(files)).length).toBe(before);
    expect(await download(tokens.owner, f.id)).toBe("a");
  });

  it("another tenant's file or version is 404; no file part or a disguised one is 422; staff may not replace", async () => {
    const f = (await upload(tokens.owner, "Guarded.txt", "mine")).json.data;
    const g = (await upload(tokens.owner, "Other guarded.txt", "mine too")).json.data;
    await replace(tokens.owner, g.id, "g.txt", "g two");
    const gVersion = (await call("GET", `/file/${g.id}/versions`, { token: tokens.owner })).json.data[1].id;

    expect((await replace(tokens.other, f.id, "evil.txt", "theirs")).status).toBe(404);
    expect((await call("GET", `/file/${f.id}/versions`, { token: tokens.other })).status).toBe(404);
    expect((await call("POST", `/file/${g.id}/versions/${gVersion}/restore`, { token: tokens.other })).status).toBe(404);
    // A version of another file of the same location is not this file's.
    expect((await call("POST", `/file/${f.id}/versions/${gVersion}/restore`, { token: tokens.owner })).status).toBe(404);
    expect(await download(tokens.owner, g.id)).toBe("g two");

    const none = await replace(tokens.owner, f.id, null, "");
    expect(none.status).toBe(422);
    expect(none.json.errors.file).toBeDefined();
    const exe = await replace(tokens.owner, f.id, "setup.exe", "MZ");
    expect(exe.status).toBe(422);
    expect((await replace(tokens.staff, f.id, "staff.txt", "x")).status).toBe(403);
    expect(await download(tokens.owner, f.id)).toBe("mine");
  });
});
