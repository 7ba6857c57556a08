import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactFiles, contacts, files, libraryFiles } from "../../db/schema";
import { FILE_MSG } from "../../lib/file-library/constants";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const ids = { downtown: 0, uptown: 0, otherLoc: 0 };
const tokens = { owner: "", staff: "", other: "" };
/** Downtown's first three live contacts and Other Studio's first. */
const people = { a: 0, b: 0, c: 0, foreign: 0 };
const lib = { plan: 0, video: 0, foreign: 0 };

let key = 0;
async function libraryFile(locationId: number, name: string, size: number) {
  const [stored] = await db()
    .insert(files)
    .values({ locationId, kind: "document", size, mime: "application/pdf", originalName: `${name}.pdf`, storageKey: `file-contacts/${++key}.pdf`, provider: "local" })
    .returning({ id: files.id });
  const [row] = await db().insert(libraryFiles).values({ locationId, fileId: stored.id, name, ext: "pdf", kind: "document", mime: "application/pdf", size }).returning({ id: libraryFiles.id });
  return row.id;
}
const liveContacts = (locationId: number) =>
  db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).orderBy(asc(contacts.id)).limit(3);
const assignments = () => db().select({ file: contactFiles.libraryFileId, contact: contactFiles.contactId, location: contactFiles.locationId }).from(contactFiles);

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
  const [a, b, c] = await liveContacts(ids.downtown);
  Object.assign(people, { a: a.id, b: b.id, c: c.id, foreign: (await liveContacts(ids.otherLoc))[0].id });
  Object.assign(lib, { plan: await libraryFile(ids.downtown, "Meal plan", 2048), video: await libraryFile(ids.downtown, "Warm up", 4096), foreign: await libraryFile(ids.otherLoc, "Theirs", 10) });
});

describe("POST /file/send-to-contact", () => {
  it("assigns every file to every contact, in the caller's location, and keeps pairs already assigned", async () => {
    const res = await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [lib.plan, lib.video], contact_ids: [people.a, people.b] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: FILE_MSG.assigned });
    const again = await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [lib.plan, lib.plan], contact_ids: [people.a] } });
    expect(again.status).toBe(200);
    const rows = await assignments();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.location === ids.downtown)).toBe(true);
  });

  it("answers 404 and writes nothing when any file or contact is another location's", async () => {
    const before = (await assignments()).length;
    const file = await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [lib.plan, lib.foreign], contact_ids: [people.c] } });
    expect(file.status).toBe(404);
    const contact = await call("POST", "/file/send-to-contact", { token: tokens.owner, body: { file_ids: [lib.plan], contact_ids: [people.c, people.foreign] } });
    expect(contact.status).toBe(404);
    const reverse = await call("POST", "/file/send-to-contact", { token: tokens.other, body: { file_ids: [lib.plan], contact_ids: [people.foreign] } });
    expect(reverse.status).toBe(404);
    expect((await assignments()).length).toBe(before);
  });

  it("refuses bad input with the spec's 422 shape", async () => {
    const cases = [{}, { file_ids: [], contact_ids: [people.a] }, { file_ids: [lib.plan], contact_ids: "x" }, { file_ids: [0], contact_ids: [people.a] }, { file_ids: [lib.plan], contact_ids: [3_000_000_000] }];
    for (const body of cases) {
      const res = await call("POST", "/file/send-to-contact", { token: tokens.owner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(typeof res.json.message).toBe("string");
      expect(res.json.errors).toBeTypeOf("object");
    }
    const res = await call("POST", "/file/send-to-contact", { token: tokens.owner, body: {} });
    expect(res.json.errors.file_ids).toEqual(["The file ids field is required."]);
  });

  it("needs files update: staff (view only) is refused, signed-out is 401", async () => {
    const staff = await call("POST", "/file/send-to-contact", { token: tokens.staff, body: { file_ids: [lib.plan], contact_ids: [people.c] } });
    expect(staff.status).toBe(403);
    expect((await call("POST", "/file/send-to-contact", { body: { file_ids: [lib.plan], contact_ids: [people.c] } })).status).toBe(401);
  });
});

