import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  broadcastRecipients, broadcasts, contactGroupMembers, contactGroups, contacts, contactTags, emailDomains, emailEvents, emailMessages, emailSenders,
  emailSendingSettings, emailSuppressions, smsMessages, tags, templateCategories, templates,
} from "../../db/schema";
import { broadcastSendJob } from "../../lib/broadcasts/job";
import { BROADCAST_MSG } from "../../lib/broadcasts/constants";
import { runBroadcastSend } from "../../lib/broadcasts/sender";
import { warmupCap } from "../../lib/broadcasts/warmup";
import { contactLinkToken } from "../../lib/merge-fields/links";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();
const queue = setupJobQueue();
const ids = { downtown: 0, otherLoc: 0, uptown: 0 };
const tokens = { owner: "", staff: "", other: "" };
let seq = 0;

/** A contact of `locationId` with a unique address unless one is given. */
async function contact(locationId: number, over: Partial<typeof contacts.$inferInsert> = {}) {
  seq += 1;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId, firstName: `Bc${seq}`, lastName: "Test", email: `bc${seq}@example.test`, number: `+4155550${String(1000 + seq).slice(-4)}`, status: "Lead", tab: "leads", ...over })
    .returning({ id: contacts.id });
  return c.id;
}
async function group(locationId: number, members: number[]) {
  seq += 1;
  const [g] = await db().insert(contactGroups).values({ locationId, name: `Group ${seq}` }).returning({ id: contactGroups.id });
  if (members.length) await db().insert(contactGroupMembers).values(members.map((contactId) => ({ locationId, groupId: g.id, contactId })));
  return g.id;
}
async function tag(locationId: number, members: number[]) {
  seq += 1;
  const [t] = await db().insert(tags).values({ locationId, name: `Tag ${seq}` }).returning({ id: tags.id });
  if (members.length) await db().insert(contactTags).values(members.map((contactId) => ({ locationId, tagId: t.id, contactId })));
  return t.id;
}
async function save(body: Record<string, unknown>, token = tokens.owner) {
  return call("POST", "/broadcast/save", { token, body: { subject: "Hello {{ contact.first_name }}", body: "<p>Hi {{ contact.first_name | default: 'friend' }}</p>", ...body }, });
}
const recipientsOf = (id: number) =>
  db().select().from(broadcastRecipients).where(eq(broadcastRecipients.broadcastId, id)).orderBy(asc(broadcastRecipients.contactId));
