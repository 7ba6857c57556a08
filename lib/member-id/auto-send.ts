import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db";
import { contactLifecycles, memberIdAutoSends, memberIdSettings } from "@/db/schema";
import type { AppError } from "@/lib/http/errors";
import { defineJob } from "@/lib/platform/jobs";
import { AUTO_SEND_BATCH, AUTO_SEND_LOOKBACK_HOURS } from "./constants";
import { channelsFor, queueRecorded, recordCard, type Recorded } from "./send";

/**
 * Claims a location's moves into the clients group (contact_lifecycles rows, written by the
 * contacts trigger on every path that changes a status) made since auto-send was switched on and
 * not yet claimed: one INSERT ... SELECT ... ON CONFLICT DO NOTHING on the lifecycle row, so two
 * runs, or a retry, never send a card twice for one move.
 */
async function claim(tx: Db, locationId: number, since: Date) {
  const fresh = sql`not exists (select 1 from ${memberIdAutoSends} s where s.lifecycle_id = ${contactLifecycles.id})`;
  return tx
    .insert(memberIdAutoSends)
    .select(
      tx
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('member_id_auto_sends', 'id'))`.as("id"),
          locationId: contactLifecycles.locationId,
          lifecycleId: contactLifecycles.id,
          contactId: contactLifecycles.contactId,
          outcome: sql<string>`'sent'`.as("outcome"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(contactLifecycles)
        .where(
          and(
            eq(contactLifecycles.locationId, locationId),
            eq(contactLifecycles.toTab, "clients"),
            sql`${contactLifecycles.fromTab} is distinct from 'clients'`,
            sql`${contactLifecycles.createdAt} >= ${since.toISOString()}::timestamptz`,
            sql`${contactLifecycles.createdAt} > now() - make_interval(hours => ${AUTO_SEND_LOOKBACK_HOURS})`,
            fresh,
          ),
        )
        .orderBy(contactLifecycles.id)
        .limit(AUTO_SEND_BATCH),
    )
    .onConflictDoNothing()
    .returning({ id: memberIdAutoSends.id, contactId: memberIdAutoSends.contactId });
}

/** Sends the cards of every location with auto-send on; how many moves were claimed. */
export async function sendAutoCards(db: Db): Promise<number> {
  const active = await db.select({ locationId: memberIdSettings.locationId, since: memberIdSettings.autoSendSince }).from(memberIdSettings).where(eq(memberIdSettings.autoSend, true));
  let claimed = 0;
  for (const { locationId, since } of active) {
    if (!since) continue;
    for (;;) {
      // Claim and record in one transaction, queue after the commit: a run killed in between
      // rolls its claims back, and the retry sends those cards.
      const round = await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const rows = await claim(tx, locationId, since);
        const recorded: Recorded[] = [];
        const skipped: number[] = [];
        for (const r of rows) {
          try {
            // A savepoint each: a contact without a member ID or an address is skipped alone.
            recorded.push(
              await tx.transaction(async (sp) => {
                const s = sp as unknown as Db;
                return recordCard(s, { locationId, userId: null }, r.contactId, await channelsFor(s, locationId, r.contactId));
              }),
            );
          } catch (err) {
            if ((err as AppError).status !== 422 && (err as AppError).status !== 404) throw err;
            skipped.push(r.id);
          }
        }
        if (skipped.length) await tx.update(memberIdAutoSends).set({ outcome: "skipped" }).where(inArray(memberIdAutoSends.id, skipped));
        return { n: rows.length, recorded };
      });
      claimed += round.n;
      for (const r of round.recorded) await queueRecorded(r);
      if (round.n < AUTO_SEND_BATCH) break;
    }
  }
  return claimed;
}

/**
 * Every minute: sends the member ID card to contacts who moved into the clients group, once per
 * move (member_id_auto_sends), for locations with auto-send on. A contact without a member ID,
 * email or number at that moment is skipped and recorded so.
 */
export const memberIdAutoSendJob = defineJob({
  name: "member-id.auto-send",
  schema: z.object({}),
  cron: "* * * * *",
  cronData: {},
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 10 * 60,
  concurrency: 1,
  async handler(_data, { db }) {
    await sendAutoCards(db);
  },
});
