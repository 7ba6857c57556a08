import "server-only";
import { and, asc, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, loginTokens, memberships, users } from "@/db/schema";
import { notFound } from "@/lib/http/errors";
import { afterLandingLogin } from "@/lib/routing/decide";
import { resolveAccess, type Ctx } from "./access";
import { authStateFrom, claimsFrom } from "./claims";
import { LANDING_TOKEN_TTL_MS } from "./constants";
import { tokenFieldsFor, type AuthTokenFields } from "./login";
import { hashToken, newToken } from "./tokens";

/**
 * POST /user/generate-landing-token (doc 1 s7): a one-time token, bound to the caller and the
 * location they are in, that the funnel tool (or a new tab of our own) opens at
 * /user/{token}/landing to arrive signed in on the user's landing screen. Only its hash is kept.
 * `timestamp`: when it was made, in Unix seconds (the spec names the field, not its unit).
 */
export async function generateLandingToken(db: Db, ctx: Ctx): Promise<{ token: string; timestamp: number; expires_in: number }> {
  const token = newToken();
  const [row] = await db
    .insert(loginTokens)
    .values({
      userId: ctx.userId,
      locationId: ctx.locationId,
      purpose: "landing",
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${`${LANDING_TOKEN_TTL_MS} milliseconds`}::interval`,
    })
    .returning({ createdAt: loginTokens.createdAt });
  return { token, timestamp: Math.floor(row.createdAt.getTime() / 1000), expires_in: LANDING_TOKEN_TTL_MS / 1000 };
}

export type LandingLogin = AuthTokenFields & { landing_path: string };

/**
 * Spends a landing token once and signs its user in. The location: one in the account the
 * user's landing_account_id names when it is set and they still belong to it (the token's own
 * location first if it is there, else that account's primary), otherwise the token's location.
 * Unknown, used, expired, or a location the user has left: 404.
 */
export async function landingLogin(db: Db, token: string): Promise<LandingLogin> {
  const [spent] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, hashToken(token)),
        eq(loginTokens.purpose, "landing"),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginTokens.userId, locationId: loginTokens.locationId });
  if (!spent?.locationId) throw notFound("Login link");

  const inLandingAccount = sql<boolean>`${locations.companyId} is not distinct from ${users.landingAccountId}`;
  const [target] = await db
    .select({ locationId: memberships.locationId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, spent.userId), or(eq(memberships.locationId, spent.locationId), eq(locations.companyId, users.landingAccountId))))
    .orderBy(desc(inLandingAccount), desc(sql`${memberships.locationId} = ${spent.locationId}`), desc(locations.isPrimary), asc(locations.id))
    .limit(1);
  if (!target) throw notFound("Login link");

  // The token was made by a session past its second factor (routes require it), so the new one is too.
  const fields = await tokenFieldsFor(db, spent.userId, target.locationId, { twofaVerified: true });
  const r = await resolveAccess(db, fields.access_token);
  if (!r.ctx) throw notFound("Login link");
  return { ...fields, landing_path: afterLandingLogin(authStateFrom(claimsFrom(r.ctx))) };
}
