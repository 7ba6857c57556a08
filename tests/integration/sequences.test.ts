import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, emailEvents, emailMessages, emailSuppressions, locations, sequenceSends, sequenceSubscribers, smsMessages } from "../../db/schema";
import { SEQUENCE_MSG } from "../../lib/sequences/constants";
import { sequenceScheduleJob, sequenceSendJob } from "../../lib/sequences/jobs";
import { journeyStepJob } from "../../lib/journeys/jobs";
import { announce } from "../../lib/platform/events";
import { sendJob } from "../../lib/platform/jobs";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();
const ids = { downtown: 0, otherLoc: 0 };
const tokens = { owner: "", other: "" };
const DAY = 86_400;
let n = 0;

async function newContact(extra: Record<string, unknown> = {}) {
  n++;
  const res = await call("POST", "/contact/save", { token: tokens.owner, body: { first_name: `Seq${n}`, last_name: "Tester", email: `seq${n}@example.test`, number: "+14155550123", ...extra } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}

async function newSequence(title = "Welcome series", extra: Record<string, unknown> = {}) {
  const res = await call("POST", "/sequence/create", { token: tokens.owner, body: { title, ...extra } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as number;
}

async function addMessage(seqId: number, body: Record<string, unknown>) {
  const res = await call("POST", `/sequence/${seqId}/add-message`, { token: tokens.owner, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id as number;
}

const email = (subject: string, delay = 1, unit = "days") => ({ kind: "email", subject, body: `<p>${subject} {{ contact.first_name }}</p>`, delay_amount: delay, delay_unit: unit });
const addContacts = (seqIds: number[], contactIds: number[]) => call("POST", "/sequence/add-contact", { token: tokens.owner, body: { sequence_ids: seqIds, contact_ids: contactIds } });
const sentTo = (contactId: number) => db().select().from(emailMessages).where(and(eq(emailMessages.contactId, contactId), eq(emailMessages.source, "sequence"))).orderBy(asc(emailMessages.id));
const subscriber = async (seqId: number, contactId: number) =>
  (await db().select().from(sequenceSubscribers).where(and(eq(sequenceSubscribers.sequenceId, seqId), eq(sequenceSubscribers.contactId, contactId))))[0];

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

describe("a three-message sequence", () => {
  it("sends each message its delay after the previous one, once", async () => {
    const seq = await newSequence();
    const m1 = await addMessage(seq, email("One", 0));
    const m2 = await addMessage(seq, { kind: "sms", body: "Two {{ contact.first_name }}", delay_amount: 1, delay_unit: "days" });
    const m3 = await addMessage(seq, email("Three", 3));
    const c = await newContact();
    const add = await addContacts([seq], [c]);
    expect(add.json).toMatchObject({ status: 1, message: SEQUENCE_MSG.added, count: 1 });

    expect(await queue.drain(sequenceSendJob)).toBe(1);
    expect((await sentTo(c)).map((m) => m.subject)).toEqual(["One"]);
    expect((await subscriber(seq, c)).nextMessageId).toBe(m2);
    // Not due yet: a day has not passed.
    expect(await queue.drain(sequenceSendJob)).toBe(0);
    queue.clock.advance(DAY);
    expect(await queue.drain(sequenceSendJob)).toBe(1);
    const sms = await db().select().from(smsMessages).where(eq(smsMessages.contactId, c));
    expect(sms.map((s) => s.body)).toEqual([`Two Seq${n}`]);
    // The queue's clock moves, the wall clock does not: 3 days after the SMS is 2 more days on it.
    queue.clock.advance(DAY);
    expect(await queue.drain(sequenceSendJob)).toBe(0);
    queue.clock.advance(DAY);
    expect(await queue.drain(sequenceSendJob)).toBe(1);
    expect((await sentTo(c)).map((m) => m.subject)).toEqual(["One", "Three"]);
    const sub = await subscriber(seq, c);
    expect(sub.status).toBe("completed");

    const users = await call("GET", `/sequence/${seq}/users`, { token: tokens.owner });
    expect(users.json.data[0]).toMatchObject({ contact_id: c, status: "completed", sent: 3 });
    const msgs = await call("GET", `/sequence/${seq}/messages`, { token: tokens.owner });
    expect(msgs.json.data.map((m: { id: number; sent: number }) => [m.id, m.sent])).toEqual([[m1, 1], [m2, 1], [m3, 1]]);
  });

  it("a retried or duplicated job sends one email", async () => {
    const seq = await newSequence("Once");
    const m1 = await addMessage(seq, email("Only once", 0));
    const c = await newContact();
    await addContacts([seq], [c]);
    const sub = await subscriber(seq, c);
    // A duplicate of the queued job, and the job run again after it completed.
    await sendJob(sequenceSendJob, { subscriber_id: sub.id, message_id: m1, plan: sub.plan });
    expect(await queue.drain(sequenceSendJob)).toBe(2);
    await sendJob(sequenceSendJob, { subscriber_id: sub.id, message_id: m1, plan: sub.plan });
    expect(await queue.drain(sequenceSendJob)).toBe(1);
    expect(await sentTo(c)).toHaveLength(1);
    // A worker that died mid-job: the job comes back after its lease and still sends nothing twice.
    const c2 = await newContact();
    await addContacts([seq], [c2]);
    expect(await queue.fetchAndDie(sequenceSendJob)).not.toBeNull();
    queue.clock.advance(600);
    expect(await queue.drain(sequenceSendJob)).toBe(1);
    expect(await sentTo(c2)).toHaveLength(1);
  });

  it("honours delivery flags, suppressions and the kill switch (recorded as blocked, never queued)", async () => {
    const seq = await newSequence("Blocked");
    await addMessage(seq, email("Hello", 0));
    const off = await newContact();
    await db().update(contacts).set({ emailEnabled: false }).where(eq(contacts.id, off));
    const suppressed = await newContact();
    const [row] = await db().select({ email: contacts.email }).from(contacts).where(eq(contacts.id, suppressed));
    await db().insert(emailSuppressions).values({ locationId: ids.downtown, email: row.email!, type: "bounce" });
    const ok = await newContact();
    const count = await call("POST", `/sequence/${seq}/get-email-count`, { token: tokens.owner, body: { message_id: (await call("GET", `/sequence/${seq}/messages`, { token: tokens.owner })).json.data[0].id } });
    expect(count.json.data).toMatchObject({ count: 0, total: 0, kind: "email" });
    await addContacts([seq], [off, suppressed, ok]);
    await queue.drain(sequenceSendJob);
    expect((await sentTo(off))[0].status).toBe("blocked");
    expect((await sentTo(suppressed))[0].status).toBe("blocked");
    expect((await sentTo(ok))[0].status).not.toBe("blocked");
    const analytics = await call("GET", `/sequence/${seq}/analytics?type=email`, { token: tokens.owner });
    expect(analytics.json.data).toMatchObject({ type: "email", sent: 1 });
  });
});

describe("planning and re-planning", () => {
  it("inserting a message re-plans pending subscribers from their last send", async () => {
    const seq = await newSequence("Replan");
    await addMessage(seq, email("First", 0));
    const last = await addMessage(seq, email("Last", 5));
    const c = await newContact();
    await addContacts([seq], [c]);
    await queue.drain(sequenceSendJob);
    expect((await subscriber(seq, c)).nextMessageId).toBe(last);
    const inserted = await addMessage(seq, { ...email("Inserted", 1), position: 1 });
    const sub = await subscriber(seq, c);
    expect(sub.nextMessageId).toBe(inserted);
    expect(new Date(sub.nextAt!).getTime() - new Date(sub.lastSentAt!).getTime()).toBe(DAY * 1000);
    queue.clock.advance(DAY);
    // The old plan's job (Last, 5 days) does nothing when it comes due; the new one sends.
    expect(await queue.drain(sequenceSendJob)).toBe(1);
    expect((await sentTo(c)).map((m) => m.subject)).toEqual(["First", "Inserted"]);
    queue.clock.advance(5 * DAY);
    await queue.drain(sequenceSendJob);
    expect((await sentTo(c)).map((m) => m.subject)).toEqual(["First", "Inserted", "Last"]);
  });

  it("sorting needs exactly the sequence's messages, then re-plans", async () => {
    const seq = await newSequence("Sort");
    const a = await addMessage(seq, email("A", 1));
    const b = await addMessage(seq, email("B", 1));
    const c = await newContact();
    await addContacts([seq], [c]);
    expect((await subscriber(seq, c)).nextMessageId).toBe(a);
    for (const ids of [[a], [a, a], [a, b, 999]]) {
      const bad = await call("PATCH", `/sequence/${seq}/sort-messages`, { token: tokens.owner, body: { ids } });
      expect(bad.status).toBe(422);
      expect(bad.json.errors.ids).toBeDefined();
    }
    const ok = await call("PATCH", `/sequence/${seq}/sort-messages`, { token: tokens.owner, body: { ids: [b, a] } });
    expect(ok.status).toBe(200);
    expect((await subscriber(seq, c)).nextMessageId).toBe(b);
  });

  it("a send window moves the due time to the window's next opening", async () => {
    const seq = await newSequence("Window", { window_start: "09:00", window_end: "10:00", timezone: "Europe/Zurich" });
    await addMessage(seq, email("Windowed", 1));
    const c = await newContact();
    await addContacts([seq], [c]);
    const at = new Date((await subscriber(seq, c)).nextAt!);
    const wall = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit", hour12: false }).format(at);
    expect(wall >= "09:00" && wall < "10:00").toBe(true);
    const half = await call("PATCH", `/sequence/${seq}/update`, { token: tokens.owner, body: { window_start: null } });
    expect(half.status).toBe(422);
    expect(half.json.errors.window_start).toBeDefined();
  });

  it("removing a contact stops its sends; stop on reply stops on an inbound SMS", async () => {
    const seq = await newSequence("Stop", { stop_on_reply: true });
    await addMessage(seq, email("Later", 1));
    const [gone, replier] = [await newContact(), await newContact()];
    await addContacts([seq], [gone, replier]);
    const rm = await call("POST", "/sequence/remove-contact", { token: tokens.owner, body: { sequence_ids: [seq], contact_ids: [gone] } });
    expect(rm.json).toMatchObject({ message: SEQUENCE_MSG.removed, count: 1 });
    const [sms] = await db()
      .insert(smsMessages)
      .values({ locationId: ids.downtown, contactId: replier, direction: "inbound", fromNumber: "+14155550123", toNumber: "+14155550000", body: "thanks", status: "received" })
      .returning();
    await db().transaction(async (tx) => announce("sms.received.record", { db: tx as never, locationId: ids.downtown, sms: { id: sms.id, contactId: replier, from: sms.fromNumber, body: sms.body, name: "" }, keyword: null }));
    expect((await subscriber(seq, replier)).status).toBe("stopped");
    queue.clock.advance(DAY);
    await queue.drain(sequenceSendJob);
    expect(await sentTo(gone)).toHaveLength(0);
    expect(await sentTo(replier)).toHaveLength(0);
    const mine = await call("GET", `/contact/sequences?contact_id=${replier}`, { token: tokens.owner });
    expect(mine.json.data[0]).toMatchObject({ sequence_id: seq, title: "Stop", status: "stopped" });
  });
});

describe("one-off sends, analytics and resend", () => {
  it("send now after the email count, schedules, analytics, subscribers and resend", async () => {
    const seq = await newSequence("Broadcast-ish");
    const m = await addMessage(seq, email("Now", 3));
    const [a, b] = [await newContact(), await newContact()];
    await addContacts([seq], [a, b]);
    const count = await call("POST", `/sequence/${seq}/get-email-count`, { token: tokens.owner, body: { message_id: m } });
    expect(count.json.data).toEqual({ count: 2, total: 2, kind: "email" });
    const now = await call("POST", `/sequence/${seq}/send-now`, { token: tokens.owner, body: { message_id: m } });
    expect(now.status).toBe(200);
    expect(await queue.drain(sequenceScheduleJob)).toBe(1);
    expect(await sentTo(a)).toHaveLength(1);
    // A scheduled one, cancelled; another left to list.
    const later = new Date(Date.now() + 7 * DAY * 1000).toISOString();
    const s1 = await call("POST", `/sequence/${seq}/schedule-sequence`, { token: tokens.owner, body: { message_id: m, send_at: later, contact_ids: [a] } });
    expect(s1.status, JSON.stringify(s1.json)).toBe(201);
    const list = await call("GET", `/sequence/${m}/schedules`, { token: tokens.owner });
    expect(list.json.data.map((x: { status: string }) => x.status)).toEqual(["sent", "scheduled"]);
    const del = await call("DELETE", `/sequence/${seq}/delete-schedule`, { token: tokens.owner, body: { schedule_id: s1.json.data.id } });
    expect(del.json.message).toBe(SEQUENCE_MSG.scheduleDeleted);
    const past = await call("POST", `/sequence/${seq}/schedule-sequence`, { token: tokens.owner, body: { message_id: m, send_at: "2001-01-01T00:00:00Z" } });
    expect(past.status).toBe(422);
    const stranger = await newContact();
    const notSub = await call("POST", `/sequence/${seq}/schedule-sequence`, { token: tokens.owner, body: { message_id: m, send_at: later, contact_ids: [stranger] } });
    expect(notSub.json.errors.contact_ids).toBeDefined();

    // Plan sends, then an open and a click for a.
    queue.clock.advance(3 * DAY);
    await queue.drain(sequenceSendJob);
    expect(await sentTo(b)).toHaveLength(2);
    const planA = (await sentTo(a))[1];
    await db().insert(emailEvents).values([
      { locationId: ids.downtown, messageId: planA.id, contactId: a, type: "open" },
      { locationId: ids.downtown, messageId: planA.id, contactId: a, type: "click", url: "https://example.test" },
    ]);
    const an = await call("GET", `/sequence/${seq}/analytics?type=email`, { token: tokens.owner });
    expect(an.json.data).toMatchObject({ sent: 4, opened: 1, clicked: 1, rates: { opened: 25, clicked: 25 } });
    const sms = await call("GET", `/sequence/${seq}/analytics?type=sms`, { token: tokens.owner });
    expect(sms.json.data).toMatchObject({ type: "sms", sent: 0 });
    const detail = await call("GET", `/sequence/${seq}/detail-analytics`, { token: tokens.owner });
    expect(detail.json.data[0]).toMatchObject({ message_id: m, sent: 4, opened: 1 });
    expect(detail.json.data[0].daily.map((d: { day: string }) => d.day)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);

    const subs = await call("GET", `/sequence/${seq}/message/${m}/subscribers`, { token: tokens.owner });
    expect(subs.json.total).toBe(2);
    expect(subs.json.data.find((r: { contact_id: number }) => r.contact_id === a).opened_at).not.toBeNull();

    const resend = await call("POST", `/sequence/${seq}/message/${m}/resend`, { token: tokens.owner, body: { unopened: true } });
    expect(resend.json.count).toBe(1);
    expect(await sentTo(b)).toHaveLength(3);
    const bad = await call("POST", `/sequence/${seq}/message/${m}/resend`, { token: tokens.owner, body: { contact_id: stranger } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.contact_id).toBeDefined();
  });
});

describe("the dashboard calls", () => {
  it("create, list, rename, duplicate, update, delete, delete subscribers", async () => {
    const seq = await newSequence("Dash");
    await addMessage(seq, { kind: "sms", body: "Hello", delay_amount: 0, delay_unit: "minutes" });
    const list = await call("GET", "/sequence/list-all?search=Dash", { token: tokens.owner });
    expect(list.json).toMatchObject({ per_page: 6, data: [{ id: seq, title: "Dash", messages: 1 }] });
    const picker = await call("GET", "/sequence/lists", { token: tokens.owner });
    expect(picker.json.data).toContainEqual({ id: seq, title: "Dash" });
    expect((await call("PATCH", "/sequence/rename", { token: tokens.owner, body: { id: seq, title: "Dash 2" } })).json.message).toBe(SEQUENCE_MSG.renamed);
    const dup = await call("POST", "/sequence/duplicate", { token: tokens.owner, body: { id: seq } });
    expect(dup.json.data).toMatchObject({ title: "Dash 2 (copy)", messages: 1, subscribers: 0 });
    const upd = await call("PATCH", `/sequence/${seq}/update`, { token: tokens.owner, body: { stop_on_reply: true, timezone: "America/New_York" } });
    expect(upd.json.data).toMatchObject({ stop_on_reply: true, timezone: "America/New_York" });
    const badZone = await call("PATCH", `/sequence/${seq}/update`, { token: tokens.owner, body: { timezone: "Mars/Base" } });
    expect(badZone.status).toBe(422);
    const c = await newContact();
    await addContacts([seq], [c]);
    const sub = await subscriber(seq, c);
    expect((await call("DELETE", "/sequence/delete-user", { token: tokens.other, body: { ids: [sub.id] } })).status).toBe(404);
    expect((await call("DELETE", "/sequence/delete-user", { token: tokens.owner, body: { ids: [sub.id] } })).status).toBe(200);
    expect(await subscriber(seq, c)).toBeUndefined();
    const del = await call("DELETE", "/sequence/delete", { token: tokens.owner, body: { ids: [seq, dup.json.data.id] } });
    expect(del.json.message).toBe(SEQUENCE_MSG.deleted);
    await queue.drain(sequenceSendJob);
  });

  it("adds and removes all contacts matching the list's filters", async () => {
    const seq = await newSequence("All matching");
    await addMessage(seq, email("Later", 1));
    const tag = `Allmatch${Date.now().toString(36)}`;
    const [a, b] = [await newContact({ first_name: tag }), await newContact({ first_name: tag })];
    const add = await call("POST", "/sequence/add-contact", { token: tokens.owner, body: { sequence_ids: [seq], all: true, except: [b], filters: { search: tag } } });
    expect(add.json).toMatchObject({ message: SEQUENCE_MSG.added, count: 1 });
    expect((await subscriber(seq, a)).status).toBe("active");
    expect(await subscriber(seq, b)).toBeUndefined();
    const rm = await call("POST", "/sequence/remove-contact", { token: tokens.owner, body: { sequence_ids: [seq], all: true, filters: { search: tag } } });
    expect(rm.json.count).toBe(1);
    expect((await subscriber(seq, a)).status).toBe("removed");
  });

  it("bad input answers 422 on the field", async () => {
    const seq = await newSequence("Bad");
    const noSubject = await call("POST", `/sequence/${seq}/add-message`, { token: tokens.owner, body: { kind: "email", body: "<p>x</p>", delay_amount: 1, delay_unit: "days" } });
    expect(noSubject.status).toBe(422);
    expect(noSubject.json.errors.subject).toBeDefined();
    const long = await call("POST", `/sequence/${seq}/add-message`, { token: tokens.owner, body: { kind: "sms", body: "x".repeat(1601), delay_amount: 1, delay_unit: "days" } });
    expect(long.status).toBe(422);
    expect(long.json.errors.body).toBeDefined();
    const unit = await call("POST", `/sequence/${seq}/add-message`, { token: tokens.owner, body: { kind: "sms", body: "x", delay_amount: -1, delay_unit: "weeks" } });
    expect(Object.keys(unit.json.errors).sort()).toEqual(["delay_amount", "delay_unit"]);
    const noTitle = await call("POST", "/sequence/create", { token: tokens.owner, body: {} });
    expect(noTitle.json.errors.title).toEqual(["The title field is required."]);
    const other = await call("POST", "/sequence/add-contact", { token: tokens.other, body: { sequence_ids: [seq], contact_ids: [1] } });
    expect(other.status).toBe(404);
    const foreignContacts = await call("POST", "/sequence/add-contact", { token: tokens.owner, body: { sequence_ids: [seq], contact_ids: [2_000_000] } });
    expect(foreignContacts.status).toBe(404);
    const window = await call("POST", "/sequence/create", { token: tokens.owner, body: { title: "W", window_start: "25:00", window_end: "10:00" } });
    expect(window.json.errors.window_start).toBeDefined();
  });

  it("the kill switch blocks sequence mail", async () => {
    const seq = await newSequence("Kill");
    await addMessage(seq, email("Stopped", 0));
    const c = await newContact();
    await db().update(locations).set({ emailStatus: 0 }).where(eq(locations.id, ids.downtown));
    try {
      await addContacts([seq], [c]);
      await queue.drain(sequenceSendJob);
      expect((await sentTo(c))[0].status).toBe("blocked");
      const sends = await db().select().from(sequenceSends).where(eq(sequenceSends.contactId, c));
      expect(sends).toHaveLength(1);
    } finally {
      await db().update(locations).set({ emailStatus: 1 }).where(eq(locations.id, ids.downtown));
    }
  });
});

describe("journeys' sequence steps", () => {
  it("add_to_sequence subscribes the run's contact; a foreign sequence is a 422", async () => {
    const seq = await newSequence("From a journey");
    await addMessage(seq, email("Hi from the journey", 0));
    const j = (await call("POST", "/journey/create", { token: tokens.owner, body: { name: "Seq steps" } })).json.data.id as number;
    const bad = await call("POST", `/journey/${j}/create-action`, { token: tokens.owner, body: { type: "add_to_sequence", settings: { sequence_id: 2_000_000 } } });
    expect(bad.json.errors["settings.sequence_id"]).toBeDefined();
    expect((await call("POST", `/journey/${j}/create-action`, { token: tokens.owner, body: { type: "add_to_sequence", settings: { sequence_id: seq } } })).status).toBe(201);
    expect((await call("PATCH", `/journey/${j}/change-status`, { token: tokens.owner, body: { status: true } })).status).toBe(200);
    const c = await newContact();
    expect((await call("POST", "/journey/start", { token: tokens.owner, body: { journey_id: j, contact_ids: [c] } })).status).toBe(200);
    await queue.drain(journeyStepJob);
    expect((await subscriber(seq, c)).status).toBe("active");
    await queue.drain(sequenceSendJob);
    expect((await sentTo(c)).map((m) => m.subject)).toEqual(["Hi from the journey"]);
  });
});
