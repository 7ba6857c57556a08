import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOrders, checkoutProcessors, checkoutProducts, checkoutRefunds, checkoutSubscriptionLogs, checkoutSubscriptions, paymentEvents } from "../../db/schema";
import { renewDueSubscriptions } from "../../lib/checkout/subscription-renewals";
import { receiveCheckoutWebhook } from "../../lib/checkout/webhook";
import { webhookSecret } from "../../lib/platform/payments/signing";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { startStripePeer } from "../helpers/stripe-peer";

/**
 * Production mode's events (Stripe renews subscriptions): the real SDK re-reads each object from
 * a local Stripe peer. Deliveries are signed with Stripe's own test header; duplicated,
 * reordered and forged deliveries are checked for their effect.
 */
const { db } = setupTestDb();
const stripe = new Stripe("sk_test_x");
const ACCOUNT = "acct_peer_webhooks";
let peer: Awaited<ReturnType<typeof startStripePeer>>;
let processorId: number;
let orderId: number;
let subId: number;
let n = 0;

const day = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

function deliver(type: string, object: Record<string, unknown>, opts: { id?: string; secret?: string } = {}) {
  const payload = JSON.stringify({ id: opts.id ?? `evt_${++n}`, object: "event", api_version: "2026-10-28.endive", type, created: nowS(), account: ACCOUNT, livemode: false, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret("checkout") });
  return receiveCheckoutWebhook(db(), new Request("http://test/api/webhooks/stripe/checkout", { method: "POST", headers: { "stripe-signature": header }, body: payload }));
}

const subscriptionObject = (status: string, periodEnd: number, extra: Record<string, unknown> = {}) => ({
  id: "sub_peer_1", object: "subscription", status, items: { object: "list", data: [{ id: "si_1", object: "subscription_item", current_period_end: periodEnd }] },
  trial_end: null, cancel_at_period_end: false, canceled_at: null, metadata: { checkout_subscription: String(subId) }, ...extra,
});

const shuffle = <T>(a: T[]) => a.map((v) => [Math.random(), v] as const).sort((x, y) => x[0] - y[0]).map(([, v]) => v);

beforeAll(async () => {
  peer = await startStripePeer();
  const ids = await demoIds(db());
  const [p] = await db().insert(checkoutProcessors).values({ locationId: ids.downtown, name: "Live", accountId: ACCOUNT, provider: "stripe", status: "pending", livemode: true }).returning();
  processorId = p.id;
  const [product] = await db().insert(checkoutProducts).values({ locationId: ids.downtown, publicId: "webhooksMonthly00000", name: "Monthly", type: "subscription", interval: "month", price: 2900, currency: "USD", processorId }).returning();
  const [o] = await db()
    .insert(checkoutOrders)
    .values({ locationId: ids.downtown, publicId: "webhooksOrder0000000", productId: product.id, processorId, email: "sub@example.com", name: "Sub Scriber", currency: "USD", subtotal: 2900, total: 2900, status: "paid", paidAt: new Date(), paymentIntentId: "pi_peer_1" })
    .returning();
  orderId = o.id;
  const [s] = await db()
    .insert(checkoutSubscriptions)
    .values({ locationId: ids.downtown, orderId: o.id, productId: product.id, email: o.email, name: o.name, amount: 2900, currency: "USD", interval: "month", status: "active", nextBillingAt: new Date(Date.now() - day * 1000) })
    .returning();
  subId = s.id;
});

afterAll(async () => {
  await peer?.stop();
});

describe("signatures", () => {
  it("refuses a forged delivery with 400 and records nothing", async () => {
    peer.put("accounts", { id: ACCOUNT, object: "account", charges_enabled: true });
    const res = await deliver("account.updated", { id: ACCOUNT, object: "account" }, { id: "evt_forged", secret: "whsec_forged" });
    expect(res.status).toBe(400);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, "evt_forged"))).toHaveLength(0);
    const [p] = await db().select().from(checkoutProcessors).where(eq(checkoutProcessors.id, processorId));
    expect(p.status).toBe("pending");
  });
});

describe("account.updated", () => {
  it("re-reads the account: onboarding finished makes the processor active", async () => {
    expect((await deliver("account.updated", { id: ACCOUNT, object: "account", charges_enabled: false })).status).toBe(200);
    const [p] = await db().select().from(checkoutProcessors).where(eq(checkoutProcessors.id, processorId));
    expect(p.status).toBe("active");
  });
});

