import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailMessages, emailSuppressions, locations, users } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { sendJob } from "@/lib/platform/jobs";
import { BLOCKED_CONTACT_OFF, BLOCKED_LOCATION_OFF, BLOCKED_SUPPRESSED, BLOCKED_USER_OFF, EMAIL_STATUS, MAIL_FROM_DEFAULT, WAITING_DNS } from "./constants";
import { emailSendJob } from "./job";
import { locationFrom } from "./sender";

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * "system": the product's own mail to a user (password resets, codes), never stopped by a
   * kill switch. "location": mail a location sends (to contacts), stopped by its switches.
   */
  kind?: "system" | "location";
  /** Carries a secret link for its recipient: the mailbox masks it for everyone else. */
  sensitive?: boolean;
  userId?: number | null;
  contactId?: number | null;
  locationId?: number | null;
};

export function mailFrom(): string {
  return process.env.MAIL_FROM || MAIL_FROM_DEFAULT;
}

/** Why a location's message must not go out, or null. */
async function blockedReason(db: Db, mail: OutgoingEmail): Promise<string | null> {
  if (mail.kind !== "location") return null;
  if (mail.locationId) {
    const [loc] = await db.select({ s: locations.emailStatus }).from(locations).where(eq(locations.id, mail.locationId));
    if (loc?.s === 0) return BLOCKED_LOCATION_OFF;
  }
  if (mail.userId) {
    const [u] = await db.select({ s: users.emailStatus }).from(users).where(eq(users.id, mail.userId));
    if (u?.s === 0) return BLOCKED_USER_OFF;
  }
  if (mail.contactId) {
    // Another location's contact is not this location's to email.
    if (!mail.locationId) throw new Error("sendEmail: a contact's email needs the location it is sent from");
    const [ct] = await db
      .select({ on: contacts.emailEnabled })
      .from(contacts)
      .where(and(eq(contacts.id, mail.contactId), eq(contacts.locationId, mail.locationId), isNull(contacts.deletedAt)));
    if (!ct) throw notFound("Contact");
    if (!ct.on) return BLOCKED_CONTACT_OFF;
  }
  if (mail.locationId) {
    // A bounced, complaining or unsubscribed address gets no more of the location's mail.
    const [sup] = await db
      .select({ id: emailSuppressions.id })
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.locationId, mail.locationId), sql`lower(${emailSuppressions.email}) = lower(${mail.to})`))
      .limit(1);
    if (sup) return BLOCKED_SUPPRESSED;
  }
  return null;
}

/**
 * Every email goes through here. The message is recorded first (what the email logs read),
 * then delivered by a job with retries; a blocked message is recorded with its reason and
 * never queued, a waiting one (broken sending domain DNS) is queued when the domain verifies. Returns the record's id.
 * Call it after your transaction commits: the job is queued on its own connection (and on
 * PGlite, one connection, a call inside a transaction would wait on that transaction).
 */
export async function sendEmail(db: Db, mail: OutgoingEmail): Promise<number> {
  const reason = await blockedReason(db, mail);
  // A location's mail comes from its verified sending domain, or waits while its DNS is broken.
  const sender = mail.kind === "location" && mail.locationId && !reason ? await locationFrom(db, mail.locationId, mailFrom()) : null;
  const status = reason ? EMAIL_STATUS.blocked : sender?.wait ? EMAIL_STATUS.waiting : EMAIL_STATUS.queued;
  const [row] = await db
    .insert(emailMessages)
    .values({
      kind: mail.kind ?? "system",
      sensitive: mail.sensitive ?? false,
      toAddress: mail.to,
      fromAddress: sender?.from ?? mailFrom(),
      dkimDomain: sender?.dkimDomain ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status,
      statusReason: reason ?? (status === EMAIL_STATUS.waiting ? WAITING_DNS : null),
      userId: mail.userId ?? null,
      contactId: mail.contactId ?? null,
      locationId: mail.locationId ?? null,
    })
    .returning({ id: emailMessages.id });
  // A queue hiccup leaves the record "queued"; the requeue sweep picks it up later.
  if (status === EMAIL_STATUS.queued) await sendJob(emailSendJob, { id: row.id }, { singletonKey: `email-${row.id}` }).catch((err) => console.error("email: queueing failed", err));
  return row.id;
}
