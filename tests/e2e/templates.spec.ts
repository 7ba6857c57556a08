import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

test("a coach writes a template with merge fields and a signature, test-sends it for a contact and reads it in the mailbox", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, "owner@demo.test");

  // A default signature added to every email.
  await page.goto("/template/signatures");
  await expect(page.getByRole("heading", { level: 1, name: "Signatures" })).toBeVisible();
  await page.getByRole("button", { name: "New signature" }).first().click();
  await page.getByLabel("Full name").fill("Jordan Coach");
  await page.getByLabel("Credentials").fill("CSCS");
  await page.getByLabel("Phone", { exact: true }).fill("+1 415 555 0100");
  await page.getByRole("switch", { name: /Short labels/ }).click();
  await page.getByRole("switch", { name: "Default signature", exact: true }).click();
  await page.getByRole("switch", { name: "Add the default signature to every email" }).click();
  await expect(page.frameLocator('iframe[title="Signature preview"]').getByText("P:")).toBeVisible();
  await page.getByRole("button", { name: "Save signature" }).click();
  await expect(page.getByText("Signature has been saved successfully!")).toBeVisible();
  await expect(page.getByText("On every email")).toBeVisible();

  // A new email template, written with merge fields.
  await page.goto("/template");
  await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await dialog.getByLabel("Template name").fill("Welcome email e2e");
  await dialog.getByLabel("Type").selectOption("1");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/template\/\d+\/edit$/);
  await page.getByLabel("Subject").fill("Welcome {{ contact.first_name }}");
  const body = page.getByRole("textbox", { name: "Email body" });
  await expect(page.locator("[data-hydrated=true]").filter({ has: body })).toBeVisible();
  await body.click();
  await page.keyboard.type("Hi ");
  await page.getByRole("button", { name: "Insert" }).click();
  await page.getByRole("menuitem", { name: "Contact first name" }).click();
  await page.keyboard.type(", your plan is ready.");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Template has been updated successfully!")).toBeVisible();

  // Rendered for a contact: their name and the signature are in the preview.
  const first = page.getByRole("list", { name: "Matching contacts" }).getByRole("listitem").first();
  const contactName = (await first.locator("label span").first().innerText()).trim();
  const firstName = contactName.split(" ")[0];
  await first.getByRole("checkbox").click();
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByText(`Hi ${firstName}, your plan is ready.`)).toBeVisible();
  await expect(preview.getByText("Jordan Coach")).toBeVisible();
  await expect(page.getByText(`Welcome ${firstName}`)).toBeVisible();
  await checkScreenAtBothWidths(page, "Template editor");

  // Test send, then read it in the mailbox.
  await page.getByRole("button", { name: "Send test" }).click();
  const testDialog = page.getByRole("dialog", { name: "Send a test email" });
  await testDialog.getByLabel("Send to").fill("coach.e2e@example.com");
  await testDialog.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test email has been sent successfully!")).toBeVisible();

  await page.goto("/mailbox");
  await expect(async () => {
    await page.reload();
    await page.getByRole("button", { name: new RegExp(`coach\\.e2e@example\\.com.*\\[Test\\] Welcome ${firstName}`) }).first().click();
    await expect(page.getByRole("heading", { name: `[Test] Welcome ${firstName}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const mail = page.frameLocator(`iframe[title="Email: [Test] Welcome ${firstName}"]`);
  await expect(mail.getByText(`Hi ${firstName}, your plan is ready.`)).toBeVisible();
  await expect(mail.getByText("Jordan Coach")).toBeVisible();

  // The dashboard shows the card; both widths pass.
  await page.goto("/template");
  await expect(page.getByRole("link", { name: "Welcome email e2e" })).toBeVisible();
  await checkScreenAtBothWidths(page, "Templates dashboard");

  // Leave signatures as other specs expect them: none applied to every email.
  await page.goto("/template/signatures");
  await page.getByRole("button", { name: "Delete" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Signature has been deleted successfully!")).toBeVisible();
});
