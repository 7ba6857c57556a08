import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

// Names of our own: specs share one seeded database (never assert on counts others change).
const run = Date.now().toString(36);

test("the owner adds a location and a limited user; that user sees only what they may", async ({ page, browser, request }) => {
  // Two sign-ins and a password change (each hashes a password): slow on a busy host.
  test.setTimeout(120_000);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Locations", selected: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add location" }).click();
  const locDialog = page.getByRole("dialog", { name: "Add location" });
  await locDialog.getByLabel("Business name").fill(`Northside ${run}`);
  await locDialog.getByRole("button", { name: "Add location" }).click();
  await expect(page.getByText("Secondary location has been saved successfully!")).toBeVisible();
  await expect(page.getByRole("table", { name: "Locations" }).getByText(`Northside ${run}`)).toBeVisible();

  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page).toHaveURL(/tab=users/);
  await page.getByRole("button", { name: "Add user" }).click();
  const userDialog = page.getByRole("dialog", { name: "Add user" });
  await userDialog.getByLabel("Full name").fill(`Lim ${run}`);
  await userDialog.getByLabel("Email").fill(`lim-${run}@demo.test`);
  // The grid is keyboard-usable: focus Contacts Center view and tick it with Space.
  const view = userDialog.getByRole("checkbox", { name: "Contacts Center: view" });
  await view.focus();
  await page.keyboard.press("Space");
  await expect(view).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(userDialog.getByRole("checkbox", { name: "Contacts Center: create" })).toBeFocused();
  await expectAccessible(page, '[role="dialog"]');
  await userDialog.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByText("The user has been saved successfully!")).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByText(`lim-${run}@demo.test`)).toBeVisible();

  // The new user chooses a password through the emailed link (no password is ever mailed).
  const mail = await request.get(`/api/v3/dev/outbox/latest?to=lim-${run}@demo.test`);
  expect(mail.ok()).toBeTruthy();
  const { text } = await mail.json();
  const link = /https?:\/\/[^/]+(\/password\/[\w-]+\/reset)/.exec(text)![1];
  const context = await browser.newContext();
  const lim = await context.newPage();
  await lim.goto(link);
  await lim.getByLabel("New password").fill("limited-pass-1");
  await lim.getByLabel("Retype password").fill("limited-pass-1");
  await lim.getByRole("button", { name: "Reset password" }).click();
  await expect(lim).toHaveURL(/\/login\?reset=done$/, { timeout: 30_000 });
  await lim.getByLabel("Email").fill(`lim-${run}@demo.test`);
  await lim.getByLabel("Password").fill("limited-pass-1");
  await lim.getByRole("button", { name: "Sign in" }).click();
  await expect(lim).toHaveURL(/\/contacts$/, { timeout: 30_000 });
  await expect(lim.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  // No "add contact" without create; tags and the organization are out of reach.
  await expect(lim.getByRole("button", { name: /add contact/i })).toHaveCount(0);
  await lim.goto("/tags");
  await expect(lim).toHaveURL(/\/access-denied$/);
  await lim.goto("/admin-settings?module=organization");
  await expect(lim).toHaveURL(/\/access-denied$/);
  await context.close();

  // The change is in the owner's audit log.
  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(page.getByRole("table", { name: "Audit log" }).getByText(`Lim ${run}`).first()).toBeVisible();
});

test("lists become cards at 375 px with nothing overflowing", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=users");
  await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
  await expect(page.getByText("owner@demo.test").locator("visible=true").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The tab row scrolls at 375 px. Radix gives it its tab stop in an effect after hydration; the
  // server's HTML has none, and axe run before that flags it as unreachable by keyboard.
  await expect(page.getByRole("tablist").first()).toHaveAttribute("tabindex", "0");
  await expectAccessible(page);
});

test("switching location reloads in that location and shows its contacts", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByText("Select Profile")).toBeVisible();
  await page.getByRole("menuitemradio", { name: /Uptown/ }).click();
  await page.waitForLoadState("load");
  await expect(page.getByRole("button", { name: /Account menu for/ })).toContainText("Uptown");
  // What the API answers for the new location is what the list shows.
  const res = await page.request.get("/api/v3/contact/list?per_page=1");
  const { data, total } = await res.json();
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole("table", { name: "Contacts" }).getByText(data[0].email)).toBeVisible();
  const me = await (await page.request.post("/api/v3/auth/refresh", { headers: { "X-Requested-With": "XMLHttpRequest" } })).json();
  expect(me.accessed.businessname).toBe("Uptown");
});
