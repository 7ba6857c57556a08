import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, memberships, numberDigits, smsMessages, twilioAccounts } from "@/db/schema";
import { announce, type ReceivedSms } from "@/lib/platform/events";
import { openSecret } from "@/lib/platform/secrets";
import { EVENTS, publish, userChannel, type SmsReceivePayload } from "@/lib/platform/realtime";
import { SMS_STATUS, START_WORDS, STOP_WORDS } from "./constants";
import { digitForms, toE164 } from "./numbers";
import { smsSegments } from "./segments";

/** The location a Twilio number belongs to, with the token its webhooks are signed with. */
export async function accountForNumber(db: Db, to: string) {
  const e164 = toE164(to);
  if (!e164) return null;
  const [acct] = await db
    .select({ locationId: twilioAccounts.locationId, authToken: twilioAccounts.authToken, accountSid: twilioAccounts.accountSid })
    .from(twilioAccounts)
    // Only a number verified with Twilio routes: a number merely typed into another
    // location's settings must not pick up (or sign) this number's messages.
    .where(and(eq(twilioAccounts.fromNumber, e164), eq(twilioAccounts.status, "connected")));
  if (!acct) return null;
  const authToken = openSecret(acct.authToken);
  if (!authToken) {
    console.error(`sms: location ${acct.locationId}'s Twilio token cannot be opened; inbound messages are refused until it is saved again`);
    return null;
  }
  return { ...acct, authToken };
}

export type InboundSms = { messageSid: string; from: string; to: string; body: string };

export function optKeyword(body: string): "stop" | "start" | null {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, "");
  if (STOP_WORDS.includes(word)) return "stop";
  if (START_WORDS.includes(word)) return "start";
  return null;
}

/** Text a database can store: NUL bytes dropped, unpaired UTF-16 halves made U+FFFD. */
export function storableText(s: string): string {
  return s.replace(/\u0000/g, "").replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/**
 * Records an inbound SMS for the location, applies STOP/START to the sender's contact and
 * adds the activity entry, all in one transaction; then tells the location's users
 * (realtime toast). Twilio retries a webhook with the same MessageSid: a message already
 * processed records and announces nothing, one whose first delivery stopped part-way is
 * finished. A keyword takes effect only if no later keyword from the contact has
 * (messages are ordered by their id, taken under the contact's row lock).
 */
export async function receiveSms(db: Db, locationId: number, raw: InboundSms): Promise<{ id: number; duplicate: boolean }> {
  const sms = { messageSid: storableText(raw.messageSid), from: storableText(raw.from), to: storableText(raw.to), body: storableText(raw.body) };
  const done = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const from = toE164(sms.from) ?? sms.from;
    // The row lock makes the contact's messages take turns: ids then follow processing order.
    const [contact] = await tx
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contacts)
      .where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt), inArray(numberDigits(sql`${contacts.number}`), digitForms(from))))
      .orderBy(asc(contacts.id))
      .limit(1)
      .for("update");
    const [inserted] = await tx
      .insert(smsMessages)
      .values({
        locationId,
        contactId: contact?.id ?? null,
        direction: "inbound",
        fromNumber: from,
        toNumber: toE164(sms.to) ?? sms.to,
        body: sms.body,
        segments: smsSegments(sms.body),
        status: SMS_STATUS.received,
        providerId: sms.messageSid,
        isRead: false,
        sentAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: smsMessages.id });
    let msg: ReceivedSms;
    const name = (c: typeof contact | undefined, number: string) => (c ? `${c.firstName} ${c.lastName}`.trim() || number : number);
    if (inserted) {
      msg = { id: inserted.id, contactId: contact?.id ?? null, from, body: sms.body, name: name(contact, from) };
    } else {
      const [prev] = await tx
        .select({ id: smsMessages.id, contactId: smsMessages.contactId, from: smsMessages.fromNumber, body: smsMessages.body, processedAt: smsMessages.processedAt })
        .from(smsMessages)
        .where(and(eq(smsMessages.providerId, sms.messageSid), eq(smsMessages.locationId, locationId)))
        .for("update");
      if (!prev || prev.processedAt) return { id: prev?.id ?? 0, duplicate: true, msg: null };
      const c = prev.contactId === contact?.id ? contact : undefined;
      msg = { id: prev.id, contactId: prev.contactId, from: prev.from, body: prev.body, name: name(c, prev.from) };
    }
    await processInbound(tx, locationId, msg);
    return { id: msg.id, duplicate: false, msg };
  });
  if (done.msg) {
    await toastUsers(db, locationId, done.msg);
    // After the commit, as every send: the modules that care hear of it (the location's webhooks).
    await announce("sms.received", { db, locationId, sms: done.msg }).catch((err) => console.error("sms: sms.received handlers failed", err));
  }
  return { id: done.id, duplicate: done.duplicate };
}

/** The keyword effect, what modules store with the message (the activity entry) and the processed mark (inside the caller's transaction). */
async function processInbound(tx: Db, locationId: number, m: ReceivedSms) {
  const keyword = optKeyword(m.body);
  if (m.contactId && keyword && !(await laterKeyword(tx, locationId, m))) {
    await tx
      .update(contacts)
      .set({ smsEnabled: keyword === "start", updatedAt: new Date() })
      .where(and(eq(contacts.id, m.contactId), eq(contacts.locationId, locationId)));
  }
  await announce("sms.received.record", { db: tx, locationId, sms: m, keyword });
  await tx.update(smsMessages).set({ processedAt: new Date() }).where(eq(smsMessages.id, m.id));
}

/** Whether a later message from the same contact already set their SMS opt state. */
async function laterKeyword(tx: Db, locationId: number, m: ReceivedSms): Promise<boolean> {
  const later = await tx
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.locationId, locationId),
        eq(smsMessages.contactId, m.contactId!),
        eq(smsMessages.direction, "inbound"),
        gt(smsMessages.id, m.id),
        isNotNull(smsMessages.processedAt),
      ),
    );
  return later.some((l) => optKeyword(l.body) !== null);
}

/** The realtime toast for the location's users: after commit, and best effort (it is ephemeral). */
async function toastUsers(db: Db, locationId: number, m: ReceivedSms) {
  const payload: SmsReceivePayload = { location_id: locationId, contact_id: m.contactId, direction: "inbound", name: m.name, from: m.from, body: m.body };
  const members = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.locationId, locationId));
  await Promise.all(members.map((u) => publish(userChannel("sms-receive", u.userId), EVENTS["sms-receive"], payload)));
}
