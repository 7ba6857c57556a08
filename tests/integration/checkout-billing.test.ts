import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db";
import { checkoutInvoices, checkoutOrders, checkoutProducts, checkoutSentEmails, checkoutSubscriptionLogs, checkoutSubscriptions, emailMessages, users } from "../../db/schema";
import { checkoutApi } from "../../lib/api/app";
import { abandonedEmailJob, dunningEmailJob } from "../../lib/checkout/emails-jobs";
import { issueOrderInvoice } from "../../lib/checkout/invoices";
import { subscriptionRenewJob } from "../../lib/checkout/subscription-renew-job";
import { emailSendJob } from "../../lib/platform/email/job";
import { sendJob } from "../../lib/platform/jobs";
import { advanceTestClock } from "../../lib/platform/payments/clock";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { confirmTestPayment } from "../../lib/platform/payments/embedded";
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
const DAY = 86_400_000;

const co = (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => call(method, path, { ...opts, host: "checkout" });
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });
const raw = (path: string, token?: string) => checkoutApi.request(`/api/checkout${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  processorId = (await co("POST", "/stripe/create-processor", { token: owner, body: { name: "Main" } })).json.data.id;
});

async function product(body: Record<string, unknown> = {}) {
  const res = await co("POST", "/product/create", { token: owner, body: { name: "Coaching pack", price: 4900, currency: "USD", processor_id: processorId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number; public_id: string };
}

async function buy(publicId: string, email: string, number = "4242424242424242") {
  const started = await co("POST", `/public/${publicId}/start`, { body: { email, name: "Pat Buyer" } });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  await confirmTestPayment(db(), started.json.client_secret, card(number));
  const fin = await co("POST", `/public/order/${started.json.order}/finalize`);
  expect(fin.json.status).toBe("paid");
  const [o] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order));
  return o;
}

const mailTo = async (to: string) => db().select().from(emailMessages).where(eq(emailMessages.toAddress, to)).orderBy(emailMessages.id);
const linkIn = (text: string, path: RegExp) => path.exec(text)?.[0] ?? null;
const isPdf = (b: Buffer) => b.subarray(0, 5).toString() === "%PDF-";

describe("settings (/checkout?tab=settings)", () => {
  it("company settings: defaults with the $ symbol, saved with the spec's message, bad input 422 on its field", async () => {
    const first = await co("GET", "/setting/company-settings", { token: owner });
    expect(first.json.data).toMatchObject({ company_name: "", currency: "USD", currency_symbol: "$" });
    const saved = await co("PATCH", "/setting/update-company-settings", { token: owner, body: { company_name: "Demo Fitness Co", email: "Billing@Demo.test", phone: "+1 555 0100", address: "1 Main St\nSpringfield", tax_id: "VAT-42" } });
    expect(saved.json).toMatchObject({ status: 1, message: "Company settings has been updated successfully!", data: { company_name: "Demo Fitness Co", email: "billing@demo.test", tax_id: "VAT-42" } });
    const bad = await co("PATCH", "/setting/update-company-settings", { token: owner, body: { company_name: "x".repeat(200), email: "nope" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["company_name", "email"]);
    // Another location sees its own (default) settings.
    expect((await co("GET", "/setting/company-settings", { token: other })).json.data.company_name).toBe("");
  });

  it("currency settings: saved with the spec's message; a bad code or empty symbol is 422", async () => {
    const res = await co("PATCH", "/setting/update-company-currency-settings", { token: owner, body: { currency: "eur", currency_symbol: "€" } });
    expect(res.json).toMatchObject({ message: "Company currency settings has been updated successfully!", data: { currency: "EUR", currency_symbol: "€" } });
    const bad = await co("PATCH", "/setting/update-company-currency-settings", { token: owner, body: { currency: "EURO", currency_symbol: "" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["currency", "currency_symbol"]);
    await co("PATCH", "/setting/update-company-currency-settings", { token: owner, body: { currency: "USD", currency_symbol: "$" } });
  });

  it("email settings by type (1 abandoned, 2 transaction, 3 dunning): defaults, saved, bad type 422", async () => {
    for (const type of [1, 2, 3]) {
      const res = await co("GET", `/setting/email-settings?type=${type}`, { token: owner });
      expect(res.json.data).toMatchObject({ type, enabled: true });
      expect(res.json.data.subject.length).toBeGreaterThan(0);
    }
    expect((await co("GET", "/setting/email-settings?type=4", { token: owner })).status).toBe(422);
    const saved = await co("PATCH", "/setting/update-email-settings", { token: owner, body: { type: 1, enabled: true, subject: "Still thinking about {product}?", body: "Hi {name},\n\nYour {product} is waiting." } });
    expect(saved.json).toMatchObject({ message: "Email settings has been updated successfully!", data: { type: 1, subject: "Still thinking about {product}?" } });
    expect((await co("GET", "/setting/email-settings?type=1", { token: owner })).json.data.body).toBe("Hi {name},\n\nYour {product} is waiting.");
    expect((await co("GET", "/setting/email-settings?type=1", { token: other })).json.data.subject).not.toBe("Still thinking about {product}?");
    const bad = await co("PATCH", "/setting/update-email-settings", { token: owner, body: { type: 9, subject: "", body: "" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["body", "subject", "type"]);
  });
});

describe("abandoned checkout (type 1)", () => {
  const sweep = async () => {
    await sendJob(abandonedEmailJob, {});
    await queue.drain(abandonedEmailJob);
  };

  it("one email with a resume link after 60 minutes of the processor's clock; none once the buyer bought", async () => {
    const p = await product({ name: "Left behind" });
    const left = await co("POST", `/public/${p.public_id}/start`, { body: { email: "left@example.com", name: "Lee Left" } });
    const gone = await co("POST", `/public/${p.public_id}/start`, { body: { email: "back@example.com", name: "Bea Back" } });
    await buy(p.public_id, "back@example.com");
    await sweep();
    expect(await mailTo("left@example.com")).toHaveLength(0);
    await advanceTestClock(db(), 61 * 60_000);
    await sweep();
    await sweep();
    const mails = await mailTo("left@example.com");
    expect(mails).toHaveLength(1);
    // The coach's saved wording (the settings test above) with the merge fields filled.
    expect(mails[0].subject).toBe("Still thinking about Left behind?");
    expect(mails[0].text).toContain(`/buy/${p.public_id}?order=${left.json.order}`);
    expect((await mailTo("back@example.com")).filter((m) => m.subject.startsWith("Still thinking"))).toHaveLength(0);
    const [goneOrder] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, gone.json.order));
    expect(await db().select().from(checkoutSentEmails).where(and(eq(checkoutSentEmails.kind, "abandoned"), eq(checkoutSentEmails.refId, goneOrder.id)))).toHaveLength(1);
  });
});

describe("invoices", () => {
  it("a paid order gets an invoice; the receipt (type 2) carries it as a PDF and links to it", async () => {
    const p = await product({ name: "Starter pack" });
    const o = await buy(p.public_id, "receipt@example.com");
    const [inv] = await db().select().from(checkoutInvoices).where(eq(checkoutInvoices.orderId, o.id));
    expect(inv).toMatchObject({ kind: "order", amount: 4900, currency: "USD", locationId: ids.downtown, email: "receipt@example.com" });
    await queue.drain(emailSendJob);
    const [receipt] = await mailTo("receipt@example.com");
    expect(receipt.subject).toBe("Your receipt from Downtown");
    expect(receipt.attachments).toHaveLength(1);
    expect(receipt.attachments[0].filename).toMatch(/^invoice-[0-9a-f]+\.pdf$/);
    expect(isPdf(Buffer.from(receipt.attachments[0].content, "base64"))).toBe(true);
    const link = linkIn(receipt.text, /\/api\/checkout\/public\/order\/\w+\/invoice/)!;
    const res = await checkoutApi.request(link);
    expect(res.status).toBe(200);
    expect(isPdf(Buffer.from(await res.arrayBuffer()))).toBe(true);
  });

  it("PUT /order-invoice/{id}/send mails the PDF; GET download answers invoice-<hex>.pdf; bad, unpaid and foreign ids are 422/404", async () => {
    const p = await product({ name: "Send pack" });
    const o = await buy(p.public_id, "send@example.com");
    const sent = await co("PUT", `/order-invoice/${o.id}/send`, { token: owner });
    expect(sent.json).toEqual({ status: 1, message: "Order invoice has been send successfully!" });
    const mails = await mailTo("send@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^Invoice INV-\d{6} from Downtown$/);
    expect(mails[1].attachments[0].contentType).toBe("application/pdf");

    const res = await raw(`/order-invoice/${o.id}/download`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/filename="?invoice-[0-9a-f]{16}\.pdf"?/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    // Two downloads: two random names.
    const again = await raw(`/order-invoice/${o.id}/download`, owner);
    expect(again.headers.get("content-disposition")).not.toBe(res.headers.get("content-disposition"));

    expect((await co("PUT", "/order-invoice/abc/send", { token: owner })).status).toBe(422);
    expect((await co("PUT", "/order-invoice/99999999/send", { token: owner })).status).toBe(404);
    expect((await co("PUT", `/order-invoice/${o.id}/send`, { token: other })).status).toBe(404);
    expect((await raw(`/order-invoice/${o.id}/download`, other)).status).toBe(404);
    const pending = await co("POST", `/public/${p.public_id}/start`, { body: { email: "unpaid@example.com", name: "Un Paid" } });
    const [unpaid] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, pending.json.order));
    expect((await co("PUT", `/order-invoice/${unpaid.id}/send`, { token: owner })).status).toBe(404);
  });

  it("numbers are gap-free per location under concurrent payments, and a rolled-back payment gives its number back", async () => {
    const p = await product({ name: "Busy pack", price: 1000 });
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, i) => co("POST", `/public/${p.public_id}/start`, { body: { email: `rush${i}@example.com`, name: "Rush" } })),
    );
    for (const s of started) await confirmTestPayment(db(), s.json.client_secret, card("4242424242424242"));
    await Promise.all(started.map((s) => co("POST", `/public/order/${s.json.order}/finalize`)));
    await queue.drain(deliverTestEventJob);
    const [o] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started[0].json.order));
    const [prod] = await db().select().from(checkoutProducts).where(eq(checkoutProducts.id, p.id));
    // A payment whose transaction fails after taking a number.
    await db()
      .transaction(async (tx) => {
        await tx.delete(checkoutInvoices).where(eq(checkoutInvoices.orderId, o.id));
        await issueOrderInvoice(tx as unknown as Db, o, prod);
        throw new Error("rolled back");
      })
      .catch(() => null);
    await buy(p.public_id, "after-rollback@example.com");
    const numbers = (await db().select({ n: checkoutInvoices.number }).from(checkoutInvoices).where(and(eq(checkoutInvoices.locationId, ids.downtown))).orderBy(checkoutInvoices.number))
      .map((r) => r.n)
      .filter((n) => n < 900_000);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Another location numbers from 1 on its own.
    const otherProc = (await co("POST", "/stripe/create-processor", { token: other, body: { name: "Theirs" } })).json.data.id;
    const theirs = await co("POST", "/product/create", { token: other, body: { name: "Theirs", price: 1000, currency: "USD", processor_id: otherProc } });
    const bought = await (async () => {
      const s = await co("POST", `/public/${theirs.json.data.public_id}/start`, { body: { email: "theirs@example.com", name: "T" } });
      await confirmTestPayment(db(), s.json.client_secret, card("4242424242424242"));
      await co("POST", `/public/order/${s.json.order}/finalize`);
      return (await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, s.json.order)))[0];
    })();
    const [theirInv] = await db().select().from(checkoutInvoices).where(eq(checkoutInvoices.orderId, bought.id));
    expect(theirInv.number).toBe(1);
  });

  it("a type turned off sends nothing", async () => {
    await co("PATCH", "/setting/update-email-settings", { token: owner, body: { type: 2, enabled: false, subject: "Receipt", body: "Thanks" } });
    await buy((await product({ name: "Quiet" })).public_id, "quiet@example.com");
    expect(await mailTo("quiet@example.com")).toHaveLength(0);
    await co("PATCH", "/setting/update-email-settings", { token: owner, body: { type: 2, enabled: true, subject: "Your receipt from {business}", body: "Thanks {name}" } });
  });
});

describe("subscriptions: invoices, dunning and the card link", () => {
  const renew = async () => {
    await sendJob(subscriptionRenewJob, {});
    await queue.drain(subscriptionRenewJob);
    await queue.drain(deliverTestEventJob);
  };
  const dunning = async () => {
    await sendJob(dunningEmailJob, {});
    await queue.drain(dunningEmailJob);
  };
  const subOf = async (orderId: number) => (await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.orderId, orderId)))[0];

  it("a renewal paid gets a charge invoice; both subscription sends answer the spec's message", async () => {
    const p = await product({ name: "Monthly plan", type: "subscription", interval: "month", price: 2000 });
    const o = await buy(p.public_id, "monthly@example.com");
    const sub = await subOf(o.id);
    const [first] = await db().select().from(checkoutInvoices).where(eq(checkoutInvoices.orderId, o.id));
    expect(first).toMatchObject({ kind: "subscription", amount: 2000 });
    expect((await co("PUT", `/subscription-invoice/${sub.id}/send`, { token: owner })).json.message).toBe("Subscription invoice has been send successfully!");
    await advanceTestClock(db(), 32 * DAY);
    await renew();
    const [paidLog] = await db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, sub.id), eq(checkoutSubscriptionLogs.kind, "paid"))).orderBy(desc(checkoutSubscriptionLogs.id)).limit(1);
    const [charge] = await db().select().from(checkoutInvoices).where(eq(checkoutInvoices.subscriptionLogId, paidLog.id));
    expect(charge).toMatchObject({ kind: "charge", amount: 2000, subscriptionId: sub.id });
    expect(charge.number).toBeGreaterThan(first.number);
    expect((await co("PUT", `/subscription-charge-invoice/${paidLog.id}/send`, { token: owner })).json.message).toBe("Subscription invoice has been send successfully!");
    const mails = await mailTo("monthly@example.com");
    expect(mails.at(-1)!.attachments[0].filename).toMatch(/^invoice-[0-9a-f]+\.pdf$/);
    expect((await co("PUT", `/subscription-charge-invoice/${paidLog.id}/send`, { token: other })).status).toBe(404);
    expect((await co("PUT", `/subscription-invoice/${sub.id}/send`, { token: other })).status).toBe(404);
  });

  it("0341: a failed renewal sends one dunning email with a card link; the new card pays the overdue amount and renewals use it", async () => {
    const p = await product({ name: "Dunning plan", type: "subscription", interval: "month", price: 2900, trial_days: 1 });
    const o = await buy(p.public_id, "late@example.com", "4000000000000341");
    await advanceTestClock(db(), 2 * DAY);
    await renew();
    expect((await subOf(o.id)).status).toBe("past_due");
    await dunning();
    await dunning();
    const dun = (await mailTo("late@example.com")).filter((m) => m.subject === "Your payment for Dunning plan did not go through");
    expect(dun).toHaveLength(1);
    expect(dun[0].sensitive).toBe(true);
    const token = linkIn(dun[0].text, /\/buy\/card\/[\w-]+/)!.split("/").pop()!;

    const page = await co("GET", `/public/card/${token}`);
    expect(page.json).toMatchObject({ product: "Dunning plan", status: "past_due", due: "$29.00", can_update: true });
    const intent = await co("POST", `/public/card/${token}/intent`);
    expect(intent.json).toMatchObject({ amount: 2900, mode: "embedded" });
    expect((await co("POST", `/public/card/${token}/intent`)).json.client_secret).toBe(intent.json.client_secret);
    expect((await co("POST", `/public/card/${token}/finish`)).status).toBe(422);
    await confirmTestPayment(db(), intent.json.client_secret, card("4242424242424242"));
    const done = await co("POST", `/public/card/${token}/finish`);
    expect(done.json).toMatchObject({ status: "active", updated: true, can_update: false });
    await co("POST", `/public/card/${token}/finish`);
    const sub = await subOf(o.id);
    expect(sub).toMatchObject({ status: "active", failedCharges: 0 });
    const paid = await db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, sub.id), eq(checkoutSubscriptionLogs.kind, "paid")));
    expect(paid).toHaveLength(1);
    expect(done.json.invoices.map((i: { amount: string }) => i.amount)).toEqual(["$29.00", "$0.00"]);
    const pdf = await checkoutApi.request(`/api/checkout/public/card/${token}/invoice/${done.json.invoices[0].id}`);
    expect(isPdf(Buffer.from(await pdf.arrayBuffer()))).toBe(true);
    expect((await co("GET", `/public/card/${token}/invoice/999999`)).status).toBe(404);

    // The next renewal charges the new card (the 0341 one would fail).
    await advanceTestClock(db(), 32 * DAY);
    await renew();
    expect((await subOf(o.id)).status).toBe("active");
    expect(await db().select().from(checkoutSubscriptionLogs).where(and(eq(checkoutSubscriptionLogs.subscriptionId, sub.id), eq(checkoutSubscriptionLogs.kind, "paid")))).toHaveLength(2);
  });

  it("PUT /order/{id}/update-card-email mails a card link; a one-time order is 422; foreign or bad tokens 404", async () => {
    const p = await product({ name: "Card plan", type: "subscription", interval: "month", price: 1500 });
    const o = await buy(p.public_id, "cardmail@example.com");
    const res = await co("PUT", `/order/${o.id}/update-card-email`, { token: owner });
    expect(res.json).toEqual({ status: 1, message: "Card information has been sent successfully!" });
    const mail = (await mailTo("cardmail@example.com")).at(-1)!;
    const token = linkIn(mail.text, /\/buy\/card\/[\w-]+/)!.split("/").pop()!;
    expect((await co("GET", `/public/card/${token}`)).json).toMatchObject({ status: "active", due: null, can_update: true });
    expect((await co("PUT", `/order/${o.id}/update-card-email`, { token: other })).status).toBe(404);
    const oneTime = await buy((await product({ name: "One off" })).public_id, "oneoff@example.com");
    const refused = await co("PUT", `/order/${oneTime.id}/update-card-email`, { token: owner });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.id).toBeTruthy();
    expect((await co("GET", "/public/card/not-a-real-token-at-all-000000")).status).toBe(404);
    expect((await co("GET", "/public/card/x")).status).toBe(422);
  });
});

