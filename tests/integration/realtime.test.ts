import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PusherClient, { type Channel } from "pusher-js";
import PusherServer from "pusher";
import WebSocket from "ws";
import { smsMessages } from "../../db/schema";
import { api } from "../../lib/api/app";
import { publish, userChannel, type SmsReceivePayload } from "../../lib/platform/realtime";
import { startRealtimeServer, stopRealtimeServer } from "../../lib/platform/realtime/embedded-server";
import type { RunningServer } from "../../lib/platform/realtime/config";
import { unreadMessageCount } from "../../lib/shell/unread";
import { resolveAccess } from "../../lib/auth/access";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { call, loginAs } from "../helpers/api";

// realtime.json (credentials and port) goes to a folder of this file's own, never the app's .data.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-rt-"));
process.env.DATA_DIR = dataDir;

const { db } = setupTestDb();
const ids = { owner: 0, other: 0, downtown: 0, uptown: 0, otherLoc: 0 };
let server: RunningServer;
let owner: string;
const clients: PusherClient[] = [];

const within = <T>(p: Promise<T>, ms = 5000, what = "event") =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms))]);

/**
 * Proves an event did NOT arrive without waiting a guessed time: the server writes a
 * connection's frames in order, so once a later marker event (on a channel the client does
 * hear) has arrived, anything sent before it has arrived too.
 */
async function markerThrough(p: PusherClient) {
  const name = userChannel("progress-channel", ids.owner);
  const known = p.channel(name);
  const marker = known?.subscribed ? known : p.subscribe(name);
  if (marker !== known) await subscribed(marker);
  const got = next(marker, "marker");
  await publish(userChannel("progress-channel", ids.owner), "marker", {});
  await got;
}

/** A pusher-js client in Node whose channel authorisation goes through the real auth route. */
function pusherFor(token: string, authStatuses: number[] = []) {
  const p = new PusherClient(server.credentials.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, cb) => {
        call("POST", "/broadcasting/auth", { token, body: { socket_id: socketId, channel_name: channelName } }).then(
          (res) => {
            authStatuses.push(res.status);
            if (res.status === 200) cb(null, res.json);
            else cb(new Error(`auth answered ${res.status}`), null);
          },
          (err: Error) => cb(err, null),
        );
      },
    },
  });
  clients.push(p);
  return p;
}

function subscribed(channel: Channel) {
  return within(
    new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", (e: unknown) => reject(Object.assign(new Error("subscription refused"), { detail: e })));
    }),
    5000,
    "subscription",
  );
}

function next<T>(channel: Channel, event: string) {
  return within(new Promise<T>((resolve) => channel.bind(event, (data: T) => resolve(data))), 5000, event);
}

/** A raw protocol client, to send what pusher-js never would. */
async function rawSocket(key = server.credentials.key) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}?protocol=7&client=js&version=8.6.0`);
  const inbox: { event: string; channel?: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (raw) => {
    const msg = JSON.parse(raw.toString());
    inbox.push({ ...msg, data: typeof msg.data === "string" ? JSON.parse(msg.data) : msg.data });
    waiters.splice(0).forEach((w) => w());
  });
  const expectEvent = (event: string, ms = 3000) =>
    within(
      new Promise<(typeof inbox)[number]>((resolve) => {
        const check = () => {
          const i = inbox.findIndex((m) => m.event === event);
          if (i >= 0) resolve(inbox.splice(i, 1)[0]);
          else waiters.push(check);
        };
        check();
      }),
      ms,
      event,
    );
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const send = (event: string, data: unknown) => ws.send(JSON.stringify({ event, data }));
  return { ws, inbox, expectEvent, closed, send };
}

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

/** A trigger request signed by hand (independently of the SDK), with parts to tamper with. */
function signedTrigger(body: string, opts: { secret?: string; timestamp?: number; md5?: string } = {}) {
  const c = server.credentials;
  const p = `/apps/${c.appId}/events`;
  const params: Record<string, string> = {
    auth_key: c.key,
    auth_timestamp: String(opts.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: "1.0",
    body_md5: opts.md5 ?? createHash("md5").update(body).digest("hex"),
  };
  const query = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join("&");
  const signature = sign(opts.secret ?? c.secret, `POST\n${p}\n${query}`);
  return fetch(`http://127.0.0.1:${server.port}${p}?${query}&auth_signature=${signature}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
}

const sms = (locationId: number, name = "Ava Stone"): SmsReceivePayload => ({
  location_id: locationId, contact_id: null, direction: "inbound", name, from: "+15550100", body: "See you at 6?",
});

beforeAll(async () => {
  Object.assign(ids, await demoIds(db()));
  server = await startRealtimeServer({ port: 0 });
  owner = (await loginAs("owner@demo.test")).access_token;
});

afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await stopRealtimeServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("realtime over the Pusher protocol", () => {
  it("keeps its credentials and port in DATA_DIR/realtime.json for other processes", () => {
    const saved = JSON.parse(fs.readFileSync(path.join(dataDir, "realtime.json"), "utf8"));
    expect(saved).toEqual({ app_id: server.credentials.appId, key: server.credentials.key, secret: server.credentials.secret, port: server.port });
  });

  it("delivers an event published by the server to pusher-js on the user's own private channel", async () => {
    const statuses: number[] = [];
    const p = pusherFor(owner, statuses);
    const channel = p.subscribe(userChannel("sms-receive", ids.owner));
    await subscribed(channel);
    expect(statuses).toEqual([200]);
    expect(p.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const received = next<SmsReceivePayload>(channel, "sms-receive");
    await publish(userChannel("sms-receive", ids.owner), "sms-receive", sms(ids.downtown));
    expect(await received).toEqual(sms(ids.downtown));

    // After unsubscribing, nothing more arrives.
    let late = 0;
    channel.bind("sms-receive", () => late++);
    p.unsubscribe(userChannel("sms-receive", ids.owner));
    // The subscription after it is answered only once the server has read the unsubscribe.
    await markerThrough(p);
    await publish(userChannel("sms-receive", ids.owner), "sms-receive", sms(ids.downtown));
    await markerThrough(p);
    expect(late).toBe(0);
  });

  it("refuses another user's channel: the auth route answers 403 and the subscription fails", async () => {
    const statuses: number[] = [];
    const p = pusherFor(owner, statuses);
    const theirs = userChannel("sms-receive", ids.other);
    const channel = p.subscribe(theirs);
    await expect(subscribed(channel)).rejects.toThrow("subscription refused");
    expect(statuses).toEqual([403]);

    let leaked = 0;
    channel.bind("sms-receive", () => leaked++);
    await publish(theirs, "sms-receive", sms(ids.otherLoc));
    await markerThrough(p);
    expect(leaked).toBe(0);
  });

  it("excludes the socket named in socket_id and delivers batches", async () => {
    const p = pusherFor(owner);
    const channel = p.subscribe(userChannel("progress-channel", ids.owner));
    await subscribed(channel);
    const c = server.credentials;
    const sdk = new PusherServer({ appId: c.appId, key: c.key, secret: c.secret, host: "127.0.0.1", port: String(server.port), useTLS: false });
    let got = 0;
    channel.bind("progress", () => got++);
    await sdk.trigger(userChannel("progress-channel", ids.owner), "progress", { user_id: ids.owner, count: 1, total_count: 2 }, { socket_id: p.connection.socket_id });

    // Same channel, same connection, sent after: once it is here, the excluded one would be too.
    const received = next<{ count: number }>(channel, "progress");
    await sdk.triggerBatch([{ channel: userChannel("progress-channel", ids.owner), name: "progress", data: { user_id: ids.owner, count: 2, total_count: 2 } }]);
    expect((await received).count).toBe(2);
    expect(got).toBe(1);
  });

  it("checks the trigger API's signature: wrong secret, wrong key, stale timestamp and altered body are refused", async () => {
    const c = server.credentials;
    const base = { appId: c.appId, host: "127.0.0.1", port: String(server.port), useTLS: false };
    const wrongSecret = new PusherServer({ ...base, key: c.key, secret: "not-the-secret" });
    await expect(wrongSecret.trigger("private-sms-receive.1", "sms-receive", {})).rejects.toMatchObject({ status: 401 });
    const wrongKey = new PusherServer({ ...base, key: "nope", secret: c.secret });
    await expect(wrongKey.trigger("private-sms-receive.1", "sms-receive", {})).rejects.toMatchObject({ status: 401 });

    const body = JSON.stringify({ name: "sms-receive", channels: ["private-sms-receive.1"], data: "{}" });
    expect((await signedTrigger(body)).status).toBe(200);
    expect((await signedTrigger(body, { secret: "x" })).status).toBe(401);
    expect((await signedTrigger(body, { timestamp: Math.floor(Date.now() / 1000) - 601 })).status).toBe(401);
    expect((await signedTrigger(body, { md5: createHash("md5").update("{}").digest("hex") })).status).toBe(401);
    // Pusher's 10 KB event limit holds here too.
    const big = JSON.stringify({ name: "e", channels: ["c"], data: "x".repeat(10_241) });
    expect((await signedTrigger(big)).status).toBe(413);
  });

  it("answers pusher:ping with pusher:pong and refuses client events", async () => {
    const s = await rawSocket();
    const hello = await s.expectEvent("pusher:connection_established");
    expect(hello.data).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    s.send("pusher:ping", {});
    await s.expectEvent("pusher:pong");
    s.send("client-typing", { channel: "public-room" });
    expect((await s.expectEvent("pusher:error")).data).toMatchObject({ message: expect.stringMatching(/client events/i) });
    s.ws.close();
  });

  it("refuses a forged or replayed channel signature sent over the socket", async () => {
    const s = await rawSocket();
    const { socket_id } = (await s.expectEvent("pusher:connection_established")).data as { socket_id: string };
    const channel = userChannel("sms-receive", ids.other);
    const { key, secret } = server.credentials;

    s.send("pusher:subscribe", { channel, auth: `${key}:${"0".repeat(64)}` });
    expect(await s.expectEvent("pusher:subscription_error")).toMatchObject({ channel, data: { type: "AuthError" } });
    // A genuine signature made for another connection does not transfer.
    s.send("pusher:subscribe", { channel, auth: `${key}:${sign(secret, `1234.5678:${channel}`)}` });
    expect((await s.expectEvent("pusher:subscription_error")).channel).toBe(channel);
    s.send("pusher:subscribe", { channel });
    expect((await s.expectEvent("pusher:subscription_error")).channel).toBe(channel);
    await publish(channel, "sms-receive", sms(ids.otherLoc));
    // A pong is written after anything the publish sent to this socket.
    s.send("pusher:ping", {});
    await s.expectEvent("pusher:pong");
    expect(s.inbox.some((m) => m.event === "sms-receive")).toBe(false);

    // The correct signature for this socket is accepted (the check is not simply "refuse all").
    s.send("pusher:subscribe", { channel, auth: `${key}:${sign(secret, `${socket_id}:${channel}`)}` });
    expect((await s.expectEvent("pusher_internal:subscription_succeeded")).channel).toBe(channel);
    s.ws.close();
  });

  it("closes a connection made with an unknown app key", async () => {
    const s = await rawSocket("wrong-key");
    expect((await s.expectEvent("pusher:error")).data).toMatchObject({ code: 4001 });
    expect(await within(s.closed)).toBe(4001);
  });
});

describe("POST /broadcasting/auth", () => {
  it("signs the user's own channel with the app secret, from JSON or a form body", async () => {
    const { key, secret } = server.credentials;
    const channel = userChannel("portal-messsage-member", ids.owner);
    const res = await call("POST", "/broadcasting/auth", { token: owner, body: { socket_id: "12.34", channel_name: channel } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ auth: `${key}:${sign(secret, `12.34:${channel}`)}` });

    // pusher-js's own transport posts a form.
    const form = await api.request("/api/v3/broadcasting/auth", {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ socket_id: "12.34", channel_name: userChannel("content-upload-channel", ids.owner) }).toString(),
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as { auth: string }).auth).toBe(`${key}:${sign(secret, `12.34:private-content-upload-channel-${ids.owner}`)}`);
  });

  it("answers 403 for any channel that is not the caller's, 401 without a session, 422 for a bad socket id", async () => {
    for (const channel of [userChannel("sms-receive", ids.other), "private-anything", "presence-sms-receive." + ids.owner]) {
      const res = await call("POST", "/broadcasting/auth", { token: owner, body: { socket_id: "12.34", channel_name: channel } });
      expect(res.status, channel).toBe(403);
      expect(res.json).toEqual({ message: "You may not subscribe to this channel." });
    }
    const body = { socket_id: "12.34", channel_name: userChannel("sms-receive", ids.owner) };
    expect((await call("POST", "/broadcasting/auth", { body })).status).toBe(401);
    const bad = await call("POST", "/broadcasting/auth", { token: owner, body: { ...body, socket_id: "12" } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.socket_id).toBeDefined();
    expect((await call("POST", "/broadcasting/auth", { token: owner })).status).toBe(422);
  });
});

