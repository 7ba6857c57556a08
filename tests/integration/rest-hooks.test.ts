import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { restHookDeliveries, restHooks } from "../../db/schema";
import { prepareQueues } from "../../lib/platform/jobs";
import { restHookDeliverJob, restHookSweepJob } from "../../lib/rest-hooks/job";
import { setupTestDb } from "../helpers/db";
import { setupJobQueue } from "../helpers/jobs";
import { call, loginAs } from "../helpers/api";

/** REST hooks (issue 31): subscribe, signed deliveries as jobs, retries, 410s, the SSRF guard. */
const { db } = setupTestDb();
const queue = setupJobQueue();

type Received = { headers: http.IncomingHttpHeaders; body: string };
let received: Received[] = [];
let answers: number[] = [];
let server: http.Server;
let target: string;
let owner: string;
let other: string;
let key: string;

/** A receiver as an integration runs it: the docs' check (docs/api.md), against forgery and replay. */
function verify(secret: string, rawBody: string, timestamp: string, signature: string, nowMs: number) {
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE = "1";
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/zap`;
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  key = (await call("POST", "/integration/api-keys", { token: owner, body: { name: "Zap" } })).json.token;
  // Deliveries are queued inside the change's transaction: the queue must exist in this process first.
  await prepareQueues([restHookDeliverJob]);
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  received = [];
  answers = [];
});

const subscribe = (event: string, url = target, token = key) => call("POST", "/hooks", { token, body: { event, target_url: url } });
const addContact = (first_name: string, token = key) => call("POST", "/contact/save", { token, body: { first_name, email: `${first_name.toLowerCase()}@hooks.test` } });

describe("REST hooks", () => {
  it("an API key subscribes; a new contact is delivered once, signed, and a forged or replayed copy fails the receiver's check", async () => {
    const sub = await subscribe("contact.created");
    expect(sub.status).toBe(201);
    expect(sub.json).toMatchObject({ message: "The hook has been subscribed. Copy its signing secret now: it will not be shown again.", data: { event: "contact.created", target_url: target, is_active: true, disabled_reason: null } });
    expect(sub.json.secret).toMatch(/^whsec_/);
    expect(sub.json.id).toBe(sub.json.data.id);
    const listed = await call("GET", "/hooks", { token: key });
    expect(listed.json.data.map((h: { id: number }) => h.id)).toContain(sub.json.id);
    expect(JSON.stringify(listed.json)).not.toContain(sub.json.secret);

    const made = await addContact("Hooked");
    expect(made.status).toBe(201);
    // Nothing leaves before the job runs; the job runs once.
    expect(received).toHaveLength(0);
    expect(await queue.drain(restHookDeliverJob)).toBe(1);
    expect(await queue.drain(restHookDeliverJob)).toBe(0);
    expect(received).toHaveLength(1);

    const [{ headers, body }] = received;
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({ event: "contact.created", data: { contact_ids: [made.json.data.id], contacts: [{ id: made.json.data.id, first_name: "Hooked", email: "hooked@hooks.test" }] } });
    expect(headers["x-coachos-event"]).toBe("contact.created");
    expect(headers["x-coachos-delivery"]).toBe(String(payload.id));
    expect(headers["idempotency-key"]).toBe(`rest-hook-delivery-${payload.id}`);
    const ts = String(headers["x-coachos-timestamp"]);
    const sig = String(headers["x-coachos-signature"]);
    const now = Number(ts) * 1000;
    expect(verify(sub.json.secret, body, ts, sig, now)).toBe(true);
    expect(verify(sub.json.secret, body.replace("Hooked", "Forged"), ts, sig, now)).toBe(false);
    expect(verify("whsec_wrong", body, ts, sig, now)).toBe(false);
    expect(verify(sub.json.secret, body, ts, sig, now + 10 * 60_000)).toBe(false);

    const log = await call("GET", `/hooks/${sub.json.id}/deliveries`, { token: key });
    expect(log.json.data[0]).toMatchObject({ event: "contact.created", status: "delivered", attempts: 1, response_status: 200 });

    // Unsubscribed: no more deliveries.
    expect((await call("DELETE", `/hooks/${sub.json.id}`, { token: key })).json).toEqual({ message: "The hook has been unsubscribed." });
    await addContact("After");
    expect(await queue.drain(restHookDeliverJob)).toBe(0);
    expect((await call("DELETE", `/hooks/${sub.json.id}`, { token: key })).status).toBe(404);
  });

  it("retries a failed delivery with backoff under the same Idempotency-Key", async () => {
    const sub = await subscribe("contact.updated");
    const contact = (await addContact("Retry")).json.data;
    answers = [503];
    expect((await call("PATCH", `/contact/${contact.id}/update`, { token: key, body: { first_name: "Retried" } })).status).toBe(200);
    expect(await queue.drain(restHookDeliverJob)).toBe(1);
    const [failed] = await db().select().from(restHookDeliveries).where(eq(restHookDeliveries.hookId, sub.json.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1, responseStatus: 503, error: "The receiver answered HTTP 503." });
    // Not due again until its backoff has passed.
    expect(await queue.drain(restHookDeliverJob)).toBe(0);
    queue.clock.advance(200);
    expect(await queue.drain(restHookDeliverJob)).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1].headers["idempotency-key"]).toBe(received[0].headers["idempotency-key"]);
    expect(JSON.parse(received[1].body).data.contacts[0].first_name).toBe("Retried");
    const [done] = await db().select().from(restHookDeliveries).where(eq(restHookDeliveries.id, failed.id));
    expect(done).toMatchObject({ status: "delivered", attempts: 2 });
    await call("DELETE", `/hooks/${sub.json.id}`, { token: key });
  });

  it("switches a hook off after three 410 Gone answers in a row", async () => {
    const sub = await subscribe("tag.added");
    const tag = (await call("POST", "/tag/create", { token: owner, body: { name: "Gone tag" } })).json.data;
    const contact = (await addContact("Gone")).json.data;
    answers = [410, 410, 410];
    for (let i = 0; i < 3; i++) {
      expect((await call("PATCH", "/tag/remove-contact", { token: owner, body: { tag_ids: [tag.id], contact_ids: [contact.id] } })).status).toBeLessThan(300);
      expect((await call("PATCH", "/tag/add-contact", { token: owner, body: { tag_ids: [tag.id], contact_ids: [contact.id] } })).status).toBeLessThan(300);
      expect(await queue.drain(restHookDeliverJob)).toBe(1);
    }
    const [hook] = await db().select().from(restHooks).where(eq(restHooks.id, sub.json.id));
    expect(hook).toMatchObject({ isActive: false, goneCount: 3, disabledReason: "Switched off: the receiver answered 410 Gone 3 times in a row." });
    // 410 is final for its delivery: no retry.
    queue.clock.advance(3600);
    expect(await queue.drain(restHookDeliverJob)).toBe(0);
    expect((await call("GET", "/hooks", { token: key })).json.data.find((h: { id: number }) => h.id === sub.json.id)).toMatchObject({ is_active: false });
  });

  it("refuses bad input with 422s, private targets unless allowed, and calls without a session", async () => {
    const missing = await call("POST", "/hooks", { token: key, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toMatchObject({ event: ["The event field is required."], target_url: ["The target url field is required."] });
    const wrong = await subscribe("contact.deleted", "ftp://example.com/x");
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.event[0]).toMatch(/^The event must be one of: contact.created/);
    expect(wrong.json.errors.target_url).toEqual(["The target url must be a valid http:// or https:// URL."]);
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    try {
      for (const url of ["http://localhost/x", "http://127.0.0.1:9/x", "http://10.1.2.3/x", "http://169.254.169.254/latest", "http://[::1]/x"]) {
        const refused = await subscribe("contact.created", url);
        expect(refused.status).toBe(422);
        expect(refused.json.errors.target_url).toEqual(["The target url must be a public address."]);
      }
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = "1";
    }
    expect((await call("GET", "/hooks")).status).toBe(401);
    expect((await call("POST", "/hooks", { body: { event: "contact.created", target_url: target } })).status).toBe(401);
  });

  it("keeps each location's hooks to itself", async () => {
    const mine = (await subscribe("form.submitted")).json;
    const theirs = (await subscribe("form.submitted", target, other)).json;
    expect((await call("GET", "/hooks", { token: other })).json.data.map((h: { id: number }) => h.id)).toEqual([theirs.id]);
    expect((await call("DELETE", `/hooks/${theirs.id}`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/hooks/${theirs.id}/deliveries`, { token: owner })).status).toBe(404);
    // A contact of this location reaches only this location's hooks.
    await call("DELETE", `/hooks/${mine.id}`, { token: owner });
    await subscribe("contact.created", target, other);
    await addContact("Mine", owner);
    expect(await queue.drain(restHookDeliverJob)).toBe(0);
  });

  it("a delivery recorded where the queue was not ready is queued by the sweep, once", async () => {
    const sub = (await subscribe("contact.created")).json;
    const [row] = await db().insert(restHookDeliveries).values({ locationId: (await db().select().from(restHooks).where(eq(restHooks.id, sub.id)))[0].locationId, hookId: sub.id, event: "contact.created", payload: { contact_ids: [] }, createdAt: new Date(Date.now() - 60_000) }).returning();
    await restHookSweepJob.handler({}, { db: db(), jobId: "manual", attempt: 1 });
    expect(await queue.drain(restHookDeliverJob)).toBeGreaterThanOrEqual(1);
    expect(received.filter((r) => JSON.parse(r.body).id === row.id)).toHaveLength(1);
    await call("DELETE", `/hooks/${sub.id}`, { token: key });
  });
});
