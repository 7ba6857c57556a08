import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutOrders, checkoutSubscriptions, emailMessages, users } from "../../db/schema";
import { confirmTestPayment } from "../../lib/platform/payments/embedded";
import { advanceTestClock, processorNow } from "../../lib/platform/payments/clock";
import { handleTestPaymentCall } from "../../lib/platform/payments/test-routes";
import { subscriptionRenewJob } from "../../lib/checkout/subscription-renew-job";
import { sendJob } from "../../lib/platform/jobs";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let processorId: number;

const co = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => call(method, path, { ...opts, host: "checkout" });
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  processorId = (await co("POST", "/stripe/create-processor", { token: owner, body: { name: "Main" } })).json.data.id;
});

async function subscriptionProduct(body: Record<string, unknown>) {
  const res = await co("POST", "/product/create", { token: owner, body: { name: "Monthly coaching", price: 2900, currency: "USD", type: "subscription", interval: "month", processor_id: processorId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number; public_id: string };
}

async function start(publicId: string, email: string) {
  const started = await co("POST", `/public/${publicId}/start`, { body: { email, name: "Sam Subscriber" } });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.json as { order: string; client_secret: string | null; status: string; total: number };
}

/** Starts an order and pays (or, for a trial, saves the card) as the buyer's card form does. */
async function buy(publicId: string, email: string, number = "4242424242424242") {
  const started = await start(publicId, email);
  const confirmed = await confirmTestPayment(db(), started.client_secret!, card(number));
  expect("paymentIntent" in confirmed, JSON.stringify(confirmed)).toBe(true);
  const fin = await co("POST", `/public/order/${started.order}/finalize`);
  expect(fin.json.status).toBe("paid");
  return started;
}

async function subscriptionOf(orderPublicId: string) {
  const [o] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, orderPublicId));
  const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.orderId, o.id));
  return s;
}

describe("starting a subscription at /buy", () => {
  it("a trial is free today: the card is saved with a zero-amount intent and the subscription trials until its end", async () => {
    const p = await subscriptionProduct({ trial_days: 14 });
    const started = await start(p.public_id, "trial@example.com");
    expect(started).toMatchObject({ status: "pending", total: 0 });
    expect(started.client_secret).toBeTruthy();
    await confirmTestPayment(db(), started.client_secret!, card("4242424242424242"));
    expect((await co("POST", `/public/order/${started.order}/finalize`)).json.status).toBe("paid");
    const sub = await subscriptionOf(started.order);
    expect(sub).toMatchObject({ status: "trialing", amount: 2900, interval: "month", locationId: ids.downtown });
    expect(Math.round((sub.trialEnd!.getTime() - Date.now()) / 86_400_000)).toBe(14);
    expect(sub.nextBillingAt!.getTime()).toBe(sub.trialEnd!.getTime());
  });

  it("without a trial the first payment starts it, once, however often the payment is applied", async () => {
    const p = await subscriptionProduct({});
    const started = await buy(p.public_id, "paying@example.com");
    await queue.drain(deliverTestEventJob);
    await co("POST", `/public/order/${started.order}/finalize`);
    const sub = await subscriptionOf(started.order);
    expect(sub).toMatchObject({ status: "active", amount: 2900 });
    expect(await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.email, "paying@example.com"))).toHaveLength(1);
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "paying@example.com"))).toHaveLength(1);
  });
});

