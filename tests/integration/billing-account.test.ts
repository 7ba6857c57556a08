import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { billingInvoices, paymentEvents, payTestEvents, subscriptionPlans, subscriptions, users } from "../../db/schema";
import { receiveBillingWebhook } from "../../lib/billing/webhook";
import { authenticateTestPayment, confirmTestPayment, confirmTestSetup } from "../../lib/platform/payments/embedded";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { webhookSecret } from "../../lib/platform/payments/signing";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";

/**
 * The coach's own billing against the embedded processor (Stripe's test cards, 3DS, signed
 * webhooks): paying a failed bill, saving a card, changing plan, the profile and the history.
 */
const { db } = setupTestDb();
const queue = setupJobQueue();
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: "123" });
const plans: Record<string, number> = {};
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const subOf = async (email: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, await userId(email))))[0];
const v3 = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body });
const bs = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, host: "billing" });
const tokenOf = async (email: string) => (await loginAs(email)).access_token;

beforeAll(async () => {
  for (const p of await db().select().from(subscriptionPlans)) plans[p.name] = p.id;
});

describe("GET /billing/plans and /billing/subscription", () => {
  it("lists the plans with minor-unit prices, limits and has_funnels", async () => {
    const res = await v3("GET", "/billing/plans", await tokenOf("owner@demo.test"));
    expect(res.status).toBe(200);
    const starter = res.json.data.find((p: { name: string }) => p.name === "Starter");
    expect(starter).toMatchObject({ price: 4900, interval: "month", limits: { contacts: 500, locations: 1, users: 2 }, has_funnels: false, is_current: false });
  });

  it("answers the subscription with subsctiption_status spelled so", async () => {
    const res = await v3("GET", "/billing/subscription", await tokenOf("owner@demo.test"));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ interval: "month", subsctiption_status: "trialing", amount: 9900, has_funnels: false, card: null, cancel_at_period_end: false });
    expect(typeof res.json.id).toBe("number");
  });

  it("is readable by an inactive account (it must see what it pays)", async () => {
    const res = await v3("GET", "/billing/subscription", await tokenOf("inactive@demo.test"));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ subsctiption_status: "past_due", is_payment_failed: true });
  });
});