describe("GET /file/{contactId}/list", () => {
  it("pages the contact's files, newest assignment first, with size and assigned date", async () => {
    await db().update(contactFiles).set({ createdAt: new Date("2026-01-01T00:00:00Z") }).where(and(eq(contactFiles.contactId, people.a), eq(contactFiles.libraryFileId, lib.plan)));
    const res = await call("GET", `/file/${people.a}/list?per_page=1`, { token: tokens.staff });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 2, per_page: 1, current_page: 1, last_page: 2 });
    expect(res.json.data[0]).toMatchObject({ id: lib.video, name: "Warm up", ext: "pdf", kind: "document", size: 4096 });
    const second = await call("GET", `/file/${people.a}/list?per_page=1&page=2`, { token: tokens.staff });
    expect(second.json.data[0]).toMatchObject({ id: lib.plan, assigned_at: "2026-01-01T00:00:00.000Z" });
    const none = await call("GET", `/file/${people.c}/list`, { token: tokens.owner });
    expect(none.json).toMatchObject({ data: [], total: 0 });
  });

  it("answers 404 for another location's contact and 422 for a bad id or page", async () => {
    expect((await call("GET", `/file/${people.foreign}/list`, { token: tokens.owner })).status).toBe(404);
    expect((await call("GET", `/file/${people.a}/list`, { token: tokens.other })).status).toBe(404);
    expect((await call("GET", `/file/abc/list`, { token: tokens.owner })).status).toBe(422);
    expect((await call("GET", `/file/${people.a}/list?per_page=1000`, { token: tokens.owner })).status).toBe(422);
  });
});

describe("GET /file/{id}/users", () => {
  it("lists the contacts a file is assigned to", async () => {
    const res = await call("GET", `/file/${lib.plan}/users`, { token: tokens.staff });
    expect(res.status).toBe(200);
    expect(res.json.data.map((u: { id: number }) => u.id).sort()).toEqual([people.a, people.b].sort());
    expect(res.json.data[0]).toEqual(expect.objectContaining({ first_name: expect.any(String), last_name: expect.any(String), assigned_at: expect.any(String) }));
  });

  it("answers 404 for another location's file", async () => {
    expect((await call("GET", `/file/${lib.foreign}/users`, { token: tokens.owner })).status).toBe(404);
    expect((await call("GET", `/file/${lib.plan}/users`, { token: tokens.other })).status).toBe(404);
  });
});

describe("POST /file/remove-from-contact", () => {
  it("needs files update", async () => {
    expect((await call("POST", "/file/remove-from-contact", { token: tokens.staff, body: { file_ids: [lib.plan], contact_ids: [people.a] } })).status).toBe(403);
  });

  it("answers 404 for another location's ids and removes nothing", async () => {
    const res = await call("POST", "/file/remove-from-contact", { token: tokens.other, body: { file_ids: [lib.plan], contact_ids: [people.a] } });
    expect(res.status).toBe(404);
    expect(await assignments()).toHaveLength(4);
  });

  it("refuses bad input with 422", async () => {
    const res = await call("POST", "/file/remove-from-contact", { token: tokens.owner, body: { file_ids: [lib.plan] } });
    expect(res.status).toBe(422);
    expect(res.json.errors.contact_ids).toBeDefined();
  });

  it("removes only the named pairs", async () => {
    const res = await call("POST", "/file/remove-from-contact", { token: tokens.owner, body: { file_ids: [lib.plan], contact_ids: [people.a] } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: FILE_MSG.unassigned });
    const rows = await assignments();
    expect(rows).toHaveLength(3);
    expect(rows.some((r) => r.file === lib.plan && r.contact === people.a)).toBe(false);
    const users = await call("GET", `/file/${lib.plan}/users`, { token: tokens.owner });
    expect(users.json.data.map((u: { id: number }) => u.id)).toEqual([people.b]);
  });

  it("drops the assignments when the library file is deleted", async () => {
    const res = await call("DELETE", "/file/delete", { token: tokens.owner, body: { ids: [lib.video], confirm: "DELETE" } });
    expect(res.status).toBe(200);
    const list = await call("GET", `/file/${people.a}/list`, { token: tokens.owner });
    expect(list.json.total).toBe(0);
  });
});
