import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactBulkSendRecipients, contacts } from "@/db/schema";
import { formatCount } from "@/lib/format";
import { queueEmail } from "@/lib/platform/email/record";
import { recordContactEmail } from "./messages";
import { recordPortalLogin, type LoginRecipient } from "./portal-login";

/** One recipient of the bulk bar's sends, used by the request (bulk-send.ts) and the job (bulk-send-job.ts). */

export type BulkSendKind = "email" | "login";
export type Content = { subject: string; message: string };
export type Outcome = "sent" | "blocked" | "skipped";
export type BulkSendAnswer = { status: number; message: string; count: number; sent: number; blocked: number; skipped: number; queued: boolean };

export const recipientColumns = {
  id: contacts.id,
  locationId: contacts.locationId,
  firstName: contacts.firstName,
  email: contacts.email,
  portalActive: contacts.portalActive,
};

type Delivery = { outcome: Outcome; reason: string | null; /** The recorded email to queue after the commit. */ queued: number | null };

/**
 * Records one recipient's email or login link in the outbox (inside the caller's transaction,
 * so the job marks the recipient in the same one); the reason when it was not sent.
 */
export async function recordDelivery(db: Db, kind: BulkSendKind, from: { locationId: number; userId: number | null }, c: LoginRecipient, content: Content | null): Promise<Delivery> {
  if (kind === "login") {
    const r = await recordPortalLogin(db, c, from.userId);
    if (r === "skipped") return { outcome: "skipped", reason: "This contact has no portal access or no email address.", queued: null };
    return { outcome: "sent", reason: null, queued: r.queued ? r.id : null };
  }
  if (!c.email) return { outcome: "skipped", reason: "This contact has no email address.", queued: null };
  const r = await recordContactEmail(db, from, c, content!);
  return { outcome: r.blocked ? "blocked" : "sent", reason: r.blocked, queued: r.queued };
}

/** Sends one recipient its email or login link (recorded, then queued); the reason when it was not sent. */
export async function deliver(db: Db, kind: BulkSendKind, from: { locationId: number; userId: number | null }, c: LoginRecipient, content: Content | null): Promise<Omit<Delivery, "queued">> {
  const { queued, ...r } = await recordDelivery(db, kind, from, c, content);
  if (queued) await queueEmail(queued);
  return r;
}

const NOUN: Record<BulkSendKind, string> = { email: "Email", login: "Login details" };

/** The answer's and the activity feed's words for a finished send. */
export function summary(kind: BulkSendKind, t: { sent: number; blocked: number; skipped: number }): string {
  const notSent = t.blocked + t.skipped;
  const why = kind === "email" ? "no email address, email delivery off or unsubscribed" : "no portal access or no email address";
  const rest = notSent ? ` ${formatCount(notSent, "contact")} not sent to (${why}).` : "";
  return `${NOUN[kind]} ${kind === "email" ? "has" : "have"} been sent to ${formatCount(t.sent, "contact")}.${rest}`;
}

/**
 * Locks up to `limit` pending recipients of a send for the caller's transaction (FOR UPDATE SKIP
 * LOCKED, as the broadcast sender claims): another run side by side takes the next ones, and the
 * claim ends with the transaction. A worker killed mid-batch rolls back, so its recipients are
 * pending again for the retry: the claim lapses with the dead connection, nothing is half-recorded.
 */
export async function claimRecipients(tx: Db, sendId: number, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: contactBulkSendRecipients.contactId })
    .from(contactBulkSendRecipients)
    .where(and(eq(contactBulkSendRecipients.sendId, sendId), eq(contactBulkSendRecipients.state, "pending")))
    .orderBy(contactBulkSendRecipients.contactId)
    .limit(limit)
    .for("update", { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Marks recipients of a send with their outcome (in the transaction that recorded their messages). */
export async function markRecipients(tx: Db, sendId: number, state: Outcome, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(contactBulkSendRecipients)
    .set({ state })
    .where(and(eq(contactBulkSendRecipients.sendId, sendId), inArray(contactBulkSendRecipients.contactId, ids), sql`${contactBulkSendRecipients.state} = 'pending'`));
}

/** The live contacts of the send's location among `ids`. */
export function recipientsOf(db: Db, locationId: number, ids: number[]) {
  return db.select(recipientColumns).from(contacts).where(and(eq(contacts.locationId, locationId), inArray(contacts.id, ids), isNull(contacts.deletedAt)));
}
