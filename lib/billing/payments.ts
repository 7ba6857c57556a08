import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, subscriptionPlans, subscriptions, users } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { payments, paymentsMode, PLATFORM_ACCOUNT, type PaymentIntent } from "@/lib/platform/payments";
import { MSG_CARD_ADDED, MSG_CARD_NOT_SAVED, MSG_NO_PAYMENT_DUE, MSG_NOT_PAID, MSG_NOT_SUSPENDED, MSG_PAYMENT_VERIFIED } from "./constants";
import { addInterval, planById, subscriptionOf, type Subscription } from "./subscription";

/** The billing webhook endpoint: the processor's events about the coach's own payments go there. */
export const BILLING_ENDPOINT = "billing";
const processor = (db: Db) => payments(db, BILLING_ENDPOINT);
type Invoice = typeof billingInvoices.$inferSelect;

/** Doc 3 s3's payment intent answer, with what the card form needs. */
export function intentAnswer(db: Db, pi: PaymentIntent) {
  return {
    id: pi.id,
    object: "payment_intent" as const,
    clientSecret: pi.client_secret,
    amount: pi.amount,
    currency: pi.currency,
    status: pi.status,
    payment_method: pi.payment_method,
    last_payment_error: pi.last_payment_error ? { code: pi.last_payment_error.code, message: pi.last_payment_error.message } : null,
    requiresPaymentMethod: pi.status === "requires_payment_method",
    requiresAction: pi.status === "requires_action",
    requiresConfirmation: pi.status === "requires_confirmation",
    isSucceeded: pi.status === "succeeded",
    isCancelled: pi.status === "canceled",
    mode: paymentsMode(),
    publishable_key: processor(db).publishableKey(),
  };
}

/** An account that must pay before it may use the app: inactive, suspended, or its last payment failed. */
async function needsPayment(db: Db, sub: Subscription): Promise<boolean> {
  const [u] = await db.select({ active: users.isActive, suspended: users.isSuspended }).from(users).where(eq(users.id, sub.userId));
  return !u?.active || Boolean(u?.suspended) || sub.isPaymentFailed || sub.status === "past_due" || sub.status === "unpaid";
}

/** The plan a bill is for: the subscription's own, or (a legacy row without one) its terms as they are. */
type BillPlan = { id: number | null; name: string; price: number; currency: string; interval: string };

async function planOf(db: Db, sub: Subscription): Promise<BillPlan> {
  const plan = sub.planId ? await planById(db, sub.planId) : null;
  return plan ?? { id: sub.planId, name: "Subscription", price: sub.amount, currency: sub.currency, interval: sub.interval };
}

/** The open bill of a subscription, opened for `plan` when there is none (one open bill per subscription, by index). */
async function openInvoice(db: Db, sub: Subscription, plan: BillPlan, reason: string): Promise<Invoice> {
  const now = new Date();
  await db
    .insert(billingInvoices)
    .values({ subscriptionId: sub.id, userId: sub.userId, planId: plan.id, planName: plan.name, reason, amount: plan.price, currency: plan.currency, interval: plan.interval, periodStart: now, periodEnd: addInterval(now, plan.interval) })
    .onConflictDoNothing();
  const [inv] = await db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")));
  return inv;
}

/**
 * The intent that pays `inv`: its current one while that can still be paid, else a new one. The
 * idempotency key names the bill and the attempt it replaces, so a repeated request (or two at
 * once) gets the same intent and never a second charge.
 */
async function intentFor(db: Db, inv: Invoice): Promise<PaymentIntent> {
  const p = processor(db);
  if (inv.intentId) {
    const current = await p.retrievePaymentIntent(PLATFORM_ACCOUNT, inv.intentId);
    if (current.status === "succeeded") {
      await applyPaid(db, current);
      return current;
    }
    if (current.status !== "canceled") return current;
  }
  const pi = await p.createPaymentIntent(
    PLATFORM_ACCOUNT,
    { amount: inv.amount, currency: inv.currency, metadata: { billing_invoice: String(inv.id), billing_user: String(inv.userId) }, description: `${inv.planName} subscription`, saveCard: true },
    `billing-invoice-${inv.id}-after-${inv.intentId ?? "none"}`,
  );
  await db.update(billingInvoices).set({ intentId: pi.id }).where(and(eq(billingInvoices.id, inv.id), eq(billingInvoices.status, "open")));
  return pi;
}

/** POST /stripe/create-payment-intent: an intent for the open bill (one is opened for an account that must pay). */
export async function createPaymentIntent(db: Db, ctx: Ctx) {
  const sub = await subscriptionOf(db, ctx.userId);
  let [inv] = await db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")));
  if (!inv) {
    if (!(await needsPayment(db, sub))) throw validationError({ payment_intent: [MSG_NO_PAYMENT_DUE] }, MSG_NO_PAYMENT_DUE);
    inv = await openInvoice(db, sub, await planOf(db, sub), "reactivation");
  }
  return intentAnswer(db, await intentFor(db, inv));
}

