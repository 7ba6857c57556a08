import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

/**
 * The downgrade screen (issue 30): downgrade@demo.test is seeded on Pro, mid-period, with 12
 * products in its one location; Starter allows 10. The owner picks Starter, sees the two over,
 * archives two, confirms (a change at the period's end), then puts everything back: resume drops
 * the pending plan and the two products come back. Only this file signs in as this account.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

type Group = { key: string; type: string | null; assets: { id: number; name: string; archived: boolean }[] };

/** What the seed had: no pending plan, every product on sale (runs after the test, pass or fail). */
async function restore(page: Page) {
  const sub = await (await page.request.get("/api/v3/billing/subscription", { headers: XHR })).json();
  if (sub.pending_plan) expect((await page.request.patch("/api/v3/billing/update-subscription", { headers: XHR, data: { action: "resume" } })).ok()).toBe(true);
  const { data } = (await (await page.request.get("/api/v3/billing/all-assets", { headers: XHR })).json()) as { data: Group[] };
  for (const a of data.find((g) => g.key === "products")!.assets.filter((x) => x.archived)) {
    const res = await page.request.post("/api/v3/billing/archive-unarchive-asset", { headers: XHR, data: { type: "product", id: a.id, archive: false } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test("the owner picks a lower plan, archives the excess products and confirms the downgrade", async ({ page }) => {
  await login(page, "downgrade@demo.test");
  try {
    await page.goto("/account-billing?tab=plans");
    await expect(page.getByRole("tab", { name: "Plans", selected: true })).toBeVisible();
    await page.getByRole("button", { name: "Downgrade to Starter" }).click();

    await expect(page).toHaveURL(/\/account\/\d+\/downgrade\?plan=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Downgrade Plan" })).toBeVisible();
    const products = page.locator("li", { has: page.getByRole("meter", { name: "Products" }) });
    await expect(products.getByRole("meter")).toHaveAttribute("aria-valuetext", "12 of 10");
    await expect(products.getByText(/^2 products over/)).toBeVisible();
    const confirm = page.getByRole("button", { name: "Confirm downgrade" });
    await expect(confirm).toBeDisabled();
    await checkScreenAtBothWidths(page, "Downgrade plan");

    // Archive the two newest: each is a toast and the meter follows.
    await page.getByRole("button", { name: "Archive Class pack 12" }).click();
    await expect(page.getByText("Product has been archived successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unarchive Class pack 12" })).toBeVisible();
    await expect(products.getByText(/^1 product over/)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await page.getByRole("button", { name: "Archive Class pack 11" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Unarchive Class pack 11" })).toBeVisible();
    await expect(products.getByRole("meter")).toHaveAttribute("aria-valuetext", "10 of 10");
    await expect(products.getByText("Fits Starter")).toBeVisible();

    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/account-billing$/);
    await expect(page.getByText(/^Your plan will change to Starter on /)).toBeVisible();
    await expect(page.getByText(/Your plan changes to Starter/)).toBeVisible();
  } finally {
    await restore(page);
  }
  const { data } = (await (await page.request.get("/api/v3/billing/all-assets", { headers: XHR })).json()) as { data: Group[] };
  expect(data.find((g) => g.key === "products")!.assets.every((a) => !a.archived)).toBe(true);
  expect((await (await page.request.get("/api/v3/billing/subscription", { headers: XHR })).json()).pending_plan).toBeNull();
});

test("without a plan to downgrade to, the screen says where to choose one", async ({ page }) => {
  await login(page, "downgrade@demo.test");
  const sub = await (await page.request.get("/api/v3/billing/subscription", { headers: XHR })).json();
  await page.goto(`/account/${sub.id}/downgrade`);
  await expect(page.getByRole("heading", { level: 2, name: "Choose a plan to downgrade to" })).toBeVisible();
  await checkScreenAtBothWidths(page, "Downgrade plan empty");
  await page.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/account-billing\?tab=plans$/);
});