async function sendAndDrain(id: number) {
  const res = await call("POST", `/broadcast/${id}/send-broadcast`, { token: tokens.owner, body: {} });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(res.json.message).toBe(BROADCAST_MSG.queued);
  expect(await queue.drain(broadcastSendJob)).toBe(1);
}

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.staff = (await loginAs("staff@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

describe("the audience", () => {
  it("is any chosen group, tag or status, minus exclusion tags, suppressed, delivery-off and invalid addresses, once per address", async () => {
    const inGroup = await contact(ids.downtown);
    const inGroupEmail = `bc${seq}@example.test`;
    const inTag = await contact(ids.downtown);
    const byStatus = await contact(ids.downtown, { status: "Bc VIP" });
    const excluded = await contact(ids.downtown);
    const suppressed = await contact(ids.downtown);
    const off = await contact(ids.downtown, { emailEnabled: false });
    const invalid = await contact(ids.downtown, { emailValidity: "invalid" });
    const noAt = await contact(ids.downtown, { email: "not-an-address" });
    const twin = await contact(ids.downtown);
    // The same address as inGroup's (contacts' emails are stored lower-cased): one message per address, to the lower id.
    const sameAddress = await contact(ids.downtown, { email: inGroupEmail });
    const deleted = await contact(ids.downtown, { deletedAt: new Date() });
    const outside = await contact(ids.downtown);
    const [sup] = await db().select({ e: contacts.email }).from(contacts).where(eq(contacts.id, suppressed));
    await db().insert(emailSuppressions).values({ locationId: ids.downtown, email: sup.e!.toUpperCase(), type: "bounce" });
    const g = await group(ids.downtown, [inGroup, excluded, suppressed, off, invalid, noAt, sameAddress, deleted]);
    const t = await tag(ids.downtown, [inTag, twin]);
    const x = await tag(ids.downtown, [excluded]);
    const saved = await save({ name: "Audience", group_ids: [g], tag_ids: [t], statuses: ["Bc VIP"], exclude_tag_ids: [x] });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe(BROADCAST_MSG.saved);
    const id = saved.json.data.id;
    const preview = await call("GET", `/broadcast/${id}/recipient`, { token: tokens.owner });
    expect(preview.status).toBe(200);
    expect(preview.json.data.map((r: { contact_id: number }) => r.contact_id).sort((a: number, b: number) => a - b)).toEqual([inGroup, inTag, byStatus, twin].sort((a, b) => a - b));
    expect(preview.json.data.every((r: { state: string }) => r.state === "eligible")).toBe(true);
    expect(outside).toBeGreaterThan(0);

    // Sent: frozen. A contact added to the group afterwards is not a recipient.
    await sendAndDrain(id);
    await db().insert(contactGroupMembers).values({ locationId: ids.downtown, groupId: g, contactId: outside });
    const rows = await recipientsOf(id);
    expect(rows.map((r) => r.contactId).sort((a, b) => a - b)).toEqual([inGroup, inTag, byStatus, twin].sort((a, b) => a - b));
    expect(rows.every((r) => r.state === "sent" && r.messageId !== null && r.sentAt !== null)).toBe(true);
    const frozen = await call("GET", `/broadcast/${id}/recipient`, { token: tokens.owner });
    expect(frozen.json.total).toBe(4);
    expect(frozen.json.data.every((r: { state: string }) => r.state === "sent")).toBe(true);

    // One outbox record per recipient, attributed to the broadcast, merge fields filled in.
    const mails = await db().select().from(emailMessages).where(and(eq(emailMessages.source, "broadcast"), eq(emailMessages.sourceId, id)));
    expect(mails).toHaveLength(4);
    const first = mails.find((m) => m.contactId === inGroup)!;
    expect(first).toMatchObject({ kind: "location", locationId: ids.downtown, status: "queued" });
    const [c] = await db().select({ first: contacts.firstName }).from(contacts).where(eq(contacts.id, inGroup));
    expect(first.subject).toBe(`Hello ${c.first}`);
    expect(first.html).toContain(`Hi ${c.first}`);
    const [b] = await db().select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(b).toMatchObject({ status: "sent", total: 4 });
    expect(b.sentAt).not.toBeNull();
  });
});

describe("POST /broadcast/save, list, details, rename, duplicate, delete", () => {
  it("saves drafts, lists them newest first 6 a page by type, renames, duplicates and deletes", async () => {
    const created: number[] = [];
    for (let i = 0; i < 7; i += 1) created.push((await save({ name: `List ${i}`, channel: i === 6 ? "sms" : "email" })).json.data.id);
    const page = await call("GET", "/broadcast/list", { token: tokens.owner });
    expect(page.status).toBe(200);
    expect(page.json.per_page).toBe(6);
    expect(page.json.data).toHaveLength(6);
    expect(page.json.data[0].id).toBe(created[6]);
    const sms = await call("GET", "/broadcast/list?type=sms&search=List", { token: tokens.owner });
    expect(sms.json.data.map((b: { id: number }) => b.id)).toEqual([created[6]]);
    expect(sms.json.data[0]).toMatchObject({ channel: "sms", status: "draft", subject: "" });

    const updated = await save({ id: created[0], name: "Renamed by save", subject: "New subject" });
    expect(updated.json.data).toMatchObject({ id: created[0], name: "Renamed by save", subject: "New subject" });
    const renamed = await call("PATCH", "/broadcast/rename", { token: tokens.owner, body: { id: created[0], name: "Renamed" } });
    expect(renamed.json).toMatchObject({ status: 1, message: BROADCAST_MSG.renamed });
    const copy = await call("POST", "/broadcast/duplicate", { token: tokens.owner, body: { id: created[0] } });
    expect(copy.status).toBe(201);
    expect(copy.json.data).toMatchObject({ name: "Renamed (copy)", status: "draft", subject: "New subject" });
    const details = await call("GET", `/broadcast/${copy.json.data.id}/details`, { token: tokens.owner });
    expect(details.json.data.body).toContain("Hi");

    const removed = await call("DELETE", "/broadcast/delete", { token: tokens.owner, body: { ids: [created[1], copy.json.data.id] } });
    expect(removed.json).toMatchObject({ status: 1, message: BROADCAST_MSG.deleted });
    expect(await db().select().from(broadcasts).where(inArray(broadcasts.id, [created[1], copy.json.data.id]))).toHaveLength(0);
  });

  it("refuses bad input with 422s naming the field", async () => {
    expect((await save({ name: "  " })).json.errors.name).toEqual([BROADCAST_MSG.nameRequired]);
    expect((await save({ name: "x", channel: "fax" })).status).toBe(422);
    const foreignGroup = await group(ids.otherLoc, []);
    expect((await save({ name: "x", group_ids: [foreignGroup] })).json.errors.group_ids).toEqual(["The selected group is invalid."]);
    const foreignTag = await tag(ids.otherLoc, []);
    expect((await save({ name: "x", exclude_tag_ids: [foreignTag] })).json.errors.exclude_tag_ids).toBeDefined();
    expect((await save({ name: "x", body: "<p>{{ contact.nope }}</p>" })).status).toBe(422);
    expect((await call("POST", "/broadcast/1/send-broadcast", { token: tokens.owner, body: { schedule_at: "tomorrow" } })).status).toBe(422);
  });

  it("will not send a broadcast without recipients, subject or body, nor one nobody can receive", async () => {
    const empty = (await save({ name: "Empty", subject: "", body: "<p></p>" })).json.data.id;
    const res = await call("POST", `/broadcast/${empty}/send-broadcast`, { token: tokens.owner, body: {} });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ recipients: [BROADCAST_MSG.noRecipients], subject: [BROADCAST_MSG.subjectRequired], body: [BROADCAST_MSG.bodyRequired] });
    const nobody = (await save({ name: "Nobody", group_ids: [await group(ids.downtown, [])] })).json.data.id;
    const none = await call("POST", `/broadcast/${nobody}/send-broadcast`, { token: tokens.owner, body: {} });
    expect(none.json.errors).toEqual({ recipients: [BROADCAST_MSG.noEligible] });
  });

  it("will not delete or edit a broadcast that is sending, nor send one twice", async () => {
    const g = await group(ids.downtown, [await contact(ids.downtown)]);
    const id = (await save({ name: "Busy", group_ids: [g] })).json.data.id;
    await db().update(broadcasts).set({ status: "sending" }).where(eq(broadcasts.id, id));
    const del = await call("DELETE", "/broadcast/delete", { token: tokens.owner, body: { ids: [id] } });
    expect(del.status).toBe(422);
    expect(del.json.errors.ids).toEqual([BROADCAST_MSG.deleteSending]);
    expect((await save({ id, name: "Edited" })).json.errors.id).toEqual([BROADCAST_MSG.alreadySent]);
    expect((await call("POST", `/broadcast/${id}/send-broadcast`, { token: tokens.owner, body: {} })).json.errors.id).toEqual([BROADCAST_MSG.alreadySent]);
    expect(await db().select().from(broadcasts).where(eq(broadcasts.id, id))).toHaveLength(1);
  });

  it("answers 403 without the broadcasts permission and 404 for another location's broadcast", async () => {
    expect((await call("GET", "/broadcast/list", { token: tokens.staff })).status).toBe(403);
    const mine = (await save({ name: "Mine" })).json.data.id;
    expect((await call("GET", `/broadcast/${mine}/details`, { token: tokens.other })).status).toBe(404);
    expect((await call("DELETE", "/broadcast/delete", { token: tokens.other, body: { ids: [mine] } })).status).toBe(404);
  });
});