describe("billing profile", () => {
  it("starts from the account's name and email; updates the caller's own only", async () => {
    const token = await tokenOf("owner@demo.test");
    const got = await v3("GET", "/billing/profile", token);
    expect(got.json.data).toMatchObject({ name: "Olivia Owner", email: "owner@demo.test", address: "" });
    const res = await v3("PATCH", `/billing/profile/${got.json.data.id}/update`, token, { name: "Olivia O.", address: "1 Main St", city: "Austin", postal_code: "78701", country: "US" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Billing profile has been updated successfully");
    expect(res.json.data).toMatchObject({ name: "Olivia O.", city: "Austin" });
    const bad = await v3("PATCH", `/billing/profile/${got.json.data.id}/update`, token, { name: " " });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.name).toEqual(["The name field is required."]);
    const other = await v3("GET", "/billing/profile", await tokenOf("other@demo.test"));
    expect((await v3("PATCH", `/billing/profile/${other.json.data.id}/update`, token, { name: "Hijack" })).status).toBe(404);
    expect((await v3("GET", "/billing/profile", await tokenOf("other@demo.test"))).json.data.name).toBe("Oscar Other");
  });

  it("changes the billing email with the account password; a wrong one is a 422 on password", async () => {
    const token = await tokenOf("owner@demo.test");
    const wrong = await v3("POST", "/billing/change-email", token, { email: "bills@demo.test", password: "wrong-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual(["The password is incorrect."]);
    const badEmail = await v3("POST", "/billing/change-email", token, { email: "not-an-email", password: "password123" });
    expect(badEmail.json.errors.email).toBeDefined();
    const ok = await v3("POST", "/billing/change-email", token, { email: "bills@demo.test", password: "password123" });
    expect(ok.json).toMatchObject({ message: "Billing email has been updated successfully", data: { email: "bills@demo.test" } });
  });
});

describe("paying the failed bill (Payment action required)", () => {
  it("an inactive account pays with a 3DS card, is verified and becomes active", async () => {
    const token = await tokenOf("inactive@demo.test");
    const intent = await bs("POST", "/stripe/create-payment-intent", token);
    expect(intent.status).toBe(200);
    expect(intent.json).toMatchObject({ object: "payment_intent", amount: 9900, requiresPaymentMethod: true, requiresAction: false, isSucceeded: false, mode: "embedded" });
    // A repeat answers the same intent (one bill, one intent).
    expect((await bs("POST", "/stripe/create-payment-intent", token)).json.id).toBe(intent.json.id);

    const declined = await confirmTestPayment(db(), intent.json.clientSecret, card("4000000000000002"));
    expect("error" in declined && declined.error.message).toBe("Your card was declined.");
    const challenged = await confirmTestPayment(db(), intent.json.clientSecret, card("4000002500003155"));
    expect("paymentIntent" in challenged && challenged.paymentIntent.status).toBe("requires_action");
    expect((await bs("POST", "/stripe/create-payment-intent", token)).json).toMatchObject({ requiresAction: true });

    const early = await bs("POST", "/stripe/update-billing", token, { payment_intent: intent.json.id });
    expect(early.status).toBe(422);
    expect((await subOf("inactive@demo.test")).isPaymentFailed).toBe(true);

    await authenticateTestPayment(db(), intent.json.clientSecret, "complete");
    const verified = await bs("POST", "/stripe/update-billing", token, { payment_intent: intent.json.id });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({ status: 1, message: "Payment has been verified successfully!", is_account_active: true });

    const [u] = await db().select().from(users).where(eq(users.email, "inactive@demo.test"));
    expect(u.isActive).toBe(true);
    const sub = await subOf("inactive@demo.test");
    expect(sub).toMatchObject({ status: "active", isPaymentFailed: false, cardLast4: "3155" });
    expect(sub.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // Verified twice: nothing changes; the state answers "already confirmed".
    expect((await bs("POST", "/stripe/update-billing", token, { payment_intent: intent.json.id })).status).toBe(200);
    expect((await bs("POST", "/stripe/create-payment-intent", token)).json.message).toBe("There is no payment due on your account.");
    const history = await v3("GET", "/billing/old-subscriptions", token);
    expect(history.json.data).toHaveLength(1);
    expect(history.json.data[0]).toMatchObject({ status: "paid", amount: 9900, reason: "reactivation", card_last4: "3155" });

    // The embedded processor's own signed events arrive later and change nothing.
    await queue.drain(deliverTestEventJob);
    expect(await db().select().from(billingInvoices).where(eq(billingInvoices.userId, u.id))).toHaveLength(1);
  });

  it("a failed 3DS returns the intent to the card form", async () => {
    const token = await tokenOf("suspended@demo.test");
    const intent = await bs("POST", "/stripe/create-payment-intent", token);
    await confirmTestPayment(db(), intent.json.clientSecret, card("4000002500003155"));
    const failed = await authenticateTestPayment(db(), intent.json.clientSecret, "fail");
    expect("error" in failed && failed.error?.code).toBe("payment_intent_authentication_failure");
    expect((await bs("POST", "/stripe/create-payment-intent", token)).json).toMatchObject({ id: intent.json.id, requiresPaymentMethod: true, last_payment_error: { code: "payment_intent_authentication_failure" } });
  });

  it("another account's intent is not found", async () => {
    const suspendedIntent = (await bs("POST", "/stripe/create-payment-intent", await tokenOf("suspended@demo.test"))).json.id;
    const res = await bs("POST", "/stripe/update-billing", await tokenOf("owner@demo.test"), { payment_intent: suspendedIntent });
    expect(res.status).toBe(404);
    expect((await bs("POST", "/stripe/update-billing", await tokenOf("owner@demo.test"), { payment_intent: "pi_nope" })).status).toBe(404);
    expect((await bs("POST", "/stripe/update-billing", await tokenOf("owner@demo.test"), {})).status).toBe(422);
  });

  it("an active account has nothing to pay", async () => {
    const res = await bs("POST", "/stripe/create-payment-intent", await tokenOf("other@demo.test"));
    expect(res.status).toBe(422);
    expect(res.json.message).toBe("There is no payment due on your account.");
  });
});

describe("activate-suspended-account", () => {
  it("comes back on the chosen plan: its price is the bill; paid, the account is active and not suspended", async () => {
    const token = await tokenOf("suspended@demo.test");
    const res = await v3("POST", "/billing/activate-suspended-account", token, { plan_id: plans.Starter });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: 4900, requiresPaymentMethod: true });
    expect((await v3("POST", "/billing/activate-suspended-account", token, { plan_id: 999999 })).status).toBe(422);
    await confirmTestPayment(db(), res.json.clientSecret, card("4242424242424242"));
    // Applied by the signed webhook alone (the browser never called update-billing).
    await queue.drain(deliverTestEventJob);
    const [u] = await db().select().from(users).where(eq(users.email, "suspended@demo.test"));
    expect(u).toMatchObject({ isActive: true, isSuspended: false });
    expect(await subOf("suspended@demo.test")).toMatchObject({ planId: plans.Starter, amount: 4900, status: "active" });
    expect((await v3("POST", "/billing/activate-suspended-account", token, { plan_id: plans.Starter })).status).toBe(422);
  });
});

describe("billing webhook", () => {
  const stripe = new Stripe("sk_test_x");
  const post = (payload: string, secret = webhookSecret("billing")) =>
    receiveBillingWebhook(db(), new Request("http://t/api/webhooks/stripe/billing", { method: "POST", headers: { "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }) }, body: payload }));

  it("refuses a forged event (400) and records nothing; replays and reordered events change nothing", async () => {
    const events = await db().select().from(payTestEvents).where(eq(payTestEvents.endpoint, "billing"));
    const succeeded = events.find((e) => e.type === "payment_intent.succeeded")!;
    const forged = JSON.stringify({ ...JSON.parse(succeeded.payload), id: "evt_forged_billing" });
    expect((await post(forged, "whsec_forged")).status).toBe(400);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, "evt_forged_billing"))).toHaveLength(0);

    const before = await db().select().from(billingInvoices);
    // Every event again, in reverse order, twice: the intents are re-read, the bills stay as they are.
    for (const e of [...events].reverse().concat(events)) expect((await post(e.payload)).status).toBe(200);
    expect(await db().select().from(billingInvoices)).toEqual(before);
  });
});

describe("saving a card", () => {
  it("create-setup-intent, confirmed with the card form, then card/add", async () => {
    const token = await tokenOf("owner@demo.test");
    const si = await bs("POST", "/stripe/create-setup-intent", token);
    expect(si.status).toBe(200);
    expect(si.json.client_secret).toMatch(/^seti_/);
    const id = si.json.client_secret.split("_secret_")[0];
    expect((await bs("POST", "/stripe/card/add", token, { setup_intent: id })).status).toBe(422);
    const declined = await confirmTestSetup(db(), si.json.client_secret, card("4000000000009995"));
    expect("error" in declined && declined.error.message).toBe("Your card has insufficient funds.");
    await confirmTestSetup(db(), si.json.client_secret, card("4242424242424242"));
    expect((await bs("POST", "/stripe/card/add", await tokenOf("other@demo.test"), { setup_intent: id })).status).toBe(404);
    const added = await bs("POST", "/stripe/card/add", token, { setup_intent: { id } });
    expect(added.json).toEqual({ status: 1, message: "Card has been added successfully!", card: { brand: "visa", last4: "4242" } });
    expect((await v3("GET", "/billing/subscription", token)).json.card).toEqual({ brand: "visa", last4: "4242" });
  });
});

describe("PATCH /billing/update-subscription", () => {
  const change = async (email: string, body: unknown) => v3("PATCH", "/billing/update-subscription", await tokenOf(email), body);

  it("refuses a lower plan the account's use does not fit, naming the limit", async () => {
    const res = await change("owner@demo.test", { action: "change", plan_id: plans.Starter });
    expect(res.status).toBe(422);
    expect(res.json.errors.plan_id[0]).toMatch(/^The locations you use \(\d+\) are more than this plan allows \(1\)/);
  });

  it("upgrades at once, charging the prorated difference to the saved card", async () => {
    const u = await userId("owner@demo.test");
    await db().update(subscriptions).set({ status: "active", planId: plans.Pro, amount: 9900, currentPeriodEnd: new Date(Date.now() + 15 * 86_400_000) }).where(eq(subscriptions.userId, u));
    const res = await change("owner@demo.test", { action: "change", plan_id: plans.Unlimited });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your plan has been upgraded to Unlimited successfully!");
    expect(res.json.subscription).toMatchObject({ amount: 29900, plan: { name: "Unlimited" }, limits: { contacts: null } });
    const [bill] = await db().select().from(billingInvoices).where(and(eq(billingInvoices.userId, u), eq(billingInvoices.reason, "upgrade")));
    // 20,000 cents a month, about half a month left.
    expect(bill.status).toBe("paid");
    expect(bill.amount).toBeGreaterThan(8000);
    expect(bill.amount).toBeLessThan(12000);
  });

  it("downgrades at the period's end, resumes, cancels at the period's end", async () => {
    const down = await change("owner@demo.test", { action: "change", plan_id: plans.Pro });
    expect(down.status).toBe(200);
    expect(down.json.message).toMatch(/^Your plan will change to Pro on /);
    expect(down.json.subscription).toMatchObject({ plan: { name: "Unlimited" }, pending_plan: { name: "Pro" } });
    const resumed = await change("owner@demo.test", { action: "resume" });
    expect(resumed.json).toMatchObject({ message: "Your subscription has been resumed successfully!", subscription: { pending_plan: null } });
    const cancelled = await change("owner@demo.test", { action: "cancel" });
    expect(cancelled.json.message).toMatch(/^Your subscription will end on /);
    expect(cancelled.json.subscription.cancel_at_period_end).toBe(true);
    expect((await change("owner@demo.test", { action: "cancel" })).status).toBe(422);
    await change("owner@demo.test", { action: "resume" });
    expect((await subOf("owner@demo.test")).cancelAtPeriodEnd).toBe(false);
  });

  it("a declined upgrade is a 422 on card and changes nothing", async () => {
    const token = await tokenOf("owner@demo.test");
    const si = await bs("POST", "/stripe/create-setup-intent", token);
    await confirmTestSetup(db(), si.json.client_secret, card("4000000000000341"));
    await bs("POST", "/stripe/card/add", token, { setup_intent: si.json.client_secret.split("_secret_")[0] });
    await db().update(subscriptions).set({ planId: plans.Pro, amount: 9900 }).where(eq(subscriptions.userId, await userId("owner@demo.test")));
    const res = await change("owner@demo.test", { action: "change", plan_id: plans.Unlimited });
    expect(res.status).toBe(422);
    expect(res.json.errors.card).toEqual(["Your card was declined."]);
    expect(await subOf("owner@demo.test")).toMatchObject({ planId: plans.Pro, amount: 9900 });
    expect((await db().select().from(billingInvoices).where(and(eq(billingInvoices.userId, await userId("owner@demo.test")), eq(billingInvoices.status, "open"))))).toHaveLength(0);
  });

  it("validates its input; staff may not change the plan", async () => {
    expect((await change("owner@demo.test", { action: "change" })).json.errors.plan_id).toEqual(["The plan id field is required."]);
    expect((await change("owner@demo.test", { action: "nope" })).status).toBe(422);
    expect((await change("owner@demo.test", { action: "change", plan_id: 999999 })).status).toBe(422);
    expect((await change("staff@demo.test", { action: "cancel" })).status).toBe(403);
  });
});

describe("GET /billing/old-subscriptions", () => {
  it("pages by id, newest first", async () => {
    const token = await tokenOf("owner@demo.test");
    const first = await v3("GET", "/billing/old-subscriptions?per_page=1", token);
    expect(first.json.data).toHaveLength(1);
    expect(first.json.next_before).toBe(first.json.data[0].id);
    const next = await v3("GET", `/billing/old-subscriptions?per_page=1&before=${first.json.next_before}`, token);
    expect(next.json.data[0].id).toBeLessThan(first.json.data[0].id);
    expect((await v3("GET", "/billing/old-subscriptions?per_page=500", token)).status).toBe(422);
  });
});

describe("renewals at the period's end", () => {
  it("applies a pending downgrade and charges the saved card; a declined renewal makes the account inactive, 30 days on suspended", async () => {
    const { renewDueBilling } = await import("../../lib/billing/renewals");
    const { advanceTestClock } = await import("../../lib/platform/payments/clock");
    const u = await userId("other@demo.test");
    const token = await tokenOf("other@demo.test");
    const si = await bs("POST", "/stripe/create-setup-intent", token);
    await confirmTestSetup(db(), si.json.client_secret, card("4242424242424242"));
    await bs("POST", "/stripe/card/add", token, { setup_intent: si.json.client_secret.split("_secret_")[0] });
    await db().update(subscriptions).set({ status: "active", planId: plans.Pro, amount: 9900, pendingPlanId: plans.Starter, currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, u));
    await renewDueBilling(db());
    await renewDueBilling(db());
    expect(await subOf("other@demo.test")).toMatchObject({ planId: plans.Starter, amount: 4900, status: "active", pendingPlanId: null });
    const bills = await db().select().from(billingInvoices).where(and(eq(billingInvoices.userId, u), eq(billingInvoices.reason, "renewal")));
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ status: "paid", amount: 4900 });

    // 0341 attaches fine, then every charge fails.
    const si2 = await bs("POST", "/stripe/create-setup-intent", token);
    await confirmTestSetup(db(), si2.json.client_secret, card("4000000000000341"));
    await bs("POST", "/stripe/card/add", token, { setup_intent: si2.json.client_secret.split("_secret_")[0] });
    await db().update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, u));
    await renewDueBilling(db());
    expect(await subOf("other@demo.test")).toMatchObject({ status: "past_due", isPaymentFailed: true });
    expect((await db().select().from(users).where(eq(users.id, u)))[0]).toMatchObject({ isActive: false, isSuspended: false });
    await db().update(billingInvoices).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(and(eq(billingInvoices.userId, u), eq(billingInvoices.status, "open")));
    await advanceTestClock(db(), 1000);
    await renewDueBilling(db());
    expect((await db().select().from(users).where(eq(users.id, u)))[0]).toMatchObject({ isActive: false, isSuspended: true });
  });
});
