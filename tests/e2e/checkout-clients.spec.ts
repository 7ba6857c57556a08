import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("a coach sees a buyer in Clients, edits the profile, and shares the product to another location", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  await page.goto("/checkout/products");
  await page.getByRole("button", { name: "Connect a processor" }).click();
  const connect = page.getByRole("dialog", { name: "Connect a processor" });
  await connect.getByLabel("Account name").fill("Clients account");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Processor has been connected successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Create product" }).first().click();
  const create = page.getByRole("dialog", { name: "Create product" });
  await create.getByLabel("Product name").fill("Nutrition Reset");
  await create.getByLabel("Price").fill("39.00");
  await create.getByLabel("Payment processor").selectOption({ label: "Clients account (test mode)" });
  await create.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product has been created successfully!")).toBeVisible();
  const products = page.getByRole("table", { name: "Products" });
  const href = await products.getByRole("link", { name: "Open the checkout page of Nutrition Reset" }).getAttribute("href");

  const buyer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await phone.goto(href!);
  await phone.getByLabel("Full name").fill("Cleo Client");
  await phone.getByLabel("Email").fill("cleo.client@example.com");
  await phone.getByRole("button", { name: "Continue to payment" }).click();
  const form = phone.getByRole("form", { name: "Card details" });
  await form.getByLabel("Cardholder name").fill("Cleo Client");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Place Order/ }).click();
  await phone.waitForURL(/\/thank-you\//);
  await buyer.close();

  // Share the product: the copy arrives archived in Uptown.
  await products.getByRole("button", { name: "More actions for Nutrition Reset" }).click();
  await page.getByRole("menuitem", { name: "Share with locations" }).click();
  const share = page.getByRole("alertdialog", { name: "Share product" });
  await expect(share.getByRole("button", { name: "Share" })).toBeDisabled();
  await share.getByRole("checkbox", { name: "Uptown" }).check();
  await share.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Product has been shared successfully!")).toBeVisible();

  // The buyer is a client; a test purchase is labelled, not summed.
  await page.goto("/checkout");
  await page.getByRole("navigation", { name: "Checkout screens" }).getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  const table = page.getByRole("table", { name: "Clients" });
  await expect(table.getByText("cleo.client@example.com")).toBeVisible();
  await expect(table.getByText("Test", { exact: true }).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "checkout clients");

  await table.getByRole("button", { name: /^Cleo Client/ }).click();
  const profile = page.getByRole("dialog", { name: "Cleo Client" });
  await expect(profile.getByText("Nutrition Reset")).toBeVisible();
  await profile.getByRole("button", { name: "Edit profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit client profile" });
  await edit.getByLabel("Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("The email must be a valid email address.")).toBeVisible();
  await edit.getByLabel("Email").fill("cleo@example.com");
  await edit.getByLabel("Last name").fill("Customer");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile has been updated successfully!")).toBeVisible();
  await expect(table.getByText("Cleo Customer")).toBeVisible();
  await expect(table.getByText("cleo@example.com")).toBeVisible();
});

test("the coach updates a subscriber's card: a declined card is refused on the card field, 4242 is saved and shown", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  await page.goto("/checkout/products");
  await page.getByRole("button", { name: "Connect a processor" }).click();
  const connect = page.getByRole("dialog", { name: "Connect a processor" });
  await connect.getByLabel("Account name").fill("Card update account");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Processor has been connected successfully!")).toBeVisible();

  await page.getByRole("button", { name: "Create product" }).first().click();
  const create = page.getByRole("dialog", { name: "Create product" });
  await create.getByLabel("Product name").fill("Card Update Club");
  await create.getByLabel("Price").fill("19.00");
  await create.getByLabel("Billing").selectOption("subscription");
  await create.getByLabel("Payment processor").selectOption({ label: "Card update account (test mode)" });
  await create.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product has been created successfully!")).toBeVisible();
  const href = await page.getByRole("table", { name: "Products" }).getByRole("link", { name: "Open the checkout page of Card Update Club" }).getAttribute("href");

  const buyer = await browser.newContext();
  const buy = await buyer.newPage();
  await buy.goto(href!);
  await buy.getByLabel("Full name").fill("Carla Cardholder");
  await buy.getByLabel("Email").fill("carla.cardholder@example.com");
  await buy.getByRole("button", { name: "Continue to payment" }).click();
  const buyForm = buy.getByRole("form", { name: "Card details" });
  await buyForm.getByLabel("Cardholder name").fill("Carla Cardholder");
  await buyForm.getByLabel("Card number").fill("5555 5555 5555 4444");
  await buyForm.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await buyForm.getByLabel("CVC").fill("123");
  await buyForm.getByRole("button", { name: /^Place Order/ }).click();
  await buy.waitForURL(/\/thank-you\//);
  await buyer.close();

  await page.goto("/checkout/clients");
  await page.getByLabel("Search clients").fill("carla.cardholder@example.com");
  const table = page.getByRole("table", { name: "Clients" });
  await table.getByRole("button", { name: /^Carla Cardholder/ }).click();
  const profile = page.getByRole("dialog", { name: "Carla Cardholder" });
  await expect(profile.getByText("Card Update Club")).toBeVisible();
  await profile.getByRole("button", { name: "Update card" }).click();

  const dialog = page.getByRole("dialog", { name: "Update card" });
  const form = dialog.getByRole("form", { name: "Card details" });
  await form.getByLabel("Cardholder name").fill("Carla Cardholder");
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(form.getByText("Your card was declined.")).toBeVisible();
  await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await checkScreenAtBothWidths(page, "checkout client card dialog");

  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Card has been updated successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText("Visa ending 4242")).toBeVisible();

  // The subscription's history (its paid renewals carry Send invoice and Download).
  await page.goto("/checkout/subscriptions");
  await page.getByRole("button", { name: "Manage Carla Cardholder's subscription" }).click();
  await page.getByRole("menuitem", { name: "History and renewal invoices" }).click();
  const history = page.getByRole("dialog", { name: "Subscription history" });
  await expect(history.getByText("First payment")).toBeVisible();
  await checkScreenAtBothWidths(page, "checkout subscription history");
});
