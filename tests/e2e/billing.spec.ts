import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/**
 * The coach's own billing in the browser, on the embedded processor. This file pays the demo's
 * inactive account (inactive@demo.test): account-states.spec.ts and the axe sweep, which need it
 * inactive, run before it (files run in name order, one worker).
 */
test("an inactive account pays its bill with a 3DS card on Payment action required and lands in the app", async ({ page }) => {
  await login(page, "inactive@demo.test");
  await expect(page).toHaveURL(/\/payment-action-required$/);
  await page.getByRole("button", { name: "Update billing" }).click();
  const dialog = page.getByRole("dialog", { name: "Update billing" });
  await expect(dialog.getByText("$99.00")).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  // Declined first: the processor's message on the card number.
  await dialog.getByLabel("Cardholder name").fill("Ian Inactive");
  await dialog.getByLabel("Card number").fill("4000 0000 0000 0002");
  await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Pay" }).click();
  await expect(dialog.getByText("Your card was declined.")).toBeVisible();

  // 3D Secure: the bank's check, then the payment is verified and the account opens.
  await dialog.getByLabel("Card number").fill("4000 0025 0000 3155");
  await dialog.getByRole("button", { name: "Pay" }).click();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByText("Payment has been verified successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
});

test("a suspended account chooses a plan; a failed 3DS brings the card form back; paid, it lands in the app", async ({ page }) => {
  await login(page, "suspended@demo.test");
  await expect(page).toHaveURL(/\/account-suspended$/);
  await expectAccessible(page);
  await page.getByRole("radio", { name: /Starter/ }).check();
  await page.getByRole("button", { name: "Reactivate account" }).click();
  const dialog = page.getByRole("dialog", { name: "Reactivate your account" });
  await expect(dialog.getByText("$49.00")).toBeVisible();
  await dialog.getByLabel("Cardholder name").fill("Suki Suspended");
  await dialog.getByLabel("Card number").fill("4000 0025 0000 3155");
  await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 40");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Pay" }).click();
  // Failing the check brings the card form back with the bank's message.
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(dialog.getByText(/unable to authenticate your payment method/)).toBeVisible();
  await dialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Payment has been verified successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
});
