import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProcessors, checkoutRefunds, checkoutSubscriptionLogs, checkoutSubscriptions, paymentEvents } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { sendRenewalReceipt } from "./emails";
import { issueChargeInvoice } from "./invoices";
import { announce } from "@/lib/platform/events";
import { payments, type PaymentIntent, type ProcessorInvoice, type ProcessorSubscription } from "@/lib/platform/payments";

/**
 * The checkout's events beyond payment_intent.* (lib/checkout/webhook.ts). Each handler gets the
 * object re-read from the processor, upserts its current state and records the event id in the
 * same transaction, so a repeat changes nothing and the order of delivery does not matter.
 */
type Event = { id: string; type: string };

/** Records the event id; false when it was applied before (the caller then does nothing). */
async function claim(tx: Db, event: Event, objectId: string) {
  const fresh = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, objectId }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return fresh.length > 0;
}

/** account.updated: the processor's onboarding state (a Standard account finishing onboarding). */
export async function applyAccount(db: Db, account: string, event: Event) {
  const a = await payments(db).retrieveAccount(account);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await claim(tx, event, account))) return;
    await tx.update(checkoutProcessors).set({ status: a.status, livemode: a.livemode, updatedAt: new Date() }).where(eq(checkoutProcessors.accountId, account));
  });
}

/**
 * charge.refunded: what the processor says was refunded. A refund made here already counted its
 * amount on the order (refunds.ts reserves it first), so only a refund made elsewhere (the
 * processor's dashboard) adds a refund row for the difference; figures then include it.
 */
export async function applyRefunded(db: Db, intent: PaymentIntent, event: Event) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await claim(tx, event, intent.id))) return;
    const [order] = await tx.select().from(checkoutOrders).where(eq(checkoutOrders.paymentIntentId, intent.id)).for("update");
    if (!order) return;
    const extra = intent.amount_refunded - order.amountRefunded;
    if (extra <= 0) return;
    await tx.insert(checkoutRefunds).values({ locationId: order.locationId, orderId: order.id, amount: extra, status: "succeeded" });
    await tx.update(checkoutOrders).set({ amountRefunded: intent.amount_refunded, updatedAt: new Date() }).where(and(eq(checkoutOrders.id, order.id), eq(checkoutOrders.locationId, order.locationId)));
    await recordActivity(tx, { locationId: order.locationId, module: "checkout", action: "refund", title: `Refunded at the processor for ${order.name}`, contactId: order.contactId, data: { order_id: order.id, amount: extra, test: order.test } });
  });
}

const STATUS: Record<ProcessorSubscription["status"], string | null> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  paused: "paused",
  canceled: "canceled",
  incomplete_expired: "canceled",
  // Not yet paid for the first time: our row was started by the paid first order; keep it.
  incomplete: null,
};

const date = (s: number | null) => (s === null ? null : new Date(s * 1000));

/**
 * Finds our subscription for the processor's: by its id once linked, else by the id we put in its
 * metadata when we created it (`checkout_subscription`), which links it.
 */
async function ours(tx: Db, s: ProcessorSubscription) {
  const [linked] = await tx.select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.processorSubscriptionId, s.id)).for("update");
  if (linked) return linked;
  const ourId = Number(s.metadata.checkout_subscription);
  if (!Number.isInteger(ourId) || ourId <= 0 || ourId > 2_147_483_647) return null;
  const [row] = await tx.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, ourId), sql`${checkoutSubscriptions.processorSubscriptionId} is null`)).for("update");
  return row ?? null;
}

/** Writes the processor's current state of `s` on our row (the upsert every subscription event does). */
async function upsertSubscription(tx: Db, s: ProcessorSubscription) {
  const row = await ours(tx, s);
  if (!row) return null;
  // A paid period is a trial on Stripe (its first charge waits for our next billing date, and a
  // moved date is a new trial end): only a subscription that is in a trial with us is trialing.
  const anchor = s.status === "trialing" && row.status !== "trialing";
  // Paused collection (the coach's pause) keeps Stripe's status active: ours is paused.
  const collecting = anchor || s.status === "active";
  const status = collecting && s.collection_paused ? "paused" : anchor ? (row.status === "paused" ? "active" : row.status) : (STATUS[s.status] ?? row.status);
  const periodEnd = date(s.current_period_end);
  const [next] = await tx
    .update(checkoutSubscriptions)
    .set({
      processorSubscriptionId: s.id,
      status,
      trialEnd: anchor ? row.trialEnd : date(s.trial_end),
      nextBillingAt: status === "canceled" ? null : (periodEnd ?? row.nextBillingAt),
      cancelAtPeriodEnd: s.cancel_at_period_end ? periodEnd : null,
      canceledAt: date(s.canceled_at),
      updatedAt: new Date(),
    })
    .where(and(eq(checkoutSubscriptions.id, row.id), eq(checkoutSubscriptions.locationId, row.locationId)))
    .returning();
  await announceCancel(tx, row, next);
  return next;
}

