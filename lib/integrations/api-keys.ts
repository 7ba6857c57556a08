import "server-only";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { accessTokens, users } from "@/db/schema";
import { INTEGRATION_TOKEN_TTL_MS, issueToken, type Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { API_KEYS_PER_LOCATION, MSG } from "./constants";

/**
 * A location's API keys (issue 31): integration keys (token kind "zapier", lib/auth/access.ts)
 * that each act as the admin who made them, in that location only. Listed by name with their
 * last use, revoked one by one. POST /integration/generate-zapier-token makes the one named
 * "Zapier" (lib/integrations/zapier.ts).
 */
const KIND = "zapier";
const live = (locationId: number) =>
  and(eq(accessTokens.kind, KIND), eq(accessTokens.accessedLocationId, locationId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`));

const row = {
  id: accessTokens.id,
  name: accessTokens.name,
  createdAt: accessTokens.createdAt,
  lastUsedAt: accessTokens.lastUsedAt,
  prefix: accessTokens.prefix,
  by: users.fullName,
};
type Row = { id: number; name: string | null; createdAt: Date; lastUsedAt: Date | null; prefix: string | null; by: string };
const toKey = (r: Row) => ({ id: r.id, name: r.name ?? "Zapier", prefix: r.prefix, created_at: r.createdAt.toISOString(), created_by: r.by, last_used_at: r.lastUsedAt?.toISOString() ?? null });

/** GET /integration/api-keys: the location's live keys, newest first. */
export async function listApiKeys(db: Db, ctx: Ctx) {
  const rows = await db.select(row).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(live(ctx.locationId)).orderBy(desc(accessTokens.id));
  return { data: rows.map(toKey) };
}

/** POST /integration/api-keys: a new named key, answered once (only its hash is kept). */
export async function createApiKey(db: Db, ctx: Ctx, name: string) {
  assertCompanyLevel(ctx);
  const [{ n }] = await db.select({ n: count() }).from(accessTokens).where(live(ctx.locationId));
  if (n >= API_KEYS_PER_LOCATION) throw validationError({ name: [MSG.apiKeyLimit] });
  const token = await issueToken(db, ctx.userId, ctx.locationId, { twofaVerified: true, kind: KIND, ttlMs: INTEGRATION_TOKEN_TTL_MS, name });
  const [made] = await db.select(row).from(accessTokens).innerJoin(users, eq(users.id, accessTokens.userId)).where(live(ctx.locationId)).orderBy(desc(accessTokens.id)).limit(1);
  return { message: MSG.apiKeyCreated, token, data: toKey(made) };
}

/** DELETE /integration/api-keys/{id}: that key stops working at once; another location's is a 404. */
export async function revokeApiKey(db: Db, ctx: Ctx, id: number) {
  assertCompanyLevel(ctx);
  const [done] = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, id), live(ctx.locationId)))
    .returning({ id: accessTokens.id });
  if (!done) throw notFound("API key");
  return { message: MSG.apiKeyRevoked };
}
