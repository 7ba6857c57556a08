import { expect, test, type Page } from "@playwright/test";
import { expectNotMissing, Sessions, type Who } from "./screens";

/**
 * Every link the shell shows leads somewhere real, for each kind of user who can sign in to
 * the app: sidebar, header (breadcrumb, bell), account menu and the Home screen's cards.
 */

/** Internal hrefs in the shell's regions of the current page (external links left out). */
async function shellLinks(page: Page, withMain: boolean): Promise<string[]> {
  const selector = ["aside a[href]", "header a[href]", ...(withMain ? ["main a[href]"] : [])].join(", ");
  return page.locator(selector).evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(location.origin) && !h.includes("#")),
  );
}

async function accountMenuLinks(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith(location.origin)));
  await page.keyboard.press("Escape");
  return hrefs;
}

for (const who of ["owner", "staff", "twofa"] as const satisfies Who[]) {
  test(`every shell link leads to a screen, as ${who}`, async ({ browser }) => {
    // The test opens every screen the shell links to (about thirty for the owner since the
    // coaching modules landed): its budget is three tests', as its work is.
    test.slow();
    const sessions = new Sessions(browser);
    const context = await sessions.context(who);
    const page = await context.newPage();

    const home = await page.goto("/home");
    await expectNotMissing(page, home, "/home");
    const found = new Set([...(await shellLinks(page, true)), ...(await accountMenuLinks(page))]);
    // The shell around each linked screen offers links too (breadcrumbs): follow them once.
    const visited = new Set<string>();
    const queue = [...found];
    while (queue.length) {
      const href = queue.shift()!;
      if (visited.has(href)) continue;
      visited.add(href);
      const res = await page.goto(href);
      await expectNotMissing(page, res, `${who}: ${href}`);
      for (const next of await shellLinks(page, false)) if (!visited.has(next)) queue.push(next);
    }
    // The shell shows links at all (a page that lost its sidebar would pass vacuously).
    expect([...visited].map((h) => new URL(h).pathname)).toContain("/home");
    await context.close();
  });
}

test("a staff user is not offered Start Paid Account", async ({ browser }) => {
  const context = await new Sessions(browser).context("staff");
  const page = await context.newPage();
  await page.goto("/home");
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Account Set-Up" })).toHaveCount(0);
  await context.close();
});

test("a signed-in 404 keeps the shell and leads back to the app", async ({ browser }) => {
  const context = await new Sessions(browser).context("owner");
  const page = await context.newPage();
  for (const path of ["/no-such-page", "/checkout/no-such-tab"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Page Not Found/);
  }
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});

test("a guest's 404 stays the full-page one", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("closing the skip-trial dialog with Escape returns focus to the account menu", async ({ browser }) => {
  const context = await new Sessions(browser).context("owner");
  const page = await context.newPage();
  await page.goto("/home");
  const trigger = page.getByRole("button", { name: /^Account menu for/ });
  await trigger.click();
  await page.getByRole("menuitem", { name: "Account Set-Up" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Enter your account password")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await context.close();
});
