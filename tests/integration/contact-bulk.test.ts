/**
 * Bulk actions, merge, deleted and suppressed contacts (doc 2 s2, s6): every call, its gate,
 * tenancy (another location's ids are a 404 and change nothing), and that "all matching" and
 * the tab counts stay right.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactNotes, contactRewards, contactTags, contacts, emailMessages, emailSuppressions, memberships, tags, type PermissionMap } from "../../db/schema";
import { sendEmail } from "../../lib/platform/email/send";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let otherContact: number;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
});

let seq = 0;
/** A fresh contact of Downtown (own rows: other tests' counts do not matter). */
async function add(body: Record<string, unknown> = {}, token = owner) {
  seq += 1;
  const res = await call("POST", "/contact/save", { token, body: { first_name: `Bulk${seq}`, last_name: "Test", ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const row = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
const tabCount = async (tab: string, token = owner) =>
  (await call("GET", "/contact/tabs/list", { token })).json.data.find((t: { type: string }) => t.type === tab).count as number;

describe("update-gated bulk actions", () => {
  it("changes gender, status, tab, delivery and portal for the named contacts only", async () => {
    const [a, b, c] = [await add(), await add(), await add()];
    const r1 = await call("PATCH", "/contact/change-gender", { token: owner, body: { contact_ids: [a, b], gender: "Female" } });
    expect(r1.status).toBe(200);
    expect(r1.json).toMatchObject({ status: 1, count: 2 });
    expect((await row(a)).gender).toBe("Female");
    expect((await row(c)).gender).toBe("Unassigned");

    const clients = await tabCount("clients");
    const r2 = await call("PATCH", "/contact/change-status", { token: owner, body: { contact_ids: [a], status_value: "VIP" } });
    expect(r2.json.count).toBe(1);
    expect(await row(a)).toMatchObject({ status: "VIP", tab: "clients" });
    expect(await tabCount("clients")).toBe(clients + 1);

    const lost = await tabCount("lost");
    const r3 = await call("POST", "/contact/move", { token: owner, body: { contact_ids: [a, b], tab: "lost" } });
    expect(r3.json.count).toBe(2);
    expect(await row(b)).toMatchObject({ status: "Bucket", tab: "lost" });
    expect(await tabCount("lost")).toBe(lost + 2);
    expect(await tabCount("clients")).toBe(clients);

    await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [c], type: "sms", enabled: false } });
    expect(await row(c)).toMatchObject({ smsEnabled: false, emailEnabled: true });
    await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [c], type: "email", enabled: false } });
    expect((await row(c)).emailEnabled).toBe(false);

    const r4 = await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [b, c], active: true } });
    expect(r4.json).toMatchObject({ count: 2, message: "Portal accounts have been activated successfully!" });
    expect((await row(c)).portalActive).toBe(true);
  });

  it("applies 'all matching' to the list's filter minus exclusions, in one call", async () => {
    const tag = `zz-allmatch-${Date.now()}`;
    const [a, b, c] = [await add({ last_name: tag }), await add({ last_name: tag }), await add({ last_name: tag })];
    const keep = await add();
    const res = await call("PATCH", "/contact/change-gender", { token: owner, body: { all: true, filters: { search: tag, status: "leads" }, except: [c], gender: "Male" } });
    expect(res.json.count).toBe(2);
    expect((await row(a)).gender).toBe("Male");
    expect((await row(b)).gender).toBe("Male");
    expect((await row(c)).gender).toBe("Unassigned");
    expect((await row(keep)).gender).toBe("Unassigned");
  });

  it("'all matching' honours every list filter (starred, temperature), as the list counts them", async () => {
    const mark = `zz-allfilter-${Date.now()}`;
    const [a, b, c] = [await add({ last_name: mark }), await add({ last_name: mark }), await add({ last_name: mark })];
    await call("PATCH", `/contact/${a}/update-starred`, { token: owner, body: { starred: true } });
    await call("PATCH", `/contact/${b}/update-starred`, { token: owner, body: { starred: true } });
    await call("PATCH", `/contact/${b}/change-temperature`, { token: owner, body: { temperature: "hot" } });
    const filters = { search: mark, starred: "1", temperature: "hot" };
    const listed = await call("GET", `/contact/list?${new URLSearchParams(filters)}`, { token: owner });
    expect(listed.json.data.map((r: { id: number }) => r.id)).toEqual([b]);
    const res = await call("PATCH", "/contact/change-gender", { token: owner, body: { all: true, filters, gender: "Female" } });
    expect(res.json.count).toBe(1);
    expect((await row(b)).gender).toBe("Female");
    expect((await row(a)).gender).toBe("Unassigned");
    expect((await row(c)).gender).toBe("Unassigned");
    const bad = await call("PATCH", "/contact/change-gender", { token: owner, body: { all: true, filters: { temperature: "boiling" }, gender: "Male" } });
    expect(bad.status).toBe(422);
  });

  it("answers 422 for a missing target or bad values, 404 for another location's ids (nothing changes)", async () => {
    const a = await add();
    const bad: [string, string, Record<string, unknown>, string][] = [
      ["PATCH", "/contact/change-gender", { gender: "Male" }, "contact_ids"],
      ["PATCH", "/contact/change-gender", { contact_ids: [a], gender: "Robot" }, "gender"],
      ["PATCH", "/contact/change-status", { contact_ids: [a], status_value: "Nope" }, "status_value"],
      ["POST", "/contact/move", { contact_ids: [a], tab: "nowhere" }, "tab"],
      ["PATCH", "/contact/update-delivery-status", { contact_ids: [a], type: "fax", enabled: true }, "type"],
      ["PATCH", "/contact/change-gender", { contact_ids: ["x"], gender: "Male" }, "contact_ids.0"],
    ];
    for (const [method, path, body, field] of bad) {
      const res = await call(method, path, { token: owner, body });
      expect(res.status, path).toBe(422);
      expect(Object.keys(res.json.errors), path).toContain(field);
    }
    const foreign: [string, string, Record<string, unknown>][] = [
      ["PATCH", "/contact/change-gender", { contact_ids: [otherContact], gender: "Male" }],
      ["PATCH", "/contact/change-status", { contact_ids: [otherContact], status_value: "VIP" }],
      ["POST", "/contact/move", { contact_ids: [otherContact], tab: "clients" }],
      ["PATCH", "/contact/update-delivery-status", { contact_ids: [otherContact], type: "sms", enabled: false }],
      ["PATCH", "/contact/portal-account-activate-suspend", { contact_ids: [otherContact], active: true }],
      ["POST", "/contact/delete", { contact_ids: [otherContact] }],
      ["POST", "/contact/merge", { contact_ids: [a, otherContact], primary_id: a }],
      ["POST", "/contact/deleted/restore", { contact_ids: [otherContact] }],
      ["POST", "/contact/copy-to-location", { contact_ids: [otherContact], location_id: ids.uptown }],
    ];
    const before = await row(otherContact);
    for (const [method, path, body] of foreign) expect((await call(method, path, { token: owner, body })).status, path).toBe(404);
    expect(await row(otherContact)).toEqual(before);
    expect(await row(a)).toMatchObject({ deletedAt: null });
  });
});

