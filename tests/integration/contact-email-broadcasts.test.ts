/**
 * The contact profile's email and broadcast sections (issue 11): GET /contact/{id}/email-logs
 * gives each email with what the contact did with it, GET /contact/email-sent-event-logs still
 * serves, and GET /contact/broadcast-logs lists the broadcasts a contact was sent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { broadcastRecipients, broadcasts, contacts, emailEvents, emailMessages, smsMessages } from "../../db/schema";
import { EMAIL_LOG_EVENTS_MAX } from "../../lib/contacts/constants";
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

let n = 0;
async function newContact() {
  n += 1;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Mail${n}`, last_name: "Profile", email: `mailprofile${n}-${Date.now()}@example.com` } });
  expect(res.status).toBe(201);
  return res.json.data.id as number;
}

async function emailTo(contactId: number, subject: string, status = "sent") {
  const [m] = await db()
    .insert(emailMessages)
    .values({ locationId: ids.downtown, contactId, kind: "location", toAddress: `c${contactId}@example.com`, fromAddress: "x@coachos.local", subject, html: "h", text: "t", status, sentAt: new Date() })
    .returning({ id: emailMessages.id });
  return m.id;
}

type Ev = { type: string; machine?: boolean; url?: string; detail?: string };
async function events(messageId: number, contactId: number, list: Ev[]) {
  for (const e of list) await db().insert(emailEvents).values({ locationId: ids.downtown, messageId, contactId, ...e });
}

describe("GET /contact/{id}/email-logs: each email with its events", () => {
  it("counts human opens and clicks and lists the latest events, newest first, of this contact's emails only", async () => {
    const id = await newContact();
    const neighbour = await newContact();
    const first = await emailTo(id, "Welcome");
    const second = await emailTo(id, "Week one");
    const theirs = await emailTo(neighbour, "Not yours");
    await events(first, id, [
      { type: "open", machine: true },
      { type: "open" },
      { type: "click", url: "https://example.com/plan" },
      { type: "open" },
      { type: "unsubscribe" },
    ]);
    await events(theirs, neighbour, [{ type: "bounce", detail: "550" }]);

    const res = await call("GET", `/contact/${id}/email-logs`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json.data.map((l: { id: number }) => l.id)).toEqual([second, first]);
    const [none, welcome] = res.json.data;
    expect(none).toMatchObject({ subject: "Week one", status: "sent", opens: 0, clicks: 0, events: [] });
    expect(welcome).toMatchObject({ subject: "Welcome", opens: 2, clicks: 1 });
    expect(welcome.events.map((e: { type: string; machine: boolean }) => [e.type, e.machine])).toEqual([
      ["unsubscribe", false],
      ["open", false],
      ["click", false],
      ["open", false],
      ["open", true],
    ]);
    expect(welcome.events[2]).toMatchObject({ url: "https://example.com/plan", detail: null });
    // Times go out as toISOString writes them, like every other time on the wire.
    for (const e of welcome.events) expect(e.created_at).toBe(new Date(e.created_at).toISOString());

    // The events list is capped; the counts are not.
    await events(second, id, Array.from({ length: EMAIL_LOG_EVENTS_MAX + 2 }, () => ({ type: "open" })));
    const capped = (await call("GET", `/contact/${id}/email-logs`, { token: owner })).json.data[0];
    expect(capped.events).toHaveLength(EMAIL_LOG_EVENTS_MAX);
    expect(capped.opens).toBe(EMAIL_LOG_EVENTS_MAX + 2);

    // The contact's event list (a spec call) still serves, newest first.
    const log = await call("GET", `/contact/email-sent-event-logs?contact_id=${id}&per_page=3`, { token: owner });
    expect(log.status).toBe(200);
    expect(log.json.total).toBe(5 + EMAIL_LOG_EVENTS_MAX + 2);
    expect(log.json.data[0]).toMatchObject({ type: "open", subject: "Week one" });
    expect((await call("GET", `/contact/email-sent-event-logs?contact_id=${otherContact}`, { token: owner })).status).toBe(404);
  });
});

describe("GET /contact/broadcast-logs", () => {
  async function broadcast(name: string, channel: "email" | "sms" = "email") {
    const [b] = await db()
      .insert(broadcasts)
      .values({ locationId: ids.downtown, name, channel, subject: `${name} subject`, body: "<p>b</p>", status: "sent", sentAt: new Date() })
      .returning({ id: broadcasts.id });
    return b.id;
  }
  async function recipient(broadcastId: number, contactId: number, messageId: number | null, sent = true) {
    await db().insert(broadcastRecipients).values({ broadcastId, contactId, locationId: ids.downtown, address: `c${contactId}@example.com`, state: sent ? "sent" : "pending", messageId, sentAt: sent ? new Date() : null });
  }

  it("lists the contact's broadcasts newest first with the send's state and the email's opens and clicks; paged", async () => {
    const id = await newContact();
    const neighbour = await newContact();
    const spring = await broadcast("Spring offer");
    const summer = await broadcast("Summer camp");
    const sms = await broadcast("Class moved", "sms");
    const springMail = await emailTo(id, "Spring offer subject");
    const summerMail = await emailTo(id, "Summer camp subject");
    const neighbourMail = await emailTo(neighbour, "Spring offer subject");
    await recipient(spring, id, springMail);
    await recipient(summer, id, summerMail);
    await recipient(sms, id, null, false);
    await recipient(spring, neighbour, neighbourMail);
    await events(springMail, id, [{ type: "open", machine: true }, { type: "open" }, { type: "click", url: "https://example.com" }, { type: "unsubscribe" }]);
    await events(summerMail, id, [{ type: "bounce", detail: "550" }]);
    await events(neighbourMail, neighbour, [{ type: "open" }, { type: "open" }]);

    const res = await call("GET", `/contact/broadcast-logs?contact_id=${id}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(res.json.data).toEqual([
      { broadcast_id: sms, name: "Class moved", subject: "Class moved subject", channel: "sms", state: "pending", sent_at: null, message_status: null, opens: 0, clicks: 0, bounced: false, unsubscribed: false },
      expect.objectContaining({ broadcast_id: summer, name: "Summer camp", channel: "email", state: "sent", message_status: "sent", opens: 0, clicks: 0, bounced: true, unsubscribed: false }),
      expect.objectContaining({ broadcast_id: spring, name: "Spring offer", state: "sent", message_status: "sent", opens: 1, clicks: 1, bounced: false, unsubscribed: true }),
    ]);
    expect(res.json.data[1].sent_at).toBe(new Date(res.json.data[1].sent_at).toISOString());

    // Paging: one per page, the second is the summer camp; a page past the end is empty with the total.
    const second = await call("GET", `/contact/broadcast-logs?contact_id=${id}&per_page=1&page=2`, { token: owner });
    expect(second.json).toMatchObject({ total: 3, current_page: 2, last_page: 3, per_page: 1 });
    expect(second.json.data.map((b: { broadcast_id: number }) => b.broadcast_id)).toEqual([summer]);
    const past = await call("GET", `/contact/broadcast-logs?contact_id=${id}&per_page=1&page=9`, { token: owner });
    expect(past.json).toMatchObject({ total: 3, data: [] });

    // The neighbour sees only their own row of the spring offer.
    const theirs = await call("GET", `/contact/broadcast-logs?contact_id=${neighbour}`, { token: owner });
    expect(theirs.json.data).toEqual([expect.objectContaining({ broadcast_id: spring, opens: 2 })]);

    // The SMS message's status shows once it is recorded.
    const [text] = await db()
      .insert(smsMessages)
      .values({ locationId: ids.downtown, contactId: id, direction: "outbound", fromNumber: "+14155550000", toNumber: "+14155552671", body: "b", status: "sent" })
      .returning({ id: smsMessages.id });
    await db().update(broadcastRecipients).set({ state: "sent", messageId: text.id, sentAt: new Date() }).where(and(eq(broadcastRecipients.broadcastId, sms), eq(broadcastRecipients.contactId, id)));
    expect((await call("GET", `/contact/broadcast-logs?contact_id=${id}&per_page=1`, { token: owner })).json.data[0]).toMatchObject({ broadcast_id: sms, state: "sent", message_status: "sent" });
  });

  it("answers 404 for another location's contact and for a deleted one, 422 for a bad id, and nothing for a contact never sent one", async () => {
    expect((await call("GET", `/contact/broadcast-logs?contact_id=${otherContact}`, { token: owner })).status).toBe(404);
    const fresh = await newContact();
    expect((await call("GET", `/contact/broadcast-logs?contact_id=${fresh}`, { token: owner })).json).toMatchObject({ total: 0, data: [] });
    await db().update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, fresh));
    expect((await call("GET", `/contact/broadcast-logs?contact_id=${fresh}`, { token: owner })).status).toBe(404);
    const bad = await call("GET", "/contact/broadcast-logs?contact_id=abc", { token: owner });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.contact_id).toBeDefined();
    expect((await call("GET", "/contact/broadcast-logs", { token: owner })).status).toBe(422);
  });
});
