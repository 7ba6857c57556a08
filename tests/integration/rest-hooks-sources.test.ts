import http from "node:http";
import type { AddressInfo } from "node:net";
import { api as apiApp } from "../../lib/api/app";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOrders, checkoutProcessors, checkoutProducts, checkoutSubscriptions, contacts } from "../../db/schema";
import { renewDueSubscriptions } from "../../lib/checkout/subscription-renewals";
import { receiveCheckoutWebhook } from "../../lib/checkout/webhook";
import { contactImportJob } from "../../lib/contact-import/job";
import { prepareQueues } from "../../lib/platform/jobs";
import { webhookSecret } from "../../lib/platform/payments/signing";
import { restHookDeliverJob } from "../../lib/rest-hooks/job";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import { startStripePeer } from "../helpers/stripe-peer";
import type { DemoIds } from "../tenancy/fixture";

/**
 * REST hooks (issue 31) from every path that makes their change, not only the coach's own
 * screen: bulk edits, the contact import, and the processor cancelling a subscription. Each
 * change is delivered once, however often the processor repeats its event.
 */
const { db } = setupTestDb();
const queue = setupJobQueue();

type Payload = { event: string; data: { contact_ids: number[]; contacts: { id: number }[]; subscription_id?: number; cancels?: string } };
let received: Payload[] = [];
let server: http.Server;
let target: string;
let owner: string;
let ids: DemoIds;
const hookIds: number[] = [];

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/zap`;
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  await prepareQueues([restHookDeliverJob]);
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  received = [];
  // Each test subscribes to what it checks; the hooks of the one before are gone.
  for (const id of hookIds.splice(0)) await call("DELETE", `/hooks/${id}`, { token: owner });
});

async function subscribe(event: string) {
  const res = await call("POST", "/hooks", { token: owner, body: { event, target_url: target } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  hookIds.push(res.json.id);
}

async function contactsOf(tag: string, n: number) {
  const rows = await db()
    .insert(contacts)
    .values(Array.from({ length: n }, (_, i) => ({ locationId: ids.downtown, firstName: `${tag}${i}`, email: `${tag}-${i}@sources.test`, status: "Leads", tab: "leads" })))
    .returning({ id: contacts.id });
  return rows.map((r) => r.id);
}

/** Runs every queued delivery; answers what the receiver got. */
async function delivered() {
  await queue.drain(restHookDeliverJob);
  return received;
}

describe("contact.updated from the bulk actions", () => {
  it("a bulk edit of several contacts is one delivery naming them all", async () => {
    await subscribe("contact.updated");
    const three = await contactsOf("bulkg", 3);
    expect((await call("PATCH", "/contact/change-gender", { token: owner, body: { contact_ids: three, gender: "Female" } })).json.count).toBe(3);
    const got = await delivered();
    expect(got).toHaveLength(1);
    expect(got[0].event).toBe("contact.updated");
    expect([...got[0].data.contact_ids].sort()).toEqual([...three].sort());
    expect(got[0].data.contacts.map((c) => c.id).sort()).toEqual([...three].sort());
    expect(await delivered()).toHaveLength(1); // nothing more queued
  });

  it("delivery and phone code edits are details; status, tab and delete are not contact.updated", async () => {
    await subscribe("contact.updated");
    const two = await contactsOf("bulkd", 2);
    expect((await call("PATCH", "/contact/update-delivery-status", { token: owner, body: { contact_ids: two, type: "sms", enabled: false } })).json.count).toBe(2);
    expect((await call("PATCH", "/contact/update-phone-country-code", { token: owner, body: { contact_ids: two, country_code: "GB" } })).json.count).toBe(2);
    expect((await delivered()).map((p) => [p.event, p.data.contact_ids.length])).toEqual([
      ["contact.updated", 2],
      ["contact.updated", 2],
    ]);
    received = [];
    expect((await call("POST", "/contact/move", { token: owner, body: { contact_ids: two, tab: "clients" } })).json.count).toBe(2);
    expect((await call("POST", "/contact/delete", { token: owner, body: { contact_ids: two } })).json.count).toBe(2);
    expect(await delivered()).toHaveLength(0);
  });
});

describe("contact.updated and contact.created from the contact import", () => {
  it("each batch announces its new and its updated contacts once", async () => {
    await subscribe("contact.updated");
    await subscribe("contact.created");
    const existing = await contactsOf("imp", 2);
    const csv = ["First Name,Last Name,Email", "Imp0,Renamed,imp-0@sources.test", "Imp1,Renamed,imp-1@sources.test", "Fresh,One,imp-new@sources.test"].join("\n");
    const form = new FormData();
    form.append("file", new Blob([new TextEncoder().encode(csv)]), "sources.csv");
    const up = await apiApp.request("/api/v3/contact/map-csv-field", { method: "POST", body: form, headers: { accept: "application/json", authorization: `Bearer ${owner}` } });
    const upJson = await up.json();
    expect((await call("POST", "/contact/import", { token: owner, body: { import_id: upJson.data.id, mapping: upJson.data.mapping } })).status).toBe(200);
    expect(await queue.drain(contactImportJob)).toBe(1);
    const got = await delivered();
    const updated = got.filter((p) => p.event === "contact.updated");
    const created = got.filter((p) => p.event === "contact.created");
    expect(updated).toHaveLength(1);
    expect([...updated[0].data.contact_ids].sort()).toEqual([...existing].sort());
    expect(created).toHaveLength(1);
    const [fresh] = await db().select({ id: contacts.id }).from(contacts).where(eq(contacts.email, "imp-new@sources.test"));
    expect(created[0].data.contact_ids).toEqual([fresh.id]);
  });
});

describe("contact.updated from a contact's single fields and a merge", () => {
  it("temperature, birthday and member ID edits and a merge are each one delivery; star and flag are not", async () => {
    await subscribe("contact.updated");
    const [a, b] = await contactsOf("single", 2);
    expect((await call("PATCH", `/contact/${a}/change-temperature`, { token: owner, body: { temperature: "hot" } })).status).toBe(200);
    expect((await call("PATCH", `/contact/${a}/update-birthday`, { token: owner, body: { birthday: "1990-05-17" } })).status).toBe(200);
    expect((await call("PATCH", `/contact/${a}/update-member-id`, { token: owner, body: { member_id: "SRC-1" } })).status).toBe(200);
    expect((await call("PATCH", `/contact/${a}/update-starred`, { token: owner, body: { starred: true } })).status).toBe(200);
    expect((await call("PATCH", `/contact/${a}/update-flagged`, { token: owner, body: { flagged: true } })).status).toBe(200);
    expect((await delivered()).map((p) => p.data.contact_ids)).toEqual([[a], [a], [a]]);
    received = [];
    expect((await call("POST", "/contact/merge", { token: owner, body: { contact_ids: [a, b], primary_id: a } })).status).toBe(200);
    expect((await delivered()).map((p) => [p.event, p.data.contact_ids])).toEqual([["contact.updated", [a]]]);
  });
});

describe("subscription.cancelled from the last failed renewal", () => {
  it("the dunning's last failure cancels now, delivered once however often the renewals run", async () => {
    await subscribe("subscription.cancelled");
    const [contactId] = await contactsOf("dun", 1);
    const [product] = await db().insert(checkoutProducts).values({ locationId: ids.downtown, publicId: "hookSrcDunning000000", name: "Monthly", type: "subscription", interval: "month", price: 2900, currency: "USD" }).returning();
    const [o] = await db()
      .insert(checkoutOrders)
      .values({ locationId: ids.downtown, publicId: "hookOrdDunning000000", productId: product.id, contactId, email: "dun@sources.test", name: "Dun Ning", currency: "USD", subtotal: 2900, total: 2900, status: "paid", paidAt: new Date() })
      .returning();
    // Past due after three failures, its last retry due: no card is saved, so it fails and cancels.
    const [s] = await db()
      .insert(checkoutSubscriptions)
      .values({ locationId: ids.downtown, orderId: o.id, productId: product.id, contactId, email: o.email, name: o.name, amount: 2900, currency: "USD", interval: "month", status: "past_due", failedCharges: 3, nextBillingAt: new Date(Date.now() - 60_000) })
      .returning();
    await renewDueSubscriptions(db());
    await renewDueSubscriptions(db());
    expect((await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, s.id)))[0].status).toBe("canceled");
    const got = await delivered();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ event: "subscription.cancelled", data: { contact_ids: [contactId], subscription_id: s.id, cancels: "now" } });
  });
});

describe("subscription.cancelled from the processor", () => {
  const stripe = new Stripe("sk_test_x");
  const ACCOUNT = "acct_peer_hook_sources";
  let peer: Awaited<ReturnType<typeof startStripePeer>>;
  let n = 0;
  const nowS = () => Math.floor(Date.now() / 1000);

  function deliver(type: string, object: Record<string, unknown>, id = `evt_src_${++n}`) {
    const payload = JSON.stringify({ id, object: "event", api_version: "2026-10-28.endive", type, created: nowS(), account: ACCOUNT, livemode: false, data: { object } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret("checkout") });
    return receiveCheckoutWebhook(db(), new Request("http://test/api/webhooks/stripe/checkout", { method: "POST", headers: { "stripe-signature": header }, body: payload }));
  }

  async function subscription(key: string, contactId: number) {
    const [processor] = await db().select().from(checkoutProcessors).where(eq(checkoutProcessors.accountId, ACCOUNT));
    const processorId = processor?.id ?? (await db().insert(checkoutProcessors).values({ locationId: ids.downtown, name: "Live", accountId: ACCOUNT, provider: "stripe", status: "active", livemode: false }).returning())[0].id;
    const [product] = await db().insert(checkoutProducts).values({ locationId: ids.downtown, publicId: `hookSrc${key}`.padEnd(20, "0"), name: "Monthly", type: "subscription", interval: "month", price: 2900, currency: "USD", processorId }).returning();
    const [o] = await db()
      .insert(checkoutOrders)
      .values({ locationId: ids.downtown, publicId: `hookOrd${key}`.padEnd(20, "0"), productId: product.id, processorId, contactId, email: `${key}@sources.test`, name: "Sub Scriber", currency: "USD", subtotal: 2900, total: 2900, status: "paid", paidAt: new Date() })
      .returning();
    const [s] = await db()
      .insert(checkoutSubscriptions)
      .values({ locationId: ids.downtown, orderId: o.id, productId: product.id, contactId, email: o.email, name: o.name, amount: 2900, currency: "USD", interval: "month", status: "active", nextBillingAt: new Date(Date.now() + 86_400_000), processorSubscriptionId: `sub_${key}` })
      .returning();
    return s.id;
  }

  const stripeSub = (key: string, ourId: number, status: string, extra: Record<string, unknown> = {}) => ({
    id: `sub_${key}`, object: "subscription", status, items: { object: "list", data: [{ id: `si_${key}`, object: "subscription_item", current_period_end: nowS() + 30 * 86_400 }] },
    trial_end: null, cancel_at_period_end: false, canceled_at: null, metadata: { checkout_subscription: String(ourId) }, ...extra,
  });

  beforeAll(async () => {
    peer = await startStripePeer();
  });
  afterAll(async () => {
    await peer?.stop();
  });

  it("a cancel at the processor is delivered once (cancels: now), whether its event is replayed or repeated by others", async () => {
    await subscribe("subscription.cancelled");
    const [contactId] = await contactsOf("subnow", 1);
    const ourId = await subscription("now", contactId);
    peer.put("subscriptions", stripeSub("now", ourId, "canceled", { canceled_at: nowS() }));
    // The same event three times (Stripe retries), then other events naming the same state.
    for (let i = 0; i < 3; i++) expect((await deliver("customer.subscription.deleted", { id: "sub_now", object: "subscription" }, "evt_src_deleted")).status).toBe(200);
    await deliver("customer.subscription.updated", { id: "sub_now", object: "subscription" });
    const [row] = await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, ourId));
    expect(row.status).toBe("canceled");
    const got = await delivered();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ event: "subscription.cancelled", data: { contact_ids: [contactId], subscription_id: ourId, cancels: "now" } });
  });

  it("an end of period set at the processor is delivered once (cancels: period_end), and not again when it takes effect", async () => {
    await subscribe("subscription.cancelled");
    const [contactId] = await contactsOf("subend", 1);
    const ourId = await subscription("end", contactId);
    peer.put("subscriptions", stripeSub("end", ourId, "active", { cancel_at_period_end: true }));
    await deliver("customer.subscription.updated", { id: "sub_end", object: "subscription" });
    await deliver("customer.subscription.updated", { id: "sub_end", object: "subscription" });
    const got = await delivered();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ event: "subscription.cancelled", data: { contact_ids: [contactId], subscription_id: ourId, cancels: "period_end" } });
    received = [];
    peer.put("subscriptions", stripeSub("end", ourId, "canceled", { cancel_at_period_end: true, canceled_at: nowS() }));
    await deliver("customer.subscription.deleted", { id: "sub_end", object: "subscription" });
    expect((await db().select().from(checkoutSubscriptions).where(eq(checkoutSubscriptions.id, ourId)))[0].status).toBe("canceled");
    expect(await delivered()).toHaveLength(0);
  });
});
