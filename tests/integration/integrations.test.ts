import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokens, webhookDeliveries } from "../../db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { webhookDeliverJob } from "../../lib/integrations/job";
import { verifyWebhook } from "../../lib/integrations/signing";
import { receiveSms } from "../../lib/platform/sms/inbound";
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

/** A local webhook receiver: records each POST and answers with `answer`. */
type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answer = 200;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    received.push({ headers: req.headers, body });
    res.writeHead(answer).end("ok");
  });
});
let receiverUrl = "";

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("Zapier key (POST /integration/generate-zapier-token)", () => {
  let key = "";

  it("is shown once, stored hashed, and authenticates the location's API as the caller", async () => {
    expect((await call("GET", "/integration/zapier-token", { token: owner })).json.data).toEqual({ active: false, created_at: null, created_by: null });
    const res = await call("POST", "/integration/generate-zapier-token", { token: owner });
    expect(res.status).toBe(200);
    key = res.json.token;
    expect(key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.json.data).toMatchObject({ active: true, created_by: "Olivia Owner" });
    const [row] = await db().select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(key)));
    expect(row).toMatchObject({ kind: "zapier", accessedLocationId: ids.downtown, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(key);
    // Never answered again.
    expect(JSON.stringify((await call("GET", "/integration/zapier-token", { token: owner })).json)).not.toContain(key);

    const contacts = await call("GET", "/contact/list", { token: key });
    expect(contacts.status).toBe(200);
    const refresh = await call("POST", "/auth/refresh", { token: owner });
    expect(refresh.json.integrations).toMatchObject({ zapier: true });
  });

  it("reaches neither the user's account, the settings, nor another location", async () => {
    expect((await call("POST", "/auth/refresh", { token: key })).status).toBe(403);
    expect((await call("POST", "/auth/logout", { token: key })).status).toBe(403);
    expect((await call("PATCH", "/user/update-profile", { token: key, body: { email: "owner@demo.test" } })).status).toBe(403);
    expect((await call("POST", "/integration/generate-zapier-token", { token: key })).status).toBe(403);
    expect((await call("GET", "/integration/fit-funnel-webhooks", { token: key })).status).toBe(403);
    expect((await call("POST", "/user/update-kill-status", { token: key, body: { type: "email", status: 0 } })).status).toBe(403);
    expect((await call("GET", "/organization/users", { token: key })).status).toBe(403);
    const uptown = await call("GET", "/contact/list", { token: key, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(uptown.status).toBe(403);
  });

  it("a new key replaces the old one; revoking ends it at once", async () => {
    const next = (await call("POST", "/integration/generate-zapier-token", { token: owner })).json.token;
    expect((await call("GET", "/contact/list", { token: key })).status).toBe(401);
    expect((await call("GET", "/contact/list", { token: next })).status).toBe(200);
    const revoked = await call("DELETE", "/integration/zapier-token", { token: owner });
    expect(revoked.json.data.active).toBe(false);
    expect((await call("GET", "/contact/list", { token: next })).status).toBe(401);
    expect((await call("POST", "/auth/refresh", { token: owner })).json.integrations.zapier).toBe(false);
  });

  it("is for organization admins of the location only", async () => {
    expect((await call("POST", "/integration/generate-zapier-token", { token: (await loginAs("staff@demo.test")).access_token })).status).toBe(403);
    expect((await call("POST", "/integration/generate-zapier-token", { token: (await loginAs("location@demo.test")).access_token })).status).toBe(403);
    expect((await call("POST", "/integration/generate-zapier-token")).status).toBe(401);
    // Another company's key is theirs: making one leaves ours untouched.
    const mine = (await call("POST", "/integration/generate-zapier-token", { token: owner })).json.token;
    await call("POST", "/integration/generate-zapier-token", { token: other });
    expect((await call("GET", "/contact/list", { token: mine })).status).toBe(200);
  });
});

describe("fit-funnel webhooks", () => {
  let hookId = 0;
  let secret = "";
  const save = (body: Record<string, unknown>, token = owner) => call("POST", "/integration/save-fit-funnel-webhook", { token, body });

  it("refuses bad input with 422 on the field, and private addresses unless allowed", async () => {
    const bad = await save({ name: "", url: "ftp://example.test/x", events: [] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.name).toEqual(["The name field is required."]);
    expect(bad.json.errors.url).toEqual(["The URL must be a valid http:// or https:// URL."]);
    expect(bad.json.errors.events).toEqual(["Choose at least one event."]);
    expect((await save({ name: "x", url: "https://example.test", events: ["contact.nope"] })).json.errors["events.0"]).toBeDefined();
    expect((await save({ name: "x", url: "https://user:pw@example.test", events: ["webhook.test"] })).status).toBe(422);
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    for (const url of ["http://127.0.0.1:9/x", "http://localhost/x", "http://10.1.2.3/x", "http://[::1]/x", "http://169.254.169.254/latest", "http://[::ffff:127.0.0.1]/x", "http://2130706433/x"]) {
      const priv = await save({ name: "Internal", url, events: ["webhook.test"] });
      expect(priv.json.errors?.url, url).toEqual(["The url must be a public address."]);
    }
  });

  it("saves a webhook, answering its signing secret once; lists, updates and counts it", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "1"; // the receiver runs on 127.0.0.1
    const res = await save({ name: "My funnel", url: receiverUrl, events: ["webhook.test", "sms.received"] });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Fit funnel webhook has been updated successfully!");
    expect(res.json.secret).toMatch(/^whsec_/);
    ({ secret } = res.json);
    hookId = res.json.data.id;
    const list = await call("GET", "/integration/fit-funnel-webhooks", { token: owner });
    expect(list.json.data).toEqual([expect.objectContaining({ id: hookId, name: "My funnel", url: receiverUrl, is_active: true, last_delivery: null })]);
    expect(JSON.stringify(list.json)).not.toContain(secret);
    const renamed = await save({ id: hookId, name: "Renamed", url: receiverUrl, events: ["webhook.test", "sms.received"] });
    expect(renamed.json.data.name).toBe("Renamed");
    expect(renamed.json.secret).toBeUndefined();
    expect((await call("POST", "/auth/refresh", { token: owner })).json.integrations.fit_funnel_webhooks).toBe(1);
  });

  it("delivers a test event as a signed POST and logs it", async () => {
    received.length = 0;
    answer = 200;
    const res = await call("POST", `/integration/fit-funnel-webhook/${hookId}/test`, { token: owner });
    expect(res.json).toMatchObject({ status: 1 });
    expect(await queue.drain(webhookDeliverJob)).toBe(1);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    expect(headers["x-coachos-event"]).toBe("webhook.test");
    expect(headers["x-coachos-delivery"]).toBe(String(res.json.delivery_id));
    expect(headers["idempotency-key"]).toBe(`delivery-${res.json.delivery_id}`);
    expect(verifyWebhook(secret, Number(headers["x-coachos-timestamp"]), body, String(headers["x-coachos-signature"]))).toBe(true);
    expect(verifyWebhook("whsec_wrong", Number(headers["x-coachos-timestamp"]), body, String(headers["x-coachos-signature"]))).toBe(false);
    expect(JSON.parse(body)).toMatchObject({ id: res.json.delivery_id, event: "webhook.test", location_id: ids.downtown });
    const log = await call("GET", `/integration/fit-funnel-webhook/${hookId}/deliveries`, { token: owner });
    expect(log.json.data[0]).toMatchObject({ id: res.json.delivery_id, status: "delivered", attempts: 1, response_status: 200, error: null });
    // Run again (a worker died before completing): nothing is sent twice.
    await webhookDeliverJob.handler({ id: res.json.delivery_id }, { db: db(), jobId: "again", attempt: 2 });
    expect(received).toHaveLength(1);
  });

  it("retries a failed delivery with backoff and records each answer", async () => {
    received.length = 0;
    answer = 500;
    const { delivery_id } = (await call("POST", `/integration/fit-funnel-webhook/${hookId}/test`, { token: owner })).json;
    expect(await queue.drain(webhookDeliverJob)).toBe(1);
    let [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery_id));
    expect(row).toMatchObject({ status: "failed", responseStatus: 500, error: "The receiver answered HTTP 500.", attempts: 1 });
    answer = 200;
    queue.clock.advance(10);
    expect(await queue.drain(webhookDeliverJob)).toBe(0); // not due before its backoff
    queue.clock.advance(60);
    expect(await queue.drain(webhookDeliverJob)).toBe(1);
    [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery_id));
    expect(row).toMatchObject({ status: "delivered", responseStatus: 200, attempts: 2 });
    expect(received).toHaveLength(2);
  });

  it("announces an inbound SMS to the webhooks that subscribe to it", async () => {
    received.length = 0;
    answer = 200;
    await receiveSms(db(), ids.downtown, { messageSid: "SMhook1", from: "+15005550123", to: "+15005550006", body: "Hello coach" });
    expect(await queue.drain(webhookDeliverJob)).toBe(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ event: "sms.received", data: { body: "Hello coach", from: "+15005550123" } });
    // Another location's SMS is not ours to announce.
    await receiveSms(db(), ids.uptown, { messageSid: "SMhook2", from: "+15005550123", to: "+15005550007", body: "Elsewhere" });
    expect(await queue.drain(webhookDeliverJob)).toBe(0);
  });

  it("refuses a test to a switched-off webhook", async () => {
    await save({ id: hookId, name: "Renamed", url: receiverUrl, events: ["webhook.test"], is_active: false });
    const res = await call("POST", `/integration/fit-funnel-webhook/${hookId}/test`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.json.errors.is_active).toEqual(["Switch the webhook on before sending a test."]);
  });

  it("another company's webhook answers 404 and is left as it was", async () => {
    const theirs = (await save({ name: "Theirs", url: receiverUrl, events: ["webhook.test"] }, other)).json.data.id;
    expect((await save({ id: theirs, name: "Hijacked", url: receiverUrl, events: ["webhook.test"] })).status).toBe(404);
    expect((await call("DELETE", `/integration/delete-fit-funnel-webhook?id=${theirs}`, { token: owner })).status).toBe(404);
    expect((await call("POST", `/integration/fit-funnel-webhook/${theirs}/test`, { token: owner })).status).toBe(404);
    expect((await call("GET", `/integration/fit-funnel-webhook/${theirs}/deliveries`, { token: owner })).status).toBe(404);
    const list = await call("GET", "/integration/fit-funnel-webhooks", { token: other });
    expect(list.json.data.map((w: { name: string }) => w.name)).toEqual(["Theirs"]);
    expect((await call("DELETE", "/integration/delete-fit-funnel-webhook?id=abc", { token: owner })).status).toBe(422);
  });

  it("is for organization admins; deleting removes the webhook and its log", async () => {
    const staff = (await loginAs("staff@demo.test")).access_token;
    expect((await call("GET", "/integration/fit-funnel-webhooks", { token: staff })).status).toBe(200); // admin-settings view
    expect((await save({ name: "x", url: receiverUrl, events: ["webhook.test"] }, staff)).status).toBe(403);
    expect((await call("DELETE", `/integration/delete-fit-funnel-webhook?id=${hookId}`, { token: staff })).status).toBe(403);
    const gone = await call("DELETE", `/integration/delete-fit-funnel-webhook?id=${hookId}`, { token: owner });
    expect(gone.json.message).toBe("Fit funnel webhook has been deleted successfully!");
    expect(await db().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.webhookId, hookId)))).toHaveLength(0);
  });
});
