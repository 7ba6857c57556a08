import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { locations, memberships } from "@/db/schema";
import { issueToken, resolveAccess, revokeToken, type Ctx } from "@/lib/auth/access";
import { AppError, unauthenticated } from "@/lib/http/errors";
import { CHECKOUT_TOKEN_TTL_MS } from "./constants";

/**
 * POST /user/create-token: the app's access token, its user's email and id buy a 12-hour
 * checkout token for this host only (lib/auth/middleware.ts refuses it elsewhere).
 */
export async function createCheckoutToken(db: Db, input: { email: string; account_id: number; access_token: string }) {
  const resolved = await resolveAccess(db, input.access_token);
  const ctx = resolved.ctx;
  if (!ctx || ctx.tokenKind === "zapier" || ctx.tokenKind === "checkout" || ctx.userId !== input.account_id || ctx.email.toLowerCase() !== input.email) throw unauthenticated();
  if (!ctx.checkoutEnabled) throw new AppError(404, "Not Found.");
  const token = await issueToken(db, ctx.userId, ctx.locationId, { twofaVerified: ctx.twofaVerified, kind: "checkout", ttlMs: CHECKOUT_TOKEN_TTL_MS });
  return { status: 1, token, expires_at: new Date(Date.now() + CHECKOUT_TOKEN_TTL_MS).toISOString() };
}

/** POST /auth/logout: ends a checkout token; an app session used here is left alone. */
export async function checkoutLogout(db: Db, ctx: Ctx) {
  if (ctx.tokenKind === "checkout") await revokeToken(db, ctx.tokenId);
  return { status: 1 };
}

/** GET /user/locations: the locations the caller may open checkout for. */
export async function checkoutLocations(db: Db, ctx: Ctx) {
  const rows = await db
    .select({ id: locations.id, name: locations.businessname })
    .from(memberships)
    .innerJoin(locations, eq(locations.id, memberships.locationId))
    .where(and(eq(memberships.userId, ctx.userId), eq(locations.companyId, ctx.companyId)))
    .orderBy(asc(locations.businessname), asc(locations.id));
  return { data: rows.map((r) => ({ id: r.id, name: r.name ?? "" })) };
}
