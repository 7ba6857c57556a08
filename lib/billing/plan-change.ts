import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, subscriptions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { forbidden, validationError } from "@/lib/http/errors";
import { PLATFORM_ACCOUNT } from "@/lib/platform/payments";
import {
  MSG_ALREADY_CANCELLING, MSG_NEEDS_CARD, MSG_NOT_CANCELLING, MSG_OPEN_INVOICE, MSG_RESUMED, MSG_SAME_PLAN,
  msgCancelScheduled, msgChanged, msgDowngradeScheduled, msgOverLimit, msgUpgraded,
} from "./constants";
import { applyPaid, billingProcessor } from "./payments";
import { addInterval, planById, subscriptionOf, subscriptionView, type Plan, type Subscription } from "./subscription";
import { accountUsage } from "./usage";

const day = (d: Date) => d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A lower plan must hold what the account uses now: the first limit it breaks, as a 422 on plan_id. */
async function assertFits(db: Db, ctx: Ctx, plan: Plan) {
  const used = await accountUsage(db, ctx.companyId);
  const checks: [string, number, number | null][] = [
    ["contacts", used.contacts, plan.contactsLimit], ["locations", used.locations, plan.locationsLimit], ["users", used.users, plan.usersLimit], ["products", used.products, plan.productsLimit],
  ];
  for (const [what, n, limit] of checks) {
    if (limit != null && n > limit) throw validationError({ plan_id: [msgOverLimit(what, n, limit)] }, msgOverLimit(what, n, limit));
  }
}

/**
 * The prorated charge of moving up now: the price difference for the part of the period left
 * (Stripe's proration, to the cent). A trial, or a period not yet paid, changes without charge.
 */
export function prorate(sub: Pick<Subscription, "amount" | "interval" | "currentPeriodEnd" | "status">, plan: Pick<Plan, "price" | "interval">, now = new Date()): number {
  if (sub.status === "trialing" || !sub.currentPeriodEnd || sub.currentPeriodEnd <= now) return 0;
  const end = sub.currentPeriodEnd.getTime();
  const start = addInterval(sub.currentPeriodEnd, sub.interval, -1).getTime();
  const left = Math.min(1, (end - now.getTime()) / (end - start));
  // A change of interval (month to year) bills the new plan's price for the rest of the period too: the same formula.
  return Math.max(0, Math.round((plan.price - sub.amount) * left));
}

async function upgrade(db: Db, sub: Subscription, plan: Plan): Promise<string> {
  const amount = prorate(sub, plan);
  if (amount === 0) {
    await db.update(subscriptions).set({ planId: plan.id, amount: plan.price, currency: plan.currency, interval: plan.interval, hasFunnels: plan.hasFunnels, contactLimit: plan.contactsLimit, pendingPlanId: null, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
    return msgUpgraded(plan.name);
  }
  if (!sub.paymentMethodId) throw validationError({ plan_id: [MSG_NEEDS_CARD] }, MSG_NEEDS_CARD);
  const now = new Date();
  const [inv] = await db
    .insert(billingInvoices)
    .values({ subscriptionId: sub.id, userId: sub.userId, planId: plan.id, planName: plan.name, reason: "upgrade", amount, currency: plan.currency, interval: plan.interval, periodStart: now, periodEnd: sub.currentPeriodEnd ?? now })
    .onConflictDoNothing()
    .returning();
  if (!inv) throw validationError({ plan_id: [MSG_OPEN_INVOICE] }, MSG_OPEN_INVOICE);
  // The bill's id is the key: a retried request charges once.
  const pi = await billingProcessor(db).chargeSaved(
    PLATFORM_ACCOUNT,
    { amount, currency: plan.currency, paymentMethod: sub.paymentMethodId, metadata: { billing_invoice: String(inv.id), billing_user: String(sub.userId) }, description: `Upgrade to ${plan.name}` },
    `billing-upgrade-${inv.id}`,
  );
  await db.update(billingInvoices).set({ intentId: pi.id }).where(eq(billingInvoices.id, inv.id));
  if (pi.status !== "succeeded") {
    await db.update(billingInvoices).set({ status: "void" }).where(and(eq(billingInvoices.id, inv.id), eq(billingInvoices.status, "open")));
    const message = pi.last_payment_error?.message ?? "Your card was declined.";
    throw validationError({ card: [message] }, message);
  }
  await applyPaid(db, pi);
  return msgUpgraded(plan.name);
}

/** PATCH /billing/update-subscription: upgrade now (prorated); downgrade or cancel at the period's end; resume. */
export async function updateSubscription(db: Db, ctx: Ctx, body: { action: "change" | "cancel" | "resume"; plan_id?: number }) {
  // Billing is the account owner's decision (as skip-trial): staff may not.
  if (!ctx.isOrganizationOwner) throw forbidden();
  const sub = await subscriptionOf(db, ctx.userId);
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  let message: string;
  if (body.action === "resume") {
    if (!sub.cancelAtPeriodEnd && !sub.pendingPlanId) throw validationError({ action: [MSG_NOT_CANCELLING] }, MSG_NOT_CANCELLING);
    await db.update(subscriptions).set({ cancelAtPeriodEnd: false, pendingPlanId: null, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
    message = MSG_RESUMED;
  } else if (body.action === "cancel") {
    if (sub.cancelAtPeriodEnd) throw validationError({ action: [MSG_ALREADY_CANCELLING] }, MSG_ALREADY_CANCELLING);
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true, pendingPlanId: null, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
    message = msgCancelScheduled(day(end ?? new Date()));
  } else {
    const plan = await planById(db, body.plan_id!);
    if (!plan) throw validationError({ plan_id: ["The selected plan id is invalid."] });
    if (plan.id === sub.planId && !sub.pendingPlanId) throw validationError({ plan_id: [MSG_SAME_PLAN] }, MSG_SAME_PLAN);
    const [open] = await db.select({ id: billingInvoices.id }).from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open")));
    if (open || sub.isPaymentFailed) throw validationError({ plan_id: [MSG_OPEN_INVOICE] }, MSG_OPEN_INVOICE);
    if (plan.id === sub.planId) {
      // Back to the current plan: the pending downgrade is dropped.
      await db.update(subscriptions).set({ pendingPlanId: null, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
      message = msgChanged(plan.name);
    } else if (plan.price > sub.amount) {
      message = await upgrade(db, sub, plan);
    } else {
      await assertFits(db, ctx, plan);
      if (sub.status === "trialing" || !sub.currentPeriodEnd) {
        // Nothing paid for yet: the lower plan applies at once.
        await db.update(subscriptions).set({ planId: plan.id, amount: plan.price, currency: plan.currency, interval: plan.interval, hasFunnels: plan.hasFunnels, contactLimit: plan.contactsLimit, pendingPlanId: null, cancelAtPeriodEnd: false, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
        message = msgChanged(plan.name);
      } else {
        await db.update(subscriptions).set({ pendingPlanId: plan.id, cancelAtPeriodEnd: false, updatedAt: new Date() }).where(eq(subscriptions.id, sub.id));
        message = msgDowngradeScheduled(plan.name, day(sub.currentPeriodEnd));
      }
    }
  }
  return { status: 1, message, subscription: await subscriptionView(db, ctx) };
}
