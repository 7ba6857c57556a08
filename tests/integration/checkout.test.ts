import { and, eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { activities, checkoutOrders, contactTags, contacts, emailMessages, payTestEvents, paymentEvents, tags, users } from "../../db/schema";
import { receiveCheckoutWebhook } from "../../lib/checkout/webhook";
import { authenticateTestPayment, confirmTestPayment } from "../../lib/platform/payments/embedded";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { webhookSecret } from "../../lib/platform/payments/signing";
import { handleTestPaymentCall } from "../../lib/platform/payments/test-routes";
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

const co = (method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => call(method, path, { ...opts, host: "checkout" });
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });
const stripe = new Stripe("sk_test_unused", { apiVersion: "2026-10-28.endive" });

beforeAll(async () => {
  ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner, ids.other]));
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});

async function processor(token = owner) {
  const res = await co("POST", "/stripe/create-processor", { token, body: { name: "Main account" } });
  expect(res.status).toBe(201);
  return res.json.data as { id: number; account_id: string; status: string };
}

async function product(body: Record<string, unknown>, token = owner) {
  const res = await co("POST", "/product/create", { token, body: { name: "Coaching", price: 4900, currency: "USD", ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: number; public_id: string; price: number };
}

describe("access", () => {
  it("answers 404 on every call for a user without checkout_enabled, and 401 without a session", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await co("GET", "/product/list", { token: staff })).status).toBe(404);
    expect((await co("GET", "/stripe/processors", { token: staff })).status).toBe(404);
    expect((await co("GET", "/product/list")).status).toBe(401);
  });

  it("trades the app's token for a 12-hour checkout token that opens only the checkout host", async () => {
    const bad = await co("POST", "/user/create-token", { body: { email: "owner@demo.test", account_id: ids.other, access_token: owner } });
    expect(bad.status).toBe(401);
    const invalid = await co("POST", "/user/create-token", { body: { email: "nope", account_id: 0, access_token: "" } });
    expect(invalid.status).toBe(422);
    const res = await co("POST", "/user/create-token", { body: { email: "Owner@Demo.test", account_id: ids.owner, access_token: owner } });
    expect(res.status).toBe(200);
    const hours = (Date.parse(res.json.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const token = res.json.token as string;
    expect((await co("GET", "/product/list", { token })).status).toBe(200);
    // Not a key to the rest of the app.
    expect((await call("GET", "/contact/list", { token })).status).toBe(401);
    const locs = await co("GET", "/user/locations", { token });
    expect(locs.json.data.map((l: { id: number }) => l.id).sort()).toEqual([ids.downtown, ids.uptown].sort());
    expect((await co("POST", "/auth/logout", { token })).status).toBe(200);
    expect((await co("GET", "/product/list", { token })).status).toBe(401);
    // Logging out of checkout with the app's own session leaves that session alone.
    expect((await co("POST", "/auth/logout", { token: owner })).status).toBe(200);
    expect((await co("GET", "/product/list", { token: owner })).status).toBe(200);
  });
});

describe("processors", () => {
  it("connects the embedded processor at once, lists it per location and deletes it", async () => {
    const p = await processor();
    expect(p).toMatchObject({ status: "active", account_id: expect.stringMatching(/^acct_/) });
    const list = await co("GET", "/stripe/processors", { token: owner });
    expect(list.json.data.map((x: { id: number }) => x.id)).toContain(p.id);
    expect((await co("GET", "/stripe/processors", { token: other })).json.data.map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect((await co("DELETE", `/stripe/${p.id}/delete-processor`, { token: other })).status).toBe(404);
    expect((await co("DELETE", `/stripe/${p.id}/delete-processor`, { token: owner })).status).toBe(200);
    expect((await co("POST", "/stripe/create-processor", { token: owner, body: { name: "" } })).status).toBe(422);
  });
});

describe("products", () => {
  it("creates with the default template, lists 6 per page by ordering desc, renames, archives, duplicates and deletes", async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await product({ name: `Plan ${i}` }));
    const list = await co("GET", "/product/list", { token: owner });
    expect(list.status).toBe(200);
    expect(list.json.per_page).toBe(6);
    expect(list.json.data[0].id).toBe(made[6].id);
    const details = await co("GET", `/product/${made[0].id}/details`, { token: owner });
    expect(details.json.data.template).toMatchObject({ font_family: "Inter", font_weight: 600, headline_size: 50, sub_headline_size: 25, element_color: "#2f7eed", payment_button_text: "Place Order", proof_headline: "Happy Clients" });
    expect(details.json.data.public_id).toMatch(/^[A-Za-z0-9]{20}$/);

    const renamed = await co("PATCH", `/product/${made[0].id}/rename`, { token: owner, body: { name: "Renamed" } });
    expect(renamed.json.message).toBe("Product has been renamed successfully!");
    const archived = await co("PATCH", "/product/archive-unarchive", { token: owner, body: { ids: [made[0].id], archive: 1 } });
    expect(archived.json.message).toBe("Product has been archive/unarchive successfully!");
    const archivedList = await co("GET", "/product/list?archived=1", { token: owner });
    expect(archivedList.json.data.map((p: { id: number }) => p.id)).toEqual([made[0].id]);
    const dup = await co("POST", "/product/duplicate", { token: owner, body: { id: made[1].id } });
    expect(dup.json.message).toBe("Product has been duplicated successfully!");
    const copy = await co("GET", `/product/${dup.json.data.id}/details`, { token: owner });
    expect(copy.json.data.name).toBe("Plan 1 (copy)");
    expect((await co("DELETE", "/product/delete", { token: owner, body: { ids: [dup.json.data.id] } })).status).toBe(200);
    expect((await co("GET", `/product/${dup.json.data.id}/details`, { token: owner })).status).toBe(404);
    // Another location's product is a 404, and nothing is archived.
    expect((await co("PATCH", "/product/archive-unarchive", { token: other, body: { ids: [made[2].id], archive: 1 } })).status).toBe(404);
    expect((await co("GET", "/product/list-all", { token: other })).json.data).toEqual([]);
  });

  it("refuses bad prices, currencies and references on their fields", async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await co("POST", "/product/create", { token: owner, body: { name: "X", price: 1000, currency: "USD", ...body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      return res.json.errors as Record<string, string[]>;
    };
    expect(await bad({ price: 10 })).toHaveProperty("price");
    expect(await bad({ price: 1995.5 })).toHaveProperty("price");
    expect(await bad({ price: 1997, currency: "CHF" })).toHaveProperty("price");
    expect(await bad({ price: 1255, currency: "KWD" })).toHaveProperty("price");
    expect(await bad({ currency: "dollars" })).toHaveProperty("currency");
    expect(await bad({ type: "subscription" })).toHaveProperty("interval");
    expect(await bad({ processor_id: 999999 })).toHaveProperty("processor_id");
    expect(await bad({ contact_status: "No such status" })).toHaveProperty("contact_status");
    const theirTag = (await db().select({ id: tags.id }).from(tags).where(eq(tags.locationId, ids.otherLoc)).limit(1))[0];
    if (theirTag) expect(await bad({ tag_ids: [theirTag.id] })).toHaveProperty("tag_ids");
    // Good ones in each decimal class.
    await product({ price: 1995, currency: "CHF" });
    await product({ price: 500, currency: "JPY" });
    await product({ price: 1250, currency: "KWD" });
  });

  it("puts bump errors on product-bump-name, saying product name", async () => {
    const main = await product({ name: "Main" });
    const res = await co("PATCH", `/product/${main.id}/update`, { token: owner, body: { bumps: [{ product_id: main.id, name: "", price: 900 }] } });
    expect(res.status).toBe(422);
    expect(res.json.errors["product-bump-name"][0]).toMatch(/product name/);
  });
});

async function signedDelivery(payload: string, secret = webhookSecret("checkout")) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return receiveCheckoutWebhook(db(), new Request("http://test/api/webhooks/stripe/checkout", { method: "POST", headers: { "stripe-signature": header }, body: payload }));
}

