import "server-only";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, portalSignInLinks } from "@/db/schema";
import { appUrl } from "@/lib/auth/app-url";
import { BAD_CREDENTIALS } from "@/lib/auth/login";
import { throttledCheck } from "@/lib/auth/login-throttle";
import { dummyHash, verifyPassword } from "@/lib/auth/password";
import { startPortalSession } from "@/lib/auth/portal-session";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { sendPortalLogin } from "@/lib/contacts/portal-login";
import { notFound, validationError } from "@/lib/http/errors";
import { queueEmail, recordEmail } from "@/lib/platform/email/record";
import { escapeHtml } from "@/lib/utils/html";
import { PORTAL_NOT_FOUND, PORTAL_SIGN_IN_PATH, SIGN_IN_LINK_INVALID, SIGN_IN_LINK_TTL_MINUTES, SIGN_IN_LINKS_OPEN_MAX } from "./constants";
import { portalSiteBySlug } from "./slug";

/**
 * Signing in to a location's portal (issue 32): password, magic link, forgotten password.
 * A contact is found by the location and email; with duplicates, the one with portal access
 * and a password first. Every way in ends in startPortalSession (login_count, last login).
 */

async function siteOf(db: Db, slug: string) {
  const site = await portalSiteBySlug(db, slug);
  if (!site) throw notFound(PORTAL_NOT_FOUND);
  return site;
}

async function portalContact(db: Db, locationId: number, email: string) {
  const [c] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, email: contacts.email, active: contacts.portalActive, hash: contacts.portalPasswordHash })
    .from(contacts)
    .where(and(eq(contacts.locationId, locationId), sql`lower(${contacts.email}) = ${email.trim().toLowerCase()}`, isNull(contacts.deletedAt)))
    .orderBy(desc(contacts.portalActive), sql`${contacts.portalPasswordHash} is null`, asc(contacts.id))
    .limit(1);
  return c ?? null;
}

/**
 * Email and password, throttled like coach sign-in (the account's bucket is per location, so
 * guesses at one coach's portal do not lock the same email out of another's). A wrong
 * password, no such contact, no portal access or a suspended account: the same one 422.
 */
export async function signInWithPassword(db: Db, input: { slug: string; email: string; password: string }, ip: string | null): Promise<string> {
  const site = await siteOf(db, input.slug);
  const c = await portalContact(db, site.locationId, input.email);
  const key = `portal:${site.locationId}:${input.email.trim().toLowerCase()}`;
  const ok = await throttledCheck(db, key, ip, async () => {
    // A hash is checked either way, so the answer's timing says nothing about the account.
    const good = await verifyPassword(c?.hash ?? (await dummyHash()), input.password);
    return good && Boolean(c?.active && c.hash);
  });
  if (!ok || !c) throw validationError({ email: [BAD_CREDENTIALS] });
  return startPortalSession(db, site.locationId, c.id);
}

/**
 * A magic sign-in link, emailed. The answer is the same whether or not the email has access;
 * a contact holding SIGN_IN_LINKS_OPEN_MAX live links gets no more until one is spent or expires.
 */
export async function requestSignInLink(db: Db, input: { slug: string; email: string }): Promise<void> {
  const site = await siteOf(db, input.slug);
  const c = await portalContact(db, site.locationId, input.email);
  if (!c?.active || !c.email) return;
  const now = new Date();
  const [open] = await db
    .select({ n: count() })
    .from(portalSignInLinks)
    .where(and(eq(portalSignInLinks.locationId, site.locationId), eq(portalSignInLinks.contactId, c.id), isNull(portalSignInLinks.usedAt), gt(portalSignInLinks.expiresAt, now)));
  if (open.n >= SIGN_IN_LINKS_OPEN_MAX) return;
  const token = newToken();
  const [loc] = await db.select({ name: locations.businessname }).from(locations).where(eq(locations.id, site.locationId));
  const business = loc?.name || "your coach";
  const link = `${appUrl()}${PORTAL_SIGN_IN_PATH}?token=${encodeURIComponent(token)}`;
  const name = c.firstName || "there";
  const mail = await db.transaction(async (tx) => {
    await tx.insert(portalSignInLinks).values({ locationId: site.locationId, contactId: c.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MINUTES * 60_000) });
    return recordEmail(tx as unknown as Db, {
      to: c.email!,
      kind: "system",
      sensitive: true,
      locationId: site.locationId,
      contactId: c.id,
      subject: `Your sign-in link for ${business}`,
      text: `Hi ${name},\n\nOpen this link within ${SIGN_IN_LINK_TTL_MINUTES} minutes to sign in to ${business}'s client portal. It works once.\n${link}\n\nIf you did not ask for it, you can ignore this email.\n`,
      html: `<p>Hi ${escapeHtml(name)},</p><p>Open this link within ${SIGN_IN_LINK_TTL_MINUTES} minutes to sign in to ${escapeHtml(business)}'s client portal. It works once.</p><p><a href="${link}">Sign in</a></p><p>If you did not ask for it, you can ignore this email.</p>`,
    });
  });
  if (mail.queued) await queueEmail(mail.id);
}

/** Spends a magic link (the UPDATE checks it is unused and unexpired, so it works once) and signs in. */
export async function signInWithLink(db: Db, token: string): Promise<{ token: string; locationId: number }> {
  const [spent] = await db
    .update(portalSignInLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(portalSignInLinks.tokenHash, hashToken(token)), isNull(portalSignInLinks.usedAt), gt(portalSignInLinks.expiresAt, new Date())))
    .returning({ contactId: portalSignInLinks.contactId, locationId: portalSignInLinks.locationId });
  if (!spent) throw validationError({ token: [SIGN_IN_LINK_INVALID] });
  const [c] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, spent.contactId), eq(contacts.locationId, spent.locationId), isNull(contacts.deletedAt), eq(contacts.portalActive, true)));
  if (!c) throw validationError({ token: [SIGN_IN_LINK_INVALID] });
  return { token: await startPortalSession(db, spent.locationId, c.id), locationId: spent.locationId };
}

/** Forgotten password: the resend-login email's set-password link (contacts module), same generic answer. */
export async function requestPasswordReset(db: Db, input: { slug: string; email: string }): Promise<void> {
  const site = await siteOf(db, input.slug);
  const c = await portalContact(db, site.locationId, input.email);
  if (!c) return;
  await sendPortalLogin(db, { id: c.id, locationId: site.locationId, firstName: c.firstName, email: c.email, portalActive: c.active }, null);
}

/**
 * What the magic link's page needs before the client taps "Continue": the location (whose
 * white label it wears, spent links included) and whether the link still works. Null: no such link.
 */
export async function signInLinkState(db: Db, token: string): Promise<{ locationId: number; usable: boolean } | null> {
  if (!token || token.length > 256) return null;
  const [row] = await db
    .select({ locationId: portalSignInLinks.locationId, usedAt: portalSignInLinks.usedAt, expiresAt: portalSignInLinks.expiresAt })
    .from(portalSignInLinks)
    .where(eq(portalSignInLinks.tokenHash, hashToken(token)))
    .limit(1);
  return row ? { locationId: row.locationId, usable: !row.usedAt && row.expiresAt > new Date() } : null;
}

/** A live contact of the location with portal access (the playbook link signs in only such a contact). */
export async function portalContactLive(db: Db, locationId: number, contactId: number): Promise<boolean> {
  const [c] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId), isNull(contacts.deletedAt), eq(contacts.portalActive, true)));
  return Boolean(c);
}
