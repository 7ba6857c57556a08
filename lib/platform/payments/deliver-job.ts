import { eq } from "drizzle-orm";
import { z } from "zod";
import { payTestEvents } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs/define";
import { WEBHOOK_ENDPOINTS } from "./endpoints";
import { signatureHeader, webhookSecret } from "./signing";

/**
 * Delivers one of the embedded processor's events to its endpoint, signed exactly as Stripe
 * signs. Like Stripe, a non-2xx answer is retried; the receiver no-ops repeats by event id.
 */
export const deliverTestEventJob = defineJob({
  name: "payments.deliver-test-event",
  schema: z.object({ id: z.string().min(1) }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  expireInSeconds: 60,
  async handler({ id }, { db }) {
    const [event] = await db.select().from(payTestEvents).where(eq(payTestEvents.id, id));
    const receive = event && WEBHOOK_ENDPOINTS[event.endpoint];
    if (!receive) return;
    const res = await (await receive())(
      db,
      new Request(`http://embedded/api/webhooks/stripe/${event.endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signatureHeader(event.payload, webhookSecret(event.endpoint)) },
        body: event.payload,
      }),
    );
    if (!res.ok) throw new Error(`webhook ${event.endpoint} answered ${res.status}`);
    await db.update(payTestEvents).set({ delivered: true }).where(eq(payTestEvents.id, id));
  },
});
