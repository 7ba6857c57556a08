import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, memberships, numberDigits, smsMessages, twilioAccounts } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { openSecret } from "@/lib/platform/secrets";
import { EVENTS, publish, userChannel, type SmsReceivePayload } from "@/lib/platform/realtime";
import { SMS_STATUS, START_WORDS, STOP_WORDS } from "./constants";
import { digitForms, toE164 } from "./numbers";
import { smsSegments } from "./segments";

/** The location a Twilio number belongs to, with the token its webhooks are signed with. */
export async function accountForNumber(db: Db, to: string) {
  const e164 = toE164(to) ?? to;
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

/**
 * Records an inbound SMS for the location, applies STOP/START to the sender's contact, and
 * tells the location's users (realtime toast and the activity feed). Twilio retries a
 * webhook with the same MessageSid: the second delivery records and announces nothing.
 */
export async function receiveSms(db: Db, locationId: number, sms: InboundSms): Promise<{ id: number; duplicate: boolean }> {
  const from = toE164(sms.from) ?? sms.from;
  const [contact] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt), inArray(numberDigits(sql`${contacts.number}`), digitForms(from))))
    .orderBy(asc(contacts.id))
    .limit(1);
  const [row] = await db
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
  if (!row) {
    const [prev] = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.providerId, sms.messageSid));
    return { id: prev.id, duplicate: true };
  }

  const name = contact ? `${contact.firstName} ${contact.lastName}`.trim() || from : from;
  const keyword = optKeyword(sms.body);
  if (contact && keyword) {
    await db
      .update(contacts)
      .set({ smsEnabled: keyword === "start", updatedAt: new Date() })
      .where(and(eq(contacts.id, contact.id), eq(contacts.locationId, locationId)));
  }
  await recordActivity(db, {
    locationId,
    module: "sms",
    action: keyword === "stop" ? "opted-out" : keyword === "start" ? "opted-in" : "received",
    title: keyword === "stop" ? `${name} opted out of SMS` : keyword === "start" ? `${name} opted back in to SMS` : `New message from ${name}`,
    body: sms.body,
    contactId: contact?.id ?? null,
    data: { sms_id: row.id, from },
  });

  const payload: SmsReceivePayload = { location_id: locationId, contact_id: contact?.id ?? null, direction: "inbound", name, from, body: sms.body };
  const members = await db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.locationId, locationId));
  await Promise.all(members.map((m) => publish(userChannel("sms-receive", m.userId), EVENTS["sms-receive"], payload)));
  return { id: row.id, duplicate: false };
}
