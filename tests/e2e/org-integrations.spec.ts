import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// Specs share one seeded database: every change here is put back before the test ends.
const run = Date.now().toString(36);
const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** The screen passes axe and has no sideways scroll at 1280 and 375 px (SHOTS_DIR keeps pictures). */

test("white label: the owner names, colours and brands the shell, with a live preview", async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=white-label");
  await expect(page.getByRole("tab", { name: "White label", selected: true })).toBeVisible();
  const form = page.getByRole("form", { name: "White label" });
  await form.getByRole("switch", { name: "Use white label" }).click();
  await form.getByLabel("Name").fill(`Peak ${run}`);
  await form.getByLabel("Primary colour", { exact: true }).fill("#0f766e");
  await page.locator("#white-label-logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(form.getByRole("img", { name: "Current logo" })).toBeVisible();
  // The preview follows the form before anything is saved.
  await expect(page.getByRole("region", { name: "Preview" }).getByText(`Peak ${run}`).first()).toBeAttached();
  await form.getByLabel("Primary colour", { exact: true }).fill("red");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The primary color must be a hex colour such as #2f7eed.")).toBeVisible();
  await form.getByLabel("Primary colour", { exact: true }).fill("#0f766e");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("White label has been updated successfully!")).toBeVisible();
  // The shell takes the brand: sidebar name and the theme's primary colour.
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText(`Peak ${run}`)).toBeVisible();
  const strong = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary-strong").trim());
  expect(strong).toBe("#0f766e");
  await checkScreenAtBothWidths(page, "admin-white-label");

  await form.getByRole("switch", { name: "Use white label" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("White label has been updated successfully!").first()).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("CoachOS")).toBeVisible();
});

test("sending: switching a location's email off shows the shell's bar, and back on", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=sending");
  const email = page.getByRole("switch", { name: "Email sending" });
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText("Email sending is off.")).toBeVisible();
  await expect(page.getByText("Email sending is switched off for your account, so your contacts won't receive any emails.")).toBeVisible();
  await checkScreenAtBothWidths(page, "admin-sending");
  await email.click();
  await expect(page.getByText("Email sending is on.")).toBeVisible();
  await expect(email).toBeChecked();
  await expect(page.getByText("Email sending is switched off for your account, so your contacts won't receive any emails.")).toHaveCount(0);
});

test("integrations: a Zapier key works once made and stops when revoked; webhooks are added, logged and deleted", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=integrations");
  await expect(page.getByRole("heading", { name: "Zapier" })).toBeVisible();
  await page.getByRole("button", { name: "Generate API key" }).click();
  const keyField = page.getByLabel("Your new API key (shown only now)");
  await expect(keyField).toBeVisible();
  const key = await keyField.inputValue();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}`, accept: "application/json" } });
  expect((await api.get("/api/v3/contact/list")).status()).toBe(200);

  await page.getByRole("button", { name: "Add webhook" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  await dialog.getByLabel("Name").fill(`Funnel ${run}`);
  await dialog.getByLabel("URL").fill("hooks.example.com/no-scheme");
  await dialog.getByRole("checkbox", { name: /sms\.received/ }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The URL must be a valid http:// or https:// URL.")).toBeVisible();
  // The run's local receiver (scripts/e2e.ts): the delivery below really arrives.
  await dialog.getByLabel("URL").fill(`${process.env.E2E_WEBHOOK_URL}/${run}`);
  // The list's refresh after saving is held until Done is pressed: on a busy server it can be
  // slower than the user, and Done must close the dialog all the same.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v3/integration/fit-funnel-webhooks", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Fit funnel webhook has been updated successfully!")).toBeVisible();
  const saved = page.getByRole("dialog", { name: "Webhook saved" });
  await expect(saved.getByLabel("Signing secret")).toHaveValue(/^whsec_/);
  await saved.getByRole("button", { name: "Done" }).click();
  await expect(saved).toHaveCount(0);
  release(); // later refreshes pass straight through
  const row = page.getByRole("list", { name: "Webhooks" }).getByRole("listitem").filter({ hasText: `Funnel ${run}` });
  await expect(row).toBeVisible();
  await checkScreenAtBothWidths(page, "admin-integrations");

  await row.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("A test event is on its way.")).toBeVisible();
  await row.getByRole("button", { name: "Deliveries" }).click();
  const log = page.getByRole("dialog", { name: `Deliveries of Funnel ${run}` });
  await expect(log.getByText("webhook.test")).toBeVisible();
  await expect(log.getByText("delivered")).toBeVisible();
  await page.keyboard.press("Escape");

  await row.getByRole("button", { name: `Delete Funnel ${run}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Fit funnel webhook has been deleted successfully!")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole("button", { name: "Revoke key" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  // Scoped to the Zapier card: the Mindbody card below says "Not connected" too.
  await expect(page.getByRole("region", { name: "Zapier" }).getByText("Not connected")).toBeVisible();
  expect((await api.get("/api/v3/contact/list")).status()).toBe(401);
  await api.dispose();
});

test("refresh bar: an answer from a newer server shows it; Refresh marks the user and reloads", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  const banner = page.getByText("We've made some changes! Click refresh to load the most recent version.");
  await expect(banner).toHaveCount(0);
  // A deploy happened: the server now names another version on its answers.
  await page.route("**/api/v3/**", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, headers: { ...res.headers(), "x-app-version": "a-newer-build" } });
  });
  // Typing before hydration can be lost, and then no call would be made.
  await expect(page.getByRole("search").first()).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("searchbox").first().fill("zz");
  await expect(banner).toBeVisible();
  await page.unroute("**/api/v3/**");
  const marked = page.waitForResponse((r) => r.url().endsWith("/api/v3/app/latest-version") && r.request().method() === "PATCH");
  await page.getByRole("button", { name: "Refresh", exact: true }).click();
  expect((await marked).status()).toBe(200);
  await page.waitForLoadState("load");
  await expect(banner).toHaveCount(0);
});
