import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, expectAccessible, login } from "./helpers";

/**
 * The coach's own Billing screen (issue 30) on the embedded processor: a card saved with 4242,
 * the contact limit's "Limit exceeded" → Change Plan, and a pause instead of a cancel, then
 * Activate Account. full@demo.test is the demo account seeded at its contact limit (3); only
 * this file signs in as it.
 */
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/billing-ui-${name}.png`, fullPage: true });

test("the owner adds a card (4242) in New Card Details and sees it on file", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/account-billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  // The demo owner is on a trial without limits: usage reads as a count, "Unlimited".
  await expect(page.getByRole("listitem").filter({ hasText: /^Contacts.*Unlimited$/ })).toBeVisible();
  await shot(page, "overview-1280");
  await checkScreenAtBothWidths(page, "Billing overview");

  await page.getByRole("button", { name: /^(Add|Update) card$/ }).click();
  const dialog = page.getByRole("dialog", { name: "New Card Details" });
  await dialog.getByLabel("Card number").waitFor();
  await expect(dialog.getByLabel(/postal|zip/i)).toHaveCount(0);
  // The cardholder name is required.
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(dialog.getByText("The cardholder name is required.")).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await shot(page, "new-card-1280");
  await dialog.getByLabel("Cardholder name").fill("Olivia Owner");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Card has been added successfully!")).toBeVisible();
  await expect(page.getByText(/ending in 4242/)).toBeVisible();
});

test("the plans, profile and invoices tabs read well at both widths", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/account-billing?tab=plans");
  await expect(page.getByRole("tab", { name: "Plans", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Starter" })).toBeVisible();
  await shot(page, "plans-1280");
  await checkScreenAtBothWidths(page, "Billing plans");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "plans-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("tab", { name: "Billing profile" }).click();
  await expect(page).toHaveURL(/tab=profile/);
  await expect(page.getByLabel("Postal code")).toBeVisible();
  await checkScreenAtBothWidths(page, "Billing profile");
  await page.getByRole("tab", { name: "Invoices" }).click();
  await expect(page.getByText(/No invoices yet|Load more|Paid|Open|Void/).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "Billing invoices");
});

test("an account at its contact limit gets Limit exceeded, and Change Plan opens the plans", async ({ page }) => {
  await login(page, "full@demo.test");
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("First name").fill("One");
  await dialog.getByLabel("Last name").fill("Toomany");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  const limit = page.getByRole("alertdialog", { name: "Limit exceeded" });
  await expect(limit).toBeVisible();
  await expect(limit.getByText("Your plan allows 3 contacts. Please upgrade your plan to add more contacts.")).toBeVisible();
  await expectAccessible(page, '[role="alertdialog"]');
  await limit.getByRole("button", { name: "Change Plan" }).click();
  await expect(page).toHaveURL(/\/account-billing\?tab=plans$/);
  await expect(page.getByRole("tab", { name: "Plans", selected: true })).toBeVisible();
});

test("the owner pauses for a month instead of cancelling, then Activate Account resumes", async ({ page }) => {
  await login(page, "full@demo.test");
  await page.goto("/account-billing");
  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(/\/cancellation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Before you cancel" })).toBeVisible();
  await shot(page, "cancellation-1280");
  await checkScreenAtBothWidths(page, "Cancellation");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "cancellation-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("radio", { name: "2 months" }).check();
  await page.getByRole("button", { name: "Pause my account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Pause my account" }).click();
  await expect(page).toHaveURL(/\/activate-account$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});
