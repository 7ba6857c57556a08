import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import Pusher from "pusher";
import PusherClient from "pusher-js";
import twilio from "twilio";
import { checkScreenAtBothWidths, login } from "./helpers";
import { E2E_TWILIO } from "./twilio-account";

const { accountSid: SID, authToken: TOKEN, number: NUMBER } = E2E_TWILIO;
const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** A contact with a textable number of its own (unique per run). */
async function newContact(page: Page, firstName: string) {
  const digits = String(Date.now()).slice(-6);
  const number = `+14152${digits}`;
  const res = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: firstName, last_name: `Chat${digits}`, number } });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { id: body.data.id as number, name: `${firstName} Chat${digits}`, number };
}

test("a coach answers an inbound SMS in the message centre, then schedules one and deletes it", async ({ page, baseURL }) => {
  await login(page, "owner@demo.test");
  const saved = await page.request.post("/api/v3/integration/save-twilio-credentials", { headers: XHR, data: { account_sid: SID, auth_token: TOKEN, phone_number: NUMBER } });
  expect(saved.status()).toBe(200);
  await page.request.post("/api/v3/integration/update-twilio-connection", { headers: XHR, data: { status: true } });
  const contact = await newContact(page, "Rita");

  const url = `${baseURL}/api/webhooks/twilio/sms`;
  const params = { AccountSid: SID, MessageSid: `SM${Date.now()}`, From: contact.number, To: NUMBER, Body: "Can we move to 10am?" };
  const res = await page.request.post(url, { form: params, headers: { "X-Twilio-Signature": twilio.getExpectedTwilioSignature(TOKEN, url, params) } });
  expect(res.status()).toBe(200);

  // The bell leads to the message centre.
  await page.goto("/home");
  await page.getByRole("link", { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/message-center$/);
  await expect(page.getByRole("heading", { level: 1, name: "Message Center" })).toBeVisible();

  const list = page.getByRole("list", { name: "Conversations" });
  const thread = list.getByRole("button", { name: new RegExp(contact.name) });
  await expect(thread).toContainText("Can we move to 10am?");
  await expect(thread).toContainText("1 unread");
  await checkScreenAtBothWidths(page, "message-center-threads");

  // Opening it reads it, even when the thread list answers after the read was written (a
  // read of the list already in flight must not put the unread count back): list answers are
  // held until the read's toast shows, then released (then the route goes).
  let releaseLists!: () => void;
  const readShown = new Promise<void>((resolve) => (releaseLists = resolve));
  await page.route("**/api/v3/sms-center/contacts?**", async (route) => {
    const answer = await route.fetch();
    await readShown;
    await route.fulfill({ response: answer }).catch(() => {}); // a read the page cancelled has no one to answer
  });
  await thread.click();
  const conversation = page.getByRole("region", { name: `Conversation with ${contact.name}` });
  await expect(conversation.getByText("Can we move to 10am?")).toBeVisible();
  await expect(page.getByText("Conversation has been marked as read")).toBeVisible();
  releaseLists();
  await expect(thread).not.toContainText("unread");
  await page.unrouteAll({ behavior: "wait" });

  await conversation.getByLabel("SMS message").fill("Sure, 10am works.");
  await conversation.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("SMS has been queued.")).toBeVisible();
  await expect(conversation.getByText("Sure, 10am works.")).toBeVisible();
  // The thread moves to the top with the reply.
  await expect(list.getByRole("button").first()).toContainText(contact.name);
  await expect(list.getByRole("button").first()).toContainText("You: Sure, 10am works.");

  // Schedule one (the time field starts an hour ahead, in the location's zone) and delete it.
  await conversation.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(conversation.getByLabel(/^Send at/)).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await conversation.getByLabel("SMS message").fill("Reminder: see you tomorrow");
  await conversation.getByRole("button", { name: "Schedule", exact: true }).last().click();
  await expect(page.getByText("SMS has been successfully scheduled")).toBeVisible();
  const scheduled = conversation.getByRole("region", { name: "Scheduled messages" });
  await expect(scheduled.getByText("Reminder: see you tomorrow")).toBeVisible();
  await checkScreenAtBothWidths(page, "message-center-conversation");

  await scheduled.getByRole("button", { name: /^Delete scheduled message/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Scheduled SMS successfully deleted")).toBeVisible();
  await expect(scheduled).toHaveCount(0);
});

test("at 375 px the message centre is one pane: the list, then the conversation with a back button", async ({ page }) => {
  await login(page, "owner@demo.test");
  const contact = await newContact(page, "Mona");
  const sent = await page.request.post("/api/v3/contact/send-sms", { headers: XHR, data: { contact_id: contact.id, message: "Hello from the phone test" } });
  expect((await sent.json()).status).toBe(1);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/message-center");
  await page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(contact.name) }).click();
  const conversation = page.getByRole("region", { name: `Conversation with ${contact.name}` });
  await expect(conversation.getByText("Hello from the phone test")).toBeVisible();
  await expect(page.getByRole("list", { name: "Conversations" })).toBeHidden();
  await conversation.getByRole("button", { name: "Back to conversations" }).click();
  await expect(page.getByRole("list", { name: "Conversations" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a portal chat message reaches the contact's private channel", async ({ page }) => {
  await login(page, "owner@demo.test");
  const contact = await newContact(page, "Petra");

  // The client portal's side: pusher-js on the contact's own channel, signed as the portal's session will be.
  const conf = JSON.parse(fs.readFileSync(path.join(process.env.DATA_DIR ?? ".data-e2e", "realtime.json"), "utf8"));
  const signer = new Pusher({ appId: conf.app_id, key: conf.key, secret: conf.secret, host: "127.0.0.1", port: String(conf.port), useTLS: false });
  const portal = new PusherClient(conf.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: conf.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: { customHandler: ({ socketId, channelName }, cb) => cb(null, signer.authorizeChannel(socketId, channelName)) },
  });
  try {
    const channel = portal.subscribe(`private-portal-contact.${contact.id}`);
    await new Promise<void>((resolve) => channel.bind("pusher:subscription_succeeded", () => resolve()));
    const arrived = new Promise<{ body: string; contact_id: number; sender: string }>((resolve) => channel.bind("portal-message", resolve));

    await page.goto("/message-center?channel=portal");
    await page.getByRole("button", { name: "New message" }).click();
    const dialog = page.getByRole("dialog", { name: "New message" });
    await dialog.getByRole("searchbox", { name: "Search contacts" }).fill(contact.name.split(" ")[1]);
    await dialog.getByRole("button", { name: new RegExp(contact.name) }).click();
    const conversation = page.getByRole("region", { name: `Conversation with ${contact.name}` });
    await conversation.getByLabel("Portal message").fill("Welcome to your portal!");
    await conversation.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Message has been sent successfully!")).toBeVisible();
    expect(await arrived).toMatchObject({ body: "Welcome to your portal!", contact_id: contact.id, sender: "user" });
    await expect(page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: new RegExp(contact.name) })).toContainText("You: Welcome to your portal!");
  } finally {
    portal.disconnect();
  }
});

test("opened with auto_login, user and access_token, the message centre signs in and leaves the URL", async ({ page }) => {
  const res = await page.request.post("/api/v3/auth/login", { headers: XHR, data: { email: "owner@demo.test", password: "password123" } });
  const { access_token: token } = await res.json();
  await page.goto(`/message-center?auto_login=1&user=1&access_token=${encodeURIComponent(token)}&channel=portal`);
  await expect(page.getByRole("heading", { level: 1, name: "Message Center" })).toBeVisible();
  await expect(page).toHaveURL(/\/message-center\?channel=portal$/);
  await expect(page.getByRole("tab", { name: "Portal chat" })).toHaveAttribute("aria-selected", "true");
});