describe("scheduling and SMS", () => {
  it("a scheduled broadcast waits for its time, then goes", async () => {
    const g = await group(ids.downtown, [await contact(ids.downtown)]);
    const id = (await save({ name: "Later", group_ids: [g] })).json.data.id;
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await call("POST", `/broadcast/${id}/send-broadcast`, { token: tokens.owner, body: { schedule_at: at } });
    expect(res.json.message).toBe(BROADCAST_MSG.queued);
    expect(await queue.drain(broadcastSendJob)).toBe(0);
    const [b] = await db().select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(b.status).toBe("scheduled");
    expect(b.scheduledAt?.toISOString()).toBe(at);
    expect(await recipientsOf(id)).toHaveLength(0);
    // The hour passes (the queue's clock, and the broadcast's time as the database sees it).
    await db().update(broadcasts).set({ scheduledAt: new Date(Date.now() - 1000) }).where(eq(broadcasts.id, id));
    queue.clock.advance(3601);
    expect(await queue.drain(broadcastSendJob)).toBe(1);
    expect((await db().select().from(broadcasts).where(eq(broadcasts.id, id)))[0].status).toBe("sent");
    expect(await recipientsOf(id)).toHaveLength(1);
  });

  it("an SMS broadcast texts each number once through the SMS outbox", async () => {
    const a = await contact(ids.downtown, { number: "+14155550199" });
    const b = await contact(ids.downtown, { number: "+1 (415) 555-0199" });
    const off = await contact(ids.downtown, { smsEnabled: false });
    const g = await group(ids.downtown, [a, b, off]);
    const id = (await save({ name: "Text", channel: "sms", body: "Hi {{ contact.first_name }}", group_ids: [g] })).json.data.id;
    await sendAndDrain(id);
    const rows = await recipientsOf(id);
    expect(rows.map((r) => r.contactId)).toEqual([a]);
    const [msg] = await db().select().from(smsMessages).where(eq(smsMessages.id, rows[0].messageId!));
    expect(msg.body).toMatch(/^Hi Bc\d+$/);
  });
});

