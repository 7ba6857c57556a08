import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PusherClient, { type Channel } from "pusher-js";
import { activities, contacts, locations, portalMessages, scheduledMessages, smsMessages } from "../../db/schema";
import { authorizeChannel, contactChannel, userChannel } from "../../lib/platform/realtime";
import { startRealtimeServer, stopRealtimeServer } from "../../lib/platform/realtime/embedded-server";
import type { RunningServer } from "../../lib/platform/realtime/config";
import { receiveSms } from "../../lib/platform/sms/inbound";
import { replyFromPortal } from "../../lib/portal-chat/post";
import { scheduledSendJob } from "../../lib/scheduled/job";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";
import { call, loginAs } from "../helpers/api";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

// realtime.json (credentials and port) goes to a folder of this file's own.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-smsc-"));

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let other: string;
let staff: string;
let server: RunningServer;
const clients: PusherClient[] = [];

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  staff = (await loginAs("staff@demo.test")).access_token;
  server = await startRealtimeServer({ port: 0 });
});

afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await stopRealtimeServer();
});

let seq = 0;
async function contact(locationId: number, extra: Partial<typeof contacts.$inferInsert> = {}) {
  seq++;
  const number = `+1415555${String(1000 + seq).padStart(4, "0")}`;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId, firstName: `Chat${seq}`, lastName: "Person", email: `chat${seq}@example.test`, number, status: "Client", tab: "clients", ...extra })
    .returning({ id: contacts.id, number: contacts.number });
  return c;
}

const inbound = (locationId: number, from: string, body: string) =>
  receiveSms(db(), locationId, { messageSid: `SMt${++seq}${Date.now()}`, from, to: "+15005550006", body });

const threads = async (tab = "inbox", token = owner, channel = "sms-center") =>
  (await call("GET", `/${channel}/contacts?tab=${tab}&per_page=100`, { token })).json.data as { contact_id: number; unread: number; last_direction: string; last_message: string; archived: boolean }[];
const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const within = <T>(p: Promise<T>, ms = 5000, what = "event") =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms))]);

/** A pusher-js client as the client portal will be: its own channel, signed by the server. */
function portalClient() {
  const p = new PusherClient(server.credentials.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: { customHandler: ({ socketId, channelName }, cb) => cb(null, authorizeChannel(socketId, channelName)) },
  });
  clients.push(p);
  return p;
}
function subscribe(p: PusherClient, name: string) {
  const channel = p.subscribe(name);
  return within(new Promise<Channel>((resolve) => channel.bind("pusher:subscription_succeeded", () => resolve(channel))), 5000, "subscription");
}
const nextEvent = <T>(channel: Channel, event: string) => within(new Promise<T>((resolve) => channel.bind(event, (d: T) => resolve(d))), 5000, event);

