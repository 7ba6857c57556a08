import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { billingInvoices, subscriptionPlans, subscriptions } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";

export type Subscription = typeof subscriptions.$inferSelect;
export type Plan = typeof subscriptionPlans.$inferSelect;

/** The end of one billing interval after `from` (calendar months and years, as processors bill). */
export function addInterval(from: Date, interval: string, n = 1): Date {
  const d = new Date(from);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (interval === "week") d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (interval === "day") d.setUTCDate(d.getUTCDate() + n);
  else d.setUTCMonth(d.getUTCMonth() + n);
  return d;
}

/** The caller's own subscription (every billing call acts on the caller's own account). */
export async function subscriptionOf(db: Db, userId: number, lock = false): Promise<Subscription> {
  const q = db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [sub] = lock ? await q.for("update") : await q;
  if (!sub) throw notFound("Subscription");
  return sub;
}

export async function activePlans(db: Db): Promise<Plan[]> {
  return db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.sort), asc(subscriptionPlans.id));
}

export async function planById(db: Db, id: number): Promise<Plan | null> {
  const [plan] = await db.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.isActive, true)));
  return plan ?? null;
}

const limitsOf = (p: Pick<Plan, "contactsLimit" | "locationsLimit" | "usersLimit" | "productsLimit"> | null, contacts: number | null) => ({
  contacts: p ? p.contactsLimit : contacts,
  locations: p?.locationsLimit ?? null,
  users: p?.usersLimit ?? null,
  products: p?.productsLimit ?? null,
});

/** GET /billing/plans */
export async function listPlans(db: Db, ctx: Ctx) {
  const [plans, sub] = await Promise.all([activePlans(db), subscriptionOf(db, ctx.userId)]);
  return {
    data: plans.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      currency: p.currency,
      interval: p.interval,
      trial_days: p.trialDays,
      limits: limitsOf(p, null),
      has_funnels: p.hasFunnels,
      is_current: sub.planId === p.id,
    })),
  };
}

/** GET /billing/subscription (doc 3 s3's fields, `subsctiption_status` spelled so). */
export async function subscriptionView(db: Db, ctx: Ctx) {
  const sub = await subscriptionOf(db, ctx.userId);
  const [plan, pending, [open]] = await Promise.all([
    sub.planId ? db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.planId)).then((r) => r[0] ?? null) : null,
    sub.pendingPlanId ? db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, sub.pendingPlanId)).then((r) => r[0] ?? null) : null,
    db.select().from(billingInvoices).where(and(eq(billingInvoices.subscriptionId, sub.id), eq(billingInvoices.status, "open"))),
  ]);
  return {
    id: sub.id,
    interval: sub.interval,
    subsctiption_status: sub.status,
    amount: sub.amount,
    currency: sub.currency,
    has_funnels: sub.hasFunnels,
    plan: plan ? { id: plan.id, name: plan.name } : null,
    limits: limitsOf(plan, sub.contactLimit),
    trial_ends_at: sub.status === "trialing" && sub.trialEndsAt ? sub.trialEndsAt.toISOString() : null,
    current_period_end: sub.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    pending_plan: pending ? { id: pending.id, name: pending.name } : null,
    card: sub.cardLast4 ? { brand: sub.cardBrand ?? "card", last4: sub.cardLast4 } : null,
    is_payment_failed: sub.isPaymentFailed,
    open_invoice: open ? { id: open.id, amount: open.amount, currency: open.currency } : null,
  };
}
