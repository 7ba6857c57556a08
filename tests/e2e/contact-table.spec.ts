import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/**
 * The contact table as a coach uses it: filters, remembered columns, managing the status tabs
 * and exporting. Each test makes its own rows (specs share one database) and asserts only on them.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest" };
const run = `${Date.now().toString(36)}`;

async function api<T = { data: { id: number } }>(page: Page, method: "post" | "patch" | "put", path: string, data: unknown): Promise<T> {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

const rows = (page: Page) => page.locator("tbody tr");

// Each flow signs in and makes its own rows; on a shared CI machine that outlasts the default.
test.describe.configure({ timeout: 120_000 });

test("filters by tag and by starred, in the URL", async ({ page }) => {
  await login(page, "owner@demo.test");
  const surname = `Filterly${run}`;
  const tagged = (await api(page, "post", "/contact/save", { first_name: "Tina", last_name: surname })).data.id;
  const starred = (await api(page, "post", "/contact/save", { first_name: "Stan", last_name: surname })).data.id;
  await api(page, "post", "/contact/save", { first_name: "Plain", last_name: surname });
  const tag = (await api(page, "post", "/tag/create", { name: `E2E ${run}` })).data.id;
  await api(page, "patch", "/tag/add-contact", { tag_ids: [tag], contact_ids: [tagged] });
  await api(page, "patch", `/contact/${starred}/update-starred`, { starred: true });

  await page.goto(`/contacts?search=${surname}`);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("group", { name: "Filters" });
  await filters.getByLabel("Tag").selectOption(String(tag));
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Tina");
  await expectAccessible(page);

  await filters.getByLabel("Tag").selectOption("");
  // The box shows the URL's state, which Next syncs after the click (a transition), so the
  // click is checked by its outcome rather than by check()'s immediate read.
  await filters.getByLabel("Starred only").click();
  await expect(filters.getByLabel("Starred only")).toBeChecked();
  await expect(page).toHaveURL(/starred=1/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Stan");

  // A reload keeps the view; a filter nothing matches says so and offers the way back.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  // A select changed before hydration keeps the server's value: wait until React owns the panel.
  await expect(page.getByRole("group", { name: "Filters" })).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("group", { name: "Filters" }).getByLabel("Temperature").selectOption("hot");
  await expect(page.getByText("Nothing matches the search with these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(rows(page)).toHaveCount(3);
  await expect(page).not.toHaveURL(/starred|temperature/);
});

test("a column switched on is remembered after a reload", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  const header = page.locator("thead");
  await expect(header.getByText("Login Count")).toHaveCount(0);
  await page.getByRole("button", { name: "Columns" }).click();
  const saved = page.waitForResponse((r) => r.url().includes("/contact/table-columns") && r.request().method() === "PUT");
  await page.getByRole("menuitemcheckbox", { name: "Login Count" }).click();
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press("Escape");
  await expect(header.getByText("Login Count")).toBeVisible();

  await page.reload();
  await expect(header.getByText("Login Count")).toBeVisible();

  // Back to the defaults, for the other specs.
  await page.getByRole("button", { name: "Columns" }).click();
  const reset = page.waitForResponse((r) => r.url().includes("/contact/table-columns") && r.request().method() === "PUT");
  await page.getByRole("menuitem", { name: "Reset to default" }).click();
  expect((await reset).ok()).toBe(true);
  await expect(header.getByText("Login Count")).toHaveCount(0);
});

test("manage tabs: add, rename, reorder and delete a status", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Manage tabs" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage tabs" });
  await expect(dialog.getByText(/can’t be deleted: move its contacts/)).toBeVisible();
  await expectAccessible(page, "[role=dialog]");

  const clients = dialog.getByRole("region", { name: /^Clients/ });
  const name = `Tier ${run}`;
  await clients.getByLabel("New status in Clients").fill(name);
  await clients.getByRole("button", { name: "Add" }).click();
  // A new status goes last in its tab.
  const row = clients.locator("li").last();
  await expect(row.getByLabel("Status name")).toHaveValue(name);

  // Rename (the contacts keep the status; only its title changes).
  const renamed = `Gold ${run}`;
  await row.getByLabel("Status name").fill(renamed);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Status has been updated successfully!")).toBeVisible();

  // Reorder: up one place.
  const before = await clients.locator("li input").count();
  await clients.getByRole("button", { name: `Move ${renamed} up` }).click();
  await expect(clients.locator("li").nth(before - 2).locator("input")).toHaveValue(renamed);

  // A status holding contacts offers no delete, and says why.
  await expect(clients.getByText(/Holds \d+ contacts?: move them to delete this status\./).first()).toBeVisible();

  // Delete the empty one, after "Are you sure?".
  const count = await clients.getByLabel("Status name").count();
  await clients.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Status has been deleted successfully!")).toBeVisible();
  await expect(clients.getByLabel("Status name")).toHaveCount(count - 1);
  await expect(clients.getByRole("button", { name: `Delete ${renamed}` })).toHaveCount(0);
});

test("export downloads the current view as CSV", async ({ page }) => {
  await login(page, "owner@demo.test");
  const surname = `Exporty${run}`;
  await api(page, "post", "/contact/save", { first_name: "=Sneaky", last_name: surname, email: `sneaky-${run}@export.test` });
  await api(page, "post", "/contact/save", { first_name: "Ella", last_name: surname });
  await page.goto(`/contacts?search=${surname}`);
  await expect(rows(page)).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await file.path())!, "utf8");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toMatch(/^ID,First Name,Last Name,Email/);
  expect(lines).toHaveLength(3);
  expect(text).toContain(`'=Sneaky,${surname},sneaky-${run}@export.test`);
  expect(text).toContain(`Ella,${surname}`);
});

test("at 375 px the toolbar and filters wrap without sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, "owner@demo.test");
  await page.goto("/contacts?starred=1");
  // Hydrated: the server's HTML comes first, and until React has run, the status tabs' list (a
  // Radix roving group) has no tab stop yet, which axe rightly reports on a list that scrolls.
  await expect(page.getByRole("group", { name: "Filters" })).toHaveAttribute("data-hydrated", "true");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});
