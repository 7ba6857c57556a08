import * as OTPAuth from "otpauth";
import { expect, test } from "@playwright/test";
import { expectAccessible, expectScreenAccessible, login, VIEWPORTS, submitLogin } from "./helpers";

test("a wrong password shows the field error and stays on Login", async ({ page }) => {
  await page.goto("/login");
  await expectAccessible(page);
  await page.getByLabel("Email").fill("owner@demo.test");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [email, path, heading] of [
  ["inactive@demo.test", "/payment-action-required", "Payment action required"],
  ["suspended@demo.test", "/account-suspended", "Your account is suspended"],
  ["hibernated@demo.test", "/activate-account", "Welcome back!"],
] as const) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expectAccessible(page);
    if (path === "/activate-account") {
      // Its only demo account is activated below, so the full screen check runs here (screens.ts).
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await expectScreenAccessible(page, `${path} at ${viewport.width}px`);
      }
    }
    // The routing rules keep the account there: app screens send it back.
    await page.goto("/contacts");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test("a hibernated account activates itself and reaches its contacts", async ({ page }) => {
  await login(page, "hibernated@demo.test");
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test("a 2FA account enters a TOTP code and lands", async ({ page }) => {
  await login(page, "twofa@demo.test");
  await expect(page).toHaveURL(/\/two-factor-authentication$/);
  await expectAccessible(page);
  await page.goto("/contacts");
  await expect(page).toHaveURL(/\/two-factor-authentication$/);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The two-factor code is invalid. Please try again.")).toBeVisible();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32("JBSWY3DPEHPK3PXP"), digits: 6, period: 30 }).generate();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
});

test("a visitor opening an app screen is sent to Login and back after signing in", async ({ page }) => {
  await page.goto("/contacts?status=clients");
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await submitLogin(page, "owner@demo.test");
  await expect(page).toHaveURL(/\/contacts\?status=clients$/);
});

test("forgot password: the reset link from the outbox sets a new password", async ({ page, request }) => {
  // A user no other spec signs in as: the new password stays for the rest of the run.
  const email = "location@demo.test";
  await page.goto("/forgot");
  await expectAccessible(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we have sent a password reset link.")).toBeVisible();
  // The embedded outbox is open to the e2e run (DEV_OUTBOX=1 in playwright.config.ts).
  const mail = await request.get(`/api/v3/dev/outbox/latest?to=${email}`);
  expect(mail.ok()).toBeTruthy();
  const { text } = await mail.json();
  const link = /https?:\/\/[^/]+(\/password\/[\w-]+\/reset)/.exec(text)![1];
  await page.goto(link);
  await page.getByLabel("New password").fill("brand-new-pass");
  await page.getByLabel("Retype password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=done$/);
  await expect(page.getByText("Your password has been reset. You can now log in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});
