import { expect, test, type Browser } from "@playwright/test";
import { checkScreenAtBothWidths, login, openPortalTab } from "./helpers";

/**
 * The client portal (issue 32), coach and client in two browser contexts, the client on a
 * 375 px phone: the coach gives a contact portal access and sends the login from the profile;
 * the client opens the link from the outbox, sets a password and lands in the portal (greeting,
 * chat), writes to the coach, who gets the toast and answers; the answer arrives live. Suspended,
 * the client is back at the portal's sign-in. The other tabs: portal-tabs.spec.ts.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const stamp = Date.now().toString(36);
const email = `portal-${stamp}@example.com`;

const phone = (browser: Browser) => browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test("a coach lets a client into the portal; they chat live both ways until the coach suspends them", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const created = await page.request.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Paula", last_name: `Portal ${stamp}`, email } });
  expect(created.status()).toBe(201);
  const contactId = ((await created.json()) as { data: { id: number } }).data.id;

  // The coach: portal access on, then the login link, from the contact's profile.
  await page.goto(`/contact/${contactId}/profile`);
  const access = page.getByRole("switch", { name: "Portal access" });
  await access.click();
  await expect(access).toBeChecked();
  await page.getByRole("button", { name: "Send login link" }).click();
  await expect(page.getByText(/Login details have been sent to 1 contact/)).toBeVisible();

  // The client, on a phone: the emailed link sets a password and opens the portal.
  const client = await phone(browser);
  const me = await client.newPage();
  const mail = await (await me.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/\S+\/portal\/set-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text as string)![0];
  await me.goto(new URL(link).pathname + new URL(link).search);
  await me.getByLabel("New password").fill("portal-pass-1");
  await me.getByLabel("Retype password").fill("portal-pass-1");
  await me.getByRole("button", { name: "Set password" }).click();
  await expect(me).toHaveURL(/\/portal\/[a-z0-9-]+$/);
  await expect(me.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Paula$/ })).toBeVisible();
  // The home is the Classroom; chat is its own tab (portal-tabs.spec.ts covers the others).
  await openPortalTab(me, "Chat");
  await expect(me).toHaveURL(/tab=chat/);
  const portalUrl = me.url();
  await expect(me.getByRole("heading", { name: "Chat with your coach" })).toBeVisible();
  await expect(me.getByText("No messages yet")).toBeVisible();
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The coach waits on the home screen for realtime (the listener connects after load).
  const subscribed = page.waitForEvent("websocket", { timeout: 20_000 }).then(
    (socket) => new Promise<void>((resolve) => socket.on("framereceived", (f) => String(f.payload).includes("private-portal-messsage-member.") && String(f.payload).includes("subscription_succeeded") && resolve())),
  );
  await page.goto("/home");
  await subscribed;

  // The client writes; the coach gets the toast.
  await me.getByLabel("Message", { exact: true }).fill("Hi coach, quick question about my plan");
  await me.getByRole("button", { name: "Send message" }).click();
  // In the message list: the realtime echo may show it before the box clears.
  await expect(me.getByRole("list", { name: "Messages" }).getByText("Hi coach, quick question about my plan")).toBeVisible();
  await expect(page.getByText("You have received a message in portal chat")).toBeVisible();

  // The coach answers; the client sees it without reloading.
  const reply = await page.request.post("/api/v3/portal-chat/send-message", { headers: XHR, data: { contact_id: contactId, message: `Sure, ask away ${stamp}` } });
  expect(reply.status()).toBe(201);
  await expect(me.getByRole("list", { name: "Messages" }).getByText(`Sure, ask away ${stamp}`)).toBeVisible();
  await checkScreenAtBothWidths(me, "client portal chat");

  // Suspended: the client's next call ends at the portal's sign-in.
  await page.goto(`/contact/${contactId}/profile`);
  await page.getByRole("switch", { name: "Portal access" }).click();
  await expect(page.getByRole("switch", { name: "Portal access" })).not.toBeChecked();
  await me.getByLabel("Message", { exact: true }).fill("Are you there?");
  await me.getByRole("button", { name: "Send message" }).click();
  await expect(me.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(me.url()).toBe(portalUrl);
  await checkScreenAtBothWidths(me, "client portal sign-in");
  await client.close();
});

