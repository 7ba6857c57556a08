import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

async function fillCard(page: Page, number: string) {
  const form = page.getByRole("form", { name: "Card details" });
  await form.getByLabel("Cardholder name").fill("Bill Buyer");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  return form;
}

async function startAsBuyer(page: Page, href: string, email: string) {
  await page.goto(href);
  await page.getByLabel("Full name").fill("Bill Buyer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
}

const latestMail = async (page: Page, to: string) => {
  const res = await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(to)}`);
  return res.ok() ? ((await res.json()) as { subject: string; text: string; attachments: string[] }) : null;
};

async function createProduct(page: Page, name: string, price: string, subscription?: { trialDays: string }) {
  await page.goto("/checkout/products");
  await page.getByRole("button", { name: "Create product" }).first().click();
  const create = page.getByRole("dialog", { name: "Create product" });
  await create.getByLabel("Product name").fill(name);
  await create.getByLabel("Price").fill(price);
  if (subscription) {
    await create.getByLabel("Billing").selectOption("subscription");
    await create.getByLabel("Free trial (days)").fill(subscription.trialDays);
  }
  await create.getByLabel("Payment processor").selectOption({ label: "Billing account (test mode)" });
  await create.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByText("Product has been created successfully!")).toBeVisible();
  return (await page.getByRole("table", { name: "Products" }).getByRole("link", { name: `Open the checkout page of ${name}` }).getAttribute("href"))!;
}

test("settings, receipt with the invoice PDF, invoice send and download, abandoned email, dunning and a new card by link", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await login(page, "owner@demo.test");

  // Settings tab: the processor, the company on invoices, and the abandoned email's wording.
  await page.goto("/checkout?tab=settings");
  await page.getByRole("button", { name: "Connect a processor" }).click();
  const connect = page.getByRole("dialog", { name: "Connect a processor" });
  await connect.getByLabel("Account name").fill("Billing account");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Processor has been connected successfully!")).toBeVisible();
  await page.getByLabel("Company name").fill("Peak Performance LLC");
  await page.getByLabel("Tax ID").fill("VAT-123");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company settings has been updated successfully!")).toBeVisible();
  await page.getByLabel("Symbol").fill("US$");
  await page.getByRole("button", { name: "Save currency" }).click();
  await expect(page.getByText("Company currency settings has been updated successfully!")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).selectOption({ label: "Abandoned checkout" });
  await page.getByLabel("Subject").fill("Your {product} is waiting");
  await page.getByRole("button", { name: "Save email" }).click();
  await expect(page.getByText("Email settings has been updated successfully!")).toBeVisible();
  await checkScreenAtBothWidths(page, "checkout settings");

  // A buyer on a phone pays with 4242: the receipt carries the invoice PDF.
  const href = await createProduct(page, "Strength Starter", "49.00");
  const buyer = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await buyer.newPage();
  await startAsBuyer(phone, href, "bill.buyer@example.com");
  await (await fillCard(phone, "4242 4242 4242 4242")).getByRole("button", { name: /^Place Order/ }).click();
  await phone.waitForURL(/thank-you/);
  // The receipt is recorded by whichever applies the payment first (finalize or the webhook): wait for it.
  await expect.poll(async () => (await latestMail(page, "bill.buyer@example.com"))?.subject, { timeout: 15_000 }).toMatch(/^Your receipt from/);
  const receipt = await latestMail(page, "bill.buyer@example.com");
  expect(receipt!.attachments).toEqual([expect.stringMatching(/^invoice-[0-9a-f]+\.pdf$/)]);

  // Another buyer gives their email and leaves.
  await startAsBuyer(phone, href, "abby.left@example.com");

  // The coach sends and downloads the invoice from the orders screen.
  await page.goto("/checkout/orders?search=bill.buyer");
  const orders = page.getByRole("table", { name: "Orders" });
  // Amounts in the company currency carry the symbol saved above.
  await expect(orders.getByRole("row", { name: /Bill Buyer/ })).toContainText("US$49.00");
  await orders.getByRole("button", { name: "Send the invoice to Bill Buyer" }).click();
  await expect(page.getByText("Order invoice has been send successfully!")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), orders.getByRole("link", { name: "Download Bill Buyer's invoice" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-[0-9a-f]+\.pdf$/);

  // A subscription on 0341: the card saves for the trial, renewals fail.
  const subHref = await createProduct(page, "Monthly Club", "29.00", { trialDays: "1" });
  await startAsBuyer(phone, subHref, "dana.dunning@example.com");
  await (await fillCard(phone, "4000 0000 0000 0341")).getByRole("button", { name: /^Place Order/ }).click();
  await phone.waitForURL(/thank-you/);

  // Two days on the processor's clock: the abandoned email goes, the renewal fails, the dunning email follows.
  expect((await page.request.post("/api/payments/test/advance-clock", { data: { days: 2 } })).ok()).toBe(true);
  await expect.poll(async () => (await latestMail(page, "abby.left@example.com"))?.subject, { timeout: 30_000 }).toBe("Your Strength Starter is waiting");
  expect((await latestMail(page, "abby.left@example.com"))!.text).toMatch(/\/buy\/[A-Za-z0-9]+\?order=[A-Za-z0-9]+/);
  await expect.poll(async () => (await latestMail(page, "dana.dunning@example.com"))?.subject, { timeout: 30_000 }).toBe("Your payment for Monthly Club did not go through");
  const link = /\/buy\/card\/[\w-]+/.exec((await latestMail(page, "dana.dunning@example.com"))!.text)![0];

  // The buyer's new card by link pays the overdue renewal.
  await phone.goto(link);
  await expect(phone.getByRole("heading", { level: 1, name: "Monthly Club" })).toBeVisible();
  await expect(phone.getByText("Payment overdue")).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.getByRole("button", { name: "Enter a new card" }).click();
  await (await fillCard(phone, "4242 4242 4242 4242")).getByRole("button", { name: "Pay $29.00 and save card" }).click();
  await expect(phone.getByText("Your card has been updated.")).toBeVisible();
  await expect(phone.getByText("Active", { exact: true })).toBeVisible();
  await expect(phone.getByRole("link", { name: /^Download invoice INV-/ })).toHaveCount(2);
  await checkScreenAtBothWidths(phone, "card update");
  await buyer.close();

  await page.goto("/checkout/subscriptions?search=dana.dunning");
  await expect(page.getByRole("table", { name: "Subscriptions" }).getByText("Active", { exact: true })).toBeVisible();
});
