import { and, eq, sql } from "drizzle-orm";
import twilio from "twilio";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, contacts, smsMessages, twilioAccounts } from "../../db/schema";
import { appUrl } from "../../lib/auth/app-url";
import { sealSecret } from "../../lib/platform/secrets";
import { handleTwilioSmsWebhook } from "../../lib/platform/sms/webhook";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "0123456789abcdef0123456789abcdef";
const NUMBER = "+15005550006";
const url = () => `${appUrl()}/api/webhooks/twilio/sms`;

let locationId = 0;
let contactId = 0;
let phone = 0;

/** Each test texts from its own contact, so their opt-outs do not mix. */
async function freshContact() {
  const number = `+1415555${String(200 + phone++).padStart(4, "0")}`;
  const [c] = await db().select().from(contacts).where(and(eq(contacts.locationId, locationId), sql`${contacts.id} > ${contactId}`)).orderBy(contacts.id).limit(1);
  await db().update(contacts).set({ number, smsEnabled: true }).where(eq(contacts.id, c.id));
  contactId = c.id;
  return { id: c.id, number };
}

function webhook(params: Record<string, string>) {
  return handleTwilioSmsWebhook(
    db(),
    new Request(url(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, url(), params) },
      body: new URLSearchParams(params).toString(),
    }),
  );
}
const msg = (sid: string, body: string, from: string) => ({ AccountSid: SID, MessageSid: sid, From: from, To: NUMBER, Body: body });
const enabled = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0].smsEnabled;
const stored = (sid: string) => db().select().from(smsMessages).where(eq(smsMessages.providerId, sid));
const activityFor = async (smsId: number) =>
  db().select().from(activities).where(and(eq(activities.locationId, locationId), sql`(${activities.data}->>'sms_id')::int = ${smsId}`));

beforeAll(async () => {
  locationId = (await demoIds(db())).downtown;
  await db().insert(twilioAccounts).values({ locationId, accountSid: SID, authToken: sealSecret(TOKEN), fromNumber: NUMBER, status: "connected" });
});

describe("inbound SMS durability", () => {
  it("writes the message, its activity and the STOP in one transaction: a failure part-way leaves none of them", async () => {
    const c = await freshContact();
    // Make the activity insert fail, as a crash between the writes would.
    await db().execute(sql`create table if not exists activity_breaker (on_ boolean)`);
    await db().execute(sql`insert into activity_breaker values (true)`);
    await db().execute(sql`create or replace function break_activity() returns trigger language plpgsql as $$
      begin if exists (select 1 from activity_breaker) then raise exception 'activity store down'; end if; return new; end $$`);
    await db().execute(sql`create trigger break_activity before insert on activities for each row execute function break_activity()`);
    try {
      await expect(webhook(msg("SMtx1", "STOP", c.number))).rejects.toThrow();
      expect(await stored("SMtx1")).toHaveLength(0);
      expect(await enabled(c.id)).toBe(true);
    } finally {
      await db().execute(sql`delete from activity_breaker`);
    }
    // Twilio retries: now everything lands, once.
    expect((await webhook(msg("SMtx1", "STOP", c.number))).status).toBe(200);
    expect((await webhook(msg("SMtx1", "STOP", c.number))).status).toBe(200);
    const [row] = await stored("SMtx1");
    expect(await enabled(c.id)).toBe(false);
    expect(await activityFor(row.id)).toHaveLength(1);
  });

  it("a retry finishes a message whose first delivery died after recording it, and only once", async () => {
    const c = await freshContact();
    const [partial] = await db()
      .insert(smsMessages)
      .values({ locationId, contactId: c.id, direction: "inbound", fromNumber: c.number, toNumber: NUMBER, body: "STOP", status: "received", providerId: "SMpart1" })
      .returning({ id: smsMessages.id });
    expect((await webhook(msg("SMpart1", "STOP", c.number))).status).toBe(200);
    expect(await enabled(c.id)).toBe(false);
    expect(await activityFor(partial.id)).toHaveLength(1);
    expect((await stored("SMpart1"))[0].processedAt).not.toBeNull();
    expect((await webhook(msg("SMpart1", "STOP", c.number))).status).toBe(200);
    expect(await activityFor(partial.id)).toHaveLength(1);
    expect(await stored("SMpart1")).toHaveLength(1);
  });

  it("STOP then START in the same second: START stays in force even when STOP's retry is finished after it", async () => {
    const c = await freshContact();
    const now = new Date();
    // STOP arrived first and died part-way; START arrived next (same second) and completed.
    await db()
      .insert(smsMessages)
      .values({ locationId, contactId: c.id, direction: "inbound", fromNumber: c.number, toNumber: NUMBER, body: "STOP", status: "received", providerId: "SMord1", createdAt: now, sentAt: now });
    expect((await webhook(msg("SMord2", "START", c.number))).status).toBe(200);
    expect(await enabled(c.id)).toBe(true);
    // Twilio's retry of the STOP is recorded in the feed but does not undo the later START.
    expect((await webhook(msg("SMord1", "STOP", c.number))).status).toBe(200);
    expect(await enabled(c.id)).toBe(true);
    const [stop] = await stored("SMord1");
    expect(await activityFor(stop.id)).toHaveLength(1);
  });

  it("STOP and START sent together: the one recorded last is in force", async () => {
    const c = await freshContact();
    await Promise.all([webhook(msg("SMpar1", "STOP", c.number)), webhook(msg("SMpar2", "START", c.number))]);
    const rows = await db().select().from(smsMessages).where(sql`${smsMessages.providerId} in ('SMpar1', 'SMpar2')`).orderBy(smsMessages.id);
    expect(rows).toHaveLength(2);
    expect(await enabled(c.id)).toBe(rows[1].body === "START");
  });

  it("strips NUL bytes and broken characters from the form body instead of failing", async () => {
    const c = await freshContact();
    const res = await webhook(msg("SMnul1", "hi\u0000there \ud800!", c.number));
    expect(res.status).toBe(200);
    const [row] = await stored("SMnul1");
    expect(row.body).toBe("hithere \ufffd!");
    // A To that is not a number at all, NUL included, is refused like any unknown number.
    expect((await webhook({ ...msg("SMnul2", "x", c.number), To: "\u0000" })).status).toBe(403);
  });
});
