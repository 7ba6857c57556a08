import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contactPortalTokens, contacts, locations } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { appUrl } from "@/lib/auth/app-url";
import { hashPassword } from "@/lib/auth/password";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { notFound, validationError } from "@/lib/http/errors";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { escapeHtml } from "@/lib/utils/html";
import { PORTAL_LINK_INVALID, PORTAL_LINK_TTL_HOURS, PORTAL_SET_PASSWORD_PATH } from "./portal-constants";

/**
 * Client-portal logins (doc 2 s2 "portal accounts", s6 "resend login"): a contact with portal
 * access is emailed a link to set their own password. Only the token's SHA-256 is stored; a
 * link expires after PORTAL_LINK_TTL_HOURS and is spent by its first use. Passwords are argon2id,
 * as users' are, and never sent anywhere.
 */

export type LoginRecipient = { id: number; locationId: number; firstName: string; email: string | null; portalActive: boolean };

/**
 * Issues a link and emails it. "system" mail (like a password reset, never stopped by a kill
 * switch) and `sensitive`, so the location's mailbox masks the link for everyone but the client.
 * Answers "skipped" for a contact without portal access or an email address.
 */
export async function sendPortalLogin(db: Db, c: LoginRecipient, userId: number | null): Promise<"sent" | "skipped"> {
  const r = await recordPortalLogin(db, c, userId);
  if (r === "skipped") return r;
  if (r.queued) await queueEmail(r.id);
  return "sent";
}

/**
 * sendPortalLogin's record step alone (the link and its email, in the caller's transaction):
 * the bulk-send job marks the recipient in the same transaction and queues after the commit.
 */
export async function recordPortalLogin(db: Db, c: LoginRecipient, userId: number | null): Promise<"skipped" | { id: number; queued: boolean }> {
  if (!c.portalActive || !c.email) return "skipped";
  const token = newToken();
  await db.insert(contactPortalTokens).values({
    locationId: c.locationId,
    contactId: c.id,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(hours => ${PORTAL_LINK_TTL_HOURS})`,
  });
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, c.locationId));
  const business = loc?.name || "your coach";
  const link = `${appUrl()}${PORTAL_SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const name = c.firstName || "there";
  return recordEmail(db, {
    to: c.email,
    kind: "system",
    sensitive: true,
    locationId: c.locationId,
    contactId: c.id,
    userId,
    subject: `Your client portal login for ${business}`,
    text: `Hi ${name},\n\n${business} has given you access to their client portal. Open this link within ${PORTAL_LINK_TTL_HOURS} hours to set your password:\n${link}\n\nYou sign in with this email address (${c.email}).\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(business)} has given you access to their client portal. Open this link within ${PORTAL_LINK_TTL_HOURS} hours to set your password:</p><p><a href="${link}">Set your password</a></p><p>You sign in with this email address (${escapeHtml(c.email)}).</p>`,
  });
}

/**
 * What the set-password page needs of a link: the location it was sent for (whose white label
 * the page wears, even when the link is spent) and whether it can still be used, so the server
 * decides between the form and the expired state. Null: no such link.
 */
export async function portalLinkState(db: Db, token: string): Promise<{ locationId: number; usable: boolean } | null> {
  if (!token || token.length > 256) return null;
  const [row] = await db
    .select({
      locationId: contactPortalTokens.locationId,
      usable: sql<boolean>`${contactPortalTokens.usedAt} is null and ${contactPortalTokens.expiresAt} > now() and ${contacts.deletedAt} is null and ${contacts.portalActive}`,
    })
    .from(contactPortalTokens)
    .innerJoin(contacts, and(eq(contacts.id, contactPortalTokens.contactId), eq(contacts.locationId, contactPortalTokens.locationId)))
    .where(eq(contactPortalTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row ? { locationId: row.locationId, usable: Boolean(row.usable) } : null;
}

/**
 * Spends the link and sets the password, in one transaction: the UPDATE that marks the token
 * used also checks it is unused and unexpired, so two tabs cannot both use it. Any other
 * outstanding link of the contact is spent too. A suspended portal account cannot be set.
 * A new password ends the contact's portal sessions; answers whose password it set.
 */
export async function setPortalPasswordByToken(db: Db, token: string, password: string): Promise<{ contactId: number; locationId: number }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(contactPortalTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(contactPortalTokens.tokenHash, hashToken(token)), isNull(contactPortalTokens.usedAt), gt(contactPortalTokens.expiresAt, sql`now()`)))
      .returning({ contactId: contactPortalTokens.contactId, locationId: contactPortalTokens.locationId });
    if (!spent) throw validationError({ token: [PORTAL_LINK_INVALID] });
    const [c] = await tx
      .update(contacts)
      .set({ portalPasswordHash: passwordHash, portalPasswordSetAt: sql`now()`, portalSessionsSince: new Date(), updatedAt: sql`now()` })
      .where(and(eq(contacts.id, spent.contactId), eq(contacts.locationId, spent.locationId), isNull(contacts.deletedAt), eq(contacts.portalActive, true)))
      .returning({ id: contacts.id });
    if (!c) throw validationError({ token: [PORTAL_LINK_INVALID] });
    await tx
      .update(contactPortalTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(contactPortalTokens.locationId, spent.locationId), eq(contactPortalTokens.contactId, spent.contactId), isNull(contactPortalTokens.usedAt)));
    return spent;
  });
}

/** POST /contact/{id}/update-portal-password: the coach sets it directly (the contact's portal must be active). */
export async function setPortalPassword(db: Db, ctx: Ctx, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [c] = await tx
      .select({ active: contacts.portalActive })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)))
      .for("update");
    if (!c) throw notFound("Contact");
    if (!c.active) throw validationError({ password: ["This contact has no portal access. Activate their portal account first."] });
    await tx
      .update(contacts)
      .set({ portalPasswordHash: passwordHash, portalPasswordSetAt: sql`now()`, portalSessionsSince: new Date(), updatedAt: sql`now()` })
      .where(and(eq(contacts.id, id), eq(contacts.locationId, ctx.locationId)));
    // A password the coach set replaces any link still in the client's inbox.
    await tx
      .update(contactPortalTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(contactPortalTokens.locationId, ctx.locationId), eq(contactPortalTokens.contactId, id), isNull(contactPortalTokens.usedAt)));
  });
}
