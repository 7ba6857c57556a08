import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, emailMessages, emailSuppressions, locations, recoveryPages } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { notFound } from "@/lib/http/errors";
import { contactFromLinkToken } from "@/lib/merge-fields/links";
import { sendEmail } from "@/lib/platform/email";
import { recordEmailEvent, suppressEmail } from "@/lib/platform/email/events";
import { checkResubscribeToken, readMessageToken, resubscribeToken } from "@/lib/platform/email/tokens";
import { escapeHtml } from "@/lib/utils/html";
import { EMAIL_LOG_MSG, RECOVERY_DEFAULTS } from "./constants";
import type { RecoveryPage, RecoverySave } from "./schemas";

/**
 * Unsubscribing and coming back (doc 2 s7 "recovery page"). The recovery page of a location is
 * addressed by the location's public id (`/resubscribes/{id}`, `/recovery-page/{id}/...`), a
 * random uuid: the sequential location id would let anyone count through every company's page.
 * One page per location, its defaults until a coach saves one.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page of the location that `where` names, with that location's id (never on the wire). */
async function pageWhere(db: Db, where: SQL): Promise<{ locationId: number; page: RecoveryPage } | null> {
  const [row] = await db
    .select({ locationId: locations.id, publicId: locations.publicId, business: locations.businessname, headline: recoveryPages.headline, text: recoveryPages.text, button: recoveryPages.button, logo: recoveryPages.logo })
    .from(locations)
    .leftJoin(recoveryPages, eq(recoveryPages.locationId, locations.id))
    .where(where);
  if (!row) return null;
  const saved = row.headline !== null;
  const page = {
    id: row.publicId,
    business_name: row.business,
    headline: saved ? row.headline! : RECOVERY_DEFAULTS.headline,
    text: saved ? row.text! : RECOVERY_DEFAULTS.text,
    button: saved ? row.button! : RECOVERY_DEFAULTS.button,
    logo: saved ? row.logo : RECOVERY_DEFAULTS.logo,
  };
  return { locationId: row.locationId, page };
}

const pageOf = async (db: Db, locationId: number) => (await pageWhere(db, eq(locations.id, locationId)))?.page ?? null;

/**
 * A public link's page by the location's public id, or null: anything but a uuid (an old
 * numeric link included) names no page, and is never cast by the database (a 500).
 */
export async function recoveryPageByPublicId(db: Db, publicId: string) {
  return UUID.test(publicId) ? pageWhere(db, eq(locations.publicId, publicId.toLowerCase())) : null;
}

/** The public link of a location's recovery page (its path; with an address and its token when given). */
function recoveryPageLink(publicId: string, who?: { email: string; token: string }): string {
  return `${appUrl()}/resubscribes/${publicId}${who ? `?email=${encodeURIComponent(who.email)}&token=${who.token}` : ""}`;
}

export async function getRecoveryPage(db: Db, ctx: Ctx): Promise<RecoveryPage> {
  return (await pageOf(db, ctx.locationId))!;
}

export async function saveRecoveryPage(db: Db, ctx: Ctx, input: RecoverySave) {
  const values = { headline: input.headline, text: input.text, button: input.button, logo: input.logo ?? null };
  await db
    .insert(recoveryPages)
    .values({ locationId: ctx.locationId, ...values })
    .onConflictDoUpdate({ target: recoveryPages.locationId, set: { ...values, updatedAt: new Date() } });
  return { status: 1, message: EMAIL_LOG_MSG.recoverySaved, data: (await pageOf(db, ctx.locationId))! };
}

/** The public page's settings (no session), by the location's public id: anything else is a 404. */
export async function publicRecoveryPage(db: Db, publicId: string): Promise<RecoveryPage> {
  const found = await recoveryPageByPublicId(db, publicId);
  if (!found) throw notFound("Recovery page");
  return found.page;
}

/**
 * The unsubscribe link's button, and the one-click POST mail clients send (RFC 8058): the address
 * is suppressed for the message's location and an "unsubscribe" event recorded on the message.
 * Takes a sent message's token, or a contact link token (a message from before delivery tracking).
 * Answers where the recovery page is and the token its resubscribe button needs.
 */
