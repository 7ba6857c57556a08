import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/**
 * Downtown's contact total as the API answers it now: other specs add contacts (the profile
 * spec), and specs run one at a time (playwright.config.ts), so this is the number on screen.
 */
async function downtownTotal(page: Page): Promise<number> {
  const res = await page.request.get("/api/v3/contact/list?per_page=1");
  expect(res.ok()).toBe(true);
  const { total } = (await res.json()) as { total: number };
  expect(total).toBeGreaterThanOrEqual(60); // the demo seed's 60, plus what other specs added
  return total;
}

test("the owner logs in, lands on contacts with tabs and rows, and logs out", async ({ page }) => {
  await login(page, "owner@demo.test");
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle(/Contacts/);
  for (const tab of ["All", "Leads", "Trials", "Clients", "Staff", "Lost"]) {
    await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toBeVisible();
  }
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(`Showing 1–25 of ${(await downtownTotal(page)).toLocaleString("en-US")}`)).toBeVisible();
  await expectAccessible(page);

  // Breadcrumb starts at Home.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(crumbs.getByText("Contacts")).toBeVisible();

  // Avatar dropdown: name, user type, email, and Logout.
  await page.getByRole("button", { name: /Account menu for/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("owner@demo.test")).toBeVisible();
  await expect(menu.getByText("Primary Account").first()).toBeVisible();
  await expectAccessible(page, "[role=menu]");
  await menu.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);

  // The session is over on the server too: app screens send the visitor to Login.
  await page.goto("/contacts");
  await expect(page).toHaveURL(/\/login/);
});

test("tabs filter, search narrows, sorting and paging move through the list", async ({ page }) => {
  await login(page, "owner@demo.test");
  // The seed's 12 clients, plus any another spec moved there (the bulk-bar spec does).
  const clients = (await (await page.request.get("/api/v3/contact/list?status=clients&per_page=1")).json()).total as number;
  expect(clients).toBeGreaterThanOrEqual(12);
  await page.getByRole("tab", { name: /^Clients/ }).click();
  await expect(page).toHaveURL(/status=clients/);
  await expect(page.locator("tbody tr")).toHaveCount(Math.min(clients, 25));

  await page.getByRole("tab", { name: /^All/ }).click();
  await page.getByRole("searchbox", { name: "Search contacts" }).or(page.getByLabel("Search contacts")).first().fill("zzzz-nobody");
  await expect(page.getByText(/No contacts match/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear search" }).first().click();
  await expect(page.locator("tbody tr")).toHaveCount(25);

  await page.getByRole("button", { name: /Last Name/i }).click();
  await expect(page).toHaveURL(/sort=last_name/);
  await page.getByRole("button", { name: /next page/i }).click();
  await expect(page.getByText(`Showing 26–50 of ${(await downtownTotal(page)).toLocaleString("en-US")}`)).toBeVisible();
});

test("home shows contact counts per status (the setup guide waits for its screens)", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your contacts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get Set Up In 3 Steps" })).toHaveCount(0);
  await expectAccessible(page);
});

test("staff without a view permission sees AccessDenied", async ({ page }) => {
  await login(page, "staff@demo.test");
  await expect(page).toHaveURL(/\/contacts$/);
  await page.goto("/broadcasts");
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole("heading", { name: /access/i })).toBeVisible();
  await expectAccessible(page);
});

test("the owner switches location from Select Profile and sees that location's contacts", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitemradio", { name: /Uptown/ }).or(page.getByRole("menuitem", { name: /Uptown/ })).first().click();
  await expect(page.getByText("Showing 1–10 of 10")).toBeVisible({ timeout: 20_000 });
});

test("at 375 px the sidebar is a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, "owner@demo.test");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeVisible();
  await expectAccessible(page, "[role=dialog]");
});

test("contacts: selecting a page offers every matching contact to the bulk bar", async ({ page }) => {
  await login(page, "owner@demo.test");
  await expect(page.locator("tbody tr")).toHaveCount(25);
  await page.getByRole("checkbox", { name: "Select all contacts on this page" }).click();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("25 selected");
  const total = await downtownTotal(page);
  const n = (x: number) => x.toLocaleString("en-US");
  await bar.getByRole("button", { name: `Select all ${n(total)} contacts` }).click();
  await expect(bar).toContainText(`All ${n(total)} selected`);
  // Unticking one row leaves the rest of the matching set selected.
  await page.locator("tbody tr").first().getByRole("checkbox").click();
  await expect(bar).toContainText(`${n(total - 1)} selected`);
  await expectAccessible(page);
  // A new filter is a new set: the selection is dropped.
  await page.getByRole("tab", { name: /^Clients/ }).click();
  await expect(bar).toBeHidden();
});

test("at 375 px contacts read as cards and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, "owner@demo.test");
  const cards = page.getByRole("list", { name: "Contacts" }).getByRole("listitem");
  await expect(cards).toHaveCount(25);
  await expect(page.getByRole("table", { name: "Contacts" })).toBeHidden();
  // The name leads each card, with the status beside it, and opens the contact's profile.
  await expect(cards.first()).toContainText(/^\s*\S+ \S+/);
  await expect(cards.first().getByRole("link")).toHaveAttribute("href", /^\/contact\/\d+\/profile$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await cards.first().getByRole("checkbox").click();
  await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText("1 selected");
  await expectAccessible(page);
});
