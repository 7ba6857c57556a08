import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// Specs share one seeded database: the key made here is revoked before the test ends.
const run = Date.now().toString(36);

test("API keys: the owner creates a key, sees and copies it once, uses it, and revokes it", async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "owner@demo.test");
  await page.goto("/admin-settings?module=organization&tab=integrations");
  const card = page.getByRole("region", { name: "API keys" });
  await expect(card.getByRole("heading", { name: "API keys", exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Create API key" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("The name field is required.")).toBeVisible();
  await dialog.getByLabel("Name").fill(`Make ${run}`);
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "Copy your new API key" });
  await expect(shown.getByText("This is the only time the key is shown.", { exact: false })).toBeVisible();
  const key = await shown.getByLabel("API key").inputValue();
  expect(key.length).toBeGreaterThan(30);
  await shown.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("API key copied successfully!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await checkScreenAtBothWidths(page, "api-key-shown");
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);

  // Listed by name and first characters, never the whole key again.
  const table = card.getByRole("table", { name: "API keys" });
  const row = table.getByRole("row").filter({ hasText: `Make ${run}` });
  await expect(row).toBeVisible();
  await expect(row.getByText(`${key.slice(0, 8)}…`)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await checkScreenAtBothWidths(page, "admin-api-keys");

  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}`, accept: "application/json" } });
  expect((await api.get("/api/v3/contact/list")).status()).toBe(200);

  await row.getByRole("button", { name: `Revoke Make ${run}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(`The key "Make ${run}" stops working at once`, { exact: false })).toBeVisible();
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("The API key has been revoked.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api.get("/api/v3/contact/list")).status()).toBe(401);
  await api.dispose();
});
