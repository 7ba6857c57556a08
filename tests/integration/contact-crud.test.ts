import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactListVersions, contactPages, contacts, memberships, type PermissionMap } from "../../db/schema";
import { CONTACT_ALL_MAX } from "../../lib/contacts/constants";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let other: string;
let otherContact: number;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
});

const tabCount = async (token: string, tab: string) =>
  (await call("GET", "/contact/tabs/list", { token })).json.data.find((t: { type: string }) => t.type === tab).count as number;
const listVersion = async () => (await db().select().from(contactListVersions).where(eq(contactListVersions.locationId, ids.downtown)))[0]?.v ?? 0;

async function add(body: Record<string, unknown>, token = owner) {
  return call("POST", "/contact/save", { token, body });
}

describe("POST /contact/save", () => {
  it("adds a lead with the spec's defaults, counted in its tab and shown first in the list", async () => {
    const leads = await tabCount(owner, "leads");
    const v = await listVersion();
    const res = await add({ first_name: " Ada ", last_name: "Lovelace", email: "ADA@Example.com", number: "+1 415 555 2671" });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("Contact has been added successfully!");
    expect(res.json.data).toMatchObject({
      first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", number: "+1 415 555 2671",
      status: "Leads", tab: "leads", gender: "Unassigned", temperature: "cold", starred: false, flagged: false, source: null,
    });
    expect(await tabCount(owner, "leads")).toBe(leads + 1);
    expect(await listVersion()).toBeGreaterThan(v);
    const list = await call("GET", "/contact/list?per_page=1", { token: owner });
    expect(list.json.data[0].id).toBe(res.json.data.id);
  });

  it("takes a status item of the location and puts the contact in that item's tab", async () => {
    const clients = await tabCount(owner, "clients");
    const res = await add({ first_name: "Vip", status: "VIP", gender: "Female", temperature: "hot", source: "Referral", birthday: "1990-04-02" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: "VIP", tab: "clients", gender: "Female", temperature: "hot", source: "Referral", birthday: "1990-04-02" });
    expect(await tabCount(owner, "clients")).toBe(clients + 1);
  });

  it("takes an item's value in any case, or a tab's name (as GET /contact/list's status means it) for the tab's first item", async () => {
    const cases: [string, string, string][] = [
      ["vip", "VIP", "clients"],
      ["hot lead", "Hot Lead", "leads"],
      ["leads", "Leads", "leads"],
      ["LEADS", "Leads", "leads"],
      ["clients", "Client", "clients"],
      ["Trials", "Trial", "trials"],
      ["staff", "Staff", "staff"],
      ["lost", "Bucket", "lost"],
    ];
    for (const [sent, status, tab] of cases) {
      const res = await add({ first_name: "Tab", status: sent });
      expect(res.status, `${sent} ${JSON.stringify(res.json)}`).toBe(201);
      expect(res.json.data, sent).toMatchObject({ status, tab });
      const listed = await call("GET", `/contact/list?status=${tab}&search=Tab`, { token: owner });
      expect(listed.json.data.map((c: { id: number }) => c.id), sent).toContain(res.json.data.id);
    }
    const moved = await call("PATCH", `/contact/${(await add({ first_name: "Mover" })).json.data.id}/update`, { token: owner, body: { status: "Clients" } });
    expect(moved.json.data).toMatchObject({ status: "Client", tab: "clients" });
  });

  it("answers 422 on the field for a bad email, phone, status, gender or missing name", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: "A", email: "not-an-email" }, "email"],
      [{ first_name: "A", number: "12" }, "number"],
      [{ first_name: "A", number: "call me maybe" }, "number"],
      [{ first_name: "A", status: "Nope" }, "status"],
      [{ first_name: "A", gender: "Other" }, "gender"],
      [{ first_name: "A", temperature: "boiling" }, "temperature"],
      [{ first_name: "A", source: "Carrier pigeon" }, "source"],
      [{ first_name: "A", birthday: "1990-02-31" }, "birthday"],
      [{ first_name: "" }, "first_name"],
      [{ last_name: "B" }, "first_name"],
    ];
    for (const [body, field] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await add({ first_name: "A\u0000" })).status).toBe(422);
  });

  it("refuses a second contact with the same email in the location, not in another", async () => {
    expect((await add({ first_name: "Dup", email: "dup@example.com" })).status).toBe(201);
    const again = await add({ first_name: "Dup2", email: "DUP@example.com" });
    expect(again.status).toBe(422);
    expect(again.json.errors).toEqual({ email: ["The email has already been taken."] });
    expect((await add({ first_name: "Dup", email: "dup@example.com" }, other)).status).toBe(201);
  });

  it("treats empty optional fields as none", async () => {
    const res = await add({ first_name: "Empty", email: "", number: " ", source: "", birthday: "" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ email: null, number: null, source: null, birthday: null });
  });
});

