import "server-only";
import type { Db } from "@/db";
import { watchWrites } from "@/db/open";
import { resolveAccess, type Ctx, type Resolved } from "./access";
import { hashToken } from "./tokens";

/**
 * The sign-in lookup (resolveAccess: token, user, membership, company) runs on every API
 * request. On embedded PGlite it is a second trip through the single-threaded engine per
 * request, so its answer is kept here for a few seconds — and dropped the moment anything
 * that could change it is written.
 *
 * Why a revoked token cannot live on: PGlite belongs to this one process, and every statement
 * that may write goes through db/pglite-prepared.ts, which reports it (when sent, when done and
 * when its transaction ends). Any report that names one of the tables the lookup reads bumps
 * an epoch; a cached answer counts only while the epoch is the one noted *before* its lookup
 * ran. So revoking a token, withdrawing a permission, deactivating a user or turning on 2FA —
 * through the app, a script or a test writing to the database directly — takes effect on the
 * very next request.
 *
 * PostgreSQL is not cached: other app servers (and psql) write to it without this process
 * seeing it, so an in-process cache could keep a token revoked elsewhere alive. There every
 * request runs the lookup (one indexed statement). `watchWrites` answers false for it.
 */

/** The tables resolveAccess reads: a write to any of them may change an answer. */
const AUTH_TABLES = /\b(access_tokens|users|memberships|twofa_secrets|locations|companies)\b/i;
/** How long an answer is kept at most (also never past the token's own expiry). */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

type Entry = { ctx: Ctx; epoch: number; until: number };
type Cache = { epoch: number; entries: Map<string, Entry>; hits: number; misses: number };

// null: this database is not cacheable (PostgreSQL). On globalThis so that every copy of this
// module in Next's server build shares one cache per database.
const caches = ((globalThis as Record<string, unknown>).__coachosTokenCaches ??= new WeakMap()) as WeakMap<Db, Cache | null>;

function cacheFor(db: Db): Cache | null {
  let cache = caches.get(db);
  if (cache !== undefined) return cache;
  const fresh: Cache = { epoch: 0, entries: new Map(), hits: 0, misses: 0 };
  const watched = watchWrites(db, (text) => {
    if (AUTH_TABLES.test(text)) {
      fresh.epoch++;
      fresh.entries.clear();
    }
  });
  cache = watched ? fresh : null;
  caches.set(db, cache);
  return cache;
}

/** resolveAccess, answered from memory while nothing it reads has been written since. */
export async function resolveAccessCached(db: Db, rawToken: string, requestedLocationId?: number | null): Promise<Resolved> {
  const cache = cacheFor(db);
  if (!cache) return resolveAccess(db, rawToken, requestedLocationId);
  const key = `${hashToken(rawToken)}|${requestedLocationId ?? ""}`;
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.epoch === cache.epoch && hit.until > now) {
    cache.hits++;
    // A copy: a handler that changed its ctx must not change the next request's.
    return { ctx: { ...hit.ctx } };
  }
  if (hit) cache.entries.delete(key);
  cache.misses++;
  const epoch = cache.epoch;
  const resolved = await resolveAccess(db, rawToken, requestedLocationId);
  // Refusals are not kept: a token that starts working (a membership added) works at once.
  if (resolved.ctx && epoch === cache.epoch) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value!);
    const until = Math.min(now + TTL_MS, resolved.expiresAt?.getTime() ?? now);
    cache.entries.set(key, { ctx: { ...resolved.ctx }, epoch, until });
  }
  return resolved;
}

/** Hits and misses so far on this database (tests prove a request was answered from the cache). */
export function tokenCacheStats(db: Db): { enabled: boolean; hits: number; misses: number } {
  const cache = cacheFor(db);
  return { enabled: !!cache, hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 };
}