describe("permission gates (doc 2 s6)", () => {
  const staffMembership = () => and(eq(memberships.userId, ids.staff), eq(memberships.locationId, ids.downtown));

  async function withStaff(grant: Record<string, boolean>, fn: (token: string) => Promise<void>) {
    const [m] = await db().select({ permissions: memberships.permissions }).from(memberships).where(staffMembership());
    const map = structuredClone(m.permissions) as PermissionMap;
    map["contacts-center"] = { ...map["contacts-center"], ...grant };
    await db().update(memberships).set({ permissions: map }).where(staffMembership());
    try {
      await fn((await loginAs("staff@demo.test")).access_token);
    } finally {
      await db().update(memberships).set({ permissions: m.permissions }).where(staffMembership());
    }
  }

  it("refuses each gated action with 403 to a user without its permission, and changes nothing", async () => {
    const a = await add();
    const gated: [string, string, Record<string, unknown>][] = [
      ["PATCH", "/contact/change-gender", { contact_ids: [a], gender: "Male" }],
      ["PATCH", "/contact/change-status", { contact_ids: [a], status_value: "VIP" }],
      ["POST", "/contact/move", { contact_ids: [a], tab: "clients" }],
      ["PATCH", "/contact/update-delivery-status", { contact_ids: [a], type: "sms", enabled: false }],
      ["PATCH", "/contact/portal-account-activate-suspend", { contact_ids: [a], active: true }],
      ["POST", "/contact/copy-to-location", { contact_ids: [a], location_id: ids.uptown }],
      ["POST", "/contact/delete", { contact_ids: [a] }],
      ["POST", "/contact/deleted/restore", { contact_ids: [a] }],
    ];
    const before = await row(a);
    await withStaff({}, async (staff) => {
      for (const [method, path, body] of gated) expect((await call(method, path, { token: staff, body })).status, path).toBe(403);
      // Ungated (view is enough): the deleted and suppressed lists.
      expect((await call("GET", "/contact/deleted/list", { token: staff })).status).toBe(200);
      expect((await call("GET", "/contact/suppressions/bounces", { token: staff })).status).toBe(200);
    });
    expect(await row(a)).toEqual(before);
  });

  it("lets update move but not delete; delete alone deletes; merge needs no gate", async () => {
    const [a, b, c] = [await add(), await add(), await add()];
    await withStaff({ update: true }, async (staff) => {
      expect((await call("POST", "/contact/move", { token: staff, body: { contact_ids: [a], tab: "clients" } })).status).toBe(200);
      expect((await call("POST", "/contact/delete", { token: staff, body: { contact_ids: [a] } })).status).toBe(403);
      expect((await call("POST", "/contact/copy-to-location", { token: staff, body: { contact_ids: [a], location_id: ids.uptown } })).status).toBe(403);
    });
    await withStaff({ delete: true }, async (staff) => {
      expect((await call("POST", "/contact/delete", { token: staff, body: { contact_ids: [a] } })).status).toBe(200);
      expect((await call("PATCH", "/contact/change-gender", { token: staff, body: { contact_ids: [b], gender: "Male" } })).status).toBe(403);
    });
    await withStaff({}, async (staff) => {
      expect((await call("POST", "/contact/merge", { token: staff, body: { contact_ids: [b, c], primary_id: b } })).status).toBe(200);
    });
  });
});