/** POST /billing/activate-suspended-account: the plan to come back on, and the intent that pays it. */
export async function activateSuspendedAccount(db: Db, ctx: Ctx, planId: number) {
  const sub = await subscriptionOf(db, ctx.userId);
  if (!(await needsPayment(db, sub))) throw validationError({ plan_id: [MSG_NOT_SUSPENDED] }, MSG_NOT_SUSPENDED);
  const plan = await planById(db, planId);
  if (!plan) throw validationError({ plan_id: ["The selected plan id is invalid."] });
  const [open] = await db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")));
  if (open && open.planId !== plan.id) {
    // An intent of the old bill that already succeeded is applied, not voided.
    if (open.intentId) {
      const pi = await processor(db).retrievePaymentIntent(PLATFORM_ACCOUNT, open.intentId);
      if (pi.status === "succeeded") {
        await applyPaid(db, pi);
        return intentAnswer(db, pi);
      }
    }
    await db.update(billingInvoices).set({ status: "void" }).where(and(eq(billingInvoices.id, open.id), eq(billingInvoices.status, "open")));
  }
  const inv = open && open.planId === plan.id ? open : await openInvoice(db, sub, plan, "reactivation");
  return intentAnswer(db, await intentFor(db, inv));
}

/**
 * A paid bill, applied once (the conditional update is the guard): from the intent as re-read
 * from the processor, so a webhook, update-billing and an upgrade may all call it in any order.
 * Renewals and reactivations start a new period and make the account active; upgrades move the
 * subscription to the bill's plan for the rest of the period.
 */
export async function applyPaid(db: Db, pi: PaymentIntent): Promise<boolean> {
  const invoiceId = Number(pi.metadata.billing_invoice);
  if (pi.status !== "succeeded" || !Number.isInteger(invoiceId) || invoiceId < 1) return false;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [inv] = await tx
      .update(billingInvoices)
      .set({ status: "paid", paidAt: now, intentId: pi.id, cardLast4: pi.payment_method?.card.last4 ?? null })
      .where(and(eq(billingInvoices.id, invoiceId), ne(billingInvoices.status, "paid")))
      .returning();
    if (!inv) return false;
    const [plan] = inv.planId ? await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, inv.planId)) : [];
    const terms = plan ? { planId: plan.id, amount: plan.price, currency: plan.currency, interval: plan.interval, hasFunnels: plan.hasFunnels, contactLimit: plan.contactsLimit } : {};
    const card = pi.payment_method ? { paymentMethodId: pi.payment_method.id, cardBrand: pi.payment_method.card.brand, cardLast4: pi.payment_method.card.last4 } : {};
    if (inv.reason === "upgrade") {
      await tx.update(subscriptions).set({ ...terms, pendingPlanId: null, updatedAt: now }).where(eq(subscriptions.id, inv.subscriptionId));
      return true;
    }
    await tx
      .update(subscriptions)
      .set({ ...terms, ...card, status: "active", isPaymentFailed: false, cancelAtPeriodEnd: false, pendingPlanId: null, currentPeriodEnd: addInterval(now, inv.interval), updatedAt: now })
      .where(eq(subscriptions.id, inv.subscriptionId));
    await tx.update(users).set({ isActive: true, isSuspended: false, updatedAt: now }).where(eq(users.id, inv.userId));
    return true;
  });
}

/** Re-reads an intent of the caller's own bills (another account's intent is not found). */
async function ownIntent(db: Db, ctx: Ctx, id: string): Promise<PaymentIntent> {
  const pi = await processor(db).retrievePaymentIntent(PLATFORM_ACCOUNT, id).catch(() => null);
  if (!pi || pi.metadata.billing_user !== String(ctx.userId)) throw notFound("Payment");
  return pi;
}

/** POST /stripe/update-billing: re-reads the intent; paid, it reactivates the account. */
export async function updateBilling(db: Db, ctx: Ctx, intentId: string) {
  const pi = await ownIntent(db, ctx, intentId);
  if (pi.status !== "succeeded") throw validationError({ payment_intent: [MSG_NOT_PAID] }, MSG_NOT_PAID);
  await applyPaid(db, pi);
  const [u] = await db.select({ active: users.isActive }).from(users).where(eq(users.id, ctx.userId));
  return { status: 1, message: MSG_PAYMENT_VERIFIED, is_account_active: Boolean(u?.active) };
}

/** POST /stripe/create-setup-intent: a card saved for later charges, nothing charged now. */
export async function createSetupIntent(db: Db, ctx: Ctx) {
  const si = await processor(db).createSetupIntent(PLATFORM_ACCOUNT, { metadata: { billing_user: String(ctx.userId) } }, `billing-card-${ctx.userId}-${randomUUID()}`);
  return { client_secret: si.client_secret, mode: paymentsMode(), publishable_key: processor(db).publishableKey() };
}

/** POST /stripe/card/add: the confirmed setup intent's card becomes the subscription's. */
export async function addCard(db: Db, ctx: Ctx, setupIntentId: string) {
  const si = await processor(db).retrieveSetupIntent(PLATFORM_ACCOUNT, setupIntentId).catch(() => null);
  if (!si || si.metadata.billing_user !== String(ctx.userId)) throw notFound("Card");
  if (si.status !== "succeeded" || !si.payment_method) throw validationError({ setup_intent: [MSG_CARD_NOT_SAVED] }, MSG_CARD_NOT_SAVED);
  const card = si.payment_method;
  await db
    .update(subscriptions)
    .set({ paymentMethodId: card.id, cardBrand: card.card.brand, cardLast4: card.card.last4, updatedAt: new Date() })
    .where(eq(subscriptions.userId, ctx.userId));
  return { status: 1, message: MSG_CARD_ADDED, card: { brand: card.card.brand, last4: card.card.last4 } };
}

export { processor as billingProcessor };
