import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login, submitLogin } from "./helpers";

// profile@demo.test is this spec's own user (lib/demo/seed.ts): it changes its name, picture
// and 2FA state, which no other spec reads. The owner and twofa demo users are left alone.
const EMAIL = "profile@demo.test";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function openEditProfile(page: Page) {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("edit profile from the avatar menu, turn on 2FA, then sign in with a TOTP code", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, EMAIL);

  // Edit Profile: a new picture and name; the shell shows them after saving.
  let dialog = await openEditProfile(page);
  await expectAccessible(page, "[role=dialog]");
  await expect(dialog.getByLabel("Account Email")).toHaveValue(EMAIL);
  await dialog.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("button", { name: "Change picture" })).toBeVisible();
  await dialog.getByLabel("Full Name").fill("Pat Profiled");
  // A new password asks for the current one; a mismatched retype is refused in place.
  await dialog.getByLabel("Password", { exact: true }).fill("a-new-password");
  await dialog.getByLabel("Retype Password").fill("a-new-passwore");
  await expect(dialog.getByLabel("Current Password")).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The password confirmation does not match.")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("");
  await dialog.getByLabel("Retype Password").fill("");
  await expect(dialog.getByLabel("Current Password")).toBeHidden();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile has been updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toContainText("Pat Profiled");

  // 2FA: the QR code's key gives the code the test types, with the account password.
  dialog = await openEditProfile(page);
  await expect(dialog.getByText("Two-factor authentication")).toBeVisible();
  await dialog.getByRole("button", { name: "Set up" }).click();
  const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  await expect(setup.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectAccessible(page, "[role=dialog]");
  const secret = await setup.getByTestId("twofa-secret").getAttribute("data-secret");
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret!), digits: 6, period: 30 });
  await setup.getByLabel("6-digit code").fill(totp.generate());
  await setup.getByLabel("Account password").fill("password124");
  await setup.getByRole("button", { name: "Turn on" }).click();
  await expect(setup.getByText("The current password is incorrect.")).toBeVisible();
  await setup.getByLabel("Account password").fill("password123");
  await setup.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(codes.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(8);
  await expectAccessible(page, "[role=dialog]");
  await codes.getByRole("button", { name: "I've saved my codes" }).click();
  await expect(codes).toBeHidden();
  // Edit Profile now shows 2FA as on, with the way to turn it off.
  dialog = await openEditProfile(page);
  await expect(dialog.getByText("On", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Turn off" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // Sign out and back in: the second factor is now asked for.
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, EMAIL);
  await expect(page).toHaveURL(/\/two-factor-authentication$/);
  // The confirming code's time step is spent: the next step's code (within the drift) is new.
  await page.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toContainText("Pat Profiled");
});
