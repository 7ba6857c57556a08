import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { fitFunnelWebhooks, webhookDeliveries } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs";
import { deliveryFailure } from "@/lib/platform/jobs/delivery";
import { openSecret } from "@/lib/platform/secrets";
import { postSignedWebhook, WebhookUrlRefused } from "@/lib/platform/webhooks/send";
import { DELIVERY_STATUS, WEBHOOK_HEADERS, WEBHOOK_RETRY } from "./constants";

/** A failure no retry can fix: recorded as final at once. */
class PermanentFailure extends Error {}

/**
 * POSTs one recorded delivery, signed. Idempotent: only a queued or failed delivery is claimed
 * (attempts + 1), a delivered one never goes again; receivers get the delivery id in a header
 * to spot the duplicate a retry after a lost answer can cause. The POST is the platform's one
 * signed sender (its SSRF guard runs again here: DNS can change after saving). A non-2xx answer, a
 * timeout or a network error is recorded and retried with backoff; a refused URL fails at once.
 */
export const webhookDeliverJob = defineJob({
  name: "webhooks.deliver",
  schema: z.object({ id: z.number().int().positive() }),
  retry: WEBHOOK_RETRY,
  expireInSeconds: 60,
  concurrency: 4,
  async handler({ id }, { db }) {
    const [d] = await db
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.status, [DELIVERY_STATUS.queued, DELIVERY_STATUS.failed])))
      .returning();
    if (!d) return;
    const [hook] = await db
      .select()
      .from(fitFunnelWebhooks)
      .where(and(eq(fitFunnelWebhooks.id, d.webhookId), eq(fitFunnelWebhooks.locationId, d.locationId)));
    let responseStatus: number | null = null;
    try {
      if (!hook) return; // deleted meanwhile: its deliveries went with it (cascade)
      if (!hook.isActive) throw new PermanentFailure("The webhook was switched off before delivery.");
      const secret = openSecret(hook.secretSealed);
      if (!secret) throw new PermanentFailure("The webhook's secret cannot be read; save the webhook again.");
      const body = JSON.stringify({ id: d.id, event: d.event, created_at: d.createdAt.toISOString(), location_id: d.locationId, data: d.payload });
      responseStatus = await postSignedWebhook({
        url: hook.url,
        secret,
        body,
        // The same key on every attempt of this delivery: a receiver drops the repeat.
        idempotencyKey: `delivery-${d.id}`,
        headers: { [WEBHOOK_HEADERS.event]: d.event, [WEBHOOK_HEADERS.delivery]: String(d.id) },
        signaturePrefix: "sha256=",
      }).catch((err) => {
        throw err instanceof WebhookUrlRefused ? new PermanentFailure(err.message) : err;
      });
      if (responseStatus < 200 || responseStatus >= 300) throw new Error(`The receiver answered HTTP ${responseStatus}.`);
      await db
        .update(webhookDeliveries)
        .set({ status: DELIVERY_STATUS.delivered, responseStatus, error: null, deliveredAt: new Date(), updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, id));
    } catch (err) {
      const permanent = err instanceof PermanentFailure;
      const { recorded } = deliveryFailure(err, d.attempts, WEBHOOK_RETRY.limit, permanent);
      await db
        .update(webhookDeliveries)
        .set({ status: DELIVERY_STATUS.failed, responseStatus, error: recorded, updatedAt: new Date() })
        .where(eq(webhookDeliveries.id, id));
      if (!permanent) throw err;
    }
  },
});
