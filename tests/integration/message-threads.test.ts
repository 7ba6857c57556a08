/**
 * The message centre's thread list reads `message_threads`, a summary triggers keep in the
 * statement that writes each message (migration 0032). After every kind of write (send, receive,
 * portal reply, mark read/unread, archive, a delete, a message moved to another contact, several
 * rows in one statement) the summary is what the messages say: the newest message and the count
 * of unread inbound ones. `fromMessages` is that truth, computed the slow way.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, portalMessages, smsMessages } from "../../db/schema";
import { receiveSms } from "../../lib/platform/sms/inbound";
import { replyFromPortal } from "../../lib/portal-chat/post";
import { call, loginAs } from "../helpers/api";
import { queryRows, setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
});

let seq = 0;
async function contact(locationId: number) {
  seq++;
  const [c] = await db()
    .insert(contacts)
    .values({ locationId, firstName: `Thread${seq}`, lastName: "Person", number: `+1415666${String(1000 + seq).padStart(4, "0")}`, status: "Client", tab: "clients" })
    .returning({ id: contacts.id, number: contacts.number });
  return c;
}

const inbound = (c: { number: string | null }, body: string) =>
  receiveSms(db(), ids.downtown, { messageSid: `SMthr${++seq}x${Date.now()}`, from: c.number!, to: "+15005550006", body });

type Summary = { contact_id: number; last_id: number | null; last_body: string | null; last_inbound: boolean | null; unread: number };

/** The maintained summary of the location's threads on a channel. */
const kept = (channel: "sms" | "portal") =>
  queryRows<Summary>(
    db(),
    sql`select contact_id, last_id, last_body, last_inbound, unread from message_threads
        where location_id = ${ids.downtown} and channel = ${channel} and last_id is not null order by contact_id`,
  );

/** The same, computed from every message (what the list used to do on each request). */
function fromMessages(channel: "sms" | "portal") {
  const table = sql.raw(channel === "sms" ? "sms_messages" : "portal_messages");
  const inbound = sql.raw(channel === "sms" ? "m.direction = 'inbound'" : "m.sender = 'contact'");
  return queryRows<Summary>(
    db(),
    sql`select * from (
          select distinct on (m.contact_id) m.contact_id, m.id as last_id, m.body as last_body, (${inbound}) as last_inbound,
            (count(*) filter (where ${inbound} and not m.is_read) over (partition by m.contact_id))::int as unread
          from ${table} m where m.location_id = ${ids.downtown} and m.contact_id is not null
          order by m.contact_id, m.id desc) s
        order by contact_id`,
  );
}

async function expectInStep() {
  for (const channel of ["sms", "portal"] as const) expect(await kept(channel), channel).toEqual(await fromMessages(channel));
}

type Row = { contact_id: number; unread: number; last_message: string; last_direction: string; archived: boolean };
const list = async (tab: string, channel = "sms-center", extra = "per_page=100") =>
  (await call("GET", `/${channel}/contacts?tab=${tab}&${extra}`, { token: owner })).json as { data: Row[]; total: number };
const thread = async (id: number, tab = "inbox", channel = "sms-center") => (await list(tab, channel)).data.find((t) => t.contact_id === id);

