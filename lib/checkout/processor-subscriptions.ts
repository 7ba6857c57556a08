import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProcessors, checkoutProducts, checkoutSubscriptions, type CheckoutSubscription } from "@/db/schema";
import { payments, paymentsMode, type PaymentIntent, type PaymentsProcessor, type SetupIntent } from "@/lib/platform/payments";

/**
 * Stripe mode: Stripe renews a subscription itself. Once its first order is paid (or its trial's
 * card saved), the subscription is made on the coach's connected account and linked to our row;
 * customer.subscription.* / invoice.* events then drive our row (webhook-events.ts). The embedded
 * processor renews nothing: our renewal job charges its subscriptions.
 */

/** An order's intent: a payment intent, or a setup intent (seti_) for a trial that only saves the card. */
export type OrderIntent = Pick<PaymentIntent, "id" | "amount" | "status" | "last_payment_error" | "client_secret" | "payment_method">;

const fromSetup = (si: SetupIntent): OrderIntent => ({ id: si.id, amount: 0, status: si.status, last_payment_error: si.last_setup_error, client_secret: si.client_secret, payment_method: si.payment_method });

export const isSetupIntent = (id: string) => id.startsWith("seti_");

/** Re-reads an order's intent of either kind from the processor. */
export async function retrieveOrderIntent(api: PaymentsProcessor, account: string, id: string): Promise<OrderIntent> {
  return isSetupIntent(id) ? fromSetup(await api.retrieveSetupIntent(account, id)) : api.retrievePaymentIntent(account, id);
}

/** The processor's subscription when the processor renews ours (Stripe mode), else null. */
export const renewedByProcessor = (s: Pick<CheckoutSubscription, "processorSubscriptionId">) => (paymentsMode() === "stripe" ? s.processorSubscriptionId : null);

/** Our row's id as every key of its processor subscription starts (the same on every retry). */
export const subscriptionKey = (s: Pick<CheckoutSubscription, "id">) => `checkout-sub-${s.id}`;

/** The interval as the processor names it (ours are the same words; anything else is a month, as ours renew). */
const INTERVALS = ["day", "week", "month", "year"] as const;
const toInterval = (v: string) => INTERVALS.find((i) => i === v) ?? "month";

/**
 * Makes the processor's subscription for the paid order `orderId` unless its row has one: a
 * customer with the order's card, and the subscription first billed at our next billing date
 * (the paid period or the trial runs until then, so nothing is charged twice). Every request's
 * idempotency key comes from our row, so a repeat (finalize twice, the webhook too) gets the
 * same objects back. The link is written only where none is, as the webhook's ours() does, so
 * whichever comes first wins and both name the same subscription.
 */
export async function startProcessorSubscription(db: Db, orderId: number, locationId: number): Promise<string | null> {
  if (paymentsMode() !== "stripe") return null;
  const [row] = await db
    .select({ s: checkoutSubscriptions, intentId: checkoutOrders.paymentIntentId, account: checkoutProcessors.accountId, product: checkoutProducts })
    .from(checkoutSubscriptions)
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutSubscriptions.orderId), eq(checkoutOrders.locationId, checkoutSubscriptions.locationId)))
    .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
    .leftJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutOrders.processorId), eq(checkoutProcessors.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutSubscriptions.orderId, orderId), eq(checkoutSubscriptions.locationId, locationId)));
  if (!row) return null;
  const { s } = row;
  if (s.processorSubscriptionId) return s.processorSubscriptionId;
  if (s.status === "canceled" || !s.nextBillingAt || !row.intentId || !row.account) return null;
  const account = row.account;
  const intentId = row.intentId;
  const nextBillingAt = s.nextBillingAt;
  // Our row stays locked while Stripe makes it: a concurrent finalize or webhook waits, then finds
  // it linked (rather than sending the same keys while ours are in flight, which Stripe refuses).
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const where = and(eq(checkoutSubscriptions.id, s.id), eq(checkoutSubscriptions.locationId, s.locationId));
    const [locked] = await tx.select({ linked: checkoutSubscriptions.processorSubscriptionId }).from(checkoutSubscriptions).where(where).for("update");
    if (!locked || locked.linked) return locked?.linked ?? null;
    const api = payments(tx);
    const intent = await retrieveOrderIntent(api, account, intentId);
    const card = intent.status === "succeeded" ? intent.payment_method?.id : null;
    if (!card) throw new Error(`checkout: subscription ${s.id} has no saved card to start its processor subscription`);
    const created = await api.createSubscription(
      account,
      {
        customer: { email: s.email, name: s.name },
        paymentMethod: card,
        product: { id: row.product.id, name: row.product.name, version: String(row.product.updatedAt.getTime()) },
        amount: s.amount,
        currency: s.currency,
        interval: toInterval(s.interval),
        billingStart: nextBillingAt,
        metadata: { checkout_subscription: String(s.id), location: String(s.locationId) },
      },
      subscriptionKey(s),
    );
    // Only where none is: the webhook's ours() links by the same metadata, so both name this one.
    await tx.update(checkoutSubscriptions).set({ processorSubscriptionId: created.id, updatedAt: new Date() }).where(and(where, isNull(checkoutSubscriptions.processorSubscriptionId)));
    return created.id;
  });
}

/** The same for the paid order of an intent (a webhook names only the intent). */
export async function startProcessorSubscriptionOf(db: Db, intentId: string): Promise<string | null> {
  if (paymentsMode() !== "stripe") return null;
  const [order] = await db.select({ id: checkoutOrders.id, locationId: checkoutOrders.locationId, status: checkoutOrders.status }).from(checkoutOrders).where(eq(checkoutOrders.paymentIntentId, intentId));
  return order?.status === "paid" ? startProcessorSubscription(db, order.id, order.locationId) : null;
}

/** The connected account a subscription's first order was paid on (its processor renews it). */
export async function subscriptionAccount(db: Db, s: Pick<CheckoutSubscription, "orderId" | "locationId">): Promise<string | null> {
  const [row] = await db
    .select({ account: checkoutProcessors.accountId })
    .from(checkoutOrders)
    .innerJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutOrders.processorId), eq(checkoutProcessors.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutOrders.id, s.orderId), eq(checkoutOrders.locationId, s.locationId)));
  return row?.account ?? null;
}
