import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths } from "./helpers";

/**
 * Sign-up end to end, as a new coach: Register, the email code and the SMS code read from
 * the dev outbox (one pasted, one typed), business, plan, finish, and the app. Each run
 * makes its own email and number, so nothing depends on other specs' rows.
 */

const stamp = `${Date.now()}`.slice(-7);
const EMAIL = `coach${stamp}@signup.test`;
const PHONE = `+1415555${stamp.slice(-4)}`;

async function codeFromEmail(page: Page, to: string) {
  const res = await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return /\b(\d{6})\b/.exec((await res.json()).text)![1];
}

async function codeFromSms(page: Page, to: string) {
  const res = await page.request.get(`/api/v3/dev/outbox/sms/latest?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return /\b(\d{6})\b/.exec((await res.json()).body)![1];
}

/** The screen passes the axe check and does not scroll sideways at 375 px. */

test("a new coach signs up, verifies email and phone, picks a plan and lands in the app", async ({ page, context }) => {
  // One long flow with twelve axe passes (six screens, two widths): minutes on a shared 2-core machine.
  test.setTimeout(300_000);
  await page.goto("/login");
  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/create-account$/);
  await checkScreenAtBothWidths(page, "Register");

  // An email that already has an account: the shared dialog with its Login link.
  await page.getByLabel("Full name").fill("Casey Coach");
  await page.getByRole("textbox", { name: /^Email/ }).fill("owner@demo.test");
  await page.getByLabel("Mobile phone").fill(PHONE);
  await page.getByLabel(/^Password/).fill("password123");
  await page.getByLabel("Retype password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Email already registered" });
  await expect(dialog).toContainText("already registered");
  await expect(dialog.getByRole("link", { name: "Log in here" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("textbox", { name: /^Email/ }).fill(EMAIL);
  await page.getByRole("button", { name: "Create account" }).click();
  // The toast shows for 2 s (doc 1 s9) from the answer, while the next step loads.
  await expect(page.getByText("Email verification code sent successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/[^/]+\/verify-email$/);
  await expect(page.getByRole("button", { name: "Resend code" })).toBeDisabled();
  await checkScreenAtBothWidths(page, "Verify email");

  // A wrong code says so.
  const code = await codeFromEmail(page, EMAIL);
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Digit 1 of 6").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The verification code is incorrect.")).toBeVisible();

  // Pasting the code into the first box fills all six.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByLabel("Digit 1 of 6").focus();
  await page.evaluate((c) => navigator.clipboard.writeText(c), code);
  await page.keyboard.press("ControlOrMeta+V");
  await expect(page.getByLabel("Digit 6 of 6")).toHaveValue(code[5]);
  await page.getByRole("button", { name: "Verify" }).click();
  // The toast shows for 2 s (doc 1 s9) from the answer, while the next step loads.
  await expect(page.getByText("Email verified successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/verify-phone$/);
  await checkScreenAtBothWidths(page, "Verify phone");

  // Typed digit by digit, the focus moves along.
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFromSms(page, PHONE));
  await page.getByRole("button", { name: "Verify" }).click();
  // The toast shows for 2 s (doc 1 s9) from the answer, while the next step loads.
  await expect(page.getByText("Mobile phone verified successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/verify-business$/);
  await checkScreenAtBothWidths(page, "Verify business");

  await page.getByLabel("Business name").fill(`Casey Fitness ${stamp}`);
  await page.getByLabel("Business type").selectOption("Personal training");
  await page.getByLabel("Business address").fill("1 Main St, Springfield");
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("Time zone").selectOption("America/Chicago");
  await page.getByRole("button", { name: "Continue" }).click();
  // The toast shows for 2 s (doc 1 s9) from the answer, while the next step loads.
  await expect(page.getByText("Business verified successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);
  await checkScreenAtBothWidths(page, "Select plan");

  await page.getByText("Pro", { exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/finish\?plan=\d+$/);
  await expect(page.getByText(/Pro, \$99\.00 \/ month/)).toBeVisible();
  await checkScreenAtBothWidths(page, "Finish");

  await page.getByRole("button", { name: "Activate account and start trial" }).click();
  await page.waitForURL(/\/contacts/);
  // Signed in as the new owner, in their own (empty) location.
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeVisible();
  await expect(page.getByText("No contacts yet")).toBeVisible();
});

test("a sign-up token that does not exist shows the 404 page", async ({ page }) => {
  const res = await page.goto("/account/no-such-token/verify-email");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("Get Started leads to Register", async ({ page }) => {
  await page.goto("/get-started");
  await checkScreenAtBothWidths(page, "Get started");
  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/create-account$/);
});
