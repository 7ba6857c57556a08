import "server-only";
import { z } from "zod";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { mindbodyConnections, mindbodySyncs } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { defineJob } from "@/lib/platform/jobs/define";
import { EVENTS, publish, userChannel } from "@/lib/platform/realtime";
import { openSecret } from "@/lib/platform/secrets";
import { fetchClients, issueUserToken, mindbodyConfig, MindbodyError } from "./client";
import { MINDBODY_PAGE_SIZE, MSG } from "./constants";
import { upsertClient, type ClientOutcome } from "./upsert";

/**
 * The Mindbody sync: pages through GET /client/clients (Limit/Offset) and writes each client
 * into the location's contacts (upsert.ts). After each page its counts and the checkpoint
 * (`offset`) move together, only if the checkpoint is still where this run read it, and the
 * progress goes out on the user's `progress-channel`. A run that dies resumes at the checkpoint;
 * a page it had half written is written again, which the upsert's matching makes harmless.
 */

const RETRY = { limit: 3, delaySeconds: 30, backoff: true };

/** Not worth retrying: the saved login or the server's settings must change first. */
class Permanent extends Error {}

/** The end of a sync, once (only the run that ends it), in the location's activity feed. */
async function announce(db: Db, s: typeof mindbodySyncs.$inferSelect) {
  const title =
    s.state === "completed"
      ? `Mindbody sync finished: ${s.createdCount} added, ${s.updatedCount} updated, ${s.skippedCount} skipped`
      : "Mindbody sync failed";
  await recordActivity(db, {
    locationId: s.locationId,
    userId: s.userId,
    module: "integrations",
    action: s.state === "completed" ? "mindbody-sync" : "mindbody-sync-failed",
    title,
    body: s.state === "completed" ? (s.limitReached ? MSG.limitReached : null) : s.error,
    data: { sync_id: s.id, total: s.totalCount, created: s.createdCount, updated: s.updatedCount, unchanged: s.unchangedCount, skipped: s.skippedCount },
  });
}

async function fail(db: Db, id: number, message: string) {
  const [failed] = await db
    .update(mindbodySyncs)
    .set({ state: "failed", error: message, finishedAt: new Date() })
    .where(and(eq(mindbodySyncs.id, id), eq(mindbodySyncs.state, "running")))
    .returning();
  if (failed) await announce(db, failed);
}

export async function runSync(db: Db, syncId: number, attempt = 1): Promise<void> {
  const [sync] = await db
    .update(mindbodySyncs)
    .set({ state: "running" })
    .where(and(eq(mindbodySyncs.id, syncId), inArray(mindbodySyncs.state, ["queued", "running"])))
    .returning();
  if (!sync) return; // finished (or failed) already: a second run changes nothing
  const progress = async (count: number, total: number | null) => {
    if (sync.userId == null) return;
    await publish(userChannel("progress-channel", sync.userId), EVENTS["progress-channel"], {
      user_id: sync.userId,
      count,
      total_count: total ?? count,
      location_id: sync.locationId,
      mindbody_sync_id: sync.id,
    });
  };
  try {
    const cfg = mindbodyConfig();
    if (!cfg) throw new Permanent(MSG.notConfigured);
    const [conn] = await db.select().from(mindbodyConnections).where(eq(mindbodyConnections.locationId, sync.locationId)).limit(1);
    if (!conn || conn.siteId !== sync.siteId) throw new Permanent(MSG.notConnected);
    const password = openSecret(conn.passwordSealed);
    if (password == null) throw new Permanent(MSG.sealedUnreadable);
    const token = await issueUserToken(cfg, conn.siteId, conn.username, password);
    const target = { locationId: sync.locationId, siteId: conn.siteId };

    let offset = sync.offset;
    let total = sync.totalCount;
    for (;;) {
      const page = await fetchClients(cfg, conn.siteId, token, offset, MINDBODY_PAGE_SIZE);
      total = page.total;
      const n: Record<ClientOutcome, number> = { created: 0, updated: 0, unchanged: 0, skipped: page.unreadable, limit: 0 };
      for (const client of page.clients) n[await upsertClient(db, target, client)]++;
      const moved = await db
        .update(mindbodySyncs)
        .set({
          offset: offset + page.pageSize,
          totalCount: total,
          createdCount: sql`${mindbodySyncs.createdCount} + ${n.created}`,
          updatedCount: sql`${mindbodySyncs.updatedCount} + ${n.updated}`,
          unchangedCount: sql`${mindbodySyncs.unchangedCount} + ${n.unchanged}`,
          skippedCount: sql`${mindbodySyncs.skippedCount} + ${n.skipped + n.limit}`,
          ...(n.limit ? { limitReached: true } : {}),
          error: null,
        })
        .where(and(eq(mindbodySyncs.id, sync.id), eq(mindbodySyncs.offset, offset), eq(mindbodySyncs.state, "running")))
        .returning({ id: mindbodySyncs.id });
      if (!moved.length) return; // another run moved past this page (or the sync ended): it carries on
      offset += page.pageSize;
      await progress(Math.min(offset, total), total);
      if (page.pageSize === 0 || offset >= total) break;
    }
    const [done] = await db
      .update(mindbodySyncs)
      .set({ state: "completed", finishedAt: new Date() })
      .where(and(eq(mindbodySyncs.id, sync.id), eq(mindbodySyncs.state, "running")))
      .returning();
    if (done) await announce(db, done);
    await progress(total ?? 0, total);
  } catch (err) {
    // The coach's login stopped working, or the settings are wrong: say so at once.
    const permanent = err instanceof Permanent || (err instanceof MindbodyError && (err.kind === "credentials" || err.kind === "site"));
    const message = err instanceof Error && (err instanceof Permanent || err instanceof MindbodyError) ? err.message : "The sync stopped unexpectedly.";
    if (permanent || attempt > RETRY.limit) {
      await fail(db, sync.id, message);
      await progress(sync.offset, sync.totalCount);
      if (!permanent && !(err instanceof MindbodyError)) throw err;
      return;
    }
    // Retried with backoff; the card shows why meanwhile.
    await db.update(mindbodySyncs).set({ error: message }).where(eq(mindbodySyncs.id, sync.id));
    throw err;
  }
}

export const mindbodySyncJob = defineJob({
  name: "mindbody.sync",
  schema: z.object({ syncId: z.number().int().positive() }),
  handler: ({ syncId }, { db, attempt }) => runSync(db, syncId, attempt),
  retry: RETRY,
  // A site of 50,000 clients is 250 pages; a run cut off resumes from its checkpoint.
  expireInSeconds: 60 * 60,
  concurrency: 1,
});
