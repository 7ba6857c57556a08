import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users } from "../../db/schema";
import { setupTestDb } from "../helpers/db";
import { call, loginAs } from "../helpers/api";

const { db } = setupTestDb();

const SKIP_DONE = "Paid subscription has been started successfully!";
// The spec's five, and ours: the open invoice a dismissed payment-failed bar compares against.
const NOTIFICATION_FIELDS = ["card_expire_in_days", "card_expire_notification", "failed_invoice_id", "has_stripe_subscription", "has_trial", "is_payment_failed"];

const ids = { owner: 0, inactive: 0, other: 0 };
const subOf = async (userId: number) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

beforeAll(async () => {
  const us = await db().select({ id: users.id, email: users.email }).from(users);
  ids.owner = us.find((u) => u.email === "owner@demo.test")!.id;
  ids.inactive = us.find((u) => u.email === "inactive@demo.test")!.id;
  ids.other = us.find((u) => u.email === "other@demo.test")!.id;
});

describe("GET /stripe/billing-notifications", () => {
  it("reports a trial account", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const res = await call("GET", "/stripe/billing-notifications", { token: access_token, host: "billing" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(NOTIFICATION_FIELDS);
    expect(res.json).toEqual({
      has_stripe_subscription: false,
      card_expire_notification: false,
      card_expire_in_days: null,
      is_payment_failed: false,
      has_trial: true,
      failed_invoice_id: null,
    });
  });

  it("reports a failed payment to an inactive account (reachable while inactive)", async () => {
    const { access_token } = await loginAs("inactive@demo.test");
    const res = await call("GET", "/stripe/billing-notifications", { token: access_token, host: "billing" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_payment_failed: true, has_trial: false, has_stripe_subscription: true });
  });

  it("warns about a card expiring within 30 days, and not before", async () => {
    const { access_token } = await loginAs("other@demo.test");
    await db().update(subscriptions).set({ cardExpiresAt: new Date(Date.now() + 10 * 86_400_000) }).where(eq(subscriptions.userId, ids.other));
    const soon = await call("GET", "/stripe/billing-notifications", { token: access_token, host: "billing" });
    expect(soon.json).toMatchObject({ card_expire_notification: true, card_expire_in_days: 10 });
    await db().update(subscriptions).set({ cardExpiresAt: new Date(Date.now() + 90 * 86_400_000) }).where(eq(subscriptions.userId, ids.other));
    const later = await call("GET", "/stripe/billing-notifications", { token: access_token, host: "billing" });
    expect(later.json).toMatchObject({ card_expire_notification: false, card_expire_in_days: 90 });
    await db().update(subscriptions).set({ cardExpiresAt: null }).where(eq(subscriptions.userId, ids.other));
  });

  it("needs authentication", async () => {
    expect((await call("GET", "/stripe/billing-notifications", { host: "billing" })).status).toBe(401);
  });

  it("is served by the billing host only", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    expect((await call("GET", "/stripe/billing-notifications", { token: access_token })).status).toBe(404);
  });
});

describe("POST /stripe/skip-trial", () => {
  it("validates the password before ending the trial", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const token = access_token;

    const missing = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.password).toEqual(["The password field is required."]);

    const short = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "pass123" } });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toEqual(["The password must be at least 8 characters."]);

    const wrong = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password124" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.password).toEqual(["The password is incorrect."]);

    expect((await call("POST", "/stripe/skip-trial", { token, host: "billing", raw: '{"password":' })).status).toBe(422);
    expect((await subOf(ids.owner)).status).toBe("trialing");
  });

  it("ends the trial with the right password, once", async () => {
    const { access_token: token } = await loginAs("owner@demo.test");
    const before = await subOf(ids.owner);
    expect(before.status).toBe("trialing");

    const res = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password123" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 1, message: SKIP_DONE });

    const after = await subOf(ids.owner);
    expect(after.status).toBe("active");
    expect(after.trialEndsAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const notes = await call("GET", "/stripe/billing-notifications", { token, host: "billing" });
    expect(notes.json).toMatchObject({ has_trial: false, has_stripe_subscription: true });
    const refresh = await call("POST", "/auth/refresh", { token });
    expect(refresh.json.membership.subsctiption_status).toBe("active");

    const again = await call("POST", "/stripe/skip-trial", { token, host: "billing", body: { password: "password123" } });
    expect(again.status).toBe(422);
    expect(again.json.errors.password).toBeDefined();
    expect((await subOf(ids.owner)).status).toBe("active");

    // Another tenant's trial is untouched.
    expect((await subOf(ids.other)).status).toBe("trialing");
  });

  it("is refused to an inactive account and needs authentication", async () => {
    const { access_token } = await loginAs("inactive@demo.test");
    const res = await call("POST", "/stripe/skip-trial", { token: access_token, host: "billing", body: { password: "password123" } });
    expect(res.status).toBe(403);
    expect((await subOf(ids.inactive)).status).toBe("past_due");
    expect((await call("POST", "/stripe/skip-trial", { host: "billing", body: { password: "password123" } })).status).toBe(401);
  });
});
