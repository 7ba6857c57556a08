import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { paymentEvents } from "@/db/schema";
import { constructEvent, PLATFORM_ACCOUNT, webhookSecret } from "@/lib/platform/payments";
import { applyPaid, billingProcessor, BILLING_ENDPOINT } from "./payments";

/**
 * POST /api/webhooks/stripe/billing: the processor's events about the coach's own payments.
 * Stripe's own check verifies the signature (forged or stale: 400, nothing changes). The event's
 * copy is never trusted: the intent is re-read and its current state applied, so repeats and any
 * order leave the same result; the event id is recorded once applied (a repeat is a no-op).
 */
export async function receiveBillingWebhook(db: Db, req: Request): Promise<Response> {
  const payload = await req.text();
  let event;
  try {
    event = constructEvent(payload, req.headers.get("stripe-signature") ?? "", webhookSecret(BILLING_ENDPOINT));
  } catch {
    return Response.json({ message: "Invalid signature." }, { status: 400 });
  }
  const object = event.data.object as { id?: string; object?: string };
  if (!object.id || !event.type.startsWith("payment_intent.")) return Response.json({ received: true });
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (seen) return Response.json({ received: true });
  // Applying is itself once-only (applyPaid's guard); the event is recorded after, so a failure
  // answers 500 and the processor's redelivery applies it.
  const pi = await billingProcessor(db).retrievePaymentIntent(event.account ?? PLATFORM_ACCOUNT, object.id);
  await applyPaid(db, pi);
  await db.insert(paymentEvents).values({ id: event.id, type: event.type, objectId: object.id }).onConflictDoNothing();
  return Response.json({ received: true });
}