describe("public checkout", () => {
  let page: { id: number; public_id: string };
  let bumpId: number;
  let vip: number;

  beforeAll(async () => {
    const p = await processor();
    vip = (await call("POST", "/tag/create", { token: owner, body: { name: "Bought coaching" } })).json.data.id;
    const bumpProduct = await product({ name: "Meal plan", price: 1500 });
    page = await product({ name: "12-week coaching", price: 4900, processor_id: p.id, tag_ids: [vip] });
    const updated = await co("PATCH", `/product/${page.id}/update`, { token: owner, body: { bumps: [{ product_id: bumpProduct.id, name: "Add the meal plan", price: 1000 }] } });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    bumpId = updated.json.data.bumps[0].id;
  });

  const start = (body: Record<string, unknown> = {}) => co("POST", `/public/${page.public_id}/start`, { body: { email: "buyer@example.com", name: "Bea Buyer", ...body } });

  it("computes totals on the server and pays with 4242: contact created, tagged, receipt sent, once", async () => {
    const started = await start({ email: "Bea@Example.com", bumps: [bumpId] });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(started.json).toMatchObject({ subtotal: 5900, total: 5900, currency: "USD", status: "pending" });
    const noBump = await co("PATCH", `/public/order/${started.json.order}`, { body: { bumps: [] } });
    expect(noBump.json.total).toBe(4900);

    const paid = await confirmTestPayment(db(), started.json.client_secret, card("4242 4242 4242 4242".replace(/ /g, "")));
    expect("paymentIntent" in paid && paid.paymentIntent.status).toBe("succeeded");
    expect("paymentIntent" in paid && paid.paymentIntent.amount).toBe(4900);
    const fin = await co("POST", `/public/order/${started.json.order}/finalize`);
    expect(fin.json).toMatchObject({ status: "paid", redirect: `/buy/${page.public_id}/thank-you/${started.json.order}` });
    // The webhook's delivery (and a repeat) change nothing more.
    expect(await queue.drain(deliverTestEventJob)).toBeGreaterThan(0);
    await co("POST", `/public/order/${started.json.order}/finalize`);

    const [order] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order));
    expect(order.contactId).not.toBeNull();
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, order.contactId!));
    expect(contact).toMatchObject({ email: "bea@example.com", firstName: "Bea", lastName: "Buyer", locationId: ids.downtown });
    expect(await db().select().from(contactTags).where(and(eq(contactTags.contactId, contact.id), eq(contactTags.tagId, vip)))).toHaveLength(1);
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "bea@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("$49.00");
    const feed = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.action, "purchase"), eq(activities.contactId, contact.id)));
    expect(feed).toHaveLength(1);
    // Paid orders are closed to changes.
    expect((await co("PATCH", `/public/order/${started.json.order}`, { body: { bumps: [bumpId] } })).status).toBe(422);
  });

  it("matches an existing contact by email instead of creating one", async () => {
    const [existing] = await db().insert(contacts).values({ locationId: ids.downtown, firstName: "Old", email: "known@example.com", status: "Leads", tab: "leads" }).returning();
    const started = await start({ email: "known@example.com" });
    await confirmTestPayment(db(), started.json.client_secret, card("4242424242424242"));
    await co("POST", `/public/order/${started.json.order}/finalize`);
    const [order] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order));
    expect(order.contactId).toBe(existing.id);
  });

  it("runs 3DS for 3155: authentication failure returns to the card form, then success pays", async () => {
    const started = await start({ email: "three@example.com" });
    const first = await confirmTestPayment(db(), started.json.client_secret, card("4000002500003155"));
    expect("paymentIntent" in first && first.paymentIntent.status).toBe("requires_action");
    expect((await co("POST", `/public/order/${started.json.order}/finalize`)).json.status).toBe("requires_action");
    const failed = await authenticateTestPayment(db(), started.json.client_secret, "fail");
    expect("error" in failed && failed.error?.code).toBe("payment_intent_authentication_failure");
    expect((await co("POST", `/public/order/${started.json.order}/finalize`)).json.status).toBe("failed");
    await confirmTestPayment(db(), started.json.client_secret, card("4000002760003184"));
    const ok = await authenticateTestPayment(db(), started.json.client_secret, "complete");
    expect("paymentIntent" in ok && ok.paymentIntent?.status).toBe("succeeded");
    expect((await co("POST", `/public/order/${started.json.order}/finalize`)).json.status).toBe("paid");
  });

  it("declines 9995, 0002 and 0341 with Stripe's codes; decline events are counted once each", async () => {
    const started = await start({ email: "decline@example.com" });
    const d1 = await confirmTestPayment(db(), started.json.client_secret, card("4000000000009995"));
    expect("error" in d1 && d1.error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds" });
    const d2 = await confirmTestPayment(db(), started.json.client_secret, card("4000000000000002"));
    expect("error" in d2 && d2.error).toMatchObject({ code: "card_declined", decline_code: "generic_decline" });
    const d3 = await confirmTestPayment(db(), started.json.client_secret, card("4000000000000341"));
    expect("error" in d3 && d3.error.code).toBe("card_declined");
    const bad = await confirmTestPayment(db(), started.json.client_secret, card("4242424242424241"));
    expect("error" in bad && bad.error.code).toBe("incorrect_number");
    await queue.drain(deliverTestEventJob);
    const [order] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order));
    expect(order).toMatchObject({ status: "failed", declines: 3 });
    expect(order.lastError).toBe("Your card was declined.");
  });

  it("locks an order after 5 declines", async () => {
    const started = await start({ email: "lock@example.com" });
    for (let i = 0; i < 5; i++) await confirmTestPayment(db(), started.json.client_secret, card("4000000000000002"));
    await queue.drain(deliverTestEventJob);
    const fin = await co("POST", `/public/order/${started.json.order}/finalize`);
    expect(fin.json).toMatchObject({ status: "locked", client_secret: null });
  });

  it("refuses bad public input with 422 and unknown ids with 404", async () => {
    expect((await start({ email: "not-an-email" })).status).toBe(422);
    expect((await start({ bumps: [999999] })).status).toBe(422);
    expect((await start({ coupon: "NOPE" })).json.errors.coupon).toBeDefined();
    expect((await co("POST", "/public/AAAAAAAAAAAAAAAAAAAA/start", { body: { email: "a@b.co", name: "A" } })).status).toBe(404);
    expect((await co("POST", "/public/order/AAAAAAAAAAAAAAAAAAAA/finalize")).status).toBe(404);
  });

  it("the embedded processor's browser calls answer Stripe.js's shapes", async () => {
    const started = await start({ email: "browser@example.com" });
    const post = (action: string, body: unknown) => handleTestPaymentCall(db(), action, new Request("http://t", { method: "POST", body: JSON.stringify(body) })).then((r) => r.json());
    expect((await post("confirm", { client_secret: started.json.client_secret, card: { number: "4242", exp_month: 1, exp_year: 30, cvc: "1" } })).error.param).toBe("number");
    const ok = await post("confirm", { client_secret: started.json.client_secret, card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 40, cvc: "123" } });
    expect(ok.paymentIntent).toMatchObject({ object: "payment_intent", status: "succeeded", payment_method: { card: { last4: "4242", brand: "visa" } } });
    const again = await post("confirm", { client_secret: started.json.client_secret, card: card("4242424242424242") });
    expect(again.error.message).toBe("This payment was already successfully confirmed.");
  });
});

