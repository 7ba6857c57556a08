/**
 * The client portal's chat (issue 32): the contact reads and writes their own conversation
 * under /portal/chat, their message reaches the coach's screens (portal-messsage-member), and a
 * pusher-js client in Node signed in as the contact hears the coach's reply on the contact's
 * private channel, authorised by the portal session, and is refused another contact's channel.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PusherClient, { type Channel } from "pusher-js";
import { contactChannel, userChannel } from "../../lib/platform/realtime";
import { startRealtimeServer, stopRealtimeServer } from "../../lib/platform/realtime/embedded-server";
import type { RunningServer } from "../../lib/platform/realtime/config";
import { ensurePortalSite } from "../../lib/portal/slug";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import type { DemoIds } from "../tenancy/fixture";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "coachos-portal-chat-"));

const { db } = setupTestDb();
let ids: DemoIds;
let owner: string;
let slug: string;
let server: RunningServer;
const clients: PusherClient[] = [];
const XRW = { "x-requested-with": "XMLHttpRequest" };

const within = <T>(p: Promise<T>, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 5000))]);

beforeAll(async () => {
  ids = await demoIds(db());
  owner = (await loginAs("owner@demo.test")).access_token;
  slug = await ensurePortalSite(db(), ids.downtown);
  server = await startRealtimeServer({ port: 0 });
});

afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await stopRealtimeServer();
});

let seq = 0;
async function signedInClient() {
  seq += 1;
  const email = `chat${seq}-${Date.now()}@example.com`;
  const res = await call("POST", "/contact/save", { token: owner, body: { first_name: `Chat${seq}`, last_name: "Client", email } });
  const id = res.json.data.id as number;
  await call("PATCH", "/contact/portal-account-activate-suspend", { token: owner, body: { contact_ids: [id], active: true } });
  await call("POST", `/contact/${id}/update-portal-password`, { token: owner, body: { password: "portal-pass-1", password_confirmation: "portal-pass-1" } });
  const login = await call("POST", "/portal/login", { body: { slug, email, password: "portal-pass-1" } });
  const cookie = /portal_session=[^;]+/.exec(login.headers.get("set-cookie")!)![0];
  return { id, cookie };
}

function pusherAs(cookie: string, statuses: number[] = []) {
  const p = new PusherClient(server.credentials.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, cb) => {
        call("POST", "/portal/broadcasting/auth", { headers: { cookie, ...XRW }, body: { socket_id: socketId, channel_name: channelName } }).then(
          (res) => {
            statuses.push(res.status);
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

const subscribed = (channel: Channel) =>
  within(
    new Promise<void>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve());
      channel.bind("pusher:subscription_error", () => reject(new Error("subscription refused")));
    }),
    "subscription",
  );

describe("portal chat", () => {
  it("lets the contact send and read their own conversation, keyset paged, and the coach sees it", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const sent = await call("POST", "/portal/chat/send", { headers: { cookie: a.cookie, ...XRW }, body: { message: "  Hello coach  " } });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ contact_id: a.id, direction: "inbound", body: "Hello coach", sent_by: null });
    await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: a.id, message: "Hi there" } });
    await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: b.id, message: "Only for B" } });

    const page1 = await call("GET", "/portal/chat/messages?per_page=1", { headers: { cookie: a.cookie } });
    expect(page1.status).toBe(200);
    expect(page1.json.data).toEqual([expect.objectContaining({ body: "Hi there", direction: "outbound", sent_by: expect.any(String) })]);
    const page2 = await call("GET", `/portal/chat/messages?per_page=1&before_id=${page1.json.next_before_id}`, { headers: { cookie: a.cookie } });
    expect(page2.json.data.map((m: { body: string }) => m.body)).toEqual(["Hello coach"]);
    const all = await call("GET", "/portal/chat/messages", { headers: { cookie: a.cookie } });
    expect(all.json.data.map((m: { body: string }) => m.body)).toEqual(["Hi there", "Hello coach"]);
    expect(all.json.next_before_id).toBeNull();

    // The coach's side has the contact's message.
    const logs = await call("GET", `/portal-chat/logs?contact_id=${a.id}`, { token: owner });
    expect(logs.json.data.map((m: { body: string }) => m.body)).toContain("Hello coach");

    const empty = await call("POST", "/portal/chat/send", { headers: { cookie: a.cookie, ...XRW }, body: { message: "   " } });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.message).toEqual(["The message field is required."]);
    const bad = await call("GET", "/portal/chat/messages?per_page=0&before_id=x", { headers: { cookie: a.cookie } });
    expect(bad.status).toBe(422);
  });

  it("delivers the coach's reply live on the contact's own channel and refuses any other channel", async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const statuses: number[] = [];
    const p = pusherAs(a.cookie, statuses);
    const own = p.subscribe(contactChannel(a.id));
    await subscribed(own);
    const heard = within(new Promise<{ body: string; sender: string }>((resolve) => own.bind("portal-message", resolve)), "the coach's reply");
    await call("POST", "/portal-chat/send-message", { token: owner, body: { contact_id: a.id, message: "Live reply" } });
    expect(await heard).toMatchObject({ body: "Live reply", sender: "user", contact_id: a.id });

    await expect(subscribed(p.subscribe(contactChannel(b.id)))).rejects.toThrow("subscription refused");
    await expect(subscribed(p.subscribe(userChannel("portal-messsage-member", ids.owner)))).rejects.toThrow("subscription refused");
    expect(statuses).toEqual([200, 403, 403]);
    // A coach's session cannot sign the contact's channel on either route.
    expect((await call("POST", "/broadcasting/auth", { token: owner, body: { socket_id: "1.1", channel_name: contactChannel(a.id) } })).status).toBe(403);
    expect((await call("POST", "/portal/broadcasting/auth", { token: owner, headers: XRW, body: { socket_id: "1.1", channel_name: contactChannel(a.id) } })).status).toBe(401);
  });

  it("tells the coach's team of the contact's message on portal-messsage-member", async () => {
    const a = await signedInClient();
    const coach = new PusherClient(server.credentials.key, {
      cluster: "", wsHost: "127.0.0.1", wsPort: server.port, forceTLS: false, enabledTransports: ["ws"],
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, cb) => {
          call("POST", "/broadcasting/auth", { token: owner, body: { socket_id: socketId, channel_name: channelName } }).then((res) => cb(null, res.json), (err: Error) => cb(err, null));
        },
      },
    });
    clients.push(coach);
    const ch = coach.subscribe(userChannel("portal-messsage-member", ids.owner));
    await subscribed(ch);
    const heard = within(new Promise<{ sender: string; contact_id: number }>((resolve) => ch.bind("portal-message", resolve)), "portal-messsage-member");
    await call("POST", "/portal/chat/send", { headers: { cookie: a.cookie, ...XRW }, body: { message: "Question" } });
    expect(await heard).toMatchObject({ sender: "contact", contact_id: a.id, send_by: a.id, receiver_id: ids.owner });
  });
});