describe("Bulk Delete, the deleted list and restore", () => {
  it("soft-deletes, drops the contacts from the list and counts, lists them as deleted, and restores them", async () => {
    const mark = `zz-del-${Date.now()}`;
    const [a, b] = [await add({ last_name: mark, status: "Client" }), await add({ last_name: mark, status: "Client" })];
    const clients = await tabCount("clients");
    const del = await call("POST", "/contact/delete", { token: owner, body: { contact_ids: [a, b] } });
    expect(del.json).toMatchObject({ status: 1, count: 2, message: "Contacts have been deleted successfully!" });
    expect(await tabCount("clients")).toBe(clients - 2);
    expect((await call("GET", `/contact/list?search=${mark}`, { token: owner })).json.total).toBe(0);
    expect((await call("GET", `/contact/${a}/fetch`, { token: owner })).status).toBe(404);

    const listed = await call("GET", `/contact/deleted/list?search=${mark}`, { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.json.total).toBe(2);
    expect(listed.json.data.map((r: { id: number }) => r.id).sort()).toEqual([a, b].sort());
    expect(listed.json.data[0].deleted_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Another tenant sees none of them.
    const other = (await loginAs("other@demo.test")).access_token;
    expect((await call("GET", `/contact/deleted/list?search=${mark}`, { token: other })).json.total).toBe(0);

    const res = await call("POST", "/contact/deleted/restore", { token: owner, body: { contact_ids: [a, b] } });
    expect(res.json).toMatchObject({ status: 1, count: 2 });
    expect(await tabCount("clients")).toBe(clients);
    expect((await call("GET", `/contact/list?search=${mark}`, { token: owner })).json.total).toBe(2);
    expect((await call("GET", `/contact/deleted/list?search=${mark}`, { token: owner })).json.total).toBe(0);
  });

  it("deletes all matching a search in one call", async () => {
    const mark = `zz-delall-${Date.now()}`;
    await add({ last_name: mark });
    await add({ last_name: mark });
    const res = await call("POST", "/contact/delete", { token: owner, body: { all: true, filters: { search: mark } } });
    expect(res.json.count).toBe(2);
    expect((await call("GET", `/contact/deleted/list?search=${mark}`, { token: owner })).json.total).toBe(2);
  });

  it("refuses to restore a contact whose email a live contact now has", async () => {
    const email = `dup${Date.now()}@example.com`;
    const a = await add({ email });
    await call("POST", "/contact/delete", { token: owner, body: { contact_ids: [a] } });
    await add({ email });
    const res = await call("POST", "/contact/deleted/restore", { token: owner, body: { contact_ids: [a] } });
    expect(res.status).toBe(422);
    expect(res.json.errors.contact_ids[0]).toContain(email);
    expect((await row(a)).deletedAt).not.toBeNull();
  });
});

describe("POST /contact/merge", () => {
  it("folds the others into the primary, keeping notes, tags and email logs, and fills its empty fields", async () => {
    const p = await add({ email: null, number: null });
    const o = await add({ email: `merge${Date.now()}@example.com`, number: "+1 415 555 2671", status: "VIP" });
    const o2 = await add();
    await call("PATCH", `/contact/${o}/update-starred`, { token: owner, body: { starred: true } });
    await call("POST", "/contact/add-note", { token: owner, body: { contact_id: p, note: "primary note" } });
    await call("POST", "/contact/add-note", { token: owner, body: { contact_id: o, note: "other note" } });
    const [t1, t2] = await db()
      .insert(tags)
      .values([{ locationId: ids.downtown, name: `m1-${Date.now()}` }, { locationId: ids.downtown, name: `m2-${Date.now()}` }])
      .returning({ id: tags.id });
    await db().insert(contactTags).values([
      { locationId: ids.downtown, contactId: p, tagId: t1.id },
      { locationId: ids.downtown, contactId: o, tagId: t1.id },
      { locationId: ids.downtown, contactId: o2, tagId: t2.id },
    ]);
    const mail = await sendEmail(db(), { to: "x@example.com", subject: "Hi", html: "<p>Hi</p>", text: "Hi", kind: "location", locationId: ids.downtown, contactId: o });
    expect((await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: o2, title: "Merged reward", points: 7 } })).status).toBe(201);

    const res = await call("POST", "/contact/merge", { token: owner, body: { contact_ids: [p, o, o2], primary_id: p } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: p, number: "+1 415 555 2671", starred: true });
    expect(res.json.data.email).toMatch(/^merge/);
    expect(await row(o)).toBeUndefined();
    expect(await row(o2)).toBeUndefined();
    const notes = await db().select({ note: contactNotes.note }).from(contactNotes).where(eq(contactNotes.contactId, p));
    expect(notes.map((n) => n.note).sort()).toEqual(["other note", "primary note"]);
    const tagged = await db().select({ tagId: contactTags.tagId }).from(contactTags).where(eq(contactTags.contactId, p));
    expect(tagged.map((t) => t.tagId).sort()).toEqual([t1.id, t2.id].sort());
    const [log] = await db().select({ contactId: emailMessages.contactId }).from(emailMessages).where(eq(emailMessages.id, mail));
    expect(log.contactId).toBe(p);
    const points = await call("GET", `/contact/${p}/reward-points`, { token: owner });
    expect(points.json.data).toMatchObject({ points: 7, total_points: 7 });
    const rewards = await db().select({ title: contactRewards.title }).from(contactRewards).where(eq(contactRewards.contactId, p));
    expect(rewards.map((r) => r.title)).toEqual(["Merged reward"]);
  });

  it("answers 422 for a merge with itself or a primary outside the set", async () => {
    const a = await add();
    const self = await call("POST", "/contact/merge", { token: owner, body: { contact_ids: [a, a], primary_id: a } });
    expect(self.status).toBe(422);
    expect(self.json.errors.contact_ids).toEqual(["A contact cannot be merged with itself."]);
    const one = await call("POST", "/contact/merge", { token: owner, body: { contact_ids: [a], primary_id: a } });
    expect(one.status).toBe(422);
    const b = await add();
    const outside = await call("POST", "/contact/merge", { token: owner, body: { contact_ids: [a, b], primary_id: 999999 } });
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.json.errors)).toEqual(["primary_id"]);
    expect(await row(a)).toBeDefined();
  });
});