/**
 * A cancellation the processor made (its dashboard, its own dunning, a scheduled end taking
 * effect) is announced as the coach's is (subscriptions.ts), once per cancellation: only when our
 * row moves into it, so the echo of a cancel made here, a replayed event or a second event naming
 * the same state announce nothing. A scheduled end was announced when it was scheduled
 * (`period_end`), so its taking effect is not announced again.
 */
async function announceCancel(tx: Db, before: typeof checkoutSubscriptions.$inferSelect, after: typeof checkoutSubscriptions.$inferSelect | undefined) {
  if (!after || before.status === "canceled") return;
  const at = after.status === "canceled" ? (before.cancelAtPeriodEnd ? null : "now") : after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd ? "period_end" : null;
  if (!at) return;
  const contactIds = after.contactId ? [after.contactId] : [];
  await announce("contact.changed", { db: tx, locationId: after.locationId, change: { kind: "subscription_cancelled", contactIds, subscriptionId: after.id, at } });
}

/** customer.subscription.*: re-read, then upsert. */
export async function applySubscription(db: Db, account: string, subscriptionId: string, event: Event) {
  const s = await payments(db).retrieveSubscription(account, subscriptionId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await claim(tx, event, s.id))) return;
    await upsertSubscription(tx, s);
  });
}

/**
 * invoice.*: a renewal's outcome, logged once per invoice and kind (invoice.paid and
 * invoice.payment_succeeded name the same invoice), and the subscription's state re-read with it.
 */
export async function applyInvoice(db: Db, account: string, invoiceId: string, event: Event) {
  const api = payments(db);
  const invoice: ProcessorInvoice = await api.retrieveInvoice(account, invoiceId);
  if (!invoice.subscription) return;
  const s = await api.retrieveSubscription(account, invoice.subscription);
  const paid = await db.transaction(async (t): Promise<{ locationId: number; logId: number } | null> => {
    const tx = t as unknown as Db;
    if (!(await claim(tx, event, invoice.id))) return null;
    const row = await upsertSubscription(tx, s);
    if (!row) return null;
    const kind = invoice.status === "paid" ? "paid" : invoice.status === "open" && event.type === "invoice.payment_failed" ? "failed" : null;
    // The first invoice is the first order's payment, already recorded with the order.
    if (!kind || invoice.billing_reason === "subscription_create") return null;
    const logged = await tx
      .insert(checkoutSubscriptionLogs)
      .values({
        locationId: row.locationId,
        subscriptionId: row.id,
        kind,
        amount: kind === "paid" ? invoice.amount_paid : invoice.amount_due,
        message: kind === "paid" ? "Renewal paid" : (invoice.last_error ?? "Renewal payment failed"),
        processorInvoiceId: invoice.id,
      })
      .onConflictDoNothing()
      .returning({ id: checkoutSubscriptionLogs.id });
    if (logged.length && kind === "failed") {
      await recordActivity(tx, { locationId: row.locationId, module: "checkout", action: "renewal_failed", title: `Renewal failed for ${row.email}`, body: invoice.last_error ?? "Renewal payment failed", data: { subscription_id: row.id } });
    }
    // A renewal the processor charged gets our invoice, as the ones our renewal job charges do.
    if (!logged.length || kind !== "paid") return null;
    await issueChargeInvoice(tx, row, logged[0].id, new Date());
    return { locationId: row.locationId, logId: logged[0].id };
  });
  if (paid) await sendRenewalReceipt(db, paid.locationId, paid.logId).catch((err) => console.error("checkout: renewal receipt failed", err));
}
