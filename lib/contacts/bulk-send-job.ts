import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { contactBulkSendRecipients, contactBulkSends } from "@/db/schema";
import type { Db } from "@/db";
import { recordActivity } from "@/lib/activity/record";
import { defineJob } from "@/lib/platform/jobs/define";
import { BULK_SEND_BATCH } from "./bulk-constants";
import { queueEmail } from "@/lib/platform/email/record";
import { claimRecipients, markRecipients, recipientsOf, recordDelivery, summary, type BulkSendKind, type Outcome } from "./bulk-send-deliver";

/**
 * Works through a bulk send's recipients (lib/contacts/bulk-send.ts) in rounds of
 * BULK_SEND_BATCH, each round one transaction, as the broadcast sender does: it locks pending
 * recipients (FOR UPDATE SKIP LOCKED), records each one's message in the outbox and marks the
 * recipient with its outcome, together; deliveries are queued after the commit (a lost queue
 * call is requeued by email.requeue). A worker killed mid-round rolls back: those recipients are
 * pending again and the retry sends them, nobody gets two (issue 33 item 14). The worker's
 * lease (lib/platform/jobs/lease.ts) hands a dead worker's job back within a minute. The
 * last round marks the send finished and writes its result to the activity feed, once.
 * `onBatch` hears each committed round's running total (the crash test and the bench).
 */
export async function runBulkSend(db: Db, sendId: number, onBatch?: (done: number) => void): Promise<void> {
  const [send] = await db.select().from(contactBulkSends).where(and(eq(contactBulkSends.id, sendId), isNull(contactBulkSends.finishedAt)));
  if (!send) return;
  const kind = send.kind as BulkSendKind;
  const content = send.subject !== null && send.message !== null ? { subject: send.subject, message: send.message } : null;
  const from = { locationId: send.locationId, userId: send.userId };
  let done = 0;
  for (;;) {
    const round = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const ids = await claimRecipients(tx, send.id, BULK_SEND_BATCH);
      if (!ids.length) return null;
      const found = await recipientsOf(tx, send.locationId, ids);
      const by: Record<Outcome, number[]> = { sent: [], blocked: [], skipped: [] };
      const queued: number[] = [];
      // Deleted since the send was asked for: not sent to.
      const live = new Set(found.map((c) => c.id));
      by.skipped.push(...ids.filter((id) => !live.has(id)));
      for (const c of found) {
        try {
          // A savepoint each: one contact's failure rolls back its own records only.
          const r = await tx.transaction((sp) => recordDelivery(sp as unknown as Db, kind, from, c, content));
          by[r.outcome].push(c.id);
          if (r.queued) queued.push(r.queued);
        } catch (err) {
          // One contact's failure must not stop the rest; it is counted as not sent.
          console.error(`bulk send ${send.id}: contact ${c.id} failed:`, err);
          by.skipped.push(c.id);
        }
      }
      for (const state of ["sent", "blocked", "skipped"] as const) await markRecipients(tx, send.id, state, by[state]);
      return { n: ids.length, queued };
    });
    if (!round) break;
    for (const id of round.queued) await queueEmail(id);
    done += round.n;
    onBatch?.(done);
  }
  const [finished] = await db
    .update(contactBulkSends)
    .set({ finishedAt: sql`now()` })
    .where(and(eq(contactBulkSends.id, send.id), isNull(contactBulkSends.finishedAt)))
    .returning({ id: contactBulkSends.id });
  if (!finished) return;
  const counts = await db
    .select({ state: contactBulkSendRecipients.state, n: sql<number>`count(*)::int` })
    .from(contactBulkSendRecipients)
    .where(eq(contactBulkSendRecipients.sendId, send.id))
    .groupBy(contactBulkSendRecipients.state);
  const n = (s: string) => counts.find((c) => c.state === s)?.n ?? 0;
  // "claimed": a recipient of the old claim-then-send rounds (before issue 33) whose worker died.
  const t = { sent: n("sent"), blocked: n("blocked"), skipped: n("skipped") + n("claimed") };
  await recordActivity(db, {
    locationId: send.locationId,
    userId: send.userId,
    module: "contacts",
    action: kind === "email" ? "bulk-email" : "bulk-login",
    title: summary(kind, t),
    body: content?.subject ?? null,
    data: { send_id: send.id, total: send.total, ...t },
  });
}

export const contactBulkSendJob = defineJob({
  name: "contacts.bulk-send",
  schema: z.object({ send_id: z.number().int().positive() }),
  // A short first retry: a round that rolled back (its worker died) resumes within the minute.
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 60 * 60,
  concurrency: 1,
  async handler({ send_id }, { db }) {
    await runBulkSend(db, send_id);
  },
});
