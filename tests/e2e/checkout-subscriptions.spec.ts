import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("a buyer starts a trial on a phone; the coach moves its end, ends it and cancels it", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  await page.goto("/checkout/products");
  await page.getByRole("button", { name: "Connect a processor" }).click();
  const connect = page.getByRole("dialog", { name: "Connect a processor" });
  await connect.getByLabel("Account name").fill("Subscriptions account");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Processor has been connected successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Create product" }).first().click();
  const create = page.getByRole("dialog", { name: "Create product" });
  await create.getByLabel("Product name").fill("Monthly Coaching Club");
  await create.getByLabel("Price").fill("29.00");
  await create.getByLabel("Billing").selectOption("subscription");
  await create.getByLabel("Free trial (days)").fill("14");
  await create.getByLabel("Payment processor").selectOption({ label: "Subscriptions account (test mode)" });
  await create.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product has been created successfully!")).toBeVisible();
  const href = await page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Open the checkout page of Monthly Coaching Club" }).getAttribute("href");

  // The buyer, on a phone: nothing due today, the card is saved for the renewals.
  const buyer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await phone.goto(href!);
  await phone.getByLabel("Full name").fill("Tina Trial");
  await phone.getByLabel("Email").fill("tina.trial@example.com");
  await phone.getByRole("button", { name: "Continue to payment" }).click();
  const form = phone.getByRole("form", { name: "Card details" });
  await expect(form).toBeVisible();
  await expect(phone.getByTestId("order-total")).toHaveText("$0.00");
  await form.getByLabel("Cardholder name").fill("Tina Trial");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Place Order/ }).click();
  await phone.waitForURL(/\/thank-you\//);
  await buyer.close();

  await page.goto("/checkout/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
  const table = page.getByRole("table", { name: "Subscriptions" });
  await expect(table.getByText("tina.trial@example.com")).toBeVisible();
  await expect(table.getByText("Trial", { exact: true })).toBeVisible();
  await checkScreenAtBothWidths(page, "checkout subscriptions");

  // A past trial end date is refused on the field; a future one is kept.
  await table.getByRole("button", { name: "Manage Tina Trial's subscription" }).click();
  await page.getByRole("menuitem", { name: "Change trial end date" }).click();
  const dates = page.getByRole("dialog", { name: "Change trial end date" });
  await dates.getByLabel("Trial end date").fill("2020-01-01");
  await dates.getByRole("button", { name: "Save" }).click();
  await expect(dates.getByText("The trial end date must be a date after now.")).toBeVisible();
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dates.getByLabel("Trial end date").fill(later);
  await dates.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Trial end date has been updated successfully!")).toBeVisible();

  await table.getByRole("button", { name: "Manage Tina Trial's subscription" }).click();
  await page.getByRole("menuitem", { name: "End trial now" }).click();
  await expect(page.getByText("Trial status has been updated successfully!")).toBeVisible();
  // Other files' subscriptions are active too (the server is shared): look in Tina's row.
  await expect(table.getByRole("row", { name: /tina\.trial@example\.com/ }).getByText("Active", { exact: true })).toBeVisible();

  await table.getByRole("button", { name: "Manage Tina Trial's subscription" }).click();
  await page.getByRole("menuitem", { name: "Cancel subscription" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel subscription?" });
  await confirm.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Subscription has been cancelled successfully!")).toBeVisible();
  await expect(table.getByText("Cancelled", { exact: true })).toBeVisible();
});
