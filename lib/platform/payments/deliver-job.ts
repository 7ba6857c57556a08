import { eq } from "drizzle-orm";
import { z } from "zod";
import { payTestEvents } from "@/db/schema";
import { defineJob } from "@/lib/platform/jobs/define";
import { announce } from "@/lib/platform/events";
import { signatureHeader, webhookSecret } from "./signing";

/**
 * Delivers one of the embedded processor's events to its endpoint, signed exactly as Stripe
 * signs. The platform knows no endpoint: it announces the signed request and the module that owns
 * the endpoint receives it (lib/api/platform-handlers.ts). Like Stripe, a non-2xx answer is
 * retried (the owner's handler throws); the receiver no-ops repeats by event id.
 */
export const deliverTestEventJob = defineJob({
  name: "payments.deliver-test-event",
  schema: z.object({ id: z.string().min(1) }),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  expireInSeconds: 60,
  async handler({ id }, { db }) {
    const [event] = await db.select().from(payTestEvents).where(eq(payTestEvents.id, id));
    if (!event) return;
    const request = new Request(`http://embedded/api/webhooks/stripe/${event.endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signatureHeader(event.payload, webhookSecret(event.endpoint)) },
      body: event.payload,
    });
    await announce("payments.test-event", { db, endpoint: event.endpoint, request });
    await db.update(payTestEvents).set({ delivered: true }).where(eq(payTestEvents.id, id));
  },
});
