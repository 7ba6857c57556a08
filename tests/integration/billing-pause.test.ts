import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingInvoices, subscriptions, users } from "../../db/schema";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

/**
 * /cancellation's pause (issue 30: a 1–3 month pause, hibernated; Activate Account resumes) and
 * the billing bar's notifications naming the failed bill (a dismissed bar returns on a new one).
 */
const { db } = setupTestDb();
const userId = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const subOf = async (email: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, await userId(email))))[0];
const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

describe("POST /billing/pause-subscription", () => {
  it("refuses a pause outside 1–3 months, staff, and an account whose payment failed", async () => {
    const owner = (await loginAs("owner@demo.test")).access_token;
    for (const months of [0, 4, 1.5]) {
      const bad = await call("POST", "/billing/pause-subscription", { token: owner, body: { months } });
      expect(bad.status).toBe(422);
      expect(bad.json.errors.months).toEqual(["The months must be 1, 2 or 3."]);
    }
    expect((await call("POST", "/billing/pause-subscription", { token: owner, body: {} })).json.errors.months).toEqual(["The months field is required."]);
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await call("POST", "/billing/pause-subscription", { token: staff, body: { months: 1 } })).status).toBe(403);
    const ownerId = await userId("owner@demo.test");
    await db().update(subscriptions).set({ isPaymentFailed: true }).where(eq(subscriptions.userId, ownerId));
    const failed = await call("POST", "/billing/pause-subscription", { token: owner, body: { months: 1 } });
    expect(failed.status).toBe(422);
    expect(failed.json.errors.months).toEqual(["Only an active subscription can be paused."]);
    await db().update(subscriptions).set({ isPaymentFailed: false }).where(eq(subscriptions.userId, ownerId));
  });

  it("hibernates the account and moves the paid time past the pause; Activate Account wakes it", async () => {
    const owner = (await loginAs("owner@demo.test")).access_token;
    const end = new Date(Date.now() + 10 * 86_400_000);
    await db().update(subscriptions).set({ status: "active", currentPeriodEnd: end, cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, await userId("owner@demo.test")));
    const res = await call("POST", "/billing/pause-subscription", { token: owner, body: { months: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^Your account is paused until /);
    const sub = await subOf("owner@demo.test");
    expect(sub.pausedUntil?.toISOString()).toBe(res.json.paused_until);
    expect(sub.cancelAtPeriodEnd).toBe(false); // a pause instead of the cancel
    const moved = new Date(end);
    moved.setUTCMonth(moved.getUTCMonth() + 2);
    expect(sub.currentPeriodEnd?.toISOString()).toBe(moved.toISOString());
    expect((await userOf("owner@demo.test")).hibernated).toBe(true);
  });
});

describe("GET /stripe/billing-notifications", () => {
  it("names the failed bill, so a new failure is a new bar", async () => {
    const token = (await loginAs("inactive@demo.test")).access_token;
    const sub = await subOf("inactive@demo.test");
    const before = await call("GET", "/stripe/billing-notifications", { token, host: "billing" });
    expect(before.json).toMatchObject({ is_payment_failed: true });
    const [bill] = await db()
      .insert(billingInvoices)
      .values({ subscriptionId: sub.id, userId: sub.userId, planName: "Pro", reason: "renewal", amount: 9900, currency: "usd", interval: "month", periodStart: new Date(), periodEnd: new Date() })
      .onConflictDoNothing()
      .returning();
    const open = bill ?? (await db().select().from(billingInvoices).where(eq(billingInvoices.subscriptionId, sub.id)))[0];
    const after = await call("GET", "/stripe/billing-notifications", { token, host: "billing" });
    expect(after.json.failed_invoice_id).toBe(open.id);
  });
});