describe("webhooks", () => {
  async function paidIntentEvent() {
    const p = await processor();
    const prod = await product({ name: "Webhook product", processor_id: p.id });
    const started = await co("POST", `/public/${prod.public_id}/start`, { body: { email: "hook@example.com", name: "Hook" } });
    await confirmTestPayment(db(), started.json.client_secret, card("4242424242424242"));
    const [event] = await db().select().from(payTestEvents).where(eq(payTestEvents.type, "payment_intent.succeeded")).orderBy(payTestEvents.createdAt);
    const succeeded = (await db().select().from(payTestEvents)).filter((e) => e.type === "payment_intent.succeeded" && JSON.parse(e.payload).data.object.metadata.order === started.json.order);
    return { order: started.json.order as string, event: succeeded[0] ?? event };
  }

  it("applies a signed event once: duplicates no-op, a forged signature is 400 with no effect", async () => {
    const { order, event } = await paidIntentEvent();
    const forged = await signedDelivery(event.payload, "whsec_wrong");
    expect(forged.status).toBe(400);
    expect((await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, order)))[0].status).toBe("pending");
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);

    expect((await signedDelivery(event.payload)).status).toBe(200);
    expect((await signedDelivery(event.payload)).status).toBe(200);
    const [row] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, order));
    expect(row.status).toBe("paid");
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "hook@example.com"))).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("order does not matter: a stale created event after success re-reads the intent and keeps paid", async () => {
    const { order } = await paidIntentEvent();
    const events = (await db().select().from(payTestEvents)).filter((e) => JSON.parse(e.payload).data.object.metadata.order === order);
    for (const e of [...events].reverse()) expect((await signedDelivery(e.payload)).status).toBe(200);
    expect((await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, order)))[0].status).toBe("paid");
    expect(await db().select().from(emailMessages).where(eq(emailMessages.toAddress, "hook@example.com"))).toHaveLength(2);
  });
});

