import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { restHookDeliveries, restHooks } from "@/db/schema";
import { defineJob, sendJob } from "@/lib/platform/jobs";
import { deliveryFailure } from "@/lib/platform/jobs/delivery";
import { openSecret } from "@/lib/platform/secrets";
import { postSignedWebhook, WebhookUrlRefused } from "@/lib/platform/webhooks/send";
import { REST_HOOK_GONE_LIMIT, REST_HOOK_HEADERS, REST_HOOK_RETRY } from "./constants";

/** A failure no retry can fix: recorded as final at once. */
class PermanentFailure extends Error {}

/**
 * POSTs one recorded delivery, signed (lib/platform/webhooks/send.ts; `Idempotency-Key` and
 * `X-CoachOS-Delivery` are the delivery's id, the same on every retry). Idempotent: only a queued or
 * failed delivery is claimed (attempts + 1). A 2xx is delivered; a 410 Gone is final for this
 * delivery and counts towards switching the hook off; anything else is retried with backoff.
 */
export const restHookDeliverJob = defineJob({
  name: "rest-hooks.deliver",
  schema: z.object({ id: z.number().int().positive() }),
  retry: REST_HOOK_RETRY,
  expireInSeconds: 60,
  concurrency: 4,
  async handler({ id }, { db }) {
    const [d] = await db
      .update(restHookDeliveries)
      .set({ attempts: sql`${restHookDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(restHookDeliveries.id, id), inArray(restHookDeliveries.status, ["queued", "failed"])))
      .returning();
    if (!d) return;
    const [hook] = await db.select().from(restHooks).where(and(eq(restHooks.id, d.hookId), eq(restHooks.locationId, d.locationId)));
    if (!hook) return; // unsubscribed meanwhile: its deliveries went with it (cascade)
    let responseStatus: number | null = null;
    try {
      if (!hook.isActive) throw new PermanentFailure(hook.disabledReason ?? "The hook was switched off before delivery.");
      const secret = openSecret(hook.secretSealed);
      if (!secret) throw new PermanentFailure("The hook's secret cannot be read; subscribe again.");
      const body = JSON.stringify({ id: d.id, event: d.event, created_at: d.createdAt.toISOString(), location_id: d.locationId, data: d.payload });
      responseStatus = await postSignedWebhook({
        url: hook.targetUrl,
        secret,
        body,
        idempotencyKey: `rest-hook-delivery-${d.id}`,
        headers: { [REST_HOOK_HEADERS.event]: d.event, [REST_HOOK_HEADERS.delivery]: String(d.id) },
        signaturePrefix: "sha256=",
      }).catch((err) => {
        throw err instanceof WebhookUrlRefused ? new PermanentFailure(err.message) : err;
      });
      if (responseStatus === 410) {
        // Zapier's way to unsubscribe: after a few in a row the hook is switched off.
        const [h] = await db
          .update(restHooks)
          .set({ goneCount: sql`${restHooks.goneCount} + 1`, updatedAt: new Date() })
          .where(eq(restHooks.id, hook.id))
          .returning({ gone: restHooks.goneCount });
        if (h.gone >= REST_HOOK_GONE_LIMIT) {
          await db
            .update(restHooks)
            .set({ isActive: false, disabledReason: `Switched off: the receiver answered 410 Gone ${h.gone} times in a row.` })
            .where(eq(restHooks.id, hook.id));
        }
        throw new PermanentFailure("The receiver answered HTTP 410 Gone.");
      }
      if (responseStatus < 200 || responseStatus >= 300) throw new Error(`The receiver answered HTTP ${responseStatus}.`);
      await db.transaction(async (tx) => {
        await tx
          .update(restHookDeliveries)
          .set({ status: "delivered", responseStatus, error: null, deliveredAt: new Date(), updatedAt: new Date() })
          .where(eq(restHookDeliveries.id, id));
        if (hook.goneCount > 0) await tx.update(restHooks).set({ goneCount: 0 }).where(eq(restHooks.id, hook.id));
      });
    } catch (err) {
      const permanent = err instanceof PermanentFailure;
      const { recorded } = deliveryFailure(err, d.attempts, REST_HOOK_RETRY.limit, permanent);
      await db.update(restHookDeliveries).set({ status: "failed", responseStatus, error: recorded, updatedAt: new Date() }).where(eq(restHookDeliveries.id, id));
      if (!permanent) throw err;
    }
  },
});

/**
 * Deliveries recorded while the queue was not ready in that process (sendJobsIn answers false)
 * stay "queued" with no attempt: queued here, every minute. A duplicate job changes nothing (the
 * claim above).
 */
export const restHookSweepJob = defineJob({
  name: "rest-hooks.sweep",
  schema: z.object({}),
  cron: "* * * * *",
  cronData: {},
  runAtStart: true,
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  concurrency: 1,
  async handler(_data, { db }) {
    const waiting = await db
      .select({ id: restHookDeliveries.id })
      .from(restHookDeliveries)
      .where(and(eq(restHookDeliveries.status, "queued"), eq(restHookDeliveries.attempts, 0), lt(restHookDeliveries.createdAt, sql`now() - interval '30 seconds'`)))
      .limit(500);
    for (const w of waiting) await sendJob(restHookDeliverJob, { id: w.id }, { singletonKey: `rest-hook-${w.id}` });
  },
});