describe("managing subscriptions", () => {
  it("lists them with stats, edits dates and billing status with the spec's messages, and logs it", async () => {
    const p = await subscriptionProduct({ trial_days: 7, name: "Edited plan" });
    const sub = await subscriptionOf((await buy(p.public_id, "edit@example.com")).order);
    const list = await co("GET", "/order/all-subscriptions?search=edit%40example.com", { token: owner });
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.subscriptions.data).toHaveLength(1);
    expect(list.json.subscriptions.data[0]).toMatchObject({ id: sub.id, product_name: "Edited plan", status: "trialing" });
    // The embedded processor is a test mode: its subscriptions are labelled and kept out of the stats.
    expect(list.json.subscriptions.data[0].test).toBe(true);
    expect(list.json.stats).toEqual({ total: 0, trialing: 0, active: 0, paused: 0, past_due: 0, canceled: 0 });
    await db().update(checkoutSubscriptions).set({ test: false }).where(eq(checkoutSubscriptions.id, sub.id));
    expect((await co("GET", "/order/all-subscriptions?status=trialing", { token: owner })).json.stats).toMatchObject({ total: 1, trialing: 1 });

    const path = `/order/${sub.id}/update-subscription-details`;
    const upd = (body: unknown) => co("PATCH", path, { token: owner, body });
    // Past dates, and the next billing date during a trial, are refused on their fields.
    const past = await upd({ trial_end_date: inDays(-1) });
    expect(past.status).toBe(422);
    expect(past.json.errors.trial_end_date).toBeDefined();
    expect((await upd({ next_billing_date: inDays(3) })).json.errors.next_billing_date).toBeDefined();
    expect((await upd({})).status).toBe(422);

    const trialEnd = inDays(20);
    expect((await upd({ trial_end_date: trialEnd })).json.message).toBe("Trial end date has been updated successfully!");
    expect((await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id)))[0].nextBillingAt!.toISOString()).toBe(trialEnd);
    expect((await upd({ trial_status: "end" })).json.message).toBe("Trial status has been updated successfully!");
    // No longer trialing: the trial cannot be ended or moved again.
    const notTrialing = await upd({ trial_end_date: inDays(5) });
    expect(notTrialing.status).toBe(422);
    expect(notTrialing.json.errors.trial_end_date).toBeDefined();
    expect((await upd({ trial_status: "end" })).status).toBe(422);

    expect((await upd({ billing_status: "paused" })).json.message).toBe("Next billing status has been updated successfully!");
    expect((await upd({ billing_status: "active" })).json.message).toBe("Next billing status has been updated successfully!");
    const next = inDays(40);
    expect((await upd({ next_billing_date: next })).json.message).toBe("Next billing date has been updated successfully!");
    const [after] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    // A free period: the amount is unchanged (no proration).
    expect(after).toMatchObject({ status: "active", amount: 2900 });
    expect(after.nextBillingAt!.toISOString()).toBe(next);

    const logs = await co("GET", `/order/${sub.id}/all-subscription-logs`, { token: owner });
    expect(logs.json.data.map((l: { kind: string }) => l.kind)).toEqual(["updated", "updated", "updated", "trial", "trial", "trial"]);
    const grouped = await co("GET", "/order/subscription-logs", { token: owner });
    expect(grouped.status).toBe(200);
    expect(grouped.json.trial.some((l: { subscription_id: number }) => l.subscription_id === sub.id)).toBe(true);
    expect(grouped.json.paid.some((l: { email: string }) => l.email === "paying@example.com")).toBe(true);
  });

  it("cancels at the period's end or now, then refuses changes", async () => {
    const p = await subscriptionProduct({ name: "Cancel plan", trial_days: 3 });
    const sub = await subscriptionOf((await buy(p.public_id, "cancel@example.com")).order);
    const later = await co("POST", `/order/${sub.id}/cancel-subscription`, { token: owner, body: { when: "period_end" } });
    expect(later.json.message).toBe("Subscription has been cancelled successfully!");
    let [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(row.status).toBe("trialing");
    expect(row.cancelAtPeriodEnd!.getTime()).toBe(row.nextBillingAt!.getTime());
    expect((await co("POST", `/order/${sub.id}/cancel-subscription`, { token: owner, body: {} })).status).toBe(200);
    [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(row.status).toBe("canceled");
    expect((await co("POST", `/order/${sub.id}/cancel-subscription`, { token: owner, body: {} })).status).toBe(422);
    expect((await co("PATCH", `/order/${sub.id}/update-subscription-details`, { token: owner, body: { billing_status: "active" } })).status).toBe(422);
    expect((await co("POST", `/order/${sub.id}/cancel-subscription`, { token: owner, body: { when: "tomorrow" } })).status).toBe(422);
  });

  it("answers 404 without checkout_enabled and for unknown ids", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await co("GET", "/order/all-subscriptions", { token: staff })).status).toBe(404);
    expect((await co("GET", "/order/999999/all-subscription-logs", { token: owner })).status).toBe(404);
    expect((await co("POST", "/order/999999/cancel-subscription", { token: owner, body: {} })).status).toBe(404);
  });
});