describe("templates, tracking ids, bumps and coupons", () => {
  it("answers the default template and merges a product's changes; proofs are deleted by id", async () => {
    const defaults = await co("GET", "/product/default-templates", { token: owner });
    expect(defaults.json.data).toMatchObject({ timer_color: "#f2a31d", button_background: "#2c3e50", cover_color: "#1976d2", block_background: "#eff5ff", bump_acceptance_text: "Yes, I want this!", guarantee_headline: "You Are Protected" });
    const p = await product({ name: "Templated" });
    const up = await co("PATCH", `/product/${p.id}/update-template`, { token: owner, body: { payment_button_text: "Join now", proofs: [{ id: "p1", name: "Ann", text: "Great" }] } });
    expect(up.json.message).toBe("Template has been updated successfully!");
    const t = await co("GET", `/product/${p.id}/product-template`, { token: owner });
    expect(t.json.data).toMatchObject({ payment_button_text: "Join now", headline_size: 50 });
    expect((await co("PATCH", `/product/${p.id}/update-template`, { token: owner, body: { element_color: "blue" } })).status).toBe(422);
    const badFont = await co("PATCH", `/product/${p.id}/update-template`, { token: owner, body: { font_family: "Comic Sans" } });
    expect(badFont.status).toBe(422);
    expect(badFont.json.errors).toHaveProperty("font_family");
    const design = { font_family: "Poppins", countdown: { enabled: true, mode: "visitor", ends_at: null, minutes: 10 } };
    expect((await co("PATCH", `/product/${p.id}/update-template`, { token: owner, body: design })).json.data).toMatchObject({ ...design, payment_button_text: "Join now" });
    const noMinutes = await co("PATCH", `/product/${p.id}/update-template`, { token: owner, body: { countdown: { ...design.countdown, minutes: 0 } } });
    expect(noMinutes.status).toBe(422);
    expect(Object.keys(noMinutes.json.errors)).toEqual(["countdown.minutes"]);
    const del = await co("DELETE", `/${p.id}/p1/delete-proof`, { token: owner });
    expect(del.json.message).toBe("Proof has been deleted successfully!");
    expect((await co("DELETE", `/${p.id}/p1/delete-proof`, { token: owner })).status).toBe(404);
  });

  it("keeps tracking ids, validated", async () => {
    const p = await product({ name: "Tracked" });
    expect((await co("PATCH", `/product/${p.id}/update`, { token: owner, body: { tracking_ids: { fb_pixel: "<script>" } } })).status).toBe(422);
    await co("PATCH", `/product/${p.id}/update`, { token: owner, body: { tracking_ids: { fb_pixel: "1234567890", ga4: "G-ABC1234" } } });
    const ids = await co("GET", `/product/tracking-ids?product_id=${p.id}`, { token: owner });
    expect(ids.json.data).toEqual({ fb_pixel: "1234567890", ga4: "G-ABC1234", gtm: null });
  });

  it("lists, edits and deletes bumps; up to 3 per product", async () => {
    const extra = await product({ name: "Extra", price: 900 });
    const main = await product({ name: "Bumped" });
    const four = Array.from({ length: 4 }, () => ({ product_id: extra.id, name: "Extra", price: 500 }));
    expect((await co("PATCH", `/product/${main.id}/update`, { token: owner, body: { bumps: four } })).status).toBe(422);
    await co("PATCH", `/product/${main.id}/update`, { token: owner, body: { bumps: four.slice(0, 1) } });
    const list = await co("GET", `/bump/list?product_id=${main.id}`, { token: owner });
    expect(list.json.data).toHaveLength(1);
    const id = list.json.data[0].id;
    expect((await co("PATCH", `/bump/${id}/update`, { token: owner, body: { name: "" } })).json.errors["product-bump-name"][0]).toMatch(/product name/);
    expect((await co("PATCH", `/bump/${id}/update`, { token: owner, body: { price: 700 } })).status).toBe(200);
    expect((await co("DELETE", `/bump/${id}/delete`, { token: other })).status).toBe(404);
    expect((await co("DELETE", `/bump/${id}/delete`, { token: owner })).status).toBe(200);
  });

  it("makes coupons, offers one on a product and redeems it by code: 15% off CHF 19.95 = 16.95", async () => {
    const p = await processor();
    const chf = await product({ name: "Swiss plan", price: 1995, currency: "CHF", processor_id: p.id });
    const bad = await co("POST", "/stripe/create-coupon", { token: owner, body: { name: "Old", code: "OLD", kind: "percent", value: 10, expires_at: "2001-01-01" } });
    expect(bad.json.errors.expires_at).toBeDefined();
    expect((await co("POST", "/stripe/create-coupon", { token: owner, body: { name: "Big", code: "BIG", kind: "percent", value: 150 } })).json.errors.value).toBeDefined();
    const made = await co("POST", "/stripe/create-coupon", { token: owner, body: { name: "Spring", code: "SPRING15", kind: "percent", value: 15, max_uses: 1 } });
    expect(made.status).toBe(201);
    expect((await co("POST", "/stripe/create-coupon", { token: owner, body: { name: "Dup", code: "spring15", kind: "percent", value: 5 } })).json.errors.code).toBeDefined();
    const applied = await co("PATCH", `/${chf.id}/apply-coupon`, { token: owner, body: { coupon_id: made.json.data.id } });
    expect(applied.json.message).toBe("Coupon has been applied!");
    expect((await co("GET", `/product/${chf.id}/coupons`, { token: owner })).json.applied_coupon_id).toBe(made.json.data.id);

    const wrong = await co("POST", `/public/${chf.public_id}/start`, { body: { email: "swiss@example.com", name: "Heidi", coupon: "NOPE" } });
    expect(wrong.json.errors.coupon).toBeDefined();
    const started = await co("POST", `/public/${chf.public_id}/start`, { body: { email: "swiss@example.com", name: "Heidi", coupon: "spring15" } });
    expect(started.json).toMatchObject({ subtotal: 1995, discount: 300, total: 1695, currency: "CHF" });
    await confirmTestPayment(db(), started.json.client_secret, card("4242424242424242"));
    expect((await co("POST", `/public/order/${started.json.order}/finalize`)).json.status).toBe("paid");
    // max_uses 1: used up.
    const again = await co("POST", `/public/${chf.public_id}/start`, { body: { email: "swiss2@example.com", name: "Heidi", coupon: "SPRING15" } });
    expect(again.json.errors.coupon[0]).toMatch(/used up/);

    expect((await co("PATCH", `/${chf.id}/remove-coupon`, { token: owner })).status).toBe(200);
    expect((await co("DELETE", `/stripe/${made.json.data.id}/delete-coupon`, { token: other })).status).toBe(404);
    expect((await co("DELETE", `/stripe/${made.json.data.id}/delete-coupon`, { token: owner })).status).toBe(200);
  });

  it("uses retried POSTs' idempotency keys as Stripe does", async () => {
    const { embeddedProcessor } = await import("../../lib/platform/payments/embedded");
    const proc = embeddedProcessor(db());
    const acct = await proc.createAccount({ name: "Idem", email: "i@example.com", returnUrl: "http://x" }, "idem-acct");
    expect((await proc.createAccount({ name: "Idem", email: "i@example.com", returnUrl: "http://x" }, "idem-acct")).id).toBe(acct.id);
    const a = await proc.createPaymentIntent(acct.id, { amount: 1000, currency: "usd", metadata: {} }, "idem-pi");
    const b = await proc.createPaymentIntent(acct.id, { amount: 1000, currency: "usd", metadata: {} }, "idem-pi");
    expect(b.id).toBe(a.id);
    await expect(proc.createPaymentIntent(acct.id, { amount: 2000, currency: "usd", metadata: {} }, "idem-pi")).rejects.toThrow(/same parameters/);
  });
});

