import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOrders, checkoutProcessors, checkoutSubscriptions, users } from "../../db/schema";
import { createCardLink } from "../../lib/checkout/card-link";
import { renewDueSubscriptions } from "../../lib/checkout/subscription-renewals";
import { receiveCheckoutWebhook } from "../../lib/checkout/webhook";
import { embeddedProcessor } from "../../lib/platform/payments/embedded";
import { webhookSecret } from "../../lib/platform/payments/signing";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { startStripePeer } from "../helpers/stripe-peer";
import type { DemoIds } from "../tenancy/fixture";

/**
 * Production (Stripe) mode: a bought subscription is made at Stripe, on the coach's connected
 * account, and Stripe renews it. The real SDK talks to a local Stripe peer that keeps
 * idempotency keys as Stripe does; deliveries are signed with Stripe's own test header.
 */
const { db } = setupTestDb();
const stripe = new Stripe("sk_test_x");
const ACCOUNT = "acct_peer_subscriptions";
let peer: Awaited<ReturnType<typeof startStripePeer>>;
let ids: DemoIds;
let owner: string;
let processorId: number;
let n = 0;

const co = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => call(method, path, { ...opts, host: "checkout" });
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_subs_${++n}`, object: "event", api_version: "2026-10-28.endive", type, created: unix(new Date()), account: ACCOUNT, livemode: false, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret("checkout") });
  return receiveCheckoutWebhook(db(), new Request("http://test/api/webhooks/stripe/checkout", { method: "POST", headers: { "stripe-signature": header }, body: payload }));
}

/** The POSTs (and DELETEs) the peer received on a path, in order. */
const writes = (path: RegExp) => peer.requests.filter((r) => r.method !== "GET" && path.test(r.path));

beforeAll(async () => {
  peer = await startStripePeer();
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  // A connected Standard account that finished onboarding (its creation is Stripe's, not tested here).
  const [p] = await db().insert(checkoutProcessors).values({ locationId: ids.downtown, name: "Live", accountId: ACCOUNT, provider: "stripe", status: "active", livemode: false }).returning();
  processorId = p.id;
});

afterAll(async () => {
  await peer?.stop();
});

async function subscriptionProduct(body: Record<string, unknown>) {
  const res = await co("POST", "/product/create", { token: owner, body: { name: "Monthly coaching", price: 2900, currency: "USD", type: "subscription", interval: "month", processor_id: processorId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number; public_id: string };
}

async function start(publicId: string, email: string) {
  const res = await co("POST", `/public/${publicId}/start`, { body: { email, name: "Sam Subscriber" } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const [order] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, res.json.order));
  return { answer: res.json as { order: string; client_secret: string; total: number }, order };
}

const finalize = (order: string) => co("POST", `/public/order/${order}/finalize`);

async function subscriptionOf(orderId: number) {
  const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.orderId, orderId));
  return s;
}

const subscriptionsFor = (ourId: number) => peer.all("subscriptions").filter((s) => (s.metadata as Record<string, string>).checkout_subscription === String(ourId));

describe("a paid first period", () => {
  let ourId: number;
  let stripeId: string;
  let orderId: number;
  let orderPublic: string;

  it("asks Stripe to keep the card, then makes one customer and one subscription first billed at our next billing date", async () => {
    const p = await subscriptionProduct({});
    const { answer, order } = await start(p.public_id, "paid@example.com");
    orderId = order.id;
    orderPublic = answer.order;
    const [intentPost] = writes(/^\/v1\/payment_intents$/).filter((r) => r.idempotencyKey === `order-${order.id}-intent`);
    expect(intentPost).toMatchObject({ account: ACCOUNT, body: { amount: "2900", currency: "usd", setup_future_usage: "off_session" } });
    // Stripe.js confirms the card in the buyer's browser.
    peer.confirm("payment_intents", order.paymentIntentId!, { id: "pm_paid_card" });
    expect((await finalize(answer.order)).json.status).toBe("paid");

    const ours = await subscriptionOf(order.id);
    ourId = ours.id;
    expect(ours).toMatchObject({ status: "active", trialEnd: null });
    const made = subscriptionsFor(ours.id);
    expect(made).toHaveLength(1);
    stripeId = made[0].id;
    expect(ours.processorSubscriptionId).toBe(stripeId);

    const [product] = writes(/^\/v1\/products$/);
    expect(product).toMatchObject({ account: ACCOUNT, idempotencyKey: expect.stringMatching(new RegExp(`^checkout-product-${p.id}-v\\d+$`)), body: { name: "Monthly coaching" } });
    const customers = writes(/^\/v1\/customers$/);
    expect(customers).toEqual([
      expect.objectContaining({ account: ACCOUNT, idempotencyKey: `checkout-sub-${ours.id}-customer`, body: expect.objectContaining({ email: "paid@example.com", name: "Sam Subscriber", payment_method: "pm_paid_card", invoice_settings: { default_payment_method: "pm_paid_card" } }) }),
    ]);
    const subs = writes(/^\/v1\/subscriptions$/);
    expect(subs).toHaveLength(1);
    const customerId = peer.all("customers")[0].id;
    expect(subs[0]).toMatchObject({
      account: ACCOUNT,
      idempotencyKey: `checkout-sub-${ours.id}-create`,
      body: {
        customer: customerId,
        items: [{ price_data: { currency: "usd", product: peer.all("products")[0].id, unit_amount: "2900", recurring: { interval: "month" } } }],
        default_payment_method: "pm_paid_card",
        // The first month is paid by the order: Stripe's first charge is our next billing date, no proration.
        trial_end: String(unix(ours.nextBillingAt!)),
        proration_behavior: "none",
        metadata: { checkout_subscription: String(ours.id), location: String(ids.downtown) },
      },
    });
    // Every write carried a key derived from our rows.
    for (const r of peer.requests.filter((q) => q.method !== "GET")) expect(r.idempotencyKey, r.path).toMatch(/^(order-\d+-(intent|setup)|checkout-(sub|product)-\d+-.+)$/);
  });

  it("a repeated finalize, and the intent's webhook before or after, make no second subscription", async () => {
    const before = writes(/^\/v1\/(subscriptions|customers)$/).length;
    await finalize(orderPublic);
    expect((await deliver("payment_intent.succeeded", { id: (await db().select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId)))[0].paymentIntentId!, object: "payment_intent" })).status).toBe(200);
    await finalize(orderPublic);
    expect(writes(/^\/v1\/(subscriptions|customers)$/)).toHaveLength(before);
    expect(subscriptionsFor(ourId)).toHaveLength(1);
  });

  it("converges when Stripe's subscription event links our row before our own write: same keys, the same subscription", async () => {
    // As if the process died after Stripe made the subscription and before our row kept its id.
    await db().update(checkoutSubscriptions).set({ processorSubscriptionId: null }).where(eq(checkoutSubscriptions.id, ourId));
    expect((await deliver("customer.subscription.created", { id: stripeId, object: "subscription" })).status).toBe(200);
    let ours = await subscriptionOf(orderId);
    expect(ours.processorSubscriptionId).toBe(stripeId);
    // Stripe says trialing (the paid month is its trial): ours is still an active, paid subscription.
    expect(ours).toMatchObject({ status: "active", trialEnd: null });
    // And the other way round: our write runs again after the unlink (the keys replay the same objects).
    await db().update(checkoutSubscriptions).set({ processorSubscriptionId: null }).where(eq(checkoutSubscriptions.id, ourId));
    const keyed = writes(/^\/v1\/subscriptions$/).length;
    await finalize(orderPublic);
    expect(writes(/^\/v1\/subscriptions$/)).toHaveLength(keyed + 1);
    await deliver("customer.subscription.created", { id: stripeId, object: "subscription" });
    ours = await subscriptionOf(orderId);
    expect(ours.processorSubscriptionId).toBe(stripeId);
    expect(subscriptionsFor(ourId)).toHaveLength(1);
    expect(peer.all("customers")).toHaveLength(1);
  });

  it("finalize and the webhook at the same time make one subscription", async () => {
    const p = await subscriptionProduct({ name: "Weekly", interval: "week", price: 1500 });
    const { answer, order } = await start(p.public_id, "race@example.com");
    peer.confirm("payment_intents", order.paymentIntentId!, { id: "pm_race_card" });
    const [fin, hook] = await Promise.all([finalize(answer.order), deliver("payment_intent.succeeded", { id: order.paymentIntentId!, object: "payment_intent" })]);
    expect([fin.json.status, hook.status]).toEqual(["paid", 200]);
    const ours = await subscriptionOf(order.id);
    const made = subscriptionsFor(ours.id);
    expect(made).toHaveLength(1);
    expect(ours.processorSubscriptionId).toBe(made[0].id);
    expect((made[0].items as { data: { price: { unit_amount: number; recurring: { interval: string } } }[] }).data[0].price).toMatchObject({ unit_amount: 1500, recurring: { interval: "week" } });
  });

  it("the renewal run charges nothing: Stripe renews it", async () => {
    await db().update(checkoutSubscriptions).set({ nextBillingAt: new Date(Date.now() - 86_400_000) }).where(eq(checkoutSubscriptions.id, ourId));
    const before = peer.requests.length;
    expect(await renewDueSubscriptions(db())).toBe(0);
    expect(peer.requests.slice(before)).toEqual([]);
    await db().update(checkoutSubscriptions).set({ nextBillingAt: inDays(30) }).where(eq(checkoutSubscriptions.id, ourId));
  });

  it("the coach's date, pause and cancel reach Stripe with keys; a refusal by Stripe changes nothing of ours", async () => {
    const next = inDays(40);
    const moved = await co("PATCH", `/order/${ourId}/update-subscription-details`, { token: owner, body: { next_billing_date: next.toISOString() } });
    expect(moved.json.message).toBe("Next billing date has been updated successfully!");
    const [move] = writes(new RegExp(`^/v1/subscriptions/${stripeId}$`));
    expect(move).toMatchObject({ account: ACCOUNT, idempotencyKey: expect.stringMatching(new RegExp(`^checkout-sub-${ourId}-billing-start-${unix(next)}-v\\d+$`)), body: { trial_end: String(unix(next)), proration_behavior: "none" } });
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ trial_end: unix(next) });

    expect((await co("PATCH", `/order/${ourId}/update-subscription-details`, { token: owner, body: { billing_status: "paused" } })).status).toBe(200);
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ pause_collection: { behavior: "void" } });
    // Stripe keeps a paused subscription's status; its event leaves ours paused.
    await deliver("customer.subscription.updated", { id: stripeId, object: "subscription" });
    expect((await subscriptionOf(orderId)).status).toBe("paused");
    expect((await co("PATCH", `/order/${ourId}/update-subscription-details`, { token: owner, body: { billing_status: "active" } })).status).toBe(200);
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ pause_collection: null });
    await deliver("customer.subscription.updated", { id: stripeId, object: "subscription" });
    expect((await subscriptionOf(orderId)).status).toBe("active");

    const atEnd = await co("POST", `/order/${ourId}/cancel-subscription`, { token: owner, body: { when: "period_end" } });
    expect(atEnd.json.message).toBe("Subscription has been cancelled successfully!");
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ cancel_at_period_end: true, status: "trialing" });
    const now = await co("POST", `/order/${ourId}/cancel-subscription`, { token: owner, body: { when: "now" } });
    expect(now.status).toBe(200);
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ status: "canceled" });
    const updates = writes(new RegExp(`^/v1/subscriptions/${stripeId}$`));
    expect(updates.map((r) => r.method)).toEqual(["POST", "POST", "POST", "POST", "DELETE"]);
    for (const r of updates) expect(r.idempotencyKey).toMatch(new RegExp(`^checkout-sub-${ourId}-(billing-start-\\d+|pause|resume|cancel-at-period-end|cancel)-v\\d+$`));
    // The keys name the row's version: the pause and the resume were not one request replayed.
    expect(new Set(updates.map((r) => r.idempotencyKey)).size).toBe(updates.length);
    expect((await subscriptionOf(orderId)).status).toBe("canceled");
  });

  it("a change Stripe refuses answers 422 on its field and leaves our row as it was", async () => {
    const p = await subscriptionProduct({ name: "Refused" });
    const { answer, order } = await start(p.public_id, "refused@example.com");
    peer.confirm("payment_intents", order.paymentIntentId!, { id: "pm_refused_card" });
    await finalize(answer.order);
    const ours = await subscriptionOf(order.id);
    // Cancelled at Stripe (its dashboard) before the event reached us.
    Object.assign(peer.get("subscriptions", ours.processorSubscriptionId!)!, { status: "canceled" });
    const res = await co("PATCH", `/order/${ours.id}/update-subscription-details`, { token: owner, body: { next_billing_date: inDays(50).toISOString() } });
    expect(res.status).toBe(422);
    expect(res.json.errors.next_billing_date).toBeDefined();
    expect((await subscriptionOf(order.id)).nextBillingAt!.getTime()).toBe(ours.nextBillingAt!.getTime());
  });
});

describe("a trial", () => {
  it("saves the card with a setup intent, charges nothing, and Stripe's subscription trials until our trial end", async () => {
    const p = await subscriptionProduct({ name: "Trial plan", trial_days: 14, interval: "year", price: 24000 });
    const before = writes(/^\/v1\/payment_intents$/).length;
    const { answer, order } = await start(p.public_id, "trial@example.com");
    expect(answer.total).toBe(0);
    expect(answer.client_secret).toMatch(/^seti_/);
    expect(writes(/^\/v1\/payment_intents$/)).toHaveLength(before);
    expect(writes(/^\/v1\/setup_intents$/).at(-1)).toMatchObject({ account: ACCOUNT, idempotencyKey: `order-${order.id}-setup` });
    peer.confirm("setup_intents", order.paymentIntentId!, { id: "pm_trial_card" });
    // The setup intent's webhook first, then the buyer's finalize: one subscription either way.
    expect((await deliver("setup_intent.succeeded", { id: order.paymentIntentId!, object: "setup_intent" })).status).toBe(200);
    expect((await finalize(answer.order)).json.status).toBe("paid");

    const ours = await subscriptionOf(order.id);
    expect(ours).toMatchObject({ status: "trialing", amount: 24000, interval: "year" });
    const made = subscriptionsFor(ours.id);
    expect(made).toHaveLength(1);
    expect(ours.processorSubscriptionId).toBe(made[0].id);
    const [create] = writes(/^\/v1\/subscriptions$/).filter((r) => r.idempotencyKey === `checkout-sub-${ours.id}-create`);
    expect(create.body).toMatchObject({ trial_end: String(unix(ours.trialEnd!)), default_payment_method: "pm_trial_card", items: [{ price_data: { unit_amount: "24000", recurring: { interval: "year" } } }] });
    expect(ours.trialEnd!.getTime()).toBe(ours.nextBillingAt!.getTime());

    // Its events keep our trial, with Stripe's trial end.
    await deliver("customer.subscription.created", { id: made[0].id, object: "subscription" });
    const linked = await subscriptionOf(order.id);
    expect(linked).toMatchObject({ status: "trialing", processorSubscriptionId: made[0].id });
    expect(unix(linked.trialEnd!)).toBe(unix(ours.trialEnd!));

    // The coach moves the trial's end, then ends it: Stripe's trial follows, then bills at once.
    const later = inDays(20);
    expect((await co("PATCH", `/order/${ours.id}/update-subscription-details`, { token: owner, body: { trial_end_date: later.toISOString() } })).json.message).toBe("Trial end date has been updated successfully!");
    expect(peer.get("subscriptions", made[0].id)).toMatchObject({ status: "trialing", trial_end: unix(later) });
    expect((await co("PATCH", `/order/${ours.id}/update-subscription-details`, { token: owner, body: { trial_status: "end" } })).json.message).toBe("Trial status has been updated successfully!");
    const ended = writes(new RegExp(`^/v1/subscriptions/${made[0].id}$`)).at(-1)!;
    expect(ended).toMatchObject({ body: { trial_end: "now", proration_behavior: "none" }, idempotencyKey: expect.stringMatching(new RegExp(`^checkout-sub-${ours.id}-trial-end-now-v\\d+$`)) });
    expect(peer.get("subscriptions", made[0].id)).toMatchObject({ status: "active" });
    await deliver("customer.subscription.updated", { id: made[0].id, object: "subscription" });
    expect((await subscriptionOf(order.id)).status).toBe("active");
  });
});

describe("a new card by the buyer's link", () => {
  it("saves the card (no second charge), makes it Stripe's default and pays the open invoice with it, with keys", async () => {
    const p = await subscriptionProduct({ name: "Late plan" });
    const { answer, order } = await start(p.public_id, "late@example.com");
    peer.confirm("payment_intents", order.paymentIntentId!, { id: "pm_late_old" });
    await finalize(answer.order);
    const ours = await subscriptionOf(order.id);
    const stripeId = ours.processorSubscriptionId!;
    // Stripe's renewal failed: an open invoice, the subscription past due.
    peer.put("invoices", { id: "in_late_1", object: "invoice", status: "open", amount_paid: 0, amount_due: 2900, currency: "usd", billing_reason: "subscription_cycle", parent: { subscription_details: { subscription: stripeId } }, last_finalization_error: null });
    Object.assign(peer.get("subscriptions", stripeId)!, { status: "past_due", latest_invoice: "in_late_1", trial_end: null });
    await deliver("invoice.payment_failed", { id: "in_late_1", object: "invoice" });
    expect((await subscriptionOf(order.id)).status).toBe("past_due");

    const token = (await createCardLink(db(), ours)).split("/").pop()!;
    const before = peer.requests.length;
    const intent = await co("POST", `/public/card/${token}/intent`);
    expect(intent.status, JSON.stringify(intent.json)).toBe(200);
    expect(intent.json).toMatchObject({ client_secret: expect.stringMatching(/^seti_/), amount: 2900, mode: "stripe", stripe_account: ACCOUNT });
    const [setup] = peer.requests.slice(before).filter((r) => r.method === "POST");
    expect(setup).toMatchObject({ path: "/v1/setup_intents", idempotencyKey: expect.stringMatching(/^card-link-\d+-setup$/) });
    peer.confirm("setup_intents", String(intent.json.client_secret).replace(/_secret_peer$/, ""), { id: "pm_late_new" });
    expect((await co("POST", `/public/card/${token}/finish`)).status).toBe(200);
    expect((await co("POST", `/public/card/${token}/finish`)).status).toBe(200);

    const posts = peer.requests.slice(before).filter((r) => r.method === "POST").map((r) => [r.path, r.idempotencyKey]);
    expect(posts).toEqual([
      ["/v1/setup_intents", expect.stringMatching(/^card-link-\d+-setup$/)],
      ["/v1/payment_methods/pm_late_new/attach", expect.stringMatching(/^card-link-\d+-attach$/)],
      [`/v1/subscriptions/${stripeId}`, expect.stringMatching(/^card-link-\d+-default$/)],
      ["/v1/invoices/in_late_1/pay", expect.stringMatching(/^card-link-\d+-pay-in_late_1$/)],
    ]);
    expect(peer.get("subscriptions", stripeId)).toMatchObject({ default_payment_method: "pm_late_new", status: "active" });
    // Stripe's events record the payment (once), not our own charge.
    await deliver("invoice.paid", { id: "in_late_1", object: "invoice" });
    const s = await subscriptionOf(order.id);
    expect(s).toMatchObject({ status: "active", paymentMethodId: "pm_late_new" });
  });
});

describe("the embedded processor", () => {
  it("renews nothing itself: it refuses to make a processor subscription rather than pretend", async () => {
    await expect(
      embeddedProcessor(db()).createSubscription(
        "acct_x",
        { customer: { email: "a@example.com", name: "A" }, paymentMethod: "pm_x", product: { id: 1, name: "P", version: "1" }, amount: 100, currency: "USD", interval: "month", billingStart: inDays(30), metadata: {} },
        "checkout-sub-1",
      ),
    ).rejects.toThrow(/does not renew subscriptions/);
  });
});
