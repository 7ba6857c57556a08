import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { getDb, type Db } from "@/db";
import { contacts, portalSessions } from "@/db/schema";
import { forbidden, unauthenticated } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { hashToken, newToken } from "./tokens";

/**
 * Client-portal sessions (issue 32): an opaque id in its own httpOnly, Secure, SameSite=Lax
 * cookie, only its SHA-256 stored. Kept apart from coach sessions by construction: coach
 * calls read only the next-auth cookie or a bearer token (middleware.ts), portal calls read
 * only this cookie, so neither kind of session opens the other's calls.
 */
export const PORTAL_COOKIE = "portal_session";
export const PORTAL_SESSION_TTL_MS = 30 * 86_400_000;
/** A session is slid forward at most this often (a write per request would cost every call). */
const SLIDE_EVERY_MS = 10 * 60_000;

/** Who is calling a /portal/* route: a contact of one location, through one session. */
export type PortalCtx = { sessionId: number; contactId: number; locationId: number; firstName: string; email: string | null };

const expiry = () => new Date(Date.now() + PORTAL_SESSION_TTL_MS);

/**
 * Starts a session for a contact and counts the sign-in on the contact (login_count and last
 * login), in one transaction. Answers the token for the cookie.
 */
export async function startPortalSession(db: Db, locationId: number, contactId: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(portalSessions).values({ locationId, contactId, tokenHash: hashToken(token), expiresAt: expiry(), lastUsedAt: now, createdAt: now });
    await tx
      .update(contacts)
      .set({ loginCount: sql`${contacts.loginCount} + 1`, portalLastLoginAt: now })
      .where(and(eq(contacts.id, contactId), eq(contacts.locationId, locationId)));
  });
  return token;
}

/**
 * The live session a token names, or null: unexpired, not signed out, its contact live with an
 * active portal account, and made after the account was last suspended or its password changed.
 */
export async function resolvePortalSession(db: Db, token: string): Promise<(PortalCtx & { slid: boolean }) | null> {
  if (!token || token.length > 256) return null;
  const now = new Date();
  const [row] = await db
    .select({ sessionId: portalSessions.id, contactId: contacts.id, locationId: contacts.locationId, firstName: contacts.firstName, email: contacts.email, lastUsedAt: portalSessions.lastUsedAt })
    .from(portalSessions)
    .innerJoin(contacts, and(eq(contacts.id, portalSessions.contactId), eq(contacts.locationId, portalSessions.locationId)))
    .where(
      and(
        eq(portalSessions.tokenHash, hashToken(token)),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, now),
        isNull(contacts.deletedAt),
        eq(contacts.portalActive, true),
        or(isNull(contacts.portalSessionsSince), sql`${portalSessions.createdAt} >= ${contacts.portalSessionsSince}`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, ...ctx } = row;
  const slid = now.getTime() - lastUsedAt.getTime() >= SLIDE_EVERY_MS;
  if (slid) await db.update(portalSessions).set({ lastUsedAt: now, expiresAt: expiry() }).where(eq(portalSessions.id, row.sessionId));
  return { ...ctx, slid };
}

/** Sign-out: the session is over for good. */
export async function endPortalSession(db: Db, sessionId: number): Promise<void> {
  await db.update(portalSessions).set({ revokedAt: new Date() }).where(and(eq(portalSessions.id, sessionId), isNull(portalSessions.revokedAt)));
}

const cookieOptions = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" } as const;

export function setPortalCookie(c: Context, token: string): void {
  setCookie(c, PORTAL_COOKIE, token, { ...cookieOptions, maxAge: PORTAL_SESSION_TTL_MS / 1000 });
}

export function clearPortalCookie(c: Context): void {
  deleteCookie(c, PORTAL_COOKIE, cookieOptions);
}

/**
 * The portal routes' authentication: the portal cookie only (a bearer token or a coach's
 * session cookie is not looked at, so a coach answers 401). Writes need X-Requested-With, as
 * cookie-authenticated coach writes do, so a cross-site form cannot post.
 */
export const authenticatePortal = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const token = getCookie(c, PORTAL_COOKIE);
    if (!token) throw unauthenticated();
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !c.req.header("x-requested-with")) throw forbidden("Missing X-Requested-With header.");
    const db = c.get("db") ?? (await getDb());
    const session = await resolvePortalSession(db, token);
    if (!session) {
      clearPortalCookie(c);
      throw unauthenticated();
    }
    const { slid, ...portal } = session;
    if (slid) setPortalCookie(c, token);
    c.set("db", db);
    c.set("portal", portal);
    await next();
  });
