import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, emailMessages, locations, smsMessages } from "../../db/schema";
import { putFile } from "../../lib/platform/files";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

// Photos are stored in a folder of this file's own (the embedded file store).
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-profile-"));
process.env.DATA_DIR = DATA_DIR;
delete process.env.UPLOADTHING_TOKEN;
afterAll(() => fs.rmSync(DATA_DIR, { recursive: true, force: true }));

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let staff: string;
let otherContact: number;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  otherContact = (await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.locationId, ids.otherLoc)).limit(1))[0].id;
});

let n = 0;
async function newContact(body: Record<string, unknown> = {}) {
  n += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Pro${n}`, last_name: "File", email: `pro${n}@example.com`, number: "+1 415 555 2671", ...body } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}
const fetchOne = async (id: number) => (await call("GET", `/contact/${id}/fetch`, { token: owner })).json.data;

describe("contact fields", () => {
  it("sets and clears the birthday; 422 on a bad date; 404 for another location's contact", async () => {
    const id = await newContact();
    const set = await call("PATCH", `/contact/${id}/update-birthday`, { token: owner, body: { birthday: "1991-02-28" } });
    expect(set.status).toBe(200);
    expect(set.json.data.birthday).toBe("1991-02-28");
    expect((await call("PATCH", `/contact/${id}/update-birthday`, { token: owner, body: { birthday: "28/02/1991" } })).json.errors.birthday).toBeDefined();
    expect((await call("PATCH", `/contact/${id}/update-birthday`, { token: owner, body: { birthday: null } })).json.data.birthday).toBeNull();
    expect((await call("PATCH", `/contact/${otherContact}/update-birthday`, { token: owner, body: { birthday: "1990-01-01" } })).status).toBe(404);
  });

  it("keeps a member ID once per location, sends it to the member ID email, and refuses bad ones", async () => {
    const a = await newContact();
    const b = await newContact();
    expect((await call("PATCH", `/contact/${a}/update-member-id`, { token: owner, body: { member_id: "M-100" } })).json.data.member_id).toBe("M-100");
    const dup = await call("PATCH", `/contact/${b}/update-member-id`, { token: owner, body: { member_id: "M-100" } });
    expect(dup.status).toBe(422);
    expect(dup.json.errors.member_id).toEqual(["The member id has already been taken."]);
    expect((await call("PATCH", `/contact/${b}/update-member-id`, { token: owner, body: { member_id: "no spaces" } })).status).toBe(422);
    // Resend without a member ID is a 422 on the field, not a silent success.
    expect((await call("PUT", `/contact/${b}/resend-member-id`, { token: owner })).json.errors.member_id).toBeDefined();

    const moved = await call("POST", "/contact/change-member-id-email", { token: owner, body: { contact_id: a, email: "Member@Example.com" } });
    expect(moved.json.data.member_id_email).toBe("member@example.com");
    expect((await call("POST", "/contact/change-member-id-email", { token: owner, body: { contact_id: a, email: "nope" } })).json.errors.email).toBeDefined();
    const sent = await call("PUT", `/contact/${a}/resend-member-id`, { token: owner });
    expect(sent.json).toMatchObject({ status: 1, message: "Member ID has been sent successfully!" });
    const [mail] = await db().select().from(emailMessages).where(and(eq(emailMessages.contactId, a), eq(emailMessages.toAddress, "member@example.com")));
    expect(mail.text).toContain("M-100");
    expect(mail.kind).toBe("location");
    expect((await call("PUT", `/contact/${otherContact}/resend-member-id`, { token: owner })).status).toBe(404);
    expect((await call("POST", "/contact/change-member-id-email", { token: owner, body: { contact_id: otherContact, email: null } })).status).toBe(404);
  });

  it("validates emails by form and delivery record, marks valid, and starts over when the email changes", async () => {
    const good = await newContact();
    const bounced = await newContact();
    const [c] = await db().select({ email: contacts.email }).from(contacts).where(eq(contacts.id, bounced));
    await db().insert(emailMessages).values({ locationId: ids.downtown, contactId: bounced, kind: "location", toAddress: c.email!, fromAddress: "x@coachos.local", subject: "s", html: "h", text: "t", status: "failed", statusReason: "550 no such user" });
    const res = await call("PATCH", "/contact/validate-email", { token: owner, body: { contact_ids: [good, bounced] } });
    expect(res.json).toMatchObject({ status: 1, updated: 2 });
    expect((await fetchOne(good)).email_validity).toBe("valid");
    expect((await fetchOne(bounced)).email_validity).toBe("invalid");
    expect((await call("PUT", `/contact/${bounced}/mark-email-valid`, { token: owner })).json.data.email_validity).toBe("valid");
    await call("PATCH", `/contact/${bounced}/update`, { token: owner, body: { email: "new-address@example.com" } });
    expect((await fetchOne(bounced)).email_validity).toBe("unverified");
    // Another location's contact is not touched and alone answers 404.
    expect((await call("PATCH", "/contact/validate-email", { token: owner, body: { contact_ids: [otherContact] } })).status).toBe(404);
    expect((await call("PUT", `/contact/${otherContact}/mark-email-valid`, { token: owner })).status).toBe(404);
    expect((await call("PATCH", "/contact/validate-email", { token: owner, body: { contact_ids: [] } })).status).toBe(422);
  });

  it("disables the confirmation, switches delivery, sets the phone country and the last action", async () => {
    const id = await newContact();
    expect((await call("PATCH", "/contact/disable-confirmation", { token: owner, body: { contact_ids: [id] } })).json.updated).toBe(1);
    expect((await fetchOne(id)).email_confirmation).toBe(false);

    const off = await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [id, otherContact], type: "sms", enabled: false } });
    expect(off.json).toMatchObject({ status: 1, count: 1, message: "Delivery status has been updated successfully!" });
    expect((await fetchOne(id)).sms_enabled).toBe(false);
    const [foreign] = await db().select({ on: contacts.smsEnabled }).from(contacts).where(eq(contacts.id, otherContact));
    expect(foreign.on).toBe(true);
    await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [id], type: "email", enabled: false } });
    expect((await fetchOne(id)).email_enabled).toBe(false);
    expect((await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [id], type: "fax", enabled: true } })).json.errors.type).toBeDefined();

    expect((await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [id], country_code: "gb" } })).status).toBe(200);
    expect((await fetchOne(id)).phone_country_code).toBe("GB");
    expect((await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: [id], country_code: "XX" } })).json.errors.country_code).toBeDefined();

    await call("PATCH", "/contact/update-last-action", { token: owner, body: { contact_ids: [id], last_action: "Booked a call" } });
    expect((await fetchOne(id)).last_action).toBe("Booked a call");
  });

  it("sets the photo from a stored image of the location, refuses other files, and removes it", async () => {
    const id = await newContact();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } }).png().toBuffer();
    const image = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "me.png", bytes: png });
    const res = await call("PATCH", `/contact/${id}/update-photo`, { token: owner, body: { file_id: image.id } });
    expect(res.status).toBe(200);
    expect(res.json.data.photo).toMatch(/^\/api\/files\//);
    const doc = await putFile(db(), { locationId: ids.downtown, userId: ids.owner }, { name: "notes.txt", bytes: Buffer.from("hello") });
    expect((await call("PATCH", `/contact/${id}/update-photo`, { token: owner, body: { file_id: doc.id } })).json.errors.file_id).toEqual(["The photo must be an image."]);
    const foreign = await putFile(db(), { locationId: ids.otherLoc, userId: ids.other }, { name: "x.png", bytes: png });
    expect((await call("PATCH", `/contact/${id}/update-photo`, { token: owner, body: { file_id: foreign.id } })).status).toBe(404);
    expect((await call("PATCH", `/contact/${otherContact}/update-photo`, { token: owner, body: { file_id: image.id } })).status).toBe(404);
    expect((await call("PATCH", `/contact/${id}/update-photo`, { token: owner, body: { file_id: null } })).json.data.photo).toBeNull();
  });
});

describe("rewards", () => {
  it("sends, lists, edits, redeems within the balance and deletes; points are named by the location", async () => {
    const id = await newContact();
    expect((await call("GET", "/reward/get-user-reward", { token: owner })).json.data.point_name).toBe("Points");
    const sent = await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: id, title: "Attended 10 classes", points: 50 } });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ message: "Reward has been sent successfully!", data: { kind: "earned", points: 50, created_by: expect.any(String) } });
    await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: id, title: "Referral", points: 20 } });
    const over = await call("POST", "/contact/redeemed-reward-points", { token: owner, body: { contact_id: id, points: 71 } });
    expect(over.status).toBe(422);
    expect(over.json.errors.points).toEqual(["The contact does not have enough points."]);
    const redeemed = await call("POST", "/contact/redeemed-reward-points", { token: owner, body: { contact_id: id, points: 60, title: "Free session" } });
    expect(redeemed.json.data).toMatchObject({ kind: "redeemed", points: 60 });
    expect((await call("GET", `/contact/${id}/reward-points`, { token: owner })).json.data).toEqual({ points: 10, total_points: 70, redeemed_points: 60, point_name: "Points" });

    // Lowering an earned entry below what was redeemed, or deleting it, would overdraw: refused, nothing changed.
    expect((await call("POST", "/contact/edit-rewards", { token: owner, body: { id: sent.json.data.id, title: "Attended", points: 5 } })).status).toBe(422);
    expect((await call("POST", "/contact/delete-rewards", { token: owner, body: { ids: [sent.json.data.id] } })).status).toBe(422);
    const edited = await call("POST", "/contact/edit-rewards", { token: owner, body: { id: sent.json.data.id, title: "Attended 12 classes", points: 55 } });
    expect(edited.json.data).toMatchObject({ title: "Attended 12 classes", points: 55 });

    const list = await call("GET", `/contact/${id}/rewards?per_page=2`, { token: owner });
    expect(list.json).toMatchObject({ total: 3, last_page: 2 });
    expect(list.json.data[0].kind).toBe("redeemed");
    expect((await call("POST", "/contact/delete-rewards", { token: owner, body: { ids: [redeemed.json.data.id] } })).json.deleted).toBe(1);
    expect((await call("GET", `/contact/${id}/reward-points`, { token: owner })).json.data.points).toBe(75);

    const named = await call("PATCH", "/reward/update-point-name", { token: owner, body: { point_name: "Gains" } });
    expect(named.json.message).toBe("Reward points name successfully updated");
    expect((await call("GET", `/contact/${id}/reward-points`, { token: owner })).json.data.point_name).toBe("Gains");
    expect((await call("GET", "/reward/get-user-reward", { token: (await loginAs("other@demo.test")).access_token })).json.data.point_name).toBe("Points");

    expect((await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: id, title: "", points: 0 } })).json.errors).toMatchObject({ title: expect.any(Array), points: expect.any(Array) });
    expect((await call("POST", "/contact/send-reward", { token: owner, body: { contact_id: otherContact, title: "x", points: 1 } })).status).toBe(404);
    expect((await call("GET", `/contact/${otherContact}/rewards`, { token: owner })).status).toBe(404);
  });
});

describe("email logs, stats, messages", () => {
  it("sends an SMS (status 1 queued; otherwise the server's message) and an email (1 or -1)", async () => {
    const id = await newContact();
    const sms = await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: id, message: "See you at 6!" } });
    expect(sms.json).toEqual({ status: 1, message: "SMS has been queued." });
    const [row] = await db().select().from(smsMessages).where(eq(smsMessages.contactId, id));
    expect(row).toMatchObject({ body: "See you at 6!", toNumber: "+14155552671", status: "queued" });

    await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: [id], type: "sms", enabled: false } });
    const blocked = await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: id, message: "again" } });
    expect(blocked.json).toEqual({ status: 0, message: "This contact has SMS delivery switched off." });
    const noNumber = await newContact({ number: null });
    expect((await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: noNumber, message: "hi" } })).json).toEqual({ status: 0, message: "This contact has no phone number." });
    expect((await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: id, message: "  " } })).status).toBe(422);

    const mail = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "Welcome", message: "Hi <there>\n\nSee you." } });
    expect(mail.json).toEqual({ status: 1, message: "Email has been sent successfully!" });
    const [m] = await db().select().from(emailMessages).where(and(eq(emailMessages.contactId, id), eq(emailMessages.subject, "Welcome")));
    // Rendered as every message is (lib/merge-fields renderEmail): the escaped text in the email document.
    expect(m.html).toContain("<body");
    expect(m.html).toContain("<p>Hi &lt;there&gt;</p><p>See you.</p>");
    await db().update(locations).set({ emailStatus: 0 }).where(eq(locations.id, ids.downtown));
    try {
      const off = await call("POST", "/contact/send-email", { token: owner, body: { contact_id: id, subject: "Again", message: "x" } });
      expect(off.json).toEqual({ status: -1, message: "Email sending is switched off for this location." });
    } finally {
      await db().update(locations).set({ emailStatus: 1 }).where(eq(locations.id, ids.downtown));
    }
    const noEmail = await newContact({ email: null });
    expect((await call("POST", "/contact/send-email", { token: owner, body: { contact_id: noEmail, subject: "s", message: "m" } })).json.status).toBe(-1);
    expect((await call("POST", "/contact/send-email", { token: owner, body: { contact_id: otherContact, subject: "s", message: "m" } })).status).toBe(404);
    expect((await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: otherContact, message: "m" } })).status).toBe(404);

    // The email logs read the platform's records of this contact, newest first, and delete them.
    const logs = await call("GET", `/contact/${id}/email-logs`, { token: owner });
    expect(logs.json.data.map((l: { subject: string }) => l.subject)).toEqual(["Again", "Welcome"]);
    expect(logs.json.data[0]).toMatchObject({ status: "blocked", status_reason: "Email sending is switched off for this location." });
    const stats = await call("GET", `/contact/${id}/stats`, { token: owner });
    expect(stats.json.data).toMatchObject({ emails_sent: 2, sms_sent: 2, notes: 0, tags: 0, reward_points: 0 });
    const del = await call("DELETE", `/contact/${id}/delete-email-logs`, { token: owner, body: { ids: [logs.json.data[0].id] } });
    expect(del.json).toMatchObject({ status: 1, deleted: 1 });
    expect((await call("GET", `/contact/${id}/email-logs`, { token: owner })).json.total).toBe(1);
    // A log of another contact is not deleted through this one.
    expect((await call("DELETE", `/contact/${noEmail}/delete-email-logs`, { token: owner, body: { ids: [logs.json.data[1].id] } })).status).toBe(404);
    expect((await call("GET", `/contact/${otherContact}/email-logs`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/contact/${otherContact}/stats`, { token: owner })).status).toBe(404);
  });
});