describe("renewals on the processor's clock", () => {
  const DAY = 86_400_000;
  const renew = async () => {
    await sendJob(subscriptionRenewJob, {});
    expect(await queue.drain(subscriptionRenewJob)).toBe(1);
    // The renewal charges' events reach the webhook; they belong to no order and change nothing.
    await queue.drain(deliverTestEventJob);
  };
  const logsOf = async (id: number) => (await co("GET", `/order/${id}/all-subscription-logs`, { token: owner })).json.data as { kind: string; amount: number | null }[];

  it("trial -> move the clock -> the saved card is charged once and the next period starts", async () => {
    const p = await subscriptionProduct({ name: "Renewing plan", trial_days: 7, price: 1500 });
    const sub = await subscriptionOf((await buy(p.public_id, "renew@example.com")).order);
    await renew();
    expect((await subscriptionOf((await db().select().from(checkoutOrders).where(eq(checkoutOrders.id, sub.orderId)))[0].publicId)).status).toBe("trialing");
    await advanceTestClock(db(), 8 * DAY);
    await renew();
    await renew();
    const [after] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(after.status).toBe("active");
    const expected = new Date(sub.nextBillingAt!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(after.nextBillingAt!.toISOString()).toBe(expected.toISOString());
    const paid = (await logsOf(sub.id)).filter((l) => l.kind === "paid");
    expect(paid).toEqual([expect.objectContaining({ amount: 1500 })]);
  });

  it("0341 saves fine but renewals fail: past due, retried on days 3, 5 and 7, then cancelled", async () => {
    const p = await subscriptionProduct({ name: "Failing plan", trial_days: 1 });
    const sub = await subscriptionOf((await buy(p.public_id, "dunning@example.com", "4000000000000341")).order);
    expect(sub.status).toBe("trialing");
    await advanceTestClock(db(), 2 * DAY);
    await renew();
    let [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(row).toMatchObject({ status: "past_due", failedCharges: 1 });
    for (const [days, failures] of [[3, 2], [2, 3]] as const) {
      await advanceTestClock(db(), days * DAY);
      await renew();
      [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
      expect(row).toMatchObject({ status: "past_due", failedCharges: failures });
    }
    await advanceTestClock(db(), 2 * DAY);
    await renew();
    [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(row.status).toBe("canceled");
    const kinds = (await logsOf(sub.id)).map((l) => l.kind);
    expect(kinds.filter((k) => k === "failed")).toHaveLength(4);
    expect(kinds[0]).toBe("canceled");
  });

  it("the embedded processor's test-only endpoint moves the clock", async () => {
    const post = (body: unknown) => handleTestPaymentCall(db(), "advance-clock", new Request("http://x/api/payments/test/advance-clock", { method: "POST", body: JSON.stringify(body) }));
    expect((await post({ days: 0 })).status).toBe(422);
    const before = await processorNow(db());
    const res = await post({ days: 2 });
    expect(res.status).toBe(200);
    expect(Date.parse((await res.json()).now) - before.getTime()).toBeGreaterThanOrEqual(2 * DAY);
    // Moving the clock queues the cron jobs that read it (renewals): run that one so later tests count only their own.
    expect(await queue.drain(subscriptionRenewJob)).toBe(1);
  });

  it("a subscription set to cancel at the period's end is cancelled then, not charged", async () => {
    const p = await subscriptionProduct({ name: "Ending plan", trial_days: 2 });
    const sub = await subscriptionOf((await buy(p.public_id, "ending@example.com")).order);
    await co("POST", `/order/${sub.id}/cancel-subscription`, { token: owner, body: { when: "period_end" } });
    await advanceTestClock(db(), 3 * DAY);
    await renew();
    const [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, sub.id));
    expect(row.status).toBe("canceled");
    expect((await logsOf(sub.id)).some((l) => l.kind === "paid")).toBe(false);
  });
});