describe("POST /contact/copy-to-location", () => {
  it("copies to another location of the company, skipping emails it already has", async () => {
    const email = `copy${Date.now()}@example.com`;
    const a = await add({ email, status: "VIP" });
    const b = await add({ email: `copy2${Date.now()}@example.com` });
    const res1 = await call("POST", "/contact/copy-to-location", { token: owner, body: { contact_ids: [a], location_id: ids.uptown } });
    expect(res1.json).toMatchObject({ status: 1, count: 1, skipped: 0 });
    const res2 = await call("POST", "/contact/copy-to-location", { token: owner, body: { contact_ids: [a, b], location_id: ids.uptown } });
    expect(res2.json).toMatchObject({ count: 1, skipped: 1 });
    const copies = await db().select().from(contacts).where(and(eq(contacts.locationId, ids.uptown), eq(contacts.email, email)));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ status: "VIP", tab: "clients" });
    // The original stays where it was.
    expect((await row(a)).locationId).toBe(ids.downtown);
  });

  it("answers 404 for a location of another company, the same location, or one the user is not a member of", async () => {
    const a = await add();
    for (const location_id of [ids.otherLoc, ids.downtown, 999999]) {
      const res = await call("POST", "/contact/copy-to-location", { token: owner, body: { contact_ids: [a], location_id } });
      expect(res.status, String(location_id)).toBe(404);
    }
    expect(await db().select().from(contacts).where(and(eq(contacts.locationId, ids.otherLoc), eq(contacts.firstName, (await row(a)).firstName)))).toHaveLength(0);
  });
});

