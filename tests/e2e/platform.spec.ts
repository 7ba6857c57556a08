import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import Pusher from "pusher";
import sharp from "sharp";
import twilio from "twilio";
import { expectAccessible, login } from "./helpers";
import { E2E_TWILIO } from "./twilio-account";

const { accountSid: SID, authToken: TOKEN, number: NUMBER } = E2E_TWILIO;
const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("an inbound SMS reaches the open browser: toast and bell badge", async ({ page, baseURL }) => {
  const ws = page.waitForEvent("websocket", { timeout: 20_000 });
  await login(page, "owner@demo.test");
  const saved = await page.request.post("/api/v3/integration/save-twilio-credentials", {
    headers: XHR,
    data: { account_sid: SID, auth_token: TOKEN, phone_number: NUMBER },
  });
  expect(saved.status()).toBe(200);
  // Inbound texts reach a location only through a number Twilio confirmed it holds.
  const connected = await page.request.post("/api/v3/integration/update-twilio-connection", { headers: XHR, data: { status: true } });
  expect(await connected.json()).toEqual({ status: true, error_message: null });

  const bell = page.getByRole("link", { name: /^Messages/ });
  const before = Number((await bell.getAttribute("aria-label"))?.match(/(\d+) unread/)?.[1] ?? 0);

  // The shell subscribes 5 s after load; wait for its socket and the subscriptions.
  const socket = await ws;
  await new Promise<void>((resolve) => {
    socket.on("framereceived", (f) => {
      const frame = String(f.payload);
      if (frame.includes("pusher_internal:subscription_succeeded") && frame.includes("private-sms-receive.")) resolve();
    });
  });

  const url = `${baseURL}/api/webhooks/twilio/sms`;
  const params = { AccountSid: SID, MessageSid: `SM${Date.now()}`, From: "+15551000000", To: NUMBER, Body: "Running 5 minutes late" };
  const forged = await page.request.post(url, { form: params, headers: { "X-Twilio-Signature": "forged" } });
  expect(forged.status()).toBe(403);
  const res = await page.request.post(url, { form: params, headers: { "X-Twilio-Signature": twilio.getExpectedTwilioSignature(TOKEN, url, params) } });
  expect(res.status()).toBe(200);

  await expect(page.getByText(/^New message from .+: Running 5 minutes late$/)).toBeVisible();
  await expect(bell).toHaveAttribute("aria-label", `Messages, ${before + 1} unread`);

  // The activity feed recorded it too.
  await page.goto("/home");
  const recent = page.getByRole("region", { name: "Recent activity" });
  await expect(recent.getByText("Running 5 minutes late")).toBeVisible();
  await expect(recent.getByText(/^New message from /).first()).toBeVisible();

  // And the owner's SMS log lists it, received, with the sender's number.
  await page.goto("/mailbox");
  await page.getByRole("navigation", { name: "Mailbox" }).getByRole("link", { name: "Text messages" }).click();
  await expect(page).toHaveURL(/\/mailbox\/sms$/);
  const row = page.getByRole("row", { name: /Running 5 minutes late/ });
  await expect(row).toContainText("+15551000000");
  await expect(row).toContainText("Received");
  await expectAccessible(page);
});

test("a portal chat message published by the server raises its toast", async ({ page }) => {
  const ws = page.waitForEvent("websocket", { timeout: 20_000 });
  await login(page, "owner@demo.test");
  const me = await (await page.request.post("/api/v3/auth/refresh", { headers: XHR })).json();
  const socket = await ws;
  await new Promise<void>((resolve) => {
    socket.on("framereceived", (f) => {
      const frame = String(f.payload);
      if (frame.includes("pusher_internal:subscription_succeeded") && frame.includes("private-portal-messsage-member.")) resolve();
    });
  });
  // The server side of any module: the real pusher SDK, pointed at the app's embedded server.
  const conf = JSON.parse(fs.readFileSync(path.join(process.env.DATA_DIR ?? ".data-e2e", "realtime.json"), "utf8"));
  const pusher = new Pusher({ appId: conf.app_id, key: conf.key, secret: conf.secret, host: "127.0.0.1", port: String(conf.port), useTLS: false });
  await pusher.trigger(`private-portal-messsage-member.${me.user.id}`, "portal-message", { location_id: me.user.location_id, receiver_id: me.user.id, send_by: 1 });
  await expect(page.getByText("You have received a message in portal chat")).toBeVisible();
});

test("a password reset email appears in the owner's mailbox", async ({ page }) => {
  await page.goto("/forgot");
  await page.getByLabel("Email").fill("owner@demo.test");
  await page.getByRole("button", { name: /reset link/i }).click();
  await expect(page.getByText(/we have sent a password reset link/i)).toBeVisible();

  await login(page, "owner@demo.test");
  await page.goto("/mailbox");
  await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("kept here instead of being sent");
  // The in-app worker delivers it to the outbox ("Captured") within a poll or two.
  await expect(async () => {
    await page.reload();
    await page.getByRole("button", { name: /owner@demo\.test.*Reset your password/ }).first().click();
    await expect(page.getByRole("article").getByText("Captured")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  const body = page.frameLocator('iframe[title="Email: Reset your password"]');
  await expect(body.getByRole("link", { name: "Reset password" })).toHaveAttribute("href", /\/password\/[\w-]+\/reset$/);
  await expectAccessible(page, undefined, "iframe");
});

test("an uploaded image is stored, normalised and served", async ({ page }) => {
  await login(page, "owner@demo.test");
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
  const res = await page.request.post("/api/v3/file-upload", {
    headers: XHR,
    multipart: { file: { name: "progress photo.png", mimeType: "image/png", buffer: png } },
  });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  expect(data).toMatchObject({ kind: "image", mime: "image/png", width: 40, height: 30, name: "progress photo.png" });
  const served = await page.request.get(data.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  // The upload's own policy as the built server sends it (next.config.mjs once replaced it).
  expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");

  const disguised = await page.request.post("/api/v3/file-upload", {
    headers: XHR,
    multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") } },
  });
  expect(disguised.status()).toBe(422);
});