export async function unsubscribe(db: Db, token: string) {
  const target = await unsubscribeTarget(db, token);
  const messageId = readMessageToken(token);
  const who = target && { ...target, messageId };
  if (!who) throw notFound("Email");
  const fresh = await suppressEmail(db, { locationId: who.locationId, email: who.email, type: "unsubscribe", reason: "Unsubscribed from an email link" });
  if (fresh && who.messageId !== null) await recordEmailEvent(db, { messageId: who.messageId, type: "unsubscribe" });
  const page = (await pageOf(db, who.locationId))!;
  return { status: 1, message: EMAIL_LOG_MSG.unsubscribed, recovery_page_id: page.id, email: who.email.toLowerCase(), token: resubscribeToken(who.locationId, who.email) };
}

/**
 * The recovery page's button: with the signed token of that address (from the unsubscribe page or
 * the confirmation email) the address may be mailed again at once. Without it (someone typing an
 * address) a confirmation link goes to that address instead, and the answer is the same whether
 * or not the address was unsubscribed, so the page tells no one who is on the list.
 */
export async function resubscribe(db: Db, publicId: string, input: { email: string; token?: string }) {
  const found = await recoveryPageByPublicId(db, publicId);
  if (!found) throw notFound("Recovery page");
  const { locationId, page } = found;
  const mine = and(eq(emailSuppressions.locationId, locationId), eq(emailSuppressions.type, "unsubscribe"), sql`lower(${emailSuppressions.email}) = ${input.email}`);
  if (input.token && checkResubscribeToken(locationId, input.email, input.token)) {
    await db.delete(emailSuppressions).where(mine);
    return { status: 1, message: EMAIL_LOG_MSG.resubscribed, confirmed: true };
  }
  const [listed] = await db.select({ id: emailSuppressions.id }).from(emailSuppressions).where(mine).limit(1);
  if (listed) {
    const link = recoveryPageLink(page.id, { email: input.email, token: resubscribeToken(locationId, input.email) });
    const name = escapeHtml(page.business_name);
    // The person asked for it: a system email, which an unsubscribe does not block.
    await sendEmail(db, {
      to: input.email,
      subject: `Confirm your subscription to ${page.business_name}`,
      html: `<p>Someone asked to receive emails from ${name} again at this address.</p><p><a href="${escapeHtml(link)}">Confirm and resubscribe</a></p><p>If it was not you, ignore this email.</p>`,
      text: `Someone asked to receive emails from ${page.business_name} again at this address.\n\nConfirm and resubscribe: ${link}\n\nIf it was not you, ignore this email.`,
      kind: "system",
      locationId,
      source: "recovery-page",
    });
  }
  return { status: 1, message: EMAIL_LOG_MSG.confirmSent, confirmed: false };
}

/** The web view of a sent message (`/view/{token}`): its HTML as delivered, or null. */
export async function webViewMessage(db: Db, token: string) {
  const messageId = readMessageToken(token);
  if (messageId === null) return null;
  const [m] = await db
    .select({ subject: emailMessages.subject, html: emailMessages.html, locationId: emailMessages.locationId, kind: emailMessages.kind })
    .from(emailMessages)
    .where(eq(emailMessages.id, messageId));
  return m && m.locationId && m.kind === "location" ? { subject: m.subject, html: m.html } : null;
}

/** Who an unsubscribe link names, for its page (before the button is pressed), or null. */
export async function unsubscribeTarget(db: Db, token: string): Promise<{ locationId: number; email: string } | null> {
  const messageId = readMessageToken(token);
  if (messageId !== null) {
    const [m] = await db.select({ locationId: emailMessages.locationId, to: emailMessages.toAddress }).from(emailMessages).where(eq(emailMessages.id, messageId));
    return m?.locationId ? { locationId: m.locationId, email: m.to } : null;
  }
  const named = contactFromLinkToken(token);
  if (!named) return null;
  const [c] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, named.contactId), eq(contacts.locationId, named.locationId), isNull(contacts.deletedAt)));
  return c?.email ? { locationId: named.locationId, email: c.email } : null;
}