describe("SMS threads", () => {
  it("an inbound SMS opens an unread thread; reading, replying and archiving move it", async () => {
    const a = await contact(ids.downtown);
    const b = await contact(ids.downtown);
    await inbound(ids.downtown, a.number!, "Hi coach, can we move tomorrow?");
    await inbound(ids.downtown, b.number!, "Thanks!");

    let list = await threads();
    expect(list.findIndex((t) => t.contact_id === b.id)).toBeLessThan(list.findIndex((t) => t.contact_id === a.id));
    expect(list.find((t) => t.contact_id === a.id)).toMatchObject({ unread: 1, last_direction: "inbound", last_message: "Hi coach, can we move tomorrow?", archived: false });
    expect((await threads("unread")).map((t) => t.contact_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const bell = (await call("GET", "/message-center/unread-count", { token: owner })).json.data;
    expect(bell.sms).toBeGreaterThanOrEqual(2);

    const read = await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [a.id], is_read: 1 } });
    expect(read.json).toEqual({ status: 1, message: "Conversation has been marked as read" });
    expect((await threads()).find((t) => t.contact_id === a.id)?.unread).toBe(0);
    expect((await call("GET", "/message-center/unread-count", { token: owner })).json.data.sms).toBe(bell.sms - 1);

    // The reply goes through the profile's send: the thread moves to the top.
    const sent = await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: a.id, message: "Sure, 10am works." } });
    expect(sent.json.status).toBe(1);
    list = await threads();
    expect(list.findIndex((t) => t.contact_id === a.id)).toBeLessThan(list.findIndex((t) => t.contact_id === b.id));
    expect(list.find((t) => t.contact_id === a.id)).toMatchObject({ last_direction: "outbound", last_message: "Sure, 10am works." });

    const logs = await call("GET", `/sms-center/chat-logs?contact_id=${a.id}`, { token: owner });
    expect(logs.json.data.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ["outbound", "Sure, 10am works."],
      ["inbound", "Hi coach, can we move tomorrow?"],
    ]);
    expect(logs.json.data[0].sent_by).toBe("Olivia Owner");

    const unread = await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [a.id], is_read: 0 } });
    expect(unread.json.message).toBe("Conversation has been marked as unread");
    expect((await threads()).find((t) => t.contact_id === a.id)?.unread).toBe(1);

    const archived = await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: [a.id], archived: 1 } });
    expect(archived.json).toEqual({ status: 1, message: "Conversation has been archived" });
    expect((await threads()).some((t) => t.contact_id === a.id)).toBe(false);
    expect((await threads("archived")).find((t) => t.contact_id === a.id)).toMatchObject({ archived: true });
    // A new message brings the thread back to the inbox.
    await inbound(ids.downtown, a.number!, "One more thing");
    expect((await threads()).find((t) => t.contact_id === a.id)).toMatchObject({ archived: false, unread: 2 });
    await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: [b.id], archived: 1 } });
    const back = await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: [b.id], archived: 0 } });
    expect(back.json.message).toBe("Conversation has been moved to the inbox");
    expect((await threads()).some((t) => t.contact_id === b.id)).toBe(true);
  });

  it("searches threads, lists inbound SMS (unknown numbers too) and counts stats", async () => {
    const c = await contact(ids.downtown, { firstName: "Zebulon" });
    await inbound(ids.downtown, c.number!, "Searchable");
    await inbound(ids.downtown, "+15005559999", "Who is this?");
    const found = await call("GET", "/sms-center/contacts?search=zebul", { token: owner });
    expect(found.json.data.map((t: { contact_id: number }) => t.contact_id)).toEqual([c.id]);
    const inboundList = await call("GET", "/sms-center/inbound-sms?per_page=5", { token: owner });
    expect(inboundList.json.data[0]).toMatchObject({ contact_id: null, from: "+15005559999", name: "+15005559999", body: "Who is this?", is_read: false });
    const stats = await call("GET", "/sms-center/stats", { token: owner });
    expect(stats.json.data).toMatchObject({ inbox: expect.any(Number), unread: expect.any(Number), archived: expect.any(Number), received: expect.any(Number) });
    expect(stats.json.data.received).toBeGreaterThanOrEqual(2);
  });

  it("refuses bad input with 422 and another location's contacts with 404", async () => {
    const mine = await contact(ids.downtown);
    const theirs = await contact(ids.otherLoc);
    expect((await call("GET", "/sms-center/contacts?tab=spam", { token: owner })).status).toBe(422);
    expect((await call("GET", "/sms-center/chat-logs", { token: owner })).status).toBe(422);
    expect((await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [], is_read: 1 } })).status).toBe(422);
    expect((await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [mine.id], is_read: 2 } })).json.errors.is_read).toBeTruthy();
    expect((await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: ["x"], archived: 1 } })).status).toBe(422);
    expect((await call("GET", `/sms-center/chat-logs?contact_id=${theirs.id}`, { token: owner })).status).toBe(404);
    expect((await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [mine.id, theirs.id], is_read: 1 } })).status).toBe(404);
    expect((await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: [theirs.id], archived: 1 } })).status).toBe(404);
    expect((await call("PATCH", "/portal-chat/archive-unarchive", { token: owner, body: { contact_ids: [theirs.id], archived: 1 } })).status).toBe(404);
  });

  it("gates writes on the sms-center permissions", async () => {
    const c = await contact(ids.downtown);
    expect((await call("GET", "/sms-center/contacts", { token: staff })).status).toBe(200);
    expect((await call("GET", "/portal-chat/contacts", { token: staff })).status).toBe(200);
    expect((await call("PATCH", "/sms-center/mark-read-unread", { token: staff, body: { contact_ids: [c.id], is_read: 1 } })).status).toBe(403);
    expect((await call("POST", "/sms-center/schedule", { token: staff, body: { contact_id: c.id, message: "x", send_at: inFuture(60) } })).status).toBe(403);
    expect((await call("POST", "/portal-chat/send-message", { token: staff, body: { contact_id: c.id, message: "x" } })).status).toBe(403);
    expect((await call("POST", "/scheduled/delete-schedule", { token: staff, body: { schedule_ids: [1] } })).status).toBe(403);
    expect((await call("GET", "/sms-center/contacts")).status).toBe(401);
  });
});