describe("GET /contact/{id}/fetch", () => {
  it("answers the profile's fields", async () => {
    const { json } = await add({ first_name: "Fetch", email: "fetch@example.com" });
    const res = await call("GET", `/contact/${json.data.id}/fetch`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: json.data.id, first_name: "Fetch", portal_active: false, email_enabled: true, sms_enabled: true });
    expect(typeof res.json.data.updated_at).toBe("string");
  });

  it("answers 404 for another location's contact, a missing one and a deleted one", async () => {
    expect((await call("GET", `/contact/${otherContact}/fetch`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/contact/99999999/fetch", { token: owner })).status).toBe(404);
    const { json } = await add({ first_name: "Gone" });
    await db().update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, json.data.id));
    expect((await call("GET", `/contact/${json.data.id}/fetch`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/contact/abc/fetch", { token: owner })).status).toBe(422);
  });
});

describe("PATCH /contact/{id}/update", () => {
  it("changes only the fields sent, and moves tabs with the status", async () => {
    const { json } = await add({ first_name: "Edit", last_name: "Me", email: "edit@example.com" });
    const id = json.data.id;
    const trials = await tabCount(owner, "trials");
    const res = await call("PATCH", `/contact/${id}/update`, { token: owner, body: { last_name: "Changed", status: "Trial", number: "(415) 555-2671" } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Profile has been updated successfully!");
    expect(res.json.data).toMatchObject({ first_name: "Edit", last_name: "Changed", email: "edit@example.com", status: "Trial", tab: "trials", number: "(415) 555-2671" });
    expect(await tabCount(owner, "trials")).toBe(trials + 1);
    const cleared = await call("PATCH", `/contact/${id}/update`, { token: owner, body: { email: "" } });
    expect(cleared.json.data.email).toBeNull();
  });

  it("answers 422 with the field keys suffixed by the contact id (doc 2 s5)", async () => {
    const { json } = await add({ first_name: "Suffix" });
    const id = json.data.id;
    const bad = await call("PATCH", `/contact/${id}/update`, { token: owner, body: { email: "nope", number: "12" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual([`email_${id}`, `number_${id}`]);
    expect(typeof bad.json.message).toBe("string");
    await add({ first_name: "Taken", email: "taken@example.com" });
    const dup = await call("PATCH", `/contact/${id}/update`, { token: owner, body: { email: "taken@example.com" } });
    expect(dup.json.errors).toEqual({ [`email_${id}`]: ["The email has already been taken."] });
    const status = await call("PATCH", `/contact/${id}/update`, { token: owner, body: { status: "Nope" } });
    expect(status.json.errors).toEqual({ [`status_${id}`]: ["The selected status is invalid."] });
    const empty = await call("PATCH", `/contact/${id}/update`, { token: owner, body: {} });
    expect(empty.status).toBe(422);
    // Its own email again is not "taken".
    await call("PATCH", `/contact/${id}/update`, { token: owner, body: { email: "mine@example.com" } });
    expect((await call("PATCH", `/contact/${id}/update`, { token: owner, body: { email: "mine@example.com" } })).status).toBe(200);
  });

  it("answers 404 for another location's contact without telling its rules, and changes nothing", async () => {
    const res = await call("PATCH", `/contact/${otherContact}/update`, { token: owner, body: { first_name: "Hacked", email: "x@example.com" } });
    expect(res.status).toBe(404);
    const [row] = await db().select({ firstName: contacts.firstName }).from(contacts).where(eq(contacts.id, otherContact));
    expect(row.firstName).not.toBe("Hacked");
  });
});

describe("starred, flagged and temperature", () => {
  it("toggles each and answers the contact", async () => {
    const { json } = await add({ first_name: "Toggle" });
    const id = json.data.id;
    const star = await call("PATCH", `/contact/${id}/update-starred`, { token: owner, body: { starred: true } });
    expect(star.status).toBe(200);
    expect(star.json.data.starred).toBe(true);
    const flag = await call("PATCH", `/contact/${id}/update-flagged`, { token: owner, body: { flagged: true } });
    expect(flag.json.data.flagged).toBe(true);
    const hot = await call("PATCH", `/contact/${id}/change-temperature`, { token: owner, body: { temperature: "hot" } });
    expect(hot.json.data.temperature).toBe("hot");
    const unstar = await call("PATCH", `/contact/${id}/update-starred`, { token: owner, body: { starred: false } });
    expect(unstar.json.data).toMatchObject({ starred: false, flagged: true, temperature: "hot" });
  });

  it("answers 422 for bad values and 404 for another location's contact", async () => {
    const { json } = await add({ first_name: "Bad" });
    for (const [path, body] of [["update-starred", { starred: "yes" }], ["update-flagged", {}], ["change-temperature", { temperature: "tepid" }]] as const) {
      expect((await call("PATCH", `/contact/${json.data.id}/${path}`, { token: owner, body })).status, path).toBe(422);
    }
    expect((await call("PATCH", `/contact/${otherContact}/update-starred`, { token: owner, body: { starred: true } })).status).toBe(404);
  });
});

describe("notes", () => {
  it("adds, lists newest first, edits and deletes a contact's notes", async () => {
    const { json } = await add({ first_name: "Noted" });
    const id = json.data.id;
    const first = await call("POST", "/contact/add-note", { token: owner, body: { contact_id: id, note: "First call went well." } });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ contact_id: id, note: "First call went well." });
    expect(first.json.data.created_by).toBeTruthy();
    const second = await call("POST", "/contact/add-note", { token: owner, body: { contact_id: id, note: "Booked a trial." } });
    const list = await call("GET", `/contact/${id}/notes`, { token: owner });
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 2, current_page: 1 });
    expect(list.json.data.map((n: { id: number }) => n.id)).toEqual([second.json.data.id, first.json.data.id]);

    const edited = await call("PATCH", `/contact/${first.json.data.id}/update-note`, { token: owner, body: { note: "  Edited.  " } });
    expect(edited.status).toBe(200);
    expect(edited.json.data.note).toBe("Edited.");

    const gone = await call("POST", "/contact/delete-notes", { token: owner, body: { ids: [first.json.data.id] } });
    expect(gone.json).toMatchObject({ status: 1, deleted: 1 });
    expect((await call("GET", `/contact/${id}/notes`, { token: owner })).json.total).toBe(1);
  });

  it("refuses empty notes and bad ids with 422, another location's contact or note with 404", async () => {
    const { json } = await add({ first_name: "Guard" });
    expect((await call("POST", "/contact/add-note", { token: owner, body: { contact_id: json.data.id, note: "   " } })).json.errors).toHaveProperty("note");
    expect((await call("POST", "/contact/add-note", { token: owner, body: { contact_id: "x", note: "n" } })).json.errors).toHaveProperty("contact_id");
    expect((await call("POST", "/contact/add-note", { token: owner, body: { contact_id: json.data.id, note: "x".repeat(10_001) } })).status).toBe(422);
    expect((await call("POST", "/contact/add-note", { token: owner, body: { contact_id: otherContact, note: "sneaky" } })).status).toBe(404);
    expect((await call("GET", `/contact/${otherContact}/notes`, { token: owner })).status).toBe(404);

    const theirs = await call("POST", "/contact/add-note", { token: other, body: { contact_id: otherContact, note: "theirs" } });
    const noteId = theirs.json.data.id;
    expect((await call("PATCH", `/contact/${noteId}/update-note`, { token: owner, body: { note: "mine now" } })).status).toBe(404);
    expect((await call("POST", "/contact/delete-notes", { token: owner, body: { ids: [noteId] } })).status).toBe(404);
    expect((await call("POST", "/contact/delete-notes", { token: owner, body: { ids: [] } })).status).toBe(422);
    const still = await call("GET", `/contact/${otherContact}/notes`, { token: other });
    expect(still.json.data.map((n: { note: string }) => n.note)).toContain("theirs");
  });
});

describe("permissions (doc 1 s6, doc 2 s6)", () => {
  const staffMembership = () => and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));

  it("lets staff with view only read, and refuses create and update with 403", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    const { json } = await add({ first_name: "Seen" });
    const id = json.data.id;
    expect((await call("GET", `/contact/${id}/fetch`, { token: staff })).status).toBe(200);
    expect((await call("GET", `/contact/${id}/notes`, { token: staff })).status).toBe(200);
    expect((await add({ first_name: "No" }, staff)).status).toBe(403);
    for (const [method, path, body] of [
      ["PATCH", `/contact/${id}/update`, { first_name: "No" }],
      ["PATCH", `/contact/${id}/update-starred`, { starred: true }],
      ["PATCH", `/contact/${id}/update-flagged`, { flagged: true }],
      ["PATCH", `/contact/${id}/change-temperature`, { temperature: "hot" }],
      ["POST", "/contact/add-note", { contact_id: id, note: "No" }],
      ["POST", "/contact/delete-notes", { ids: [1] }],
      ["POST", "/contact/add", { first_name: "No" }],
      ["DELETE", "/contact/add", { contact_ids: [id] }],
      ["PATCH", `/contact/${id}/update-from-launchpad`, { first_name: "No" }],
    ] as const) {
      expect((await call(method, path, { token: staff, body })).status, path).toBe(403);
    }
  });

  it("lets staff granted create and update add and edit", async () => {
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(staffMembership());
    const map = structuredClone(m.permissions) as PermissionMap;
    map["contacts-center"] = { ...map["contacts-center"], create: true, update: true };
    await db().update(memberships).set({ permissions: map }).where(staffMembership());
    try {
      const staff = (await loginAs("staff@demo.test")).access_token;
      const res = await add({ first_name: "Staff made" }, staff);
      expect(res.status).toBe(201);
      expect((await call("PATCH", `/contact/${res.json.data.id}/update`, { token: staff, body: { last_name: "Too" } })).status).toBe(200);
      expect((await call("POST", "/contact/add-note", { token: staff, body: { contact_id: res.json.data.id, note: "by staff" } })).json.data.created_by).toBe("Sam Staff");
    } finally {
      await db().update(memberships).set({ permissions: m.permissions }).where(staffMembership());
    }
  });
});

describe("the plan-limit rule's calls and the other named calls (issue 33)", () => {
  it("POST /contact/add adds a contact as /contact/save does; DELETE /contact/add removes contacts as Bulk Delete does", async () => {
    const leads = await tabCount(owner, "leads");
    const made = await call("POST", "/contact/add", { token: owner, body: { first_name: "Added", email: "ADDED@example.com", status: "leads" } });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ message: "Contact has been added successfully!", data: { first_name: "Added", email: "added@example.com", status: "Leads", tab: "leads" } });
    expect(await tabCount(owner, "leads")).toBe(leads + 1);
    const bad = await call("POST", "/contact/add", { token: owner, body: { email: "x" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "first_name"]);

    const second = (await add({ first_name: "Removed too" })).json.data.id;
    const gone = await call("DELETE", "/contact/add", { token: owner, body: { contact_ids: [made.json.data.id, second] } });
    expect(gone.status).toBe(200);
    expect(gone.json).toMatchObject({ status: 1, count: 2 });
    expect((await call("GET", `/contact/${made.json.data.id}/fetch`, { token: owner })).status).toBe(404);
    expect(await tabCount(owner, "leads")).toBe(leads);
    // Another tenant's contact is a 404 and stays.
    expect((await call("DELETE", "/contact/add", { token: owner, body: { contact_ids: [otherContact] } })).status).toBe(404);
    expect((await db().select({ deletedAt: contacts.deletedAt }).from(contacts).where(eq(contacts.id, otherContact)))[0].deletedAt).toBeNull();
    expect((await call("DELETE", "/contact/add", { token: owner, body: {} })).status).toBe(422);
  });

  it("PATCH /contact/{id}/update-from-launchpad edits as /contact/{id}/update, field errors suffixed with the id", async () => {
    const id = (await add({ first_name: "Launch", email: "launch@example.com" })).json.data.id;
    const res = await call("PATCH", `/contact/${id}/update-from-launchpad`, { token: owner, body: { last_name: "Pad", status: "clients" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: "Profile has been updated successfully!", data: { first_name: "Launch", last_name: "Pad", email: "launch@example.com", status: "Client", tab: "clients" } });
    const bad = await call("PATCH", `/contact/${id}/update-from-launchpad`, { token: owner, body: { email: "nope" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual([`email_${id}`]);
    expect((await call("PATCH", `/contact/${otherContact}/update-from-launchpad`, { token: owner, body: { first_name: "Sneaky" } })).status).toBe(404);
  });

  it("GET /contact/all answers every contact matching the list's filters at once, newest first, with the total", async () => {
    const tag = `allpick${Date.now()}`;
    const ids3 = [];
    for (const n of [1, 2, 3]) ids3.push((await add({ first_name: `Pick${n}`, last_name: tag, status: n === 3 ? "VIP" : undefined })).json.data.id);
    const res = await call("GET", `/contact/all?search=${tag}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.data.map((c: { id: number }) => c.id)).toEqual([...ids3].reverse());
    expect(res.json.data[0]).toEqual({ id: ids3[2], first_name: "Pick3", last_name: tag, email: null, number: null, status: "VIP", tab: "clients" });
    const clients = await call("GET", `/contact/all?search=${tag}&status=clients`, { token: owner });
    expect(clients.json.data.map((c: { id: number }) => c.id)).toEqual([ids3[2]]);
    // Unfiltered: capped, and total counts every live contact of the location only.
    const all = await call("GET", "/contact/all", { token: owner });
    const live = (await db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, ids.downtown), isNull(contacts.deletedAt)))).length;
    expect(all.json.total).toBe(live);
    expect(all.json.data.length).toBe(Math.min(live, CONTACT_ALL_MAX));
    expect(all.json.data.map((c: { id: number }) => c.id)).not.toContain(otherContact);
    expect((await call("GET", "/contact/all?status=nope", { token: owner })).status).toBe(422);
    expect((await call("GET", "/contact/all", {})).status).toBe(401);
  });

  it("GET /contact/assets answers a contact's assets of every type, in portal order; another tenant's contact is a 404", async () => {
    const id = (await add({ first_name: "Assets" })).json.data.id;
    const page = await call("POST", "/page/create", { token: owner, body: { title: "Welcome page" } });
    expect(page.status).toBe(201);
    await db().insert(contactPages).values({ locationId: ids.downtown, pageId: page.json.data.id, contactId: id });
    const res = await call("GET", `/contact/assets?contact_id=${id}`, { token: owner });
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(res.json.data.map((g: { type: string; items: unknown[] }) => [g.type, g]));
    expect(Object.keys(byType).sort()).toEqual(["file", "form", "image", "page", "playbook"]);
    expect(byType.page).toMatchObject({ label: "Page", items: [{ id: page.json.data.id, name: "Welcome page", position: 0 }] });
    expect(byType.file.items).toEqual([]);
    expect((await call("GET", `/contact/assets?contact_id=${otherContact}`, { token: owner })).status).toBe(404);
    expect((await call("GET", "/contact/assets", { token: owner })).status).toBe(422);
    expect((await call("GET", `/contact/assets?contact_id=${id}`, {})).status).toBe(401);
  });
});
