import "server-only";
import { eq } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js";
import type { Db } from "@/db";
import { emailMessages, smsMessages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { SMS_STATUS } from "@/lib/platform/sms/constants";
import { toE164 } from "@/lib/platform/sms/numbers";
import { sendSms } from "@/lib/platform/sms/send";
import { escapeHtml } from "@/lib/utils/html";
import { renderEmail } from "@/lib/merge-fields/render";
import { fetchContact } from "./crud";

/**
 * The SMS and email a coach sends from a profile, through the platform senders (recorded,
 * then queued; a kill switch or the contact's delivery status blocks and records the reason).
 * The spec's answers (doc 2 s4): SMS status 1 when queued, else the server's message; email
 * status 1, or -1 with the reason.
 */

type Sent = { status: number; message: string };

export async function sendContactSms(db: Db, ctx: Ctx, input: { contact_id: number; message: string }): Promise<Sent> {
  const contact = await fetchContact(db, ctx, input.contact_id);
  if (!contact.number) return { status: 0, message: "This contact has no phone number." };
  // A number typed without "+" is read in the contact's phone country (update-phone-country-code).
  const to = contact.phone_country_code ? toE164(contact.number, contact.phone_country_code as CountryCode) : toE164(contact.number);
  // A number on file that cannot be texted is told as the server's message, not a form error.
  if (!to) return { status: 0, message: "This contact's phone number cannot receive SMS." };
  const id = await sendSms(db, { locationId: ctx.locationId, to, body: input.message, contactId: contact.id, userId: ctx.userId });
  const [row] = await db.select({ status: smsMessages.status, reason: smsMessages.statusReason }).from(smsMessages).where(eq(smsMessages.id, id));
  return row.status === SMS_STATUS.blocked ? { status: 0, message: row.reason ?? "The SMS was not sent." } : { status: 1, message: "SMS has been queued." };
}

/** A coach's plain-text message as the email's HTML: paragraphs and line breaks, escaped. */
export function messageHtml(message: string): string {
  return message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * Emails one contact of a location a coach's message, rendered like every message (merge fields,
 * the default signature when it applies to all; the unsubscribe footer is added at delivery) and
 * sent through the platform sender (suppressions, kill switches and the contact's email delivery
 * honoured): null when sent, else why not. The
 * profile's send and the bulk bar's (lib/contacts/bulk-send.ts) both go through here.
 */
export async function emailContact(
  db: Db,
  from: { locationId: number; userId: number | null },
  contact: { id: number; email: string | null },
  content: { subject: string; message: string },
): Promise<string | null> {
  const r = await recordContactEmail(db, from, contact, content);
  if (r.queued) await queueEmail(r.queued);
  return r.blocked;
}

/**
 * emailContact's record step alone, for a caller that records inside its own transaction (the
 * bulk-send job marks the recipient in the same one) and queues `queued` after the commit.
 */
export async function recordContactEmail(
  db: Db,
  from: { locationId: number; userId: number | null },
  contact: { id: number; email: string | null },
  content: { subject: string; message: string },
): Promise<{ blocked: string | null; queued: number | null }> {
  if (!contact.email) return { blocked: "This contact has no email address.", queued: null };
  // The one render of a message: merge fields, the signature when it applies to all, inlined CSS.
  const mail = await renderEmail(db, from.locationId, contact.id, { subject: content.subject, body: messageHtml(content.message) }, { subject: "subject", body: "message" });
  const row = await recordEmail(db, {
    to: contact.email,
    ...mail,
    kind: "location",
    locationId: from.locationId,
    userId: from.userId,
    contactId: contact.id,
    source: "contact",
  });
  if (row.queued) return { blocked: null, queued: row.id };
  const [m] = await db.select({ status: emailMessages.status, reason: emailMessages.statusReason }).from(emailMessages).where(eq(emailMessages.id, row.id));
  return { blocked: m.status === EMAIL_STATUS.blocked ? (m.reason ?? "The email was not sent.") : null, queued: null };
}

export async function sendContactEmail(db: Db, ctx: Ctx, input: { contact_id: number; subject: string; message: string }): Promise<Sent> {
  const contact = await fetchContact(db, ctx, input.contact_id);
  const blocked = await emailContact(db, ctx, contact, input);
  return blocked ? { status: -1, message: blocked } : { status: 1, message: "Email has been sent successfully!" };
}