describe("resend", () => {
  it("sends a blocked SMS again once sending is back on; anything else answers status 0", async () => {
    const c = await contact(ids.downtown);
    await db().update(locations).set({ smsStatus: 0 }).where(eq(locations.id, ids.downtown));
    const blocked = await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: c.id, message: "Blocked first" } });
    expect(blocked.json.status).toBe(0);
    const [row] = await db().select().from(smsMessages).where(and(eq(smsMessages.contactId, c.id), eq(smsMessages.status, "blocked")));
    const still = await call("POST", "/sms-center/resend-sms", { token: owner, body: { id: row.id } });
    expect(still.json).toEqual({ status: 0, message: "SMS sending is switched off for this location." });
    await db().update(locations).set({ smsStatus: 1 }).where(eq(locations.id, ids.downtown));
    const again = await call("POST", "/sms-center/resend-sms", { token: owner, body: { id: row.id } });
    expect(again.json).toEqual({ status: 1, message: "SMS has been queued." });
    const [queued] = await db().select().from(smsMessages).where(and(eq(smsMessages.contactId, c.id), eq(smsMessages.status, "queued")));
    expect((await call("POST", "/sms-center/resend-sms", { token: owner, body: { id: queued.id } })).json).toEqual({ status: 0, message: "Only a failed or blocked SMS can be resent." });
    expect((await call("POST", "/sms-center/resend-sms", { token: other, body: { id: row.id } })).status).toBe(404);
    expect((await call("POST", "/sms-center/resend-sms", { token: owner, body: { id: "abc" } })).status).toBe(422);
  });
});