describe("opens: logs, resend to unopened, unopened filter and tag", () => {
  it("reads human opens only", async () => {
    const [a, b, c] = [await contact(ids.downtown), await contact(ids.downtown), await contact(ids.downtown)];
    const g = await group(ids.downtown, [a, b, c]);
    const id = (await save({ name: "Opens", group_ids: [g] })).json.data.id;
    await sendAndDrain(id);
    const rows = await recipientsOf(id);
    const msg = (cid: number) => rows.find((r) => r.contactId === cid)!.messageId!;
    await db().insert(emailEvents).values([
      { locationId: ids.downtown, messageId: msg(a), contactId: a, type: "open", machine: false },
      { locationId: ids.downtown, messageId: msg(a), contactId: a, type: "click", url: "https://example.test" },
      { locationId: ids.downtown, messageId: msg(b), contactId: b, type: "open", machine: true },
      { locationId: ids.downtown, messageId: msg(c), contactId: c, type: "bounce" },
    ]);

    const logs = await call("GET", `/broadcast/broadcast-logs?broadcast_id=${id}`, { token: tokens.owner });
    expect(logs.status).toBe(200);
    expect(logs.json.stats).toEqual({ total: 3, sent: 3, opened: 1, clicked: 1, bounced: 1, complained: 0, unsubscribed: 0 });
    const rowA = logs.json.data.find((r: { contact_id: number }) => r.contact_id === a);
    expect(rowA.opened_at).not.toBeNull();
    expect(rowA.message_status).toBe("queued");
    expect(logs.json.data.find((r: { contact_id: number }) => r.contact_id === b).opened_at).toBeNull();

    const unopened = await call("GET", `/contact/filter-by-unopened-emails?broadcast_id=${id}`, { token: tokens.owner });
    expect(unopened.json.data.map((r: { id: number }) => r.id)).toEqual([b, c]);
    const t = await tag(ids.downtown, []);
    const applied = await call("POST", "/contact/apply-unopened-tag", { token: tokens.owner, body: { broadcast_id: id, tag_id: t } });
    expect(applied.json).toMatchObject({ status: 1, count: 2 });
    const tagged = await db().select({ id: contactTags.contactId }).from(contactTags).where(eq(contactTags.tagId, t)).orderBy(asc(contactTags.contactId));
    expect(tagged.map((r) => r.id)).toEqual([b, c]);
    const foreignTag = await tag(ids.otherLoc, []);
    expect((await call("POST", "/contact/apply-unopened-tag", { token: tokens.owner, body: { broadcast_id: id, tag_id: foreignTag } })).status).toBe(404);

    // Resend: to b (a machine open is no open); c bounced and is now suppressed, so not again.
    await db().insert(emailSuppressions).values({ locationId: ids.downtown, email: rows.find((r) => r.contactId === c)!.address, type: "bounce" });
    const resend = await call("POST", "/broadcast/resend-unopens", { token: tokens.owner, body: { id } });
    expect(resend.json).toMatchObject({ status: 1, message: BROADCAST_MSG.queued });
    expect(await queue.drain(broadcastSendJob)).toBe(1);
    expect((await recipientsOf(resend.json.data.id)).map((r) => r.contactId)).toEqual([b]);
    const draft = (await save({ name: "Never sent" })).json.data.id;
    expect((await call("POST", "/broadcast/resend-unopens", { token: tokens.owner, body: { id: draft } })).json.errors.id).toEqual([BROADCAST_MSG.notSent]);
  });

  it("lists suppressed contacts by type", async () => {
    await db().insert(emailSuppressions).values({ locationId: ids.downtown, email: "complainer@example.test", type: "complaint" });
    const res = await call("GET", "/broadcast/suppressed-contacts?type=complaints", { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.json.data.map((r: { email: string }) => r.email)).toContain("complainer@example.test");
    expect((await call("GET", "/broadcast/suppressed-contacts?type=spam", { token: tokens.owner })).status).toBe(422);
  });
});

describe("GET /broadcast/{id}/public-view", () => {
  it("shows a sent broadcast with the recipient's merge fields, else defaults; a draft is a 404", async () => {
    const a = await contact(ids.downtown, { firstName: "Ava" });
    const g = await group(ids.downtown, [a]);
    const id = (await save({ name: "Public", group_ids: [g] })).json.data.id;
    expect((await call("GET", `/broadcast/${id}/public-view`)).status).toBe(404);
    await sendAndDrain(id);
    const mine = await call("GET", `/broadcast/${id}/public-view?token=${contactLinkToken(ids.downtown, a)}`);
    expect(mine.status).toBe(200);
    expect(mine.json.broadcast).toMatchObject({ id, subject: "Hello Ava" });
    expect(mine.json.broadcast.html).toContain("Hi Ava");
    expect(Array.isArray(mine.json.signatures)).toBe(true);
    const anyone = await call("GET", `/broadcast/${id}/public-view`);
    expect(anyone.json.broadcast.html).toContain("Hi friend");
    const forged = await call("GET", `/broadcast/${id}/public-view?token=${ids.downtown}.${a}.${"x".repeat(32)}`);
    expect(forged.json.broadcast.html).toContain("Hi friend");
    const foreign = await contact(ids.otherLoc, { firstName: "Zed" });
    const other = await call("GET", `/broadcast/${id}/public-view?token=${contactLinkToken(ids.otherLoc, foreign)}`);
    expect(other.json.broadcast.html).toContain("Hi friend");
  });
});

describe("POST /template/add-broadcasts-draft", () => {
  it("makes a draft from an email template; a voice template is refused", async () => {
    const [cat] = await db().select({ id: templateCategories.id }).from(templateCategories).where(eq(templateCategories.locationId, ids.downtown)).limit(1);
    const categoryId = cat?.id ?? (await db().insert(templateCategories).values({ locationId: ids.downtown, name: "General", isDefault: 1 }).returning({ id: templateCategories.id }))[0].id;
    const [email, voice] = await db()
      .insert(templates)
      .values([
        { locationId: ids.downtown, categoryId, name: "Welcome email", isContent: 1, subject: "Welcome", body: "<p>Welcome aboard</p>" },
        { locationId: ids.downtown, categoryId, name: "Voice drop", isContent: 4 },
      ])
      .returning({ id: templates.id });
    const res = await call("POST", "/template/add-broadcasts-draft", { token: tokens.owner, body: { template_id: email.id } });
    expect(res.status).toBe(201);
    const [b] = await db().select().from(broadcasts).where(eq(broadcasts.id, res.json.data.id));
    expect(b).toMatchObject({ name: "Welcome email", channel: "email", subject: "Welcome", body: "<p>Welcome aboard</p>", status: "draft", locationId: ids.downtown });
    expect((await call("POST", "/template/add-broadcasts-draft", { token: tokens.owner, body: { template_id: voice.id } })).status).toBe(422);
    expect((await call("POST", "/template/add-broadcasts-draft", { token: tokens.other, body: { template_id: email.id } })).status).toBe(404);
  });
});

describe("the sending window", () => {
  async function windowBroadcast(n: number) {
    const people = [];
    for (let i = 0; i < n; i += 1) people.push(await contact(ids.uptown));
    const g = await group(ids.uptown, people);
    const [b] = await db().insert(broadcasts).values({ locationId: ids.uptown, name: "Window", subject: "S", body: "<p>B</p>", audience: { group_ids: [g], tag_ids: [], statuses: [], exclude_tag_ids: [] }, status: "scheduled" }).returning();
    return b.id;
  }
  /** In every span of the window ending at a send, at most `limit` sends of the location. */
  async function expectWithin(window: { limit: number; seconds: number }) {
    const rows = await db().select({ at: broadcastRecipients.sentAt }).from(broadcastRecipients).where(and(eq(broadcastRecipients.locationId, ids.uptown), eq(broadcastRecipients.state, "sent")));
    const times = rows.map((r) => r.at!.getTime());
    for (const t of times) expect(times.filter((u) => u > t - window.seconds * 1000 && u <= t).length).toBeLessThanOrEqual(window.limit);
  }

  it("sends at most the window's count, across concurrent senders, and says when it frees", async () => {
    // A minute-long window, so a slow machine never lets real time open it during the test.
    const window = { limit: 5, seconds: 60 };
    const id = await windowBroadcast(12);
    const outcomes = await Promise.all([runBroadcastSend(db(), id, window), runBroadcastSend(db(), id, window)]);
    for (const o of outcomes) expect(o.state === "wait" && o.seconds > 55 && o.seconds <= 60).toBe(true);
    expect((await recipientsOf(id)).filter((r) => r.state === "sent")).toHaveLength(5);
    // The window moves on: the location's sends are placed a window back, as a minute passing would.
    for (const expected of [10, 12]) {
      await db().execute(sql`update broadcast_recipients set sent_at = sent_at - interval '60 seconds' where location_id = ${ids.uptown} and sent_at is not null`);
      await runBroadcastSend(db(), id, window);
      expect((await recipientsOf(id)).filter((r) => r.state === "sent")).toHaveLength(expected);
    }
    expect((await db().select().from(broadcasts).where(eq(broadcasts.id, id)))[0].status).toBe("sent");
  });

  it("a 5-per-second window never has more than 5 sends in any second", async () => {
    const window = { limit: 5, seconds: 1 };
    const id = await windowBroadcast(8);
    // The location's earlier sends (the test above) are out of this window.
    await db().execute(sql`update broadcast_recipients set sent_at = sent_at - interval '1 hour' where location_id = ${ids.uptown} and sent_at is not null`);
    await Promise.all([runBroadcastSend(db(), id, window), runBroadcastSend(db(), id, window)]);
    const sent = (await recipientsOf(id)).filter((r) => r.state === "sent").length;
    expect(sent).toBeGreaterThanOrEqual(5);
    await expectWithin(window);
  });
});

describe("domain warm-up", () => {
  it("caps a new sending domain's day at 50, 100, 250, 500, 1,000, then doubles", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(warmupCap)).toEqual([50, 100, 250, 500, 1000, 2000, 4000, 8000]);
  });

  it("pauses a broadcast at the day's cap and shows when it resumes", async () => {
    const [d] = await db().insert(emailDomains).values({ locationId: ids.otherLoc, domain: "warm.example.test", dkimSelector: "s1", dkimPublicKey: "p", dkimPrivateKey: "k", isVerified: true }).returning();
    const [s] = await db().insert(emailSenders).values({ locationId: ids.otherLoc, domainId: d.id, fromName: "Warm", fromEmail: "hi@warm.example.test" }).returning();
    await db().insert(emailSendingSettings).values({ locationId: ids.otherLoc, domainId: d.id, senderId: s.id, enabled: true }).onConflictDoUpdate({ target: emailSendingSettings.locationId, set: { domainId: d.id, senderId: s.id, enabled: true } });
    const people = [];
    for (let i = 0; i < 60; i += 1) people.push(await contact(ids.otherLoc));
    const g = await group(ids.otherLoc, people);
    const [b] = await db().insert(broadcasts).values({ locationId: ids.otherLoc, name: "Warm", subject: "S", body: "<p>B</p>", audience: { group_ids: [g], tag_ids: [], statuses: [], exclude_tag_ids: [] }, status: "scheduled" }).returning();
    const outcome = await runBroadcastSend(db(), b.id, { limit: 1000, seconds: 60 });
    expect(outcome.state).toBe("paused");
    const rows = await recipientsOf(b.id);
    const sent = rows.filter((r) => r.state === "sent").length;
    const now = new Date();
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const [after] = await db().select().from(broadcasts).where(eq(broadcasts.id, b.id));
    expect(after.status).toBe("sending");
    expect(after.resumesAt?.toISOString()).toBe(tomorrow.toISOString());
    // Day 0's cap: 50 broadcast emails through the domain today.
    expect(sent).toBe(50);
    const [domain] = await db().select({ started: emailDomains.warmupStartedAt }).from(emailDomains).where(eq(emailDomains.id, d.id));
    expect(domain.started).not.toBeNull();
    // Run again the same day: nothing more goes.
    expect((await runBroadcastSend(db(), b.id, { limit: 1000, seconds: 60 })).state).toBe("paused");
    expect((await recipientsOf(b.id)).filter((r) => r.state === "sent")).toHaveLength(50);
    // Tomorrow (the domain started a day earlier): day 1's cap of 100 lets the other 10 go.
    await db().update(emailDomains).set({ warmupStartedAt: sql`now() - interval '1 day'` }).where(eq(emailDomains.id, d.id));
    await db().execute(sql`update broadcast_recipients set sent_at = sent_at - interval '1 day' where broadcast_id = ${b.id}`);
    expect((await runBroadcastSend(db(), b.id, { limit: 1000, seconds: 60 })).state).toBe("done");
    expect((await recipientsOf(b.id)).filter((r) => r.state === "sent")).toHaveLength(60);
    const mails = await db().select({ from: emailMessages.fromAddress, dkim: emailMessages.dkimDomain }).from(emailMessages).where(and(eq(emailMessages.source, "broadcast"), eq(emailMessages.sourceId, b.id)));
    expect(mails.every((m) => m.dkim === "warm.example.test")).toBe(true);
  });
});
