import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailMessages, emailSuppressions, locations, users } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { sendJob } from "@/lib/platform/jobs";
import { BLOCKED_CONTACT_OFF, BLOCKED_LOCATION_OFF, BLOCKED_SUPPRESSED, BLOCKED_USER_OFF, EMAIL_STATUS, isTransactional, MAIL_FROM_DEFAULT, WAITING_DNS } from "./constants";
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
  /** What sent it ("broadcast", "template", "contact"...) and that record's id: the delivery log's source. */
  source?: string | null;
  sourceId?: number | null;
  /** Small files (an invoice PDF): stored with the record, delivered with the message. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
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
      .where(
        and(
          eq(emailSuppressions.locationId, mail.locationId),
          sql`lower(${emailSuppressions.email}) = lower(${mail.to})`,
          // An unsubscribe stops marketing, not a buyer's receipt.
          isTransactional(mail.source) ? ne(emailSuppressions.type, "unsubscribe") : undefined,
        ),
      )
      .limit(1);
    if (sup) return BLOCKED_SUPPRESSED;
  }
  return null;
}

/**
 * Records one email (blocked with its reason, waiting for its domain's DNS, or queued) and
 * answers its id and whether it must be queued. Takes a transaction: a sender that marks its
 * own work done in the same transaction (a broadcast recipient) records exactly one message,
 * then calls queueEmail after the commit (a lost queue call is picked up by email.requeue).
 */
export async function recordEmail(db: Db, mail: OutgoingEmail): Promise<{ id: number; queued: boolean }> {
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
      source: mail.source ?? null,
      sourceId: mail.sourceId ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString("base64") })),
    })
    .returning({ id: emailMessages.id });
  return { id: row.id, queued: status === EMAIL_STATUS.queued };
}

/** Queues a recorded email's delivery. A queue hiccup leaves the record "queued"; the requeue sweep picks it up later. */
export async function queueEmail(id: number): Promise<void> {
  await sendJob(emailSendJob, { id }, { singletonKey: `email-${id}` }).catch((err) => console.error("email: queueing failed", err));
}
