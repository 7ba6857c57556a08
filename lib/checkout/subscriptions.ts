import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { announce } from "@/lib/platform/events";
import { checkoutInvoices, checkoutProducts, checkoutSubscriptionLogs, checkoutSubscriptions, type CheckoutOrder, type CheckoutProduct, type CheckoutSubscription } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { payments, paymentsMode, type PaymentsProcessor } from "@/lib/platform/payments";
import { processorRefusal } from "@/lib/platform/payments/errors";
import { subscriptionAccount, subscriptionKey } from "./processor-subscriptions";
import { listPage } from "@/lib/http/list-query";
import { addDays, addInterval } from "./subscription-dates";
import type { SubscriptionDetailsBody, SubscriptionListQuery } from "./subscription-schemas";

type Sub = CheckoutSubscription;

/**
 * A paid first order of a subscription product starts its subscription (in the paying
 * transaction, so a replayed payment cannot start a second one: the order id is unique).
 * With trial days the first payment is free and billing starts when the trial ends.
 */
export async function startSubscription(tx: Db, order: CheckoutOrder, product: CheckoutProduct) {
  const now = new Date();
  const trialing = product.trialDays > 0;
  const trialEnd = trialing ? addDays(now, product.trialDays) : null;
  const interval = product.interval ?? "month";
  const [sub] = await tx
    .insert(checkoutSubscriptions)
    .values({
      locationId: order.locationId,
      orderId: order.id,
      productId: product.id,
      contactId: order.contactId,
      email: order.email,
      name: order.name,
      amount: order.subtotal - order.discount,
      currency: order.currency,
      interval,
      status: trialing ? "trialing" : "active",
      trialEnd,
      nextBillingAt: trialEnd ?? addInterval(now, interval),
      test: order.test,
    })
    .onConflictDoNothing()
    .returning();
  if (sub) {
    await log(tx, sub, trialing ? "trial" : "paid", trialing ? `Trial of ${product.trialDays} days started` : "First payment", trialing ? null : order.total);
  }
  return sub ?? null;
}

