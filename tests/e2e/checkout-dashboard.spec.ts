import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("the checkout dashboard shows a sale made at /buy (test data), with its activity", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Checkout/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // Settings: connect the (embedded, test-mode) processor here.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page).toHaveURL(/tab=settings/);
  await page.getByRole("button", { name: "Connect a processor" }).click();
  const connect = page.getByRole("dialog", { name: "Connect a processor" });
  await connect.getByLabel("Account name").fill("Dashboard account");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByRole("list", { name: "Connected processors" }).getByText("Dashboard account")).toBeVisible();

  await page.getByRole("navigation", { name: "Checkout screens" }).getByRole("link", { name: "Products" }).click();
  await page.getByRole("button", { name: "Create product" }).first().click();
  const create = page.getByRole("dialog", { name: "Create product" });
  await create.getByLabel("Product name").fill("Dashboard Deal");
  await create.getByLabel("Price").fill("19.00");
  await create.getByLabel("Payment processor").selectOption({ label: "Dashboard account (test mode)" });
  await create.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product has been created successfully!")).toBeVisible();
  const href = await page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Open the checkout page of Dashboard Deal" }).getAttribute("href");

  const buyer = await browser.newContext();
  const shop = await buyer.newPage();
  await shop.goto(href!);
  await shop.getByLabel("Full name").fill("Dash Buyer");
  await shop.getByLabel("Email").fill("dash.buyer@example.com");
  await shop.getByRole("button", { name: "Continue to payment" }).click();
  const form = shop.getByRole("form", { name: "Card details" });
  await form.getByLabel("Cardholder name").fill("Dash Buyer");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Place Order/ }).click();
  await shop.waitForURL(/thank-you/);
  await buyer.close();

  await page.goto("/checkout");
  await expect(page.getByText("Dash Buyer bought Dashboard Deal")).toBeVisible();
  // The embedded processor is a test processor: its sales show with "Test data" on.
  await page.getByLabel("Test data").click();
  await page.getByLabel("Period").selectOption("today");
  const gross = page.getByRole("definition").first();
  // A sale's amount (in whatever symbol another file saved for the company currency), not zero.
  await expect(gross).toHaveText(/\$\d/);
  await expect(gross).not.toHaveText(/\$0\.00$/);
  await expect(page.getByRole("table", { name: "Gross sales per period" })).toBeAttached();
  await checkScreenAtBothWidths(page, "checkout dashboard");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation", { name: "Checkout screens" }).getByRole("link", { name: "Logs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout logs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Checkout logs" }).getByText("Dash Buyer bought Dashboard Deal")).toBeVisible();
  await page.getByRole("tab", { name: "Refunds" }).click();
  await expect(page).toHaveURL(/filter=refund/);
  await checkScreenAtBothWidths(page, "checkout logs");
});
