import "server-only";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "@/db";
import { accessTokens, users } from "@/db/schema";
import { INTEGRATION_TOKEN_TTL_MS, issueToken, type Ctx } from "@/lib/auth/access";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { MSG } from "./constants";

const ZAPIER = "zapier";
const ZAPIER_NAME = "Zapier";
/** The location's "Zapier" key (the one this card makes; named keys are lib/integrations/api-keys.ts). */
const live = (locationId: number) =>
  and(eq(accessTokens.kind, ZAPIER), eq(accessTokens.accessedLocationId, locationId), isNull(accessTokens.revokedAt), or(isNull(accessTokens.name), eq(accessTokens.name, ZAPIER_NAME)));

/** Whether the accessed location has a Zapier key, and who made it when. */
export async function zapierStatus(db: Db, locationId: number) {
  const [row] = await db
    .select({ createdAt: accessTokens.createdAt, by: users.fullName })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(live(locationId))
    .orderBy(desc(accessTokens.id))
    .limit(1);
  return { active: !!row, created_at: row?.createdAt.toISOString() ?? null, created_by: row?.by ?? null };
}

/**
 * POST /integration/generate-zapier-token: a new key for the accessed location, acting as the
 * caller there. Shown once (only its hash is stored, like every access token); any earlier key
 * of the location stops working in the same transaction.
 */
export async function generateZapierToken(db: Db, ctx: Ctx) {
  assertCompanyLevel(ctx);
  const token = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(accessTokens).set({ revokedAt: new Date() }).where(live(ctx.locationId));
    return issueToken(tx, ctx.userId, ctx.locationId, { twofaVerified: true, kind: ZAPIER, ttlMs: INTEGRATION_TOKEN_TTL_MS, name: ZAPIER_NAME });
  });
  return { message: MSG.zapierGenerated, token, data: await zapierStatus(db, ctx.locationId) };
}

/** DELETE /integration/zapier-token: the location's key stops working at once. */
export async function revokeZapierToken(db: Db, ctx: Ctx) {
  assertCompanyLevel(ctx);
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(live(ctx.locationId));
  return { message: MSG.zapierRevoked, data: await zapierStatus(db, ctx.locationId) };
}
