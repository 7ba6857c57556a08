import "server-only";
import type { Db } from "@/db";
import { constructEvent, payments, webhookSecret } from "@/lib/platform/payments";
import { applyIntent } from "./orders";
import { retrieveOrderIntent, startProcessorSubscriptionOf } from "./processor-subscriptions";
import { applyAccount, applyInvoice, applyRefunded, applySubscription } from "./webhook-events";

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
  const object = event.data.object as { id?: string; object?: string; payment_intent?: string | { id: string } | null };
  const account = event.account;
  const ref = { id: event.id, type: event.type };
  if (!object.id || !account) return Response.json({ received: true });
  if (event.type.startsWith("payment_intent.") || event.type.startsWith("setup_intent.")) {
    // A setup intent is a trial's order (its card saved, nothing charged).
    const intent = await retrieveOrderIntent(payments(db), account, object.id);
    await applyIntent(db, intent, ref);
    // A paid subscription's processor subscription, if finalize has not started it. Run on every
    // delivery (a repeat's applyIntent does nothing): a failure answers 500 and Stripe redelivers.
    if (intent.status === "succeeded") await startProcessorSubscriptionOf(db, intent.id);
  } else if (event.type === "charge.refunded") {
    // Stripe's object is the charge (its payment_intent names ours); the embedded processor sends the intent.
    const pi = object.object === "charge" ? (typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id) : object.id;
    if (pi) await applyRefunded(db, await payments(db).retrievePaymentIntent(account, pi), ref);
  } else if (event.type === "account.updated") {
    await applyAccount(db, account, ref);
  } else if (event.type.startsWith("customer.subscription.")) {
    await applySubscription(db, account, object.id, ref);
  } else if (event.type.startsWith("invoice.")) {
    await applyInvoice(db, account, object.id, ref);
  }
  return Response.json({ received: true });
}
