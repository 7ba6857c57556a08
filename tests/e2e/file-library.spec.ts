import { expect, test } from "@playwright/test";
import { expectAccessible, login } from "./helpers";

// One coach's flow through the file library, in order: each step uses the previous one's file.
test.describe.configure({ mode: "serial" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const stamp = Date.now().toString(36);
const fileName = `Meal plan ${stamp}`;
const folderName = `Week ${stamp}`;

test("upload, folder, move, rename, download and delete with DELETE typed", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/files");
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();

  // Upload through the file picker (the drop zone's button opens the same input).
  await page.getByTestId("file-upload-input").setInputFiles({ name: `${fileName}.pdf`, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(fileName) });
  await expect(row).toBeVisible();

  // A folder: 25 characters are refused before anything is sent, then a valid title.
  await page.getByRole("button", { name: "New folder" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Folder name").fill("x".repeat(25));
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog.getByText("The title may not be greater than 24 characters.")).toBeVisible();
  await dialog.getByLabel("Folder name").fill(folderName);
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog).toBeHidden();
  const folderCard = page.getByRole("button", { name: new RegExp(`^${folderName}`) });
  await expect(folderCard).toBeVisible();

  // The same name again is the spec's message.
  await page.getByRole("button", { name: "New folder" }).click();
  await dialog.getByLabel("Folder name").fill(folderName.toUpperCase());
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog.getByText("The folder name has already been taken!")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Move the file into the folder.
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Move to folder" }).click();
  const move = page.getByRole("alertdialog");
  await move.getByLabel(folderName).check();
  await move.getByRole("button", { name: "Move" }).click();
  await expect(row).toBeHidden();
  await folderCard.click();
  await expect(page.getByRole("navigation", { name: "Folder path" }).getByText(folderName)).toBeVisible();
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // Rename.
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await dialog.getByLabel("File name").fill(`${fileName} v2`);
  await dialog.getByRole("button", { name: "Rename" }).click();
  const renamed = page.getByRole("row", { name: new RegExp(`${fileName} v2`) });
  await expect(renamed).toBeVisible();

  // Download: the browser saves it under the new name with the bytes uploaded.
  await renamed.getByRole("button", { name: /Actions for/ }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fileName} v2.pdf`);

  // Delete: lower case is refused with the spec's message, DELETE deletes.
  await renamed.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByLabel("Type DELETE to confirm").fill("delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByText("Please enter all capital letters")).toBeVisible();
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed).toBeHidden();
  await expect(page.getByText(`${folderName} has no files yet`)).toBeVisible();
});

test("two files download together as files.zip", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/files");
  await page.getByTestId("file-upload-input").setInputFiles([
    { name: `Zip a ${stamp}.pdf`, mimeType: "application/pdf", buffer: PDF },
    { name: `Zip b ${stamp}.txt`, mimeType: "text/plain", buffer: Buffer.from("notes") },
  ]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(2);
  for (const n of [`Zip a ${stamp}`, `Zip b ${stamp}`]) {
    await page.getByRole("row", { name: new RegExp(n) }).getByRole("checkbox").check();
  }
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  expect((await downloading).suggestedFilename()).toBe("files.zip");
});
