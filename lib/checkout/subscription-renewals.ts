import "server-only";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "@/db";
import { checkoutOrders, checkoutProcessors, checkoutSubscriptionLogs, checkoutSubscriptions } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { announce } from "@/lib/platform/events";
import { payments, paymentsMode, processorNow } from "@/lib/platform/payments";
import { addDays, addInterval } from "./subscription-dates";
import { savedCard } from "./card-link";
import { sendRenewalReceipt } from "./emails";
import { issueChargeInvoice } from "./invoices";

/** Days after the first failed renewal on which the charge is tried again; after the last, cancelled. */
export const DUNNING_RETRY_DAYS = [3, 5, 7] as const;
const BATCH = 100;

/**
 * Renews every subscription whose billing date has come on the processor's clock: cancels one
 * set to end then, else charges the card saved with its first order off-session. A decline makes
 * it past due and retries on the dunning days; the last failure cancels it. Each attempt's
 * idempotency key names the period and attempt, so a repeated run charges nothing twice.
 */
export async function renewDueSubscriptions(db: Db): Promise<number> {
  // Stripe renews its subscriptions itself; their invoice.* and customer.subscription.* events
  // drive our rows (webhook-events.ts). Only the embedded processor's are renewed here.
  if (paymentsMode() === "stripe") return 0;
  const now = await processorNow(db);
  const due = await db
    .select({ id: checkoutSubscriptions.id, locationId: checkoutSubscriptions.locationId })
    .from(checkoutSubscriptions)
    .where(and(inArray(checkoutSubscriptions.status, ["trialing", "active", "past_due"]), lte(checkoutSubscriptions.nextBillingAt, now), isNull(checkoutSubscriptions.processorSubscriptionId)))
    .orderBy(checkoutSubscriptions.nextBillingAt)
    .limit(BATCH);
  for (const d of due) await renewOne(db, d.id, d.locationId, now);
  return due.length;
}

/**
 * Charges a past-due subscription now, with its newest card, rather than on its next dunning day
 * (the coach just gave a new card). Paid: active again, a new period from now, its invoice and receipt.
 */
export async function retryPastDue(db: Db, id: number, locationId: number): Promise<Outcome> {
  if (paymentsMode() === "stripe") return null;
  return renewOne(db, id, locationId, await processorNow(db), true);
}

type Outcome = "paid" | "failed" | "canceled" | null;