describe("GET /contact/suppressions/{type}", () => {
  it("lists the location's suppressed addresses by type with their contact, and sendEmail honours them", async () => {
    const email = `bounced${Date.now()}@example.com`;
    const c = await add({ email });
    await db().insert(emailSuppressions).values([
      { locationId: ids.downtown, email, type: "bounce", reason: "550 mailbox unavailable" },
      { locationId: ids.otherLoc, email: "theirs@example.com", type: "bounce" },
    ]);
    const res = await call("GET", "/contact/suppressions/bounces", { token: owner });
    expect(res.status).toBe(200);
    const mine = res.json.data.find((r: { email: string }) => r.email === email);
    expect(mine).toMatchObject({ contact_id: c, reason: "550 mailbox unavailable" });
    expect(res.json.data.map((r: { email: string }) => r.email)).not.toContain("theirs@example.com");
    expect((await call("GET", "/contact/suppressions/complaints", { token: owner })).json.data.map((r: { email: string }) => r.email)).not.toContain(email);
    expect((await call("GET", "/contact/suppressions/spam", { token: owner })).status).toBe(422);

    const id = await sendEmail(db(), { to: email.toUpperCase(), subject: "Hi", html: "<p>Hi</p>", text: "Hi", kind: "location", locationId: ids.downtown, contactId: c });
    const [m] = await db().select({ status: emailMessages.status }).from(emailMessages).where(inArray(emailMessages.id, [id]));
    expect(m.status).toBe("blocked");
  });
});

describe("tags from the bulk bar: PATCH /tag/add-contact and /tag/remove-contact", () => {
  it("tags and untags every contact matching a search, set-based, and only this location's", async () => {
    const mark = `zz-tag-${Date.now()}`;
    const [a, b] = [await add({ last_name: mark }), await add({ last_name: mark })];
    const [tag] = await db().insert(tags).values({ locationId: ids.downtown, name: `bulk-${Date.now()}` }).returning({ id: tags.id });
    const added = await call("PATCH", "/tag/add-contact", { token: owner, body: { all: true, filters: { search: mark }, tag_ids: [tag.id] } });
    expect(added.json).toMatchObject({ status: 1, contacts: 2, added: 2 });
    const carried = await db().select({ c: contactTags.contactId }).from(contactTags).where(eq(contactTags.tagId, tag.id));
    expect(carried.map((r) => r.c).sort()).toEqual([a, b].sort());
    const removed = await call("PATCH", "/tag/remove-contact", { token: owner, body: { all: true, filters: { search: mark }, except: [b], tag_ids: [tag.id] } });
    expect(removed.json).toMatchObject({ contacts: 1, removed: 1 });
    expect((await db().select().from(contactTags).where(eq(contactTags.tagId, tag.id))).map((r) => r.contactId)).toEqual([b]);
  });
});
