import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

test("a coach sets up birthday messages and sees upcoming birthdays", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/birthdays");
  await expect(page.getByRole("heading", { level: 1, name: "Birthdays" })).toBeVisible();
  // The demo seeds a few Downtown birthdays in the coming weeks.
  const upcoming = page.getByRole("table", { name: "Upcoming birthdays" });
  await expect(upcoming.getByRole("link").first()).toBeVisible();
  await expectAccessible(page);

  // An empty message is refused on its field.
  await page.getByRole("textbox", { name: /^Message/ }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The message field is required.")).toBeVisible();

  // Switch to SMS: the subject goes away; save a message and a time zone.
  await page.getByLabel("Send by").selectOption("sms");
  await expect(page.getByLabel("Subject")).toHaveCount(0);
  await page.getByRole("textbox", { name: /^Message/ }).fill("Happy birthday {first_name}! From all of us.");
  await page.getByLabel("Send at").fill("08:15");
  await page.getByLabel("Time zone").selectOption("Europe/Zurich");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Birthday settings have been updated successfully!")).toBeVisible();

  // Activate, then terminate again with the switch (keyboard).
  const toggle = page.getByRole("switch", { name: /Terminated|Activated/ });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Birthday messages have been activated.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  // What was saved is what a reload shows.
  await page.reload();
  await expect(page.getByLabel("Send by")).toHaveValue("sms");
  await expect(page.getByLabel("Send at")).toHaveValue("08:15");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Zurich");
  await page.getByRole("switch", { name: "Activated" }).click();
  await expect(page.getByText("Birthday messages have been terminated.")).toBeVisible();

  // Put the defaults back for other specs that share the database.
  await page.getByLabel("Send by").selectOption("email");
  await page.getByLabel("Subject").fill("Happy birthday, {first_name}!");
  await page.getByLabel("Time zone").selectOption("UTC");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Birthday settings have been updated successfully!").last()).toBeVisible();
});

test("at 375 px the upcoming birthdays are cards and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, "owner@demo.test");
  await page.goto("/birthdays");
  await expect(page.getByRole("heading", { name: "Upcoming birthdays" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Upcoming birthdays" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

test("staff who may only view see the settings read-only", async ({ page }) => {
  await login(page, "staff@demo.test");
  await page.goto("/birthdays");
  await expect(page.getByRole("heading", { level: 1, name: "Birthdays" })).toBeVisible();
  await expect(page.getByRole("switch", { name: /Terminated|Activated/ })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: /^Message/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
});
