import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { fitFunnelWebhooks, webhookDeliveries } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs";
import { deliveryFailure } from "@/lib/platform/jobs/delivery";
import { openSecret } from "@/lib/platform/secrets";
import { DELIVERY_STATUS, WEBHOOK_HEADERS, WEBHOOK_RETRY, WEBHOOK_TIMEOUT_MS } from "./constants";
import { signWebhook } from "./signing";

/** A failure no retry can fix: recorded as final at once. */
class PermanentFailure extends Error {}

/**
 * POSTs one recorded delivery, signed. Idempotent: only a queued or failed delivery is claimed
 * (attempts + 1), a delivered one never goes again; receivers get the delivery id in a header
 * to spot the duplicate a retry after a lost answer can cause. A non-2xx answer, a timeout or a
 * network error is recorded on the delivery and retried with backoff until it gives up.
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
      const timestamp = Math.floor(Date.now() / 1000);
      const body = JSON.stringify({ id: d.id, event: d.event, created_at: d.createdAt.toISOString(), location_id: d.locationId, data: d.payload });
      const res = await fetch(hook.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "CoachOS-Webhooks/1",
          [WEBHOOK_HEADERS.event]: d.event,
          [WEBHOOK_HEADERS.delivery]: String(d.id),
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
        },
        body,
        redirect: "manual", // a redirect could lead into a private network: it counts as a failure
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      responseStatus = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (res.status < 200 || res.status >= 300) throw new Error(`The receiver answered HTTP ${res.status}.`);
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