describe("the bell's unread count", () => {
  it("counts inbound unread SMS of the accessed location only", async () => {
    const row = (locationId: number, direction: string, isRead: boolean) => ({
      locationId, direction, isRead, fromNumber: "+15550100", toNumber: "+15550199", body: "hi",
      status: direction === "inbound" ? "received" : "captured",
    });
    await db().insert(smsMessages).values([
      row(ids.downtown, "inbound", false),
      row(ids.downtown, "inbound", false),
      row(ids.downtown, "inbound", true),
      row(ids.downtown, "outbound", false),
      row(ids.uptown, "inbound", false),
      row(ids.otherLoc, "inbound", false),
    ]);
    const res = await call("GET", "/message-center/unread-count", { token: owner });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: { count: 2, sms: 2, portal_chat: 0 } });
    const uptown = await call("GET", "/message-center/unread-count", { token: owner, headers: { "accessed-location-id": String(ids.uptown) } });
    expect(uptown.json.data.count).toBe(1);
    const other = await call("GET", "/message-center/unread-count", { token: (await loginAs("other@demo.test")).access_token });
    expect(other.json.data.count).toBe(1);
    expect((await call("GET", "/message-center/unread-count")).status).toBe(401);

    // The layout's server-rendered count is the same number.
    const resolved = await resolveAccess(db(), owner, null);
    expect(await unreadMessageCount(db(), resolved.ctx!)).toBe(2);
  });
});

describe("keep-alive", () => {
  it("pings a silent client and drops it when it does not answer", async () => {
    await stopRealtimeServer();
    server = await startRealtimeServer({ port: 0, activityTimeout: 0.4 });
    const s = await rawSocket();
    expect((await s.expectEvent("pusher:connection_established")).data).toMatchObject({ activity_timeout: 0.4 });
    await s.expectEvent("pusher:ping", 2000);
    await within(s.closed, 2000, "close");
  });
});
