import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("a coach's email carries its unsubscribe and web-view links; the contact unsubscribes on a button, resubscribes, and the logs show it", async ({ page }) => {
  test.setTimeout(150_000);
  await login(page, "owner@demo.test");
  const stamp = Date.now().toString(36);
  const address = `reader-${stamp}@example.com`;
  const json = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };

  // A contact of our own (no other test's suppressions), emailed from the contact centre.
  const saved = await page.request.post("/api/v3/contact/save", { data: { first_name: "Reader", last_name: stamp, email: address }, headers: json });
  expect(saved.status()).toBe(201);
  const contactId = (await saved.json()).data.id as number;
  const subject = `Week plan ${stamp}`;
  const sent = await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject, message: "Hi {{ contact.first_name }}, your plan is ready." }, headers: json });
  expect(sent.ok()).toBe(true);

  // Delivery adds the footer: the outbox shows the message as sent, links included.
  await page.goto("/mailbox");
  const frame = page.frameLocator(`iframe[title="Email: ${subject}"]`);
  await expect(async () => {
    await page.reload();
    await page.getByRole("button", { name: new RegExp(subject) }).first().click();
    await expect(frame.getByRole("link", { name: "Unsubscribe" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(frame.getByText("Hi Reader, your plan is ready.")).toBeVisible();
  const unsubscribe = await frame.getByRole("link", { name: "Unsubscribe" }).getAttribute("href");
  const webView = await frame.getByRole("link", { name: "View in browser" }).getAttribute("href");
  expect(unsubscribe).toMatch(/\/unsubscribe\/[^/]+$/);
  expect(webView).toMatch(/\/view\/[^/]+$/);

  // The web view: the sent message, server-rendered.
  await page.goto(new URL(webView!).pathname);
  await expect(page.frameLocator("iframe").first().getByText("Hi Reader, your plan is ready.")).toBeVisible();
  await checkScreenAtBothWidths(page, "Email web view");

  // Opening the link changes nothing (mail scanners prefetch it); the button unsubscribes.
  await page.goto(new URL(unsubscribe!).pathname);
  await checkScreenAtBothWidths(page, "Unsubscribe");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/resubscribes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\?/);
  await expect(page.getByText("You have been unsubscribed.")).toBeVisible();
  await checkScreenAtBothWidths(page, "Recovery page");

  // Another email to them is stopped and says why.
  const again = await (await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject: `${subject} again`, message: "One more" }, headers: json })).json();
  expect(again.status).toBe(-1);

  // Resubscribe on the recovery page (the link carries the address's signed token).
  await page.getByRole("button", { name: "Resubscribe" }).click();
  await expect(page.getByText("You have been resubscribed.")).toBeVisible();
  const back = await (await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject: `${subject} welcome back`, message: "Welcome back" }, headers: json })).json();
  expect(back.status).not.toBe(-1);

  // The email logs: the delivery log lists the message.
  await page.goto("/email-logs");
  await expect(page.getByRole("heading", { level: 1, name: "Email logs" })).toBeVisible();
  await expect(page.getByText(subject, { exact: true }).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "Email logs");
});

test.describe("without JavaScript", () => {
  // Mail clients' viewers and privacy browsers open these pages with scripts off: both buttons
  // are plain form posts the server answers.
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe button and the recovery page's resubscribe form work as plain HTML forms", async ({ page }) => {
    test.setTimeout(150_000);
    await login(page, "owner@demo.test");
    const stamp = Date.now().toString(36);
    const address = `nojs-${stamp}@example.com`;
    const json = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };
    const saved = await page.request.post("/api/v3/contact/save", { data: { first_name: "Plain", last_name: stamp, email: address }, headers: json });
    expect(saved.status()).toBe(201);
    const contactId = (await saved.json()).data.id as number;
    const subject = `No script ${stamp}`;
    expect((await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject, message: "Hello" }, headers: json })).ok()).toBe(true);

    // The delivered message's footer carries the unsubscribe link (delivery is a job: wait for it).
    let unsubscribe = "";
    await expect
      .poll(async () => {
        const list = await (await page.request.get("/api/v3/mailbox/messages?per_page=50", { headers: json })).json();
        const mine = (list.data as { id: number; subject: string }[]).find((m) => m.subject === subject);
        if (!mine) return "";
        const one = await (await page.request.get(`/api/v3/mailbox/messages/${mine.id}`, { headers: json })).json();
        unsubscribe = /href="[^"]*(\/unsubscribe\/[^"/]+)"/.exec(one.data.html)?.[1] ?? "";
        return unsubscribe;
      }, { timeout: 60_000 })
      .not.toBe("");

    await page.goto(unsubscribe);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/resubscribes\/[0-9a-f-]{36}\?.*unsubscribed=1/);
    await expect(page.getByText("You have been unsubscribed.")).toBeVisible();
    const stopped = await (await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject: `${subject} again`, message: "One more" }, headers: json })).json();
    expect(stopped.status).toBe(-1);

    // A bad address is refused on its field, what was typed kept; the address itself resubscribes.
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Resubscribe" }).click();
    await expect(page.getByText("The email must be a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
    await page.getByLabel("Email address").fill(address);
    await page.getByRole("button", { name: "Resubscribe" }).click();
    await expect(page.getByText("You have been resubscribed.")).toBeVisible();
    const back = await (await page.request.post("/api/v3/contact/send-email", { data: { contact_id: contactId, subject: `${subject} back`, message: "Welcome back" }, headers: json })).json();
    expect(back.status).not.toBe(-1);
  });
});