describe("message_threads summary", () => {
  it("follows send, receive, mark read and unread, and archive on SMS", async () => {
    const a = await contact(ids.downtown);
    await inbound(a, "first");
    await inbound(a, "second");
    expect(await thread(a.id)).toMatchObject({ unread: 2, last_message: "second", last_direction: "inbound" });
    await expectInStep();

    expect((await call("POST", "/contact/send-sms", { token: owner, body: { contact_id: a.id, message: "reply" } })).json.status).toBe(1);
    expect(await thread(a.id)).toMatchObject({ unread: 2, last_message: "reply", last_direction: "outbound" });
    await expectInStep();

    await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [a.id], is_read: 1 } });
    expect((await thread(a.id))?.unread).toBe(0);
    expect((await list("unread")).data.some((t) => t.contact_id === a.id)).toBe(false);
    // Read again: nothing to change, the count stays at zero (never negative).
    await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [a.id], is_read: 1 } });
    expect((await thread(a.id))?.unread).toBe(0);
    await call("PATCH", "/sms-center/mark-read-unread", { token: owner, body: { contact_ids: [a.id], is_read: 0 } });
    expect(await thread(a.id, "unread")).toMatchObject({ unread: 1, last_message: "reply" });
    await expectInStep();

    await call("PATCH", "/sms-center/archive-unarchive", { token: owner, body: { contact_ids: [a.id], archived: 1 } });
    expect(await thread(a.id)).toBeUndefined();
    expect(await thread(a.id, "archived")).toMatchObject({ archived: true, unread: 1, last_message: "reply" });
    await inbound(a, "back again");
    expect(await thread(a.id)).toMatchObject({ archived: false, unread: 2, last_message: "back again" });
    await expectInStep();
  });

  it("follows portal messages both ways and their read flag", async () => {
    const c = await contact(ids.downtown);
    expect((await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: c.id, message: "welcome" } })).status).toBe(201);
    expect(await thread(c.id, "inbox", "portal-chat")).toMatchObject({ unread: 0, last_message: "welcome", last_direction: "outbound" });
    await replyFromPortal(db(), c.id, "thanks");
    await replyFromPortal(db(), c.id, "and a question");
    expect(await thread(c.id, "unread", "portal-chat")).toMatchObject({ unread: 2, last_message: "and a question", last_direction: "inbound" });
    await call("PATCH", "/portal-chat/mark-read-unread", { token: owner, body: { contact_ids: [c.id], is_read: 1 } });
    expect((await thread(c.id, "inbox", "portal-chat"))?.unread).toBe(0);
    await expectInStep();
  });

  it("stays right for writes outside the services: several rows at once, a moved message, deletes", async () => {
    const a = await contact(ids.downtown);
    const b = await contact(ids.downtown);
    const row = (contactId: number, body: string, direction: "inbound" | "outbound", isRead = false) => ({
      locationId: ids.downtown, contactId, direction, body, isRead, fromNumber: "+15005550001", toNumber: "+15005550006", status: direction === "inbound" ? "received" : "sent",
    });
    // One statement, two threads, out of order within a thread's rows.
    const [x1, , x3] = await db()
      .insert(smsMessages)
      .values([row(a.id, "a1", "inbound"), row(b.id, "b1", "inbound", true), row(a.id, "a2", "outbound"), row(b.id, "b2", "inbound")])
      .returning({ id: smsMessages.id });
    await expectInStep();
    expect(await thread(a.id)).toMatchObject({ unread: 1, last_message: "a2" });
    expect(await thread(b.id)).toMatchObject({ unread: 1, last_message: "b2" });

    // The last message edited, then moved to the other contact: both threads are counted again.
    await db().update(smsMessages).set({ body: "a2 edited" }).where(eq(smsMessages.id, x3.id));
    expect((await thread(a.id))?.last_message).toBe("a2 edited");
    await db().update(smsMessages).set({ contactId: b.id }).where(eq(smsMessages.id, x3.id));
    expect(await thread(a.id)).toMatchObject({ unread: 1, last_message: "a1", last_direction: "inbound" });
    // b's newest is still b2 (a later id than the moved message).
    expect(await thread(b.id)).toMatchObject({ unread: 1, last_message: "b2", last_direction: "inbound" });
    await expectInStep();

    // A status update (the frequent write) changes nothing the summary holds.
    await db().update(smsMessages).set({ status: "delivered" }).where(eq(smsMessages.id, x3.id));
    await expectInStep();

    await db().delete(smsMessages).where(eq(smsMessages.id, x1.id));
    expect(await thread(a.id)).toBeUndefined();
    await expectInStep();

    // A deleted contact takes its thread with it (its SMS keep no contact).
    await db().delete(contacts).where(eq(contacts.id, b.id));
    expect(await thread(b.id)).toBeUndefined();
    await expectInStep();

    const p = await contact(ids.downtown);
    await replyFromPortal(db(), p.id, "to delete");
    await db().delete(portalMessages).where(eq(portalMessages.contactId, p.id));
    expect(await thread(p.id, "inbox", "portal-chat")).toBeUndefined();
    await expectInStep();
  });

  it("pages newest first with the same rows as one long page, and counts the tab", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const c = await contact(ids.downtown);
      await inbound(c, `page ${i}`);
      made.push(c.id);
    }
    const all = await list("inbox");
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) pages.push(...(await list("inbox", "sms-center", `per_page=2&page=${page}`)).data);
    expect(pages.map((t) => t.contact_id)).toEqual(all.data.map((t) => t.contact_id));
    expect(all.data.slice(0, 5).map((t) => t.contact_id)).toEqual([...made].reverse());
    expect((await list("inbox", "sms-center", "per_page=2")).total).toBe(all.total);
  });
});
