import { and, eq } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { activities, contacts, locations, smsMessages, twilioAccounts } from "../../db/schema";
import { appUrl } from "../../lib/auth/app-url";
import { sealSecret } from "../../lib/platform/secrets";
import { sendSms } from "../../lib/platform/sms";
import { smsSendJob } from "../../lib/platform/sms/job";
import { reserveSendSlot } from "../../lib/platform/sms/rate";
import { handleTwilioSmsWebhook } from "../../lib/platform/sms/webhook";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { setupJobQueue } from "../helpers/jobs";

const { db } = setupTestDb();
const queue = setupJobQueue();

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "0123456789abcdef0123456789abcdef";
const NUMBER = "+15005550006";

// A local peer speaking Twilio's REST API, so the real twilio SDK is what gets exercised.
type Seen = { method: string; path: string; form: Record<string, string>; auth: string };
const seen: Seen[] = [];
let answer: (s: Seen) => [number, unknown] = () => [201, {}];
let peer: http.Server;

beforeAll(async () => {
  peer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const s: Seen = { method: req.method!, path: req.url!, form: Object.fromEntries(new URLSearchParams(body)), auth: req.headers.authorization ?? "" };
      seen.push(s);
      const [status, json] = answer(s);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => peer.listen(0, "127.0.0.1", r));
  process.env.TWILIO_API_BASE = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.TWILIO_API_BASE;
  await new Promise((r) => peer.close(r));
});

afterEach(() => {
  seen.length = 0;
  answer = () => [201, {}];
  for (const k of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) delete process.env[k];
});

function useEnvTwilio() {
  Object.assign(process.env, { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: NUMBER });
}

async function record(id: number) {
  const [m] = await db().select().from(smsMessages).where(eq(smsMessages.id, id));
  return m;
}

async function aContact(locationId: number, number: string) {
  const [c] = await db().select().from(contacts).where(eq(contacts.locationId, locationId)).limit(1);
  await db().update(contacts).set({ number, smsEnabled: true }).where(eq(contacts.id, c.id));
  return c;
}

describe("sendSms", () => {
  it("embedded: records the message, the job captures it in the outbox", async () => {
    const ids = await demoIds(db());
    const c = await aContact(ids.downtown, "(415) 555-0101");
    const id = await sendSms(db(), { locationId: ids.downtown, contactId: c.id, to: "(415) 555-0101", body: "See you at 6 ✅" });
    expect(await record(id)).toMatchObject({ status: "queued", toNumber: "+14155550101", direction: "outbound", segments: 1 });
    await queue.drain(smsSendJob);
    expect(await record(id)).toMatchObject({ status: "captured", fromNumber: "outbox" });
    expect(seen).toHaveLength(0);
  });

  it("refuses a bad number or an empty body with a 422-shaped error", async () => {
    const ids = await demoIds(db());
    await expect(sendSms(db(), { locationId: ids.downtown, to: "12", body: "x" })).rejects.toMatchObject({ status: 422, body: { errors: { number: ["The number must be a valid phone number."] } } });
    await expect(sendSms(db(), { locationId: ids.downtown, to: "+14155550101", body: "  " })).rejects.toMatchObject({ status: 422 });
  });

  it("refuses another location's contact (404) and records nothing", async () => {
    const ids = await demoIds(db());
    const theirs = await aContact(ids.otherLoc, "+14155550130");
    const before = (await db().select().from(smsMessages)).length;
    await expect(sendSms(db(), { locationId: ids.downtown, contactId: theirs.id, to: "+14155550130", body: "x" })).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(smsMessages)).toHaveLength(before);
  });

  it("the kill switch and a contact's STOP block sending, with the reason recorded", async () => {
    const ids = await demoIds(db());
    await db().update(locations).set({ smsStatus: 0 }).where(eq(locations.id, ids.downtown));
    const off = await sendSms(db(), { locationId: ids.downtown, to: "+14155550101", body: "x" });
    expect(await record(off)).toMatchObject({ status: "blocked", statusReason: "SMS sending is switched off for this location." });
    await db().update(locations).set({ smsStatus: 1 }).where(eq(locations.id, ids.downtown));
    const c = await aContact(ids.downtown, "+14155550102");
    await db().update(contacts).set({ smsEnabled: false }).where(eq(contacts.id, c.id));
    const stopped = await sendSms(db(), { locationId: ids.downtown, contactId: c.id, to: "+14155550102", body: "x" });
    expect(await record(stopped)).toMatchObject({ status: "blocked", statusReason: "This contact has SMS delivery switched off." });
  });

  it("Twilio (TWILIO_* variables): the real SDK posts the message and the sid is recorded", async () => {
    useEnvTwilio();
    answer = () => [201, { sid: "SM" + "b".repeat(32), status: "queued", num_segments: "2" }];
    const ids = await demoIds(db());
    const id = await sendSms(db(), { locationId: ids.downtown, to: "+14155550103", body: "Hello from Twilio" });
    await queue.drain(smsSendJob);
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(seen[0].form).toMatchObject({ To: "+14155550103", From: NUMBER, Body: "Hello from Twilio" });
    expect(seen[0].auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(await record(id)).toMatchObject({ status: "sent", providerId: "SM" + "b".repeat(32), fromNumber: NUMBER, segments: 2 });
  });

  it("Twilio refusing the number is final (failed, not retried); a server error is recorded and retried", async () => {
    useEnvTwilio();
    const ids = await demoIds(db());
    answer = () => [400, { code: 21211, message: "The 'To' number +14155550104 is not a valid phone number.", status: 400 }];
    const bad = await sendSms(db(), { locationId: ids.downtown, to: "+14155550104", body: "x" });
    await queue.drain(smsSendJob);
    expect(await record(bad)).toMatchObject({ status: "failed", statusReason: "The 'To' number +14155550104 is not a valid phone number." });
    const feed = await db().select().from(activities).where(and(eq(activities.locationId, ids.downtown), eq(activities.action, "failed")));
    expect(feed.map((a) => a.title)).toEqual(["SMS to +14155550104 could not be sent"]);

    answer = () => [503, { code: 20503, message: "Service unavailable", status: 503 }];
    const flaky = await sendSms(db(), { locationId: ids.downtown, to: "+14155550105", body: "x" });
    await queue.drain(smsSendJob);
    expect(await record(flaky)).toMatchObject({ status: "failed", attempts: 1 });
    answer = () => [201, { sid: "SM" + "c".repeat(32), status: "queued", num_segments: "1" }];
    await smsSendJob.handler({ id: flaky }, { db: db(), jobId: "retry", attempt: 2 });
    expect(await record(flaky)).toMatchObject({ status: "sent", attempts: 2, statusReason: null });
  });

  it("keeps each sender to its rate: slots are 1/rate seconds apart, across callers", async () => {
    const waits = await Promise.all([0, 1, 2, 3].map(() => reserveSendSlot(db(), "+15550009999", 2)));
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[0]).toBeLessThan(100);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBeGreaterThan(400);
    expect(await reserveSendSlot(db(), "+15550008888", 2)).toBeLessThan(100); // another sender is not held up
  });
});

