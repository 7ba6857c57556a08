import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, subscriptionPlans, subscriptions, users } from "@/db/schema";
import { PLATFORM_ACCOUNT, processorNow } from "@/lib/platform/payments";
import { applyPaid, billingProcessor } from "./payments";
import { addInterval } from "./subscription";

/** An unpaid account is suspended this long after its renewal failed (doc 1 s4). */
export const SUSPEND_AFTER_DAYS = 30;
const BATCH = 100;

/**
 * The period end of the coach's own subscriptions, on the processor's clock: a cancel ends the
 * subscription (the account must pay to come back), a pending downgrade takes effect, then the
 * saved card is charged for the next period. A decline makes the account inactive at once
 * (Payment action required; our embedded processor has no smart retries to wait for); 30 days
 * unpaid, suspended. Exactly once: a due subscription is claimed under its row lock, its bill is
 * the one open bill (unique index) and the charge's idempotency key is the bill's id, so a rerun
 * after a crash charges that bill once.
 */
export async function renewDueBilling(db: Db): Promise<void> {
  const now = await processorNow(db);
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, now)))
    .limit(BATCH);
  for (const { id } of due) await renewOne(db, id, now);
  await suspendLongUnpaid(db, now);
}

async function renewOne(db: Db, id: number, now: Date): Promise<void> {
  const claimed = await db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, now)))
      .for("update", { skipLocked: true });
    if (!sub) return null;
    if (sub.cancelAtPeriodEnd) {
      await tx.update(subscriptions).set({ status: "canceled", cancelAtPeriodEnd: false, updatedAt: now }).where(eq(subscriptions.id, sub.id));
      await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, sub.userId));
      return null;
    }
    let terms = sub;
    if (sub.pendingPlanId) {
      const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.pendingPlanId));
      if (plan) {
        [terms] = await tx
          .update(subscriptions)
          .set({ planId: plan.id, amount: plan.price, currency: plan.currency, interval: plan.interval, hasFunnels: plan.hasFunnels, contactLimit: plan.contactsLimit, pendingPlanId: null, updatedAt: now })
          .where(eq(subscriptions.id, sub.id))
          .returning();
      }
    }
    const [plan] = terms.planId ? await tx.select({ name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.id, terms.planId)) : [];
    const start = sub.currentPeriodEnd ?? now;
    await tx
      .insert(billingInvoices)
      .values({ subscriptionId: sub.id, userId: sub.userId, planId: terms.planId, planName: plan?.name ?? "Subscription", reason: "renewal", amount: terms.amount, currency: terms.currency, interval: terms.interval, periodStart: start, periodEnd: addInterval(start, terms.interval) })
      .onConflictDoNothing();
    const [bill] = await tx.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")));
    return { sub: terms, bill };
  });
  if (!claimed) return;
  const { sub, bill } = claimed;
  const pi = sub.paymentMethodId
    ? await billingProcessor(db).chargeSaved(
        PLATFORM_ACCOUNT,
        { amount: bill.amount, currency: bill.currency, paymentMethod: sub.paymentMethodId, metadata: { billing_invoice: String(bill.id), billing_user: String(sub.userId) }, description: `${bill.planName} subscription` },
        `billing-renew-${bill.id}`,
      )
    : null;
  if (pi) await db.update(billingInvoices).set({ intentId: pi.id }).where(and(eq(billingInvoices.id, bill.id), eq(billingInvoices.status, "open")));
  if (pi?.status === "succeeded") {
    await applyPaid(db, pi);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.update(subscriptions).set({ status: "past_due", isPaymentFailed: true, updatedAt: now }).where(eq(subscriptions.id, sub.id));
    await tx.update(users).set({ isActive: false, updatedAt: now }).where(eq(users.id, sub.userId));
  });
}

/** Unpaid for SUSPEND_AFTER_DAYS since the failed renewal's bill: suspended. */
async function suspendLongUnpaid(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - SUSPEND_AFTER_DAYS * 86_400_000);
  const stale = db
    .select({ userId: billingInvoices.userId })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.status, "open"), eq(billingInvoices.reason, "renewal"), lte(billingInvoices.createdAt, cutoff)));
  await db
    .update(users)
    .set({ isSuspended: true, updatedAt: now })
    .where(and(inArray(users.id, stale), eq(users.isActive, false), eq(users.isSuspended, false)));
}
