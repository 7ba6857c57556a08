import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "@/db";
import { mindbodyConnections, mindbodySyncs, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { assertCompanyLevel } from "@/lib/organization/manage";
import { sendJob } from "@/lib/platform/jobs";
import { sealSecret } from "@/lib/platform/secrets";
import { issueUserToken, mindbodyConfig, MindbodyError } from "./client";
import { MSG, SYNC_STALE_MS, type SyncState } from "./constants";
import { mindbodySyncJob } from "./job";
import type { MindbodyConnectBody, MindbodyStatus, MindbodySyncRow } from "./schemas";

type SyncRecord = typeof mindbodySyncs.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSyncRow(s: SyncRecord): MindbodySyncRow {
  return {
    id: s.id,
    state: s.state as SyncState,
    total_count: s.totalCount,
    count: s.totalCount == null ? s.offset : Math.min(s.offset, s.totalCount),
    created_count: s.createdCount,
    updated_count: s.updatedCount,
    unchanged_count: s.unchangedCount,
    skipped_count: s.skippedCount,
    limit_reached: s.limitReached,
    error: s.error,
    created_at: s.createdAt.toISOString(),
    finished_at: iso(s.finishedAt),
  };
}

/** The missing developer key is the server's problem, told plainly (never a 500). */
function configOrRefuse() {
  const cfg = mindbodyConfig();
  if (!cfg) throw validationError({ mindbody: [MSG.notConfigured] });
  return cfg;
}

/** GET /integration/mindbody: the card's state for the accessed location. */
export async function mindbodyStatus(db: Db, locationId: number): Promise<MindbodyStatus> {
  const [[conn], [last], [done]] = await Promise.all([
    db
      .select({ siteId: mindbodyConnections.siteId, username: mindbodyConnections.username, at: mindbodyConnections.updatedAt, by: users.fullName })
      .from(mindbodyConnections)
      .leftJoin(users, eq(users.id, mindbodyConnections.connectedBy))
      .where(eq(mindbodyConnections.locationId, locationId))
      .limit(1),
    db.select().from(mindbodySyncs).where(eq(mindbodySyncs.locationId, locationId)).orderBy(desc(mindbodySyncs.id)).limit(1),
    db
      .select({ at: mindbodySyncs.finishedAt })
      .from(mindbodySyncs)
      .where(and(eq(mindbodySyncs.locationId, locationId), eq(mindbodySyncs.state, "completed")))
      .orderBy(desc(mindbodySyncs.id))
      .limit(1),
  ]);
  return {
    configured: mindbodyConfig() != null,
    connected: !!conn,
    site_id: conn?.siteId ?? null,
    username: conn?.username ?? null,
    connected_at: iso(conn?.at ?? null),
    connected_by: conn?.by ?? null,
    last_sync: last ? toSyncRow(last) : null,
    last_synced_at: iso(done?.at ?? null),
  };
}

/**
 * POST /integration/connect-mindbody: the login is checked by a real POST /usertoken/issue
 * before anything is saved; a refused login is a 422 on its field, an unreachable or slow API
 * a 422 with a readable message. The password is stored sealed and never answered.
 */
export async function connectMindbody(db: Db, ctx: Ctx, body: MindbodyConnectBody) {
  assertCompanyLevel(ctx);
  const cfg = configOrRefuse();
  try {
    await issueUserToken(cfg, body.site_id, body.username, body.password);
  } catch (err) {
    if (!(err instanceof MindbodyError)) throw err;
    if (err.kind === "credentials") throw validationError({ password: [err.message] });
    if (err.kind === "site") throw validationError({ site_id: [err.message] });
    throw validationError({ mindbody: [err.message] });
  }
  const values = { siteId: body.site_id, username: body.username, passwordSealed: sealSecret(body.password), connectedBy: ctx.userId, updatedAt: new Date() };
  await db
    .insert(mindbodyConnections)
    .values({ locationId: ctx.locationId, ...values })
    .onConflictDoUpdate({ target: mindbodyConnections.locationId, set: values });
  return { status: 1, message: MSG.connected, data: await mindbodyStatus(db, ctx.locationId) };
}

/**
 * DELETE /integration/mindbody: forgets the site and its login. A sync still running stops at
 * its next page (it finds no connection). The client links stay, so connecting the same site
 * again matches the same contacts.
 */
export async function disconnectMindbody(db: Db, ctx: Ctx) {
  assertCompanyLevel(ctx);
  const gone = await db.delete(mindbodyConnections).where(eq(mindbodyConnections.locationId, ctx.locationId)).returning({ id: mindbodyConnections.id });
  if (!gone.length) throw notFound("Mindbody connection");
  return { status: 1, message: MSG.disconnected, data: await mindbodyStatus(db, ctx.locationId) };
}

/**
 * GET /integration/sync-mindbody: starts a sync as a job and answers it. One sync per location
 * at a time (a partial unique index): asking again while one runs answers the running one.
 */
export async function startMindbodySync(db: Db, ctx: Ctx) {
  assertCompanyLevel(ctx);
  configOrRefuse();
  const [conn] = await db.select({ siteId: mindbodyConnections.siteId }).from(mindbodyConnections).where(eq(mindbodyConnections.locationId, ctx.locationId)).limit(1);
  if (!conn) throw validationError({ mindbody: [MSG.notConnected] });
  // A sync whose job is long gone (every retry expired with its worker) must not block the
  // location for ever: past the job's whole retry window it is recorded as failed.
  await db
    .update(mindbodySyncs)
    .set({ state: "failed", error: MSG.stalled, finishedAt: new Date() })
    .where(and(eq(mindbodySyncs.locationId, ctx.locationId), inArray(mindbodySyncs.state, ["queued", "running"]), lt(mindbodySyncs.createdAt, new Date(Date.now() - SYNC_STALE_MS))));
  const [created] = await db
    .insert(mindbodySyncs)
    .values({ locationId: ctx.locationId, userId: ctx.userId, siteId: conn.siteId })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [running] = await db
      .select()
      .from(mindbodySyncs)
      .where(and(eq(mindbodySyncs.locationId, ctx.locationId), inArray(mindbodySyncs.state, ["queued", "running"])))
      .limit(1);
    if (running) return { status: 1, message: MSG.syncRunning, data: toSyncRow(running) };
    throw validationError({ mindbody: [MSG.syncRunning] }); // it ended between the two statements
  }
  await sendJob(mindbodySyncJob, { syncId: created.id }, { singletonKey: `mindbody-sync:${created.id}` });
  return { status: 1, message: MSG.syncStarted, data: toSyncRow(created) };
}

/** GET /integration/mindbody-sync/{id}: one sync of the accessed location (its progress). */
export async function getMindbodySync(db: Db, ctx: Ctx, id: number) {
  const [row] = await db
    .select()
    .from(mindbodySyncs)
    .where(and(eq(mindbodySyncs.id, id), eq(mindbodySyncs.locationId, ctx.locationId)))
    .limit(1);
  if (!row) throw notFound("Mindbody sync");
  return { data: toSyncRow(row) };
}