describe("Twilio credentials", () => {
  it("validates, saves as pending, then connects after checking the account and number with Twilio", async () => {
    const { access_token } = await loginAs("owner@demo.test");
    const bad = await call("POST", "/integration/save-twilio-credentials", { token: access_token, body: { account_sid: "nope", auth_token: "x", phone_number: "12" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["account_sid", "auth_token"]);
    const badNumber = await call("POST", "/integration/save-twilio-credentials", { token: access_token, body: { account_sid: SID, auth_token: TOKEN, phone_number: "12" } });
    expect(badNumber.json.errors.phone_number).toEqual(["The phone number must be a valid phone number."]);

    const saved = await call("POST", "/integration/save-twilio-credentials", { token: access_token, body: { account_sid: SID, auth_token: TOKEN, phone_number: "+1 500-555-0006" } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ account_sid: SID, phone_number: NUMBER, status: "pending" });
    expect(JSON.stringify(saved.json)).not.toContain(TOKEN);
    const [stored] = await db().select().from(twilioAccounts);
    expect(stored.authToken).toMatch(/^v1\./);
    expect(stored.authToken).not.toContain(TOKEN);

    answer = (s) =>
      s.path.includes("IncomingPhoneNumbers")
        ? [200, { incoming_phone_numbers: [], next_page_uri: null, page: 0, page_size: 1, uri: s.path }]
        : [200, { sid: SID, status: "active" }];
    const notOwned = await call("POST", "/integration/update-twilio-connection", { token: access_token, body: { status: true } });
    expect(notOwned.json).toEqual({ status: false, error_message: `The number ${NUMBER} does not belong to this Twilio account.` });

    answer = (s) =>
      s.path.includes("IncomingPhoneNumbers")
        ? [200, { incoming_phone_numbers: [{ sid: "PN1", phone_number: NUMBER }], next_page_uri: null, page: 0, page_size: 1, uri: s.path }]
        : [200, { sid: SID, status: "active" }];
    const ok = await call("POST", "/integration/update-twilio-connection", { token: access_token, body: { status: true } });
    expect(ok.json).toEqual({ status: true, error_message: null });
    expect((await call("GET", "/integration/twilio", { token: access_token })).json.data.status).toBe("connected");

    answer = () => [401, { code: 20003, message: "Authenticate", status: 401 }];
    const wrong = await call("POST", "/integration/update-twilio-connection", { token: access_token, body: { status: true } });
    expect(wrong.json).toEqual({ status: false, error_message: "Authenticate" });
    await call("POST", "/integration/update-twilio-connection", { token: access_token, body: { status: false } });
  });

  it("is for users who may update admin settings", async () => {
    const staff = await loginAs("staff@demo.test");
    expect((await call("POST", "/integration/save-twilio-credentials", { token: staff.access_token, body: { account_sid: SID, auth_token: TOKEN, phone_number: NUMBER } })).status).toBe(403);
  });
});

describe("inbound webhook", () => {
  const url = () => `${appUrl()}/api/webhooks/twilio/sms`;

  function post(params: Record<string, string>, signature?: string) {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (signature !== undefined) headers["x-twilio-signature"] = signature;
    return handleTwilioSmsWebhook(db(), new Request(url(), { method: "POST", headers, body: new URLSearchParams(params).toString() }));
  }
  const signed = (params: Record<string, string>, token = TOKEN) => post(params, twilio.getExpectedTwilioSignature(token, url(), params));

  let contactId = 0;
  let locationId = 0;
  beforeAll(async () => {
    const ids = await demoIds(db());
    locationId = ids.downtown;
    await db()
      .insert(twilioAccounts)
      .values({ locationId, accountSid: SID, authToken: sealSecret(TOKEN), fromNumber: NUMBER, status: "connected" })
      .onConflictDoUpdate({ target: twilioAccounts.locationId, set: { accountSid: SID, authToken: sealSecret(TOKEN), fromNumber: NUMBER, status: "connected" } });
    contactId = (await aContact(locationId, "415-555-0199")).id;
  });

  const msg = (sid: string, body: string, from = "+14155550199") => ({ AccountSid: SID, MessageSid: sid, From: from, To: NUMBER, Body: body, NumSegments: "1" });
  const inbound = () => db().select().from(smsMessages).where(and(eq(smsMessages.locationId, locationId), eq(smsMessages.direction, "inbound")));

  it("accepts a request signed with Twilio's own signature, matches the contact and records it once", async () => {
    const res = await signed(msg("SM0001", "Can we move to 7?"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/xml");
    const rows = await inbound();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contactId, fromNumber: "+14155550199", body: "Can we move to 7?", status: "received", isRead: false, providerId: "SM0001" });
    const [act] = await db().select().from(activities).where(and(eq(activities.locationId, locationId), eq(activities.action, "received")));
    expect(act).toMatchObject({ module: "sms", action: "received", contactId });
    // Twilio retries with the same MessageSid: nothing is recorded twice.
    expect((await signed(msg("SM0001", "Can we move to 7?"))).status).toBe(200);
    expect(await inbound()).toHaveLength(1);
  });

  it("refuses forged, re-signed-with-another-token, tampered and unsigned requests with 403, recording nothing", async () => {
    const before = (await inbound()).length;
    const params = msg("SM0002", "hi");
    expect((await post(params, "forged")).status).toBe(403);
    expect((await signed(params, "ffffffffffffffffffffffffffffffff")).status).toBe(403);
    const sig = twilio.getExpectedTwilioSignature(TOKEN, url(), params);
    expect((await post({ ...params, Body: "tampered" }, sig)).status).toBe(403);
    expect((await post(params)).status).toBe(403);
    expect((await signed({ ...params, To: "+15005550001" })).status).toBe(403); // a number no location owns
    expect(await inbound()).toHaveLength(before);
  });

  it("STOP switches the contact's SMS off and START back on", async () => {
    await signed(msg("SM0003", " stop "));
    let [c] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(c.smsEnabled).toBe(false);
    await signed(msg("SM0004", "START"));
    [c] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(c.smsEnabled).toBe(true);
    await signed(msg("SM0005", "Unsubscribe"));
    [c] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(c.smsEnabled).toBe(false);
    // A sentence containing the word is not a keyword.
    await signed(msg("SM0006", "Please don't stop the classes"));
    await signed(msg("SM0007", "start"));
    await signed(msg("SM0008", "I will stop by later"));
    [c] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(c.smsEnabled).toBe(true);
  });
});

describe("a saved token that can no longer be opened", () => {
  it("fails the send with a reason the coach can act on, instead of sending from another number", async () => {
    const ids = await demoIds(db());
    await db()
      .insert(twilioAccounts)
      .values({ locationId: ids.uptown, accountSid: SID, authToken: "v1.bad.bad.bad", fromNumber: "+15005550007", status: "connected" })
      .onConflictDoNothing();
    useEnvTwilio();
    const id = await sendSms(db(), { locationId: ids.uptown, to: "+14155550120", body: "x" });
    await queue.drain(smsSendJob);
    expect(await record(id)).toMatchObject({ status: "failed", statusReason: "The saved Twilio auth token can no longer be read. Save your Twilio credentials again." });
    expect(seen).toHaveLength(0);
  });
});
