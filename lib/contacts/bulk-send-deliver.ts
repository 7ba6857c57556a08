import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contactBulkSendRecipients, contacts } from "@/db/schema";
import { formatCount } from "@/lib/format";
import { emailContact } from "./messages";
import { sendPortalLogin, type LoginRecipient } from "./portal-login";

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

/** Sends one recipient its email or login link; the reason when it was not sent. */
export async function deliver(
  db: Db,
  kind: BulkSendKind,
  from: { locationId: number; userId: number | null },
  c: LoginRecipient,
  content: Content | null,
): Promise<{ outcome: Outcome; reason: string | null }> {
  if (kind === "login") {
    const outcome = await sendPortalLogin(db, c, from.userId);
    return { outcome, reason: outcome === "skipped" ? "This contact has no portal access or no email address." : null };
  }
  if (!c.email) return { outcome: "skipped", reason: "This contact has no email address." };
  const blocked = await emailContact(db, from, c, content!);
  return { outcome: blocked ? "blocked" : "sent", reason: blocked };
}

const NOUN: Record<BulkSendKind, string> = { email: "Email", login: "Login details" };

/** The answer's and the activity feed's words for a finished send. */
export function summary(kind: BulkSendKind, t: { sent: number; blocked: number; skipped: number }): string {
  const notSent = t.blocked + t.skipped;
  const why = kind === "email" ? "no email address, email delivery off or unsubscribed" : "no portal access or no email address";
  const rest = notSent ? ` ${formatCount(notSent, "contact")} not sent to (${why}).` : "";
  return `${NOUN[kind]} ${kind === "email" ? "has" : "have"} been sent to ${formatCount(t.sent, "contact")}.${rest}`;
}

/** Claims up to `limit` pending recipients of a send; a second run never claims the same ones. */
export async function claimRecipients(db: Db, sendId: number, limit: number): Promise<number[]> {
  const pending = db
    .select({ id: contactBulkSendRecipients.contactId })
    .from(contactBulkSendRecipients)
    .where(and(eq(contactBulkSendRecipients.sendId, sendId), eq(contactBulkSendRecipients.state, "pending")))
    .orderBy(contactBulkSendRecipients.contactId)
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(contactBulkSendRecipients)
    .set({ state: "claimed" })
    .where(and(eq(contactBulkSendRecipients.sendId, sendId), eq(contactBulkSendRecipients.state, "pending"), inArray(contactBulkSendRecipients.contactId, pending)))
    .returning({ id: contactBulkSendRecipients.contactId });
  return rows.map((r) => r.id);
}

/** The live contacts of the send's location among `ids`. */
export function recipientsOf(db: Db, locationId: number, ids: number[]) {
  return db.select(recipientColumns).from(contacts).where(and(eq(contacts.locationId, locationId), inArray(contacts.id, ids), isNull(contacts.deletedAt)));
}
