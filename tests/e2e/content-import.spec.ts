import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// A coach imports playbooks from a CSV into two accounts from the playbooks dashboard.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const HEADER = "content_type,title,section,subsection,content,question_type,options,media_url\n";
const ITEMS = 120;
const csv = HEADER + Array.from({ length: ITEMS }, (_, i) => `1,Imported ${stamp} ${i + 1},Welcome,Intro,Hello ${i + 1},,,\n1,Imported ${stamp} ${i + 1},Week 1,Train,Lift,,,\n`).join("");

test("import a CSV of playbooks into two accounts with live progress, then see the history", async ({ page }) => {
  // 240 items through the import job, with a wait of its own for them.
  test.slow();
  await login(page, "owner@demo.test");
  await page.goto("/playbooks");
  await expect(page.getByRole("heading", { name: "Playbooks", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const wizard = page.getByRole("dialog", { name: "Content Importer" });
  await expect(wizard.getByText("Import Your CSV Content File")).toBeVisible();
  await expect(wizard.getByRole("link", { name: "Playbooks sample" })).toHaveAttribute("href", "/samples/content-import-playbooks.csv");
  await checkScreenAtBothWidths(page, "content import wizard");

  // Mixed types: step 5.
  await wizard.getByLabel("Content file").setInputFiles({ name: "mixed.csv", mimeType: "text/csv", buffer: Buffer.from(HEADER + "1,A,S,,x,,,\n2,B,,,y,,,\n") });
  await expect(wizard.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(wizard.getByText("Incorrectly formatted. please try again.")).toBeVisible();
  // The step's own Close (the dialog's X is also named Close).
  await wizard.locator("button", { hasText: "Close" }).click();

  // A good file: step 1, then the accounts.
  await wizard.getByLabel("Content file").setInputFiles({ name: `${stamp}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(wizard.getByText("CSV file successfully loaded. Press import.")).toBeVisible();
  await wizard.getByRole("button", { name: "Import", exact: true }).click();
  await expect(wizard.getByRole("heading", { name: "Import To" })).toBeVisible();
  await wizard.getByRole("button", { name: "Continue" }).click();
  await expect(wizard.getByText("Please select a account to proceed")).toBeVisible();
  await checkScreenAtBothWidths(page, "content import accounts");
  await wizard.getByRole("checkbox").nth(0).check();
  await wizard.getByRole("checkbox").nth(1).check();
  await wizard.getByRole("button", { name: "Continue" }).click();

  // Live progress, then done.
  await expect(wizard.getByRole("heading", { name: "Great !" })).toBeVisible();
  await expect(wizard.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(wizard.getByText(new RegExp(`^\\d+/${ITEMS * 2} Items$`))).toBeVisible();
  await expect(wizard.getByText(`${ITEMS * 2}/${ITEMS * 2} Items Imported`)).toBeVisible({ timeout: 60_000 });
  await expect(wizard.getByText("Your content has been imported")).toBeVisible();
  await wizard.getByRole("button", { name: "Show Me" }).click();

  // The history: the latest batch with what it made in each account.
  const history = wizard.getByRole("region", { name: "Content Import History" });
  await expect(history.getByText(`${stamp}.csv`)).toBeVisible();
  await expect(history.getByText("Downtown")).toBeVisible();
  await expect(history.getByText("Uptown")).toBeVisible();
  await expect(history.getByText(`Imported ${stamp} 1,`, { exact: false }).first()).toBeVisible();
  await page.keyboard.press("Escape");

  // The dashboard shows the new playbooks.
  await page.getByRole("searchbox").first().fill(`Imported ${stamp} 120`);
  await expect(page.getByText(`Imported ${stamp} 120`, { exact: true })).toBeVisible();
});