describe("scheduled SMS", () => {
  it("schedules, lists, and the job sends once even when it runs twice", async () => {
    const c = await contact(ids.downtown);
    const res = await call("POST", "/sms-center/schedule", { token: owner, body: { contact_id: c.id, message: "Reminder: session at 9", send_at: inFuture(90) } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 1, message: "SMS has been successfully scheduled", data: { channel: "sms", contact_id: c.id, status: "scheduled" } });
    const id = res.json.data.id as number;
    for (const path of [`/sms-center/scheduled-list?contact_id=${c.id}`, "/scheduled/get-schedule-sms?per_page=100", "/scheduled/get-schedule?per_page=100"]) {
      expect((await call("GET", path, { token: owner })).json.data.map((r: { id: number }) => r.id)).toContain(id);
    }
    expect((await call("GET", "/scheduled/get-schedule?channel=portal&per_page=100", { token: owner })).json.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await call("GET", "/sms-center/scheduled-list", { token: other })).json.data.map((r: { id: number }) => r.id)).not.toContain(id);

    // Not due yet: nothing runs.
    expect(await queue.drain(scheduledSendJob)).toBe(0);
    await queue.clock.advance(91 * 60);
    expect(await queue.drain(scheduledSendJob)).toBe(1);
    // The same job delivered again (a worker died before marking it done) sends nothing more.
    await scheduledSendJob.handler({ id }, { db: db(), jobId: "again", attempt: 2 });
    const sent = await db().select().from(smsMessages).where(and(eq(smsMessages.contactId, c.id), eq(smsMessages.body, "Reminder: session at 9")));
    expect(sent).toHaveLength(1);
    const [row] = await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, id));
    expect(row).toMatchObject({ status: "sent", messageId: sent[0].id });
    expect((await call("GET", "/scheduled/get-schedule-sms?per_page=100", { token: owner })).json.data.map((r: { id: number }) => r.id)).not.toContain(id);
    // A sent message is no longer scheduled: deleting it is a 404.
    expect((await call("DELETE", "/sms-center/delete-scheduled-sms", { token: owner, body: { schedule_ids: [id] } })).status).toBe(404);
  });

  it("a run killed before it commits leaves the message scheduled, and the retry sends it once", async () => {
    const c = await contact(ids.downtown);
    const id = (await call("POST", "/sms-center/schedule", { token: owner, body: { contact_id: c.id, message: "Killed run", send_at: inFuture(10) } })).json.data.id;
    // The run's commit fails (as a worker killed before it): a deferred check on this contact's SMS.
    await db().execute(sql.raw(`create function die_at_commit() returns trigger language plpgsql as $$ begin raise exception 'worker killed'; end $$`));
    await db().execute(sql.raw(`create constraint trigger die_at_commit after insert on sms_messages deferrable initially deferred for each row when (new.contact_id = ${c.id}) execute function die_at_commit()`));
    await queue.clock.advance(11 * 60);
    expect(await queue.drain(scheduledSendJob, 1)).toBe(1);
    await db().execute(sql.raw("drop trigger die_at_commit on sms_messages"));
    await db().execute(sql.raw("drop function die_at_commit()"));
    expect((await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, id)))[0].status).toBe("scheduled");
    await queue.clock.advance(120);
    expect(await queue.drain(scheduledSendJob)).toBe(1);
    const sent = await db().select().from(smsMessages).where(and(eq(smsMessages.contactId, c.id), eq(smsMessages.body, "Killed run")));
    expect(sent).toHaveLength(1);
    expect((await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, id)))[0]).toMatchObject({ status: "sent", messageId: sent[0].id });
  });

  it("deletes scheduled SMS (all or none); a deleted one is never sent", async () => {
    const c = await contact(ids.downtown);
    const one = (await call("POST", "/sms-center/schedule", { token: owner, body: { contact_id: c.id, message: "First", send_at: inFuture(30) } })).json.data.id;
    const two = (await call("POST", "/sms-center/schedule", { token: owner, body: { contact_id: c.id, message: "Second", send_at: inFuture(30) } })).json.data.id;
    const theirs = await contact(ids.otherLoc);
    const foreign = (await call("POST", "/sms-center/schedule", { token: other, body: { contact_id: theirs.id, message: "Theirs", send_at: inFuture(30) } })).json.data.id;

    expect((await call("DELETE", "/sms-center/delete-scheduled-sms", { token: owner, body: { schedule_ids: [one, foreign] } })).status).toBe(404);
    expect(await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, one))).toHaveLength(1);
    const del = await call("DELETE", "/sms-center/delete-scheduled-sms", { token: owner, body: { schedule_ids: [one] } });
    expect(del.json).toEqual({ status: 1, message: "Scheduled SMS successfully deleted" });
    const del2 = await call("POST", "/scheduled/delete-sms", { token: owner, body: { schedule_ids: [two] } });
    expect(del2.json).toEqual({ status: 1, message: "Scheduled SMS successfully deleted" });
    expect((await call("POST", "/scheduled/delete-schedule", { token: other, body: { schedule_ids: [foreign] } })).json).toEqual({ status: 1, message: "Scheduled message successfully deleted" });
    await queue.clock.advance(31 * 60);
    await queue.drain(scheduledSendJob);
    expect(await db().select().from(smsMessages).where(eq(smsMessages.contactId, c.id))).toHaveLength(0);
  });

  it("a scheduled SMS that cannot go out when due is marked failed and told in the activity feed", async () => {
    const c = await contact(ids.downtown);
    const id = (await call("POST", "/sms-center/schedule", { token: owner, body: { contact_id: c.id, message: "Lost number", send_at: inFuture(20) } })).json.data.id;
    await db().update(contacts).set({ number: null }).where(eq(contacts.id, c.id));
    await queue.clock.advance(21 * 60);
    await queue.drain(scheduledSendJob);
    const [row] = await db().select().from(scheduledMessages).where(eq(scheduledMessages.id, id));
    expect(row).toMatchObject({ status: "failed", statusReason: "This contact has no phone number that can receive SMS." });
    const feed = await db().select().from(activities).where(and(eq(activities.contactId, c.id), eq(activities.action, "failed")));
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ module: "sms", title: "A scheduled SMS was not sent", data: { scheduled_id: id } });
  });

  it("refuses a past or malformed time, an empty message, a contact without a number", async () => {
    const c = await contact(ids.downtown);
    const noNumber = await contact(ids.downtown, { number: null });
    const theirs = await contact(ids.otherLoc);
    const schedule = (body: unknown) => call("POST", "/sms-center/schedule", { token: owner, body });
    expect((await schedule({ contact_id: c.id, message: "x", send_at: new Date(Date.now() - 60_000).toISOString() })).json.errors.send_at).toEqual(["The send at must be a time in the future."]);
    expect((await schedule({ contact_id: c.id, message: "x", send_at: "tomorrow" })).json.errors.send_at).toBeTruthy();
    expect((await schedule({ contact_id: c.id, message: "x", send_at: inFuture(60 * 24 * 400) })).json.errors.send_at).toBeTruthy();
    expect((await schedule({ contact_id: c.id, message: "   ", send_at: inFuture(5) })).json.errors.message).toEqual(["The message field is required."]);
    expect((await schedule({ contact_id: c.id, message: "x".repeat(1601), send_at: inFuture(5) })).status).toBe(422);
    expect((await schedule({ contact_id: noNumber.id, message: "x", send_at: inFuture(5) })).json.errors.contact_id).toEqual(["This contact has no phone number that can receive SMS."]);
    expect((await schedule({ contact_id: theirs.id, message: "x", send_at: inFuture(5) })).status).toBe(404);
    expect((await call("POST", "/scheduled/delete-sms", { token: owner, body: { schedule_ids: "1" } })).status).toBe(422);
    expect((await call("GET", "/scheduled/get-schedule?channel=fax", { token: owner })).status).toBe(422);
  });
});