describe("custom fields", () => {
  it("adds, renames, lists and deletes fields; sets and clears a contact's values", async () => {
    const id = await newContact();
    const goal = await call("POST", "/contact/custom-field/save", { token: owner, body: { name: "Goal" } });
    expect(goal.json.data.name).toBe("Goal");
    expect((await call("POST", "/contact/custom-field/save", { token: owner, body: { name: "goal" } })).json.errors.name).toEqual(["The name has already been taken."]);
    const injury = (await call("POST", "/contact/custom-field/save", { token: owner, body: { name: "Injuries" } })).json.data;
    expect((await call("POST", "/contact/custom-field/save", { token: owner, body: { id: injury.id, name: "Injury notes" } })).json.data.name).toBe("Injury notes");
    expect((await call("GET", "/contact/custom-field/list", { token: owner })).json.data.map((f: { name: string }) => f.name)).toEqual(["Goal", "Injury notes"]);

    const set = await call("PATCH", `/contact/${id}/custom-fields`, { token: owner, body: { values: [{ field_id: goal.json.data.id, value: "Run a 10k" }] } });
    expect(set.json.data).toEqual([
      { id: goal.json.data.id, name: "Goal", value: "Run a 10k" },
      { id: injury.id, name: "Injury notes", value: null },
    ]);
    await call("PATCH", `/contact/${id}/custom-fields`, { token: owner, body: { values: [{ field_id: goal.json.data.id, value: "" }] } });
    expect((await call("GET", `/contact/${id}/custom-fields`, { token: owner })).json.data[0].value).toBeNull();

    const other = await loginAs("other@demo.test");
    const foreignField = (await call("POST", "/contact/custom-field/save", { token: other.access_token, body: { name: "Theirs" } })).json.data.id;
    expect((await call("PATCH", `/contact/${id}/custom-fields`, { token: owner, body: { values: [{ field_id: foreignField, value: "x" }] } })).status).toBe(422);
    expect((await call("POST", "/contact/custom-field/save", { token: owner, body: { id: foreignField, name: "Mine now" } })).status).toBe(404);
    expect((await call("DELETE", `/contact/custom-field/${foreignField}/delete`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/contact/${otherContact}/custom-fields`, { token: owner })).status).toBe(404);
    expect((await call("DELETE", `/contact/custom-field/${injury.id}/delete`, { token: owner })).json.status).toBe(1);
    expect((await call("GET", "/contact/custom-field/list", { token: owner })).json.data).toHaveLength(1);
  });
});

describe("permissions (doc 2 s6)", () => {
  it("lets view-only staff read and send, and refuses every write to the contact with 403", async () => {
    const id = await newContact();
    for (const path of [`/contact/${id}/stats`, `/contact/${id}/email-logs`, `/contact/${id}/rewards`, `/contact/${id}/reward-points`, `/contact/${id}/custom-fields`, "/contact/custom-field/list", "/reward/get-user-reward"]) {
      expect((await call("GET", path, { token: staff })).status, path).toBe(200);
    }
    expect((await call("POST", "/contact/send-sms", { token: staff, body: { contact_id: id, message: "hi" } })).json.status).toBe(1);
    const writes: [string, string, unknown][] = [
      ["PATCH", `/contact/${id}/update-birthday`, { birthday: null }],
      ["PATCH", `/contact/${id}/update-photo`, { file_id: null }],
      ["PATCH", `/contact/${id}/update-member-id`, { member_id: "S-1" }],
      ["PUT", `/contact/${id}/resend-member-id`, undefined],
      ["POST", "/contact/change-member-id-email", { contact_id: id, email: null }],
      ["PATCH", "/contact/validate-email", { contact_ids: [id] }],
      ["PUT", `/contact/${id}/mark-email-valid`, undefined],
      ["PATCH", "/contact/disable-confirmation", { contact_ids: [id] }],
      ["PATCH", "/contact/update-delivery-status", { contact_ids: [id], type: "sms", enabled: false }],
      ["PATCH", "/contact/update-last-action", { contact_ids: [id], last_action: null }],
      ["POST", "/contact/send-reward", { contact_id: id, title: "x", points: 1 }],
      ["POST", "/contact/edit-rewards", { id: 1, title: "x", points: 1 }],
      ["POST", "/contact/redeemed-reward-points", { contact_id: id, points: 1 }],
      ["POST", "/contact/delete-rewards", { ids: [1] }],
      ["POST", "/contact/custom-field/save", { name: "Nope" }],
      ["DELETE", "/contact/custom-field/1/delete", undefined],
      ["PATCH", `/contact/${id}/custom-fields`, { values: [{ field_id: 1, value: "x" }] }],
      ["DELETE", `/contact/${id}/delete-email-logs`, { ids: [1] }],
      ["PATCH", "/reward/update-point-name", { point_name: "Nope" }],
    ];
    for (const [method, path, body] of writes) expect((await call(method, path, { token: staff, body })).status, `${method} ${path}`).toBe(403);
  });
});
