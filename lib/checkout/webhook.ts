import "server-only";
import type { Db } from "@/db";
import { constructEvent, payments, webhookSecret } from "@/lib/platform/payments";
import { applyIntent } from "./orders";

/**
 * POST /api/webhooks/stripe/checkout. The signature is checked with Stripe's own code (a forged
 * or stale one is a 400 and changes nothing). Handlers never trust the event's copy: they re-read
 * the object from the processor and apply its current state, so order and repeats do not matter.
 */
export async function receiveCheckoutWebhook(db: Db, req: Request): Promise<Response> {
  const payload = await req.text();
  let event;
  try {
    event = constructEvent(payload, req.headers.get("stripe-signature") ?? "", webhookSecret("checkout"));
  } catch {
    return Response.json({ message: "Invalid signature." }, { status: 400 });
  }
  const object = event.data.object as { id?: string; object?: string };
  if (event.type.startsWith("payment_intent.") && object.id && event.account) {
    const intent = await payments(db).retrievePaymentIntent(event.account, object.id);
    await applyIntent(db, intent, { id: event.id, type: event.type });
  }
  return Response.json({ received: true });
}
