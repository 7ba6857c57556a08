import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutInvoices, checkoutOrders, checkoutSubscriptionLogs, checkoutSubscriptions, emailMessages, users } from "../../db/schema";
import { checkoutApi } from "../../lib/api/app";
import { subscriptionRenewJob } from "../../lib/checkout/subscription-renew-job";
import { sendJob } from "../../lib/platform/jobs";
import { advanceTestClock } from "../../lib/platform/payments/clock";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { confirmTestPayment, confirmTestSetup } from "../../lib/platform/payments/embedded";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import type { DemoIds } from "../tenancy/fixture";

const { db } = setupTestDb();
const queue = setupJobQueue();
let ids: DemoIds;
let owner: string;
let other: string;
let processorId: number;
let otherProcessorId: number;
const DAY = 86_400_000;

const co = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => call(method, path, { ...opts, host: "checkout" });
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  processorId = (await co("POST", "/stripe/create-processor", { token: owner, body: { name: "Main" } })).json.data.id;
  otherProcessorId = (await co("POST", "/stripe/create-processor", { token: other, body: { name: "Theirs" } })).json.data.id;
});

async function subscriptionProduct(name: string, body: Record<string, unknown> = {}) {
  const res = await co("POST", "/product/create", { token: owner, body: { name, price: 2900, currency: "USD", type: "subscription", interval: "month", processor_id: processorId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number; public_id: string };
}

/** Buys as the buyer's card form does; answers the order's subscription. */
async function subscribe(name: string, email: string, number = "4242424242424242", body: Record<string, unknown> = {}) {
  const p = await subscriptionProduct(name, body);
  const started = await co("POST", `/public/${p.public_id}/start`, { body: { email, name: "Sam Subscriber" } });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  await confirmTestPayment(db(), started.json.client_secret, card(number));
  expect((await co("POST", `/public/order/${started.json.order}/finalize`)).json.status).toBe("paid");
  const [o] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order));
  const [s] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.orderId, o.id));
  expect(s.contactId).toBeTruthy();
  return s;
}

const subNow = async (id: number) => (await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, id)))[0];
const paidLogs = (subId: number) => db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, subId), eq(checkoutSubscriptionLogs.kind, "paid")));
const mailTo = (to: string) => db().select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(emailMessages.id);
const renew = async () => {
  await sendJob(subscriptionRenewJob, {});
  await queue.drain(subscriptionRenewJob);
  await queue.drain(deliverTestEventJob);
};

/** What the coach's dialog does: a setup intent, the card form's confirm, then update-card. */
async function coachCard(clientId: number, number: string) {
  const intent = await co("POST", `/stripe/${processorId}/create-setup-intent`, { token: owner });
  expect(intent.status, JSON.stringify(intent.json)).toBe(200);
  expect(intent.json).toMatchObject({ mode: "embedded", publishable_key: null });
  expect(intent.json.client_secret).toMatch(/^seti_/);
  const confirmed = await confirmTestSetup(db(), intent.json.client_secret, card(number));
  const setupIntent = "setupIntent" in confirmed ? confirmed.setupIntent : confirmed.error.setup_intent!;
  const updated = await co("POST", `/stripe/${clientId}/update-card`, { token: owner, body: { processor_id: processorId, setup_intent: setupIntent.id } });
  return { confirmed, updated };
}

// First: the test clock only moves forward, and this test counts the periods it makes due.
describe("renewal receipts", () => {
  it("a paid renewal sends one receipt with its invoice PDF, even when the renewal job runs twice", async () => {
    const s = await subscribe("Receipt plan", "renewal-receipt@example.com");
    const before = (await mailTo("renewal-receipt@example.com")).length;
    expect(before).toBe(1);
    await advanceTestClock(db(), 32 * DAY);
    await renew();
    await renew();
    // The first payment's log and one renewal's.
    expect((await paidLogs(s.id)).map((l) => l.message)).toEqual(["First payment", "Renewal paid"]);
    const mails = (await mailTo("renewal-receipt@example.com")).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0].filename).toMatch(/^invoice-[0-9a-f]+\.pdf$/);
    expect(mails[0].text).toContain("$29.00");

    // The coach's history: the renewal's invoice is sent or downloaded by its log; another location's 404.
    const history = await co("GET", `/order/${s.id}/all-subscription-logs`, { token: owner });
    const renewal = history.json.data.find((l: { message: string }) => l.message === "Renewal paid");
    expect(renewal).toMatchObject({ kind: "paid", has_invoice: true });
    expect(history.json.data.find((l: { message: string }) => l.message === "First payment").has_invoice).toBe(false);
    const pdf = await checkoutApi.request(`/api/checkout/subscription-charge-invoice/${renewal.id}/download`, { headers: { authorization: `Bearer ${owner}` } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await co("GET", `/subscription-charge-invoice/${renewal.id}/download`, { token: other })).status).toBe(404);
    expect((await co("PUT", `/subscription-charge-invoice/${renewal.id}/send`, { token: owner })).json.message).toBe("Subscription invoice has been send successfully!");
  });
});