describe("portal chat", () => {
  it("a coach's message is stored and arrives on the contact's private channel and the team's", async () => {
    const c = await contact(ids.downtown);
    const portal = portalClient();
    const mine = await subscribe(portal, contactChannel(c.id));
    const team = await subscribe(portal, userChannel("portal-messsage-member", ids.staff));
    const onContact = nextEvent<{ contact_id: number; body: string; sender: string }>(mine, "portal-message");
    const onTeam = nextEvent<{ receiver_id: number; send_by: number; sender: string; location_id: number }>(team, "portal-message");
    const res = await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: c.id, message: "Welcome to the portal!" } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 1, message: "Message has been sent successfully!", data: { contact_id: c.id, direction: "outbound", body: "Welcome to the portal!", sent_by: "Olivia Owner" } });
    expect(await onContact).toMatchObject({ contact_id: c.id, body: "Welcome to the portal!", sender: "user" });
    expect(await onTeam).toEqual({ location_id: ids.downtown, receiver_id: c.id, send_by: ids.owner, sender: "user", contact_id: c.id });
    const fromProfile = await call("POST", "/contact/send-portal-message", { token: owner, body: { contact_id: c.id, message: "Second" } });
    expect(fromProfile.status).toBe(201);
    const logs = await call("GET", `/portal-chat/logs?contact_id=${c.id}`, { token: owner });
    expect(logs.json.data.map((m: { body: string }) => m.body)).toEqual(["Second", "Welcome to the portal!"]);
    expect((await threads("inbox", owner, "portal-chat")).find((t) => t.contact_id === c.id)).toMatchObject({ unread: 0, last_direction: "outbound" });
  });

  it("a portal reply goes through replyFromPortal: unread for the team, counted by the bell, toasted", async () => {
    const c = await contact(ids.downtown);
    const before = (await call("GET", "/message-center/unread-count", { token: owner })).json.data;
    const client = portalClient();
    const team = await subscribe(client, userChannel("portal-messsage-member", ids.owner));
    const onTeam = nextEvent<{ receiver_id: number; send_by: number; sender: string }>(team, "portal-message");
    await replyFromPortal(db(), c.id, "  Hello from the portal  ");
    expect(await onTeam).toMatchObject({ receiver_id: ids.owner, send_by: c.id, sender: "contact" });
    const after = (await call("GET", "/message-center/unread-count", { token: owner })).json.data;
    expect(after.portal_chat).toBe(before.portal_chat + 1);
    expect(after.count).toBe(before.count + 1);
    expect((await threads("unread", owner, "portal-chat")).find((t) => t.contact_id === c.id)).toMatchObject({ unread: 1, last_message: "Hello from the portal" });
    const latest = await call("GET", "/portal-chat/latest-message", { token: owner });
    expect(latest.json.data[0]).toMatchObject({ contact_id: c.id, body: "Hello from the portal", direction: "inbound" });
    const stats = await call("GET", "/portal-chat/stats", { token: owner });
    expect(stats.json.data.unread).toBeGreaterThanOrEqual(1);
    await call("PATCH", "/portal-chat/mark-read-unread", { token: owner, body: { contact_ids: [c.id], is_read: 1 } });
    expect((await call("GET", "/message-center/unread-count", { token: owner })).json.data.portal_chat).toBe(before.portal_chat);
    await expect(replyFromPortal(db(), c.id, " ")).rejects.toMatchObject({ status: 422 });
    await expect(replyFromPortal(db(), 2_000_000_000, "x")).rejects.toMatchObject({ status: 404 });
  });

  it("schedules portal messages, lists and deletes them; the job posts once", async () => {
    const c = await contact(ids.downtown);
    const s = await call("POST", "/portal-chat/schedule", { token: owner, body: { contact_id: c.id, message: "Check in tomorrow", send_at: inFuture(10) } });
    expect(s.json).toMatchObject({ status: 1, message: "Message has been successfully scheduled", data: { channel: "portal" } });
    const d = await call("POST", "/contact/schedule-portal-message", { token: owner, body: { contact_id: c.id, message: "To delete", send_at: inFuture(10) } });
    expect((await call("GET", `/portal-chat/scheduled-message?contact_id=${c.id}`, { token: owner })).json.data.map((r: { id: number }) => r.id)).toEqual([s.json.data.id, d.json.data.id]);
    expect((await call("GET", "/portal-chat/scheduled-message", { token: owner })).status).toBe(422);
    expect((await call("GET", "/portal-chat/all-scheduled-message?per_page=100", { token: owner })).json.data.map((r: { id: number }) => r.id)).toContain(d.json.data.id);
    const del = await call("DELETE", "/portal-chat/delete-scheduled-message", { token: owner, body: { ids: [d.json.data.id] } });
    expect(del.json).toEqual({ status: 1, message: "Scheduled message successfully deleted" });
    expect((await call("DELETE", "/portal-chat/delete-scheduled-message", { token: other, body: { ids: [s.json.data.id] } })).status).toBe(404);
    await queue.clock.advance(11 * 60);
    await queue.drain(scheduledSendJob);
    await scheduledSendJob.handler({ id: s.json.data.id }, { db: db(), jobId: "again", attempt: 2 });
    const posted = await db().select().from(portalMessages).where(eq(portalMessages.contactId, c.id));
    expect(posted.map((m) => m.body)).toEqual(["Check in tomorrow"]);
  });

  it("refuses bad input and another location's contact", async () => {
    const theirs = await contact(ids.otherLoc);
    expect((await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: theirs.id, message: "x" } })).status).toBe(404);
    expect((await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: theirs.id } })).json.errors.message).toBeTruthy();
    expect((await call("GET", `/portal-chat/logs?contact_id=${theirs.id}`, { token: owner })).status).toBe(404);
    expect((await call("POST", "/portal-chat/schedule", { token: owner, body: { contact_id: theirs.id, message: "x", send_at: inFuture(5) } })).status).toBe(404);
    expect((await call("DELETE", "/portal-chat/delete-scheduled-message", { token: owner, body: { ids: [] } })).status).toBe(422);
  });
});
