import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { contactBulkSendRecipients, contactBulkSends } from "@/db/schema";
import type { Db } from "@/db";
import { recordActivity } from "@/lib/activity/record";
import { defineJob } from "@/lib/platform/jobs/define";
import { BULK_SEND_BATCH } from "./bulk-constants";
import { claimRecipients, deliver, recipientsOf, summary, type BulkSendKind, type Outcome } from "./bulk-send-deliver";

/**
 * Works through a bulk send's recipients (lib/contacts/bulk-send.ts) in rounds of
 * BULK_SEND_BATCH: each round claims pending recipients in one UPDATE (so a second run, or a
 * retry, never sends to the same contact twice), sends, and records each outcome. A worker killed
 * between a claim and its sends leaves those recipients "claimed": they are not sent to again
 * (better a missed email than a duplicate) and the summary counts them as not sent. The last
 * round marks the send finished and writes its result to the location's activity feed, once.
 */
export async function runBulkSend(db: Db, sendId: number): Promise<void> {
  const [send] = await db.select().from(contactBulkSends).where(and(eq(contactBulkSends.id, sendId), isNull(contactBulkSends.finishedAt)));
  if (!send) return;
  const kind = send.kind as BulkSendKind;
  const content = send.subject !== null && send.message !== null ? { subject: send.subject, message: send.message } : null;
  const from = { locationId: send.locationId, userId: send.userId };
  for (;;) {
    const ids = await claimRecipients(db, send.id, BULK_SEND_BATCH);
    if (!ids.length) break;
    const found = await recipientsOf(db, send.locationId, ids);
    const by: Record<Outcome, number[]> = { sent: [], blocked: [], skipped: [] };
    // Deleted since the send was asked for: not sent to.
    const live = new Set(found.map((c) => c.id));
    by.skipped.push(...ids.filter((id) => !live.has(id)));
    for (const c of found) {
      try {
        by[(await deliver(db, kind, from, c, content)).outcome].push(c.id);
      } catch (err) {
        // One contact's failure must not stop the rest; it is counted as not sent.
        console.error(`bulk send ${send.id}: contact ${c.id} failed:`, err);
        by.skipped.push(c.id);
      }
    }
    for (const state of ["sent", "blocked", "skipped"] as const) {
      if (by[state].length) {
        await db
          .update(contactBulkSendRecipients)
          .set({ state })
          .where(and(eq(contactBulkSendRecipients.sendId, send.id), inArray(contactBulkSendRecipients.contactId, by[state])));
      }
    }
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
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 60 * 60,
  concurrency: 1,
  async handler({ send_id }, { db }) {
    await runBulkSend(db, send_id);
  },
});
