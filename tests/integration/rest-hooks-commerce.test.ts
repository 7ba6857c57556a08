import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { openPublicForm, submitForm } from "../../lib/forms/submit";
import { prepareQueues } from "../../lib/platform/jobs";
import { confirmTestPayment } from "../../lib/platform/payments/embedded";
import { deliverTestEventJob } from "../../lib/platform/payments/deliver-job";
import { restHookDeliverJob } from "../../lib/rest-hooks/job";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";
import { startWebhookPeer } from "../helpers/webhook-peer";

/**
 * REST hooks (issue 31) from the paths a Zapier user subscribes to most: a visitor's form
 * submission (form.submitted), a paid checkout (order.paid) and a tag given on the Tags screen
 * (tag.added). Each arrives once, whatever repeats the path makes (a second finalize, the
 * processor's webhook after the page's own confirmation).
 */
const { db } = setupTestDb();
const queue = setupJobQueue();

type Delivery = { event: string; data: { contact_ids: number[]; form_id?: number; order_id?: number; product_ids?: number[]; tag_id?: number } };
let peer: Awaited<ReturnType<typeof startWebhookPeer>>;
let owner: string;
const hookIds: number[] = [];

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  peer = await startWebhookPeer();
  const ids = await demoIds(db());
  await db().update(users).set({ checkoutEnabled: true }).where(inArray(users.id, [ids.owner]));
  owner = (await loginAs("owner@demo.test")).access_token;
  await prepareQueues([restHookDeliverJob]);
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  await peer.stop();
});
beforeEach(async () => {
  peer.received.length = 0;
  for (const id of hookIds.splice(0)) await call("DELETE", `/hooks/${id}`, { token: owner });
});

async function subscribe(event: string) {
  const res = await call("POST", "/hooks", { token: owner, body: { event, target_url: `${peer.url}/zap` } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  hookIds.push(res.json.id);
}

/** Runs every queued delivery; answers what the receiver got, parsed. */
async function delivered(): Promise<Delivery[]> {
  await queue.drain(restHookDeliverJob);
  return peer.received.map((r) => JSON.parse(r.body) as Delivery);
}

describe("REST hooks from forms, checkout and tags", () => {
  it("a visitor's form submission is one form.submitted naming the form and the contact", async () => {
    await subscribe("form.submitted");
    const made = await call("PATCH", "/form/create", { token: owner, body: { title: "Zapier intake" } });
    expect(made.status).toBe(201);
    expect((await call("PATCH", `/form/${made.json.data.id}/update`, { token: owner, body: { is_public: 1 } })).status).toBe(200);
    const form = (await openPublicForm(db(), made.json.data.url))!;
    const sent = await submitForm(db(), form, { first_name: "Zed", email: "zed@hooks.test", answers: {} });
    expect(sent.ok, JSON.stringify(sent)).toBe(true);

    const got = await delivered();
    expect(got).toHaveLength(1);
    expect(got[0].event).toBe("form.submitted");
    expect(got[0].data.contact_ids).toHaveLength(1);
    expect(JSON.stringify(got[0].data)).toContain(String(made.json.data.id));
  });

  it("a paid checkout is one order.paid, however often the order is finalized or its payment announced", async () => {
    await subscribe("order.paid");
    const co = (method: string, path: string, body?: unknown) => call(method, path, { token: owner, body, host: "checkout" });
    const processor = await co("POST", "/stripe/create-processor", { name: "Main account" });
    expect(processor.status).toBe(201);
    const product = await co("POST", "/product/create", { name: "Hook coaching", price: 4900, currency: "USD", processor_id: processor.json.data.id });
    expect(product.status, JSON.stringify(product.json)).toBe(201);
    const started = await call("POST", `/public/${product.json.data.public_id}/start`, { host: "checkout", body: { email: "paula@hooks.test", name: "Paula Payer" } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const card = { number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" };
    await confirmTestPayment(db(), started.json.client_secret, card);
    expect((await call("POST", `/public/order/${started.json.order}/finalize`, { host: "checkout" })).json.status).toBe("paid");
    await queue.drain(deliverTestEventJob);
    await call("POST", `/public/order/${started.json.order}/finalize`, { host: "checkout" });

    const got = await delivered();
    expect(got.map((d) => d.event)).toEqual(["order.paid"]);
    expect(got[0].data.contact_ids).toHaveLength(1);
    expect(JSON.stringify(got[0].data)).toContain(String(product.json.data.id));
  });

  it("a tag given to two contacts is one tag.added naming both; giving it again sends nothing", async () => {
    await subscribe("tag.added");
    const tag = await call("POST", "/tag/create", { token: owner, body: { name: "Hooked", tag_type: 1 } });
    const tagId = tag.json.data?.id ?? tag.json.id;
    const list = await call("GET", "/contact/list?per_page=2", { token: owner });
    const two = (list.json.data as { id: number }[]).map((c) => c.id);
    expect(two).toHaveLength(2);
    expect((await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [tagId], contact_ids: two } })).status).toBe(200);
    await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [tagId], contact_ids: two } });

    const got = await delivered();
    expect(got.map((d) => d.event)).toEqual(["tag.added"]);
    expect([...got[0].data.contact_ids].sort()).toEqual([...two].sort());
  });
});