describe("the coach updates a client's card", () => {
  it("4242 saves the card: it becomes the card of the client's subscriptions and the profile shows it", async () => {
    const s = await subscribe("Card plan", "card-save@example.com");
    const { confirmed, updated } = await coachCard(s.contactId!, "4242424242424242");
    expect("setupIntent" in confirmed).toBe(true);
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json).toMatchObject({ status: 1, message: "Card has been updated successfully!", data: { card: { brand: "visa", last4: "4242" }, subscriptions: [{ id: s.id, status: "active" }] } });
    expect((await subNow(s.id)).paymentMethodId).toMatch(/^pm_/);
    const listed = await co("GET", `/client/order-subscriptions?client_id=${s.contactId}`, { token: owner });
    expect(listed.json.data.find((r: { id: number }) => r.id === s.id)).toMatchObject({ processor_id: processorId, card: { brand: "visa", last4: "4242" } });
  });

  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
  ])("a declining card (%s) is refused with the processor's message, and the card stays as it was", async (number, message) => {
    const s = await subscribe(`Declined ${number}`, `declined-${number}@example.com`);
    const { confirmed, updated } = await coachCard(s.contactId!, number);
    expect("error" in confirmed && confirmed.error.message).toBe(message);
    expect(updated.status).toBe(422);
    expect(updated.json.errors.card).toEqual([message]);
    expect((await subNow(s.id)).paymentMethodId).toBeNull();
  });

  it("a past-due subscription recovers at once with the new card: paid, active, one invoice and one receipt", async () => {
    const s = await subscribe("Recovery plan", "recover@example.com", "4000000000000341", { trial_days: 1 });
    await advanceTestClock(db(), 2 * DAY);
    await renew();
    expect(await subNow(s.id)).toMatchObject({ status: "past_due", failedCharges: 1 });
    const before = (await mailTo("recover@example.com")).length;

    const { updated } = await coachCard(s.contactId!, "4242424242424242");
    expect(updated.json.data.subscriptions).toEqual([{ id: s.id, status: "active" }]);
    expect(await subNow(s.id)).toMatchObject({ status: "active", failedCharges: 0 });
    const paid = await paidLogs(s.id);
    expect(paid).toHaveLength(1);
    expect(paid[0].message).toBe("Paid with a new card");
    const [inv] = await db().select().from(checkoutInvoices).where(eq(checkoutInvoices.subscriptionLogId, paid[0].id));
    expect(inv).toMatchObject({ kind: "charge", amount: 2900 });
    const receipts = (await mailTo("recover@example.com")).slice(before);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].attachments[0].filename).toMatch(/^invoice-[0-9a-f]+\.pdf$/);

    // The next renewal charges the coach's card (the 0341 one would fail).
    await advanceTestClock(db(), 32 * DAY);
    await renew();
    expect((await subNow(s.id)).status).toBe("active");
    expect(await paidLogs(s.id)).toHaveLength(2);
  });

  it("another location's client or processor is 404; another location's setup intent is refused; bad input 422", async () => {
    const s = await subscribe("Tenancy plan", "tenancy-card@example.com");
    expect((await co("POST", `/stripe/${otherProcessorId}/create-setup-intent`, { token: owner })).status).toBe(404);
    expect((await co("POST", `/stripe/${processorId}/create-setup-intent`, { token: other })).status).toBe(404);
    const theirs = await co("POST", `/stripe/${otherProcessorId}/create-setup-intent`, { token: other });
    const theirIntent = theirs.json.client_secret.split("_secret_")[0];
    expect((await co("POST", `/stripe/${s.contactId}/update-card`, { token: other, body: { processor_id: otherProcessorId, setup_intent: theirIntent } })).status).toBe(404);
    expect((await co("POST", `/stripe/${s.contactId}/update-card`, { token: owner, body: { processor_id: otherProcessorId, setup_intent: theirIntent } })).status).toBe(404);
    const foreign = await co("POST", `/stripe/${s.contactId}/update-card`, { token: owner, body: { processor_id: processorId, setup_intent: theirIntent } });
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors.card).toBeTruthy();
    const bad = await co("POST", `/stripe/${s.contactId}/update-card`, { token: owner, body: { processor_id: "x", setup_intent: "" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["processor_id", "setup_intent"]);
  });
});

describe("company currency", () => {
  it("before any sale the dashboard's figures are in the company currency the coach set", async () => {
    expect((await co("GET", "/dashboard/chart-stats", { token: other })).json.currency).toBe("USD");
    await co("PATCH", "/setting/update-company-currency-settings", { token: other, body: { currency: "EUR", currency_symbol: "€" } });
    expect((await co("GET", "/dashboard/chart-stats", { token: other })).json.currency).toBe("EUR");
  });
});