describe("customer.subscription.* and invoice.*", () => {
  it("links our subscription and applies the processor's current state, whatever the order of delivery", async () => {
    const periodEnd = nowS() + 30 * day;
    peer.put("subscriptions", subscriptionObject("past_due", periodEnd));
    // A stale "created" event arrives after the newer state: the re-read state wins either way.
    const events = shuffle([
      ["customer.subscription.updated", "evt_sub_updated"],
      ["customer.subscription.created", "evt_sub_created"],
    ]);
    for (let i = 0; i < 3; i++) for (const [type, id] of events) expect((await deliver(type, subscriptionObject("active", 0), { id })).status).toBe(200);
    const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, subId));
    expect(s).toMatchObject({ processorSubscriptionId: "sub_peer_1", status: "past_due" });
    expect(s.nextBillingAt!.getTime()).toBe(periodEnd * 1000);
    expect(await db().select().from(paymentEvents).where(inArray(paymentEvents.id, ["evt_sub_updated", "evt_sub_created"]))).toHaveLength(2);
  });

  it("logs a paid renewal once per invoice, however often and in whatever order its events come", async () => {
    const periodEnd = nowS() + 60 * day;
    peer.put("subscriptions", subscriptionObject("active", periodEnd));
    peer.put("invoices", { id: "in_peer_1", object: "invoice", status: "paid", amount_paid: 2900, amount_due: 2900, currency: "usd", billing_reason: "subscription_cycle", parent: { subscription_details: { subscription: "sub_peer_1" } } });
    const deliveries = shuffle([0, 1, 2].flatMap(() => [["invoice.paid", "evt_in_paid"], ["invoice.payment_succeeded", "evt_in_succeeded"], ["invoice.finalized", "evt_in_finalized"]]));
    for (const [type, id] of deliveries) expect((await deliver(type, { id: "in_peer_1", object: "invoice" }, { id })).status).toBe(200);
    const logs = await db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, subId), eq(checkoutSubscriptionLogs.processorInvoiceId, "in_peer_1")));
    expect(logs.map((l) => [l.kind, l.amount])).toEqual([["paid", 2900]]);
    const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, subId));
    expect(s.status).toBe("active");
    expect(s.nextBillingAt!.getTime()).toBe(periodEnd * 1000);
  });

  it("logs a failed renewal, and a cancellation at the processor ends ours", async () => {
    peer.put("subscriptions", subscriptionObject("past_due", nowS() + 60 * day));
    peer.put("invoices", { id: "in_peer_2", object: "invoice", status: "open", amount_paid: 0, amount_due: 2900, currency: "usd", billing_reason: "subscription_cycle", parent: { subscription_details: { subscription: "sub_peer_1" } }, last_finalization_error: null });
    await deliver("invoice.payment_failed", { id: "in_peer_2", object: "invoice" });
    await deliver("invoice.payment_failed", { id: "in_peer_2", object: "invoice" });
    const failed = await db().select().from(checkoutSubscriptionLogs).where(eq(checkoutSubscriptionLogs.processorInvoiceId, "in_peer_2"));
    expect(failed.map((l) => l.kind)).toEqual(["failed"]);
    const canceledAt = nowS();
    peer.put("subscriptions", subscriptionObject("canceled", nowS() + 60 * day, { canceled_at: canceledAt }));
    await deliver("customer.subscription.deleted", { id: "sub_peer_1", object: "subscription" });
    const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, subId));
    expect(s).toMatchObject({ status: "canceled", nextBillingAt: null });
    expect(s.canceledAt!.getTime()).toBe(canceledAt * 1000);
  });
});

describe("charge.refunded", () => {
  it("records a refund made at the processor once; repeats add nothing", async () => {
    peer.put("payment_intents", {
      id: "pi_peer_1", object: "payment_intent", amount: 2900, amount_received: 2900, currency: "usd", status: "succeeded", client_secret: "pi_peer_1_secret", livemode: true,
      metadata: {}, last_payment_error: null, next_action: null, payment_method: null, created: nowS(), latest_charge: { id: "ch_peer_1", object: "charge", amount_refunded: 1000 },
    });
    for (let i = 0; i < 3; i++) expect((await deliver("charge.refunded", { id: "ch_peer_1", object: "charge", payment_intent: "pi_peer_1" })).status).toBe(200);
    const [o] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId));
    expect(o.amountRefunded).toBe(1000);
    const refunds = await db().select().from(checkoutRefunds).where(eq(checkoutRefunds.orderId, orderId));
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[1000, "succeeded"]]);
  });
});

describe("renewals in production mode", () => {
  it("charge nothing: Stripe renews, its events drive our rows", async () => {
    await db().update(checkoutSubscriptions).set({ status: "active", nextBillingAt: new Date(Date.now() - day * 1000), processorSubscriptionId: null }).where(eq(checkoutSubscriptions.id, subId));
    const before = peer.requests.length;
    expect(await renewDueSubscriptions(db())).toBe(0);
    expect(peer.requests.slice(before)).toEqual([]);
    const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, subId));
    expect(s.status).toBe("active");
  });

  it("in embedded mode a subscription the processor renews is still left alone", async () => {
    await db().update(checkoutSubscriptions).set({ processorSubscriptionId: "sub_peer_1" }).where(eq(checkoutSubscriptions.id, subId));
    await peer.stop();
    try {
      expect(await renewDueSubscriptions(db())).toBe(0);
      const logs = await db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, subId), eq(checkoutSubscriptionLogs.kind, "failed")));
      expect(logs).toHaveLength(1);
    } finally {
      peer = await startStripePeer();
    }
  });
});