async function log(db: Db, sub: Sub, kind: string, message: string, amount: number | null = null) {
  await db.insert(checkoutSubscriptionLogs).values({ locationId: sub.locationId, subscriptionId: sub.id, kind, message, amount });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function row(s: Sub, product: string) {
  return {
    id: s.id,
    order_id: s.orderId,
    product_id: s.productId,
    product_name: product,
    name: s.name,
    email: s.email,
    contact_id: s.contactId,
    amount: s.amount,
    currency: s.currency,
    interval: s.interval,
    status: s.status,
    trial_end: iso(s.trialEnd),
    next_billing_date: s.status === "canceled" ? null : iso(s.nextBillingAt),
    cancel_at_period_end: iso(s.cancelAtPeriodEnd),
    canceled_at: iso(s.canceledAt),
    test: s.test,
    date_created: s.createdAt.toISOString(),
  };
}

/** GET /order/all-subscriptions: a page of the location's subscriptions and counts per status (test ones left out). */
export async function listSubscriptions(db: Db, ctx: Ctx, q: SubscriptionListQuery) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, "\\$&")}%` : null;
  const page = await listPage(
    {
      tenant: eq(checkoutSubscriptions.locationId, ctx.locationId),
      filters: [
        q.status === "all" ? undefined : eq(checkoutSubscriptions.status, q.status),
        like ? or(ilike(checkoutSubscriptions.email, like), ilike(checkoutSubscriptions.name, like)) : undefined,
      ],
      sorts: { date_created: checkoutSubscriptions.createdAt },
      sort: "date_created",
      direction: "desc",
      id: checkoutSubscriptions.id,
      page: q.page,
      perPage: q.per_page,
    },
    (__total) =>
      db
        .select({ s: checkoutSubscriptions, product: checkoutProducts.name, __total })
        .from(checkoutSubscriptions)
        .innerJoin(checkoutProducts, and(eq(checkoutProducts.id, checkoutSubscriptions.productId), eq(checkoutProducts.locationId, checkoutSubscriptions.locationId)))
        .$dynamic(),
    async (where) => (await db.select({ n: count() }).from(checkoutSubscriptions).where(where))[0].n,
  );
  const counts = await db
    .select({ status: checkoutSubscriptions.status, n: count() })
    .from(checkoutSubscriptions)
    .where(and(eq(checkoutSubscriptions.locationId, ctx.locationId), eq(checkoutSubscriptions.test, false)))
    .groupBy(checkoutSubscriptions.status);
  const stats = { total: 0, trialing: 0, active: 0, paused: 0, past_due: 0, canceled: 0 };
  for (const c of counts) {
    stats.total += c.n;
    if (c.status in stats) stats[c.status as keyof typeof stats] = c.n;
  }
  return { subscriptions: { ...page, data: page.data.map(({ s, product }) => row(s, product)) }, stats };
}

async function loadForUpdate(tx: Db, ctx: Ctx, id: number) {
  const [sub] = await tx.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, id), eq(checkoutSubscriptions.locationId, ctx.locationId))).for("update");
  if (!sub) throw notFound("Subscription");
  return sub;
}

/**
 * A coach's change of a subscription Stripe renews is made at Stripe first (in the row's locked
 * transaction: a refusal changes nothing of ours); its events then confirm our row. The key
 * names the row's version, so a retried request is the same request and a later one a new one.
 */
async function atProcessor(tx: Db, sub: Sub, field: string, action: string, change: (api: PaymentsProcessor, account: string, id: string, key: string) => Promise<unknown>) {
  if (paymentsMode() !== "stripe" || !sub.processorSubscriptionId) return;
  const account = await subscriptionAccount(tx, sub);
  if (!account) return;
  await change(payments(tx), account, sub.processorSubscriptionId, `${subscriptionKey(sub)}-${action}-v${sub.updatedAt.getTime()}`).catch((err) => {
    const message = processorRefusal(err);
    if (message) throw validationError({ [field]: [message] });
    throw err;
  });
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * PATCH /order/{id}/update-subscription-details. Moving a date grants a free period: nothing is
 * charged or credited for it (no proration); the next renewal simply happens later.
 */
export async function updateSubscriptionDetails(db: Db, ctx: Ctx, id: number, body: SubscriptionDetailsBody) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const sub = await loadForUpdate(tx, ctx, id);
    if (sub.status === "canceled") throw validationError({ status: ["This subscription has been cancelled."] });
    const where = and(eq(checkoutSubscriptions.id, sub.id), eq(checkoutSubscriptions.locationId, ctx.locationId));
    const now = new Date();
    if (body.trial_status) {
      if (sub.status !== "trialing") throw validationError({ trial_status: ["This subscription is not in a trial."] });
      // Ending the trial now makes the first renewal due now (the renewal run, or Stripe, charges it).
      await atProcessor(tx, sub, "trial_status", "trial-end-now", (api, account, id, key) => api.updateSubscription(account, id, { billingStart: "now" }, key));
      await tx.update(checkoutSubscriptions).set({ status: "active", trialEnd: now, nextBillingAt: now, updatedAt: now }).where(where);
      await log(tx, sub, "trial", "Trial ended by the coach");
      return { status: 200, message: "Trial status has been updated successfully!" };
    }
    if (body.billing_status) {
      if (sub.status === "trialing") throw validationError({ billing_status: ["End the trial before changing the billing status."] });
      const paused = body.billing_status === "paused";
      await atProcessor(tx, sub, "billing_status", paused ? "pause" : "resume", (api, account, id, key) => api.updateSubscription(account, id, { paused }, key));
      await tx.update(checkoutSubscriptions).set({ status: body.billing_status, updatedAt: now }).where(where);
      await log(tx, sub, "updated", body.billing_status === "paused" ? "Billing paused" : "Billing resumed");
      return { status: 200, message: "Next billing status has been updated successfully!" };
    }
    if (body.trial_end_date) {
      if (sub.status !== "trialing") throw validationError({ trial_end_date: ["The trial end date can only be changed during a trial."] });
      const at = new Date(body.trial_end_date);
      await atProcessor(tx, sub, "trial_end_date", `billing-start-${unix(at)}`, (api, account, id, key) => api.updateSubscription(account, id, { billingStart: at }, key));
      await tx.update(checkoutSubscriptions).set({ trialEnd: at, nextBillingAt: at, updatedAt: now }).where(where);
      await log(tx, sub, "trial", `Trial end moved to ${at.toISOString().slice(0, 10)}`);
      return { status: 200, message: "Trial end date has been updated successfully!" };
    }
    const at = new Date(body.next_billing_date!);
    if (sub.status === "trialing") throw validationError({ next_billing_date: ["During a trial, change the trial end date instead."] });
    // Stripe's way to move the next charge with no proration is a trial until then (ours stays active).
    await atProcessor(tx, sub, "next_billing_date", `billing-start-${unix(at)}`, (api, account, id, key) => api.updateSubscription(account, id, { billingStart: at }, key));
    await tx.update(checkoutSubscriptions).set({ nextBillingAt: at, updatedAt: now }).where(where);
    await log(tx, sub, "updated", `Next billing moved to ${at.toISOString().slice(0, 10)}`);
    return { status: 200, message: "Next billing date has been updated successfully!" };
  });
}

/** POST /order/{id}/cancel-subscription: now, or at the end of the current period (no renewal then). */
export async function cancelSubscription(db: Db, ctx: Ctx, id: number, when: "now" | "period_end") {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const sub = await loadForUpdate(tx, ctx, id);
    if (sub.status === "canceled") throw validationError({ status: ["This subscription has already been cancelled."] });
    const now = new Date();
    const where = and(eq(checkoutSubscriptions.id, sub.id), eq(checkoutSubscriptions.locationId, ctx.locationId));
    if (when === "now" || !sub.nextBillingAt) {
      await atProcessor(tx, sub, "status", "cancel", (api, account, id, key) => api.cancelSubscription(account, id, key));
      await tx.update(checkoutSubscriptions).set({ status: "canceled", canceledAt: now, cancelAtPeriodEnd: null, updatedAt: now }).where(where);
      await log(tx, sub, "canceled", "Cancelled by the coach");
    } else {
      await atProcessor(tx, sub, "status", "cancel-at-period-end", (api, account, id, key) => api.updateSubscription(account, id, { cancelAtPeriodEnd: true }, key));
      await tx.update(checkoutSubscriptions).set({ cancelAtPeriodEnd: sub.nextBillingAt, updatedAt: now }).where(where);
      await log(tx, sub, "canceled", `Cancels on ${sub.nextBillingAt.toISOString().slice(0, 10)}`);
    }
    const at = when === "now" || !sub.nextBillingAt ? "now" : "period_end";
    await announce("contact.changed", { db: tx, locationId: ctx.locationId, change: { kind: "subscription_cancelled", contactIds: sub.contactId ? [sub.contactId] : [], subscriptionId: sub.id, at } });
    return { status: 200, message: "Subscription has been cancelled successfully!" };
  });
}

function logRow(l: typeof checkoutSubscriptionLogs.$inferSelect, s: { name: string; email: string }) {
  return { id: l.id, subscription_id: l.subscriptionId, kind: l.kind, amount: l.amount, message: l.message, name: s.name, email: s.email, date_created: l.createdAt.toISOString() };
}

const LOG_LIMIT = 100;

/** GET /order/subscription-logs: the latest paid, failed and trial entries of the location. */
export async function subscriptionLogs(db: Db, ctx: Ctx) {
  const rows = await db
    .select({ l: checkoutSubscriptionLogs, name: checkoutSubscriptions.name, email: checkoutSubscriptions.email })
    .from(checkoutSubscriptionLogs)
    .innerJoin(checkoutSubscriptions, and(eq(checkoutSubscriptions.id, checkoutSubscriptionLogs.subscriptionId), eq(checkoutSubscriptions.locationId, checkoutSubscriptionLogs.locationId)))
    .where(and(eq(checkoutSubscriptionLogs.locationId, ctx.locationId), sql`${checkoutSubscriptionLogs.kind} in ('paid', 'failed', 'trial')`))
    .orderBy(desc(checkoutSubscriptionLogs.createdAt), desc(checkoutSubscriptionLogs.id))
    .limit(LOG_LIMIT * 3);
  const of = (kind: string) => rows.filter((r) => r.l.kind === kind).slice(0, LOG_LIMIT).map((r) => logRow(r.l, r));
  return { paid: of("paid"), failed: of("failed"), trial: of("trial") };
}

/** GET /order/{id}/all-subscription-logs: everything that happened to one subscription, newest first. */
export async function allSubscriptionLogs(db: Db, ctx: Ctx, id: number) {
  const [sub] = await db.select().from(checkoutSubscriptions).where(and(eq(checkoutSubscriptions.id, id), eq(checkoutSubscriptions.locationId, ctx.locationId)));
  if (!sub) throw notFound("Subscription");
  const rows = await db
    .select({ l: checkoutSubscriptionLogs, invoice: checkoutInvoices.id })
    .from(checkoutSubscriptionLogs)
    .leftJoin(checkoutInvoices, and(eq(checkoutInvoices.subscriptionLogId, checkoutSubscriptionLogs.id), eq(checkoutInvoices.locationId, checkoutSubscriptionLogs.locationId)))
    .where(and(eq(checkoutSubscriptionLogs.locationId, ctx.locationId), eq(checkoutSubscriptionLogs.subscriptionId, sub.id)))
    .orderBy(desc(checkoutSubscriptionLogs.createdAt), desc(checkoutSubscriptionLogs.id));
  // has_invoice: a paid renewal with its own invoice (send or download it by this log's id).
  return { data: rows.map(({ l, invoice }) => ({ ...logRow(l, sub), has_invoice: invoice !== null })) };
}