describe("orders and refunds", () => {
  it("lists orders and refunds part, then the rest; never more than what is left", async () => {
    const p = await processor();
    const prod = await product({ name: "Refundable", price: 4900, processor_id: p.id });
    const started = await co("POST", `/public/${prod.public_id}/start`, { body: { email: "refund@example.com", name: "Rae Fund" } });
    const unpaid = (await db().select().from(checkoutOrders).where(eq(checkoutOrders.publicId, started.json.order)))[0];
    expect((await co("POST", "/order/refund-payment", { token: owner, body: { order_id: unpaid.id, amount: 100 } })).json.errors.order_id).toBeDefined();
    await confirmTestPayment(db(), started.json.client_secret, card("4242424242424242"));
    await co("POST", `/public/order/${started.json.order}/finalize`);

    const list = await co("GET", "/order/transactions?search=refund@", { token: owner });
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).toMatchObject({ id: unpaid.id, product_name: "Refundable", total: 4900, amount_refunded: 0, status: "paid", test: true });
    expect((await co("GET", "/order/transactions?search=refund@", { token: other })).json.data).toHaveLength(0);

    expect((await co("POST", "/order/refund-payment", { token: other, body: { order_id: unpaid.id, amount: 100 } })).status).toBe(404);
    const partial = await co("POST", "/order/refund-payment", { token: owner, body: { order_id: unpaid.id, amount: 1000 } });
    expect(partial.json.message).toBe("Amount has been refunded successfully!");
    const over = await co("POST", "/order/refund-payment", { token: owner, body: { order_id: unpaid.id, amount: 4000 } });
    expect(over.status).toBe(422);
    expect(over.json.errors.amount[0]).toContain("$39.00");
    expect((await co("POST", "/order/refund-payment", { token: owner, body: { order_id: unpaid.id, amount: 3900 } })).status).toBe(200);
    expect((await co("POST", "/order/refund-payment", { token: owner, body: { order_id: unpaid.id, amount: 1 } })).status).toBe(422);
    const [row] = await db().select().from(checkoutOrders).where(eq(checkoutOrders.id, unpaid.id));
    expect(row).toMatchObject({ amountRefunded: 4900, status: "paid" });
    // The refund events (charge.refunded) are delivered and change nothing more.
    await queue.drain(deliverTestEventJob);
    expect((await db().select().from(checkoutOrders).where(eq(checkoutOrders.id, unpaid.id)))[0].amountRefunded).toBe(4900);
  });
});

describe("product pickers", () => {
  it("lists subscription products and the location's tags for the editor", async () => {
    const sub = await product({ name: "Monthly", type: "subscription", interval: "month", trial_days: 7 });
    await product({ name: "Once" });
    const subs = await co("GET", "/product/subscription-products", { token: owner });
    expect(subs.json.data.map((p: { id: number }) => p.id)).toContain(sub.id);
    expect(subs.json.data.every((p: { type: string }) => p.type === "subscription")).toBe(true);
    expect((await co("GET", "/product/subscription-products", { token: other })).json.data.map((p: { id: number }) => p.id)).not.toContain(sub.id);
    const tagged = await co("GET", "/tag/group-by-location", { token: owner });
    expect(tagged.json.data[0].location_id).toBe(ids.downtown);
    const theirs = (await db().select({ id: tags.id }).from(tags).where(eq(tags.locationId, ids.otherLoc))).map((t) => t.id);
    expect(tagged.json.data[0].tags.some((t: { id: number }) => theirs.includes(t.id))).toBe(false);
  });
});
