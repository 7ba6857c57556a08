import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

/** A 1,000-row file of the run's own contacts: two bad emails and one repeated email among them. */
function thousandRows(tag: string): string {
  const rows = ["First name,Last name,Email,Phone"];
  for (let i = 1; i <= 1000; i++) {
    const email = i === 10 || i === 20 ? `not-an-email-${i}` : i === 30 ? `${tag}-1@import.test` : `${tag}-${i}@import.test`;
    rows.push(`Import${i},${tag},${email},`);
  }
  return rows.join("\n") + "\n";
}

test("a coach imports a 1,000-row CSV from the contacts screen, watches the progress and reads the log", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `e2e${Date.now().toString(36)}`;
  await login(page, "owner@demo.test");
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import contacts" });
  await expect(dialog.getByText(/updates that contact instead of adding a second one/).first()).toBeVisible();

  // A file of another type is refused before anything is stored.
  await dialog.getByLabel("Contact file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("First name\nAda\n") });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("The file must be a file of type: csv, xls, xlsx.")).toBeVisible();

  await dialog.getByLabel("Contact file").setInputFiles({ name: `${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(thousandRows(tag)) });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("1,000 rows to import")).toBeVisible();
  // The suggested mapping is preselected.
  await expect(dialog.getByLabel("First name")).toHaveValue("0");
  await expect(dialog.getByLabel("Email")).toHaveValue("2");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Import 1,000 rows" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("status").filter({ hasText: /Imported [\d,]+ of 1,000 contacts\.\.\.\./ })).toBeVisible();
  const done = page.getByRole("alertdialog", { name: "CSV Imported!" });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done.getByText("We have successfully imported your contacts! We sent you an email for more details.")).toBeVisible();
  await expect(done.getByText("997 added, 0 updated, 3 not imported.")).toBeVisible();
  await done.getByRole("button", { name: "View import log" }).click();

  const log = page.getByRole("dialog", { name: "Import contacts" });
  const rows = log.getByRole("list", { name: "Rows not imported" });
  await expect(rows.getByRole("listitem")).toHaveCount(3);
  await expect(rows.getByText("Row 11")).toBeVisible();
  await expect(rows.getByText("Duplicate of row 2: the email is already in this file.")).toBeVisible();
  await log.getByRole("button", { name: "All imports" }).click();
  await expect(log.getByRole("list", { name: "Imports" }).getByText(`${tag}.csv`)).toBeVisible();
  await expectAccessible(page);
  await log.getByRole("button", { name: "Close" }).first().click();

  // The imported contacts are in the list.
  await page.getByRole("searchbox", { name: "Search contacts" }).or(page.getByLabel("Search contacts")).first().fill(`${tag}-999@`);
  await expect(page.getByText(`${tag}-999@import.test`).first()).toBeVisible();
});
