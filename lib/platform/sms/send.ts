import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, smsMessages } from "@/db/schema";
import { notFound, validationError } from "@/lib/http/errors";
import { sendJob } from "@/lib/platform/jobs";
import { BLOCKED_CONTACT_OFF, BLOCKED_LOCATION_OFF, SMS_STATUS } from "./constants";
import { smsSendJob } from "./job";
import { toE164 } from "./numbers";
import { smsSegments } from "./segments";

export type OutgoingSms = {
  /**
   * The sending location. Null for system SMS (sign-up verification codes): sent by the
   * TWILIO_* account or the outbox and, like system email, never blocked by a kill switch.
   */
  locationId: number | null;
  to: string;
  body: string;
  contactId?: number | null;
  userId?: number | null;
};

export const SMS_MAX_LENGTH = 1600;

async function blockedReason(db: Db, sms: OutgoingSms): Promise<string | null> {
  if (sms.locationId == null) return null;
  const [loc] = await db.select({ s: locations.smsStatus }).from(locations).where(eq(locations.id, sms.locationId));
  if (loc?.s === 0) return BLOCKED_LOCATION_OFF;
  if (sms.contactId) {
    const [ct] = await db
      .select({ on: contacts.smsEnabled })
      .from(contacts)
      .where(and(eq(contacts.id, sms.contactId), eq(contacts.locationId, sms.locationId!), isNull(contacts.deletedAt)));
    // Another location's contact is not this location's to text.
    if (!ct) throw notFound("Contact");
    if (!ct.on) return BLOCKED_CONTACT_OFF;
  }
  return null;
}

/**
 * Every SMS goes through here: recorded first (the SMS logs read it), then sent by a job
 * that keeps the sender's rate. A blocked message (kill switch, the contact replied STOP)
 * is recorded with its reason and never queued. Returns the record's id.
 * Call it after your transaction commits: the job is queued on its own connection (and on
 * PGlite, one connection, a call inside a transaction would wait on that transaction).
 * A caller that must record inside its own transaction uses recordSms, then queueSms after the commit.
 */
export async function sendSms(db: Db, sms: OutgoingSms): Promise<number> {
  const row = await recordSms(db, sms);
  if (row.queued) await queueSms(row.id);
  return row.id;
}

/** Records one SMS (blocked with its reason, or queued) and answers its id and whether to queue it; takes a transaction. */
export async function recordSms(db: Db, sms: OutgoingSms): Promise<{ id: number; queued: boolean }> {
  const to = toE164(sms.to);
  if (!to) throw validationError({ number: ["The number must be a valid phone number."] });
  const body = sms.body.trim();
  if (!body) throw validationError({ message: ["The message field is required."] });
  if (body.length > SMS_MAX_LENGTH) throw validationError({ message: [`The message may not be greater than ${SMS_MAX_LENGTH} characters.`] });
  const reason = await blockedReason(db, sms);
  const [row] = await db
    .insert(smsMessages)
    .values({
      locationId: sms.locationId,
      contactId: sms.contactId ?? null,
      userId: sms.userId ?? null,
      direction: "outbound",
      fromNumber: "",
      toNumber: to,
      body,
      segments: smsSegments(body),
      status: reason ? SMS_STATUS.blocked : SMS_STATUS.queued,
      statusReason: reason,
      isRead: true,
    })
    .returning({ id: smsMessages.id });
  return { id: row.id, queued: !reason };
}

export async function queueSms(id: number): Promise<void> {
  await sendJob(smsSendJob, { id }, { singletonKey: `sms-${id}` }).catch((err) => console.error("sms: queueing failed", err));
}