async function renewOne(db: Db, id: number, locationId: number, now: Date, retry = false): Promise<Outcome> {
  const [row] = await db
    .select({ s: checkoutSubscriptions, order: checkoutOrders, account: checkoutProcessors.accountId })
    .from(checkoutSubscriptions)
    .innerJoin(checkoutOrders, and(eq(checkoutOrders.id, checkoutSubscriptions.orderId), eq(checkoutOrders.locationId, checkoutSubscriptions.locationId)))
    .leftJoin(checkoutProcessors, and(eq(checkoutProcessors.id, checkoutOrders.processorId), eq(checkoutProcessors.locationId, checkoutOrders.locationId)))
    .where(and(eq(checkoutSubscriptions.id, id), eq(checkoutSubscriptions.locationId, locationId)));
  if (!row || !row.s.nextBillingAt) return null;
  if (retry ? row.s.status !== "past_due" : row.s.nextBillingAt > now) return null;
  const s = row.s;
  // Claims this period and attempt: a second run (or a repeat) that read the same row updates nothing.
  const where = and(
    eq(checkoutSubscriptions.id, s.id),
    eq(checkoutSubscriptions.locationId, locationId),
    eq(checkoutSubscriptions.nextBillingAt, s.nextBillingAt!),
    eq(checkoutSubscriptions.failedCharges, s.failedCharges),
    isNull(checkoutSubscriptions.processorSubscriptionId),
  );
  if (s.cancelAtPeriodEnd && s.cancelAtPeriodEnd <= now) {
    await db.transaction(async (tx) => {
      const done = await tx.update(checkoutSubscriptions).set({ status: "canceled", canceledAt: now, updatedAt: new Date() }).where(where).returning({ id: checkoutSubscriptions.id });
      // Announced (period_end) when the coach scheduled it (subscriptions.ts): not again now.
      if (done.length) await tx.insert(checkoutSubscriptionLogs).values({ locationId, subscriptionId: s.id, kind: "canceled", message: "Cancelled at the end of the period" });
    });
    return "canceled";
  }
  const api = payments(db);
  // The newest card the coach or buyer gave (the subscription's, else an older link's), else the first order's.
  const newer = s.paymentMethodId ?? (await savedCard(db, locationId, s.id));
  const firstIntent = !newer && row.order.paymentIntentId && row.account ? await api.retrievePaymentIntent(row.account, row.order.paymentIntentId) : null;
  const method = newer ?? firstIntent?.payment_method?.id ?? null;
  const period = s.nextBillingAt!.getTime();
  const intent =
    method && row.account
      ? await api.chargeSaved(
          row.account,
          { amount: s.amount, currency: s.currency, paymentMethod: method, metadata: { subscription: String(s.id), location: String(locationId) } },
          // A retry with a new card is its own request (the same key with another card is refused).
          `sub-${s.id}-period-${period}-attempt-${s.failedCharges}${retry ? `-retry-${method}` : ""}`,
        )
      : null;
  const paid = intent?.status === "succeeded";
  const error = paid ? null : (intent?.last_payment_error?.message ?? "No card is saved for this subscription.");
  const paidLog = await db.transaction(async (t): Promise<number | null> => {
    const tx = t as unknown as Db;
    if (paid) {
      // A retry starts a new period today, as the buyer's card link does.
      const next = addInterval(retry ? now : s.nextBillingAt!, s.interval);
      const done = await tx.update(checkoutSubscriptions).set({ status: "active", nextBillingAt: next, failedCharges: 0, updatedAt: new Date() }).where(where).returning({ id: checkoutSubscriptions.id });
      if (!done.length) return null;
      const [log] = await tx.insert(checkoutSubscriptionLogs).values({ locationId, subscriptionId: s.id, kind: "paid", amount: s.amount, message: retry ? "Paid with a new card" : "Renewal paid" }).returning({ id: checkoutSubscriptionLogs.id });
      await issueChargeInvoice(tx, s, log.id, now);
      return log.id;
    }
    const failures = s.failedCharges + 1;
    const last = failures > DUNNING_RETRY_DAYS.length;
    // Retries count from the first failure (day 3, 5, 7 after it), not from each other.
    const firstFailedAt = failures === 1 ? now : addDays(now, -DUNNING_RETRY_DAYS[failures - 2]);
    const set = last
      ? { status: "canceled", canceledAt: now, failedCharges: failures, updatedAt: new Date() }
      : { status: "past_due", failedCharges: failures, nextBillingAt: addDays(firstFailedAt, DUNNING_RETRY_DAYS[failures - 1]), updatedAt: new Date() };
    const done = await tx.update(checkoutSubscriptions).set(set).where(where).returning({ id: checkoutSubscriptions.id });
    if (!done.length) return null;
    await tx.insert(checkoutSubscriptionLogs).values({ locationId, subscriptionId: s.id, kind: "failed", amount: s.amount, message: error! });
    if (last) {
      await tx.insert(checkoutSubscriptionLogs).values({ locationId, subscriptionId: s.id, kind: "canceled", message: "Cancelled after the last failed retry" });
      // Cancelled now, once: the claim above (`where`) lets one run through.
      await announce("contact.changed", { db: tx, locationId, change: { kind: "subscription_cancelled", contactIds: s.contactId ? [s.contactId] : [], subscriptionId: s.id, at: "now" } });
    }
    await recordActivity(tx, { locationId, module: "checkout", action: "renewal_failed", title: `Renewal failed for ${s.email}`, body: error!, data: { subscription_id: s.id } });
    return null;
  });
  // The receipt goes after the commit; its ledger row makes a repeated run send nothing twice.
  if (paidLog) await sendRenewalReceipt(db, locationId, paidLog).catch((err) => console.error("checkout: renewal receipt failed", err));
  return paid ? "paid" : "failed";
}
