import { expect, test } from "@playwright/test";
import { expectAccessible, login, pickLibraryFiles } from "./helpers";

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
  await pickLibraryFiles(page, { name: `${fileName}.pdf`, mimeType: "application/pdf", buffer: PDF });
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
  await pickLibraryFiles(page, [
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

test("replace a file, see its versions, restore the first; send it to a contact; who can see it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "owner@demo.test");
  await page.goto("/files");
  const name = `Programme ${stamp}`;
  await pickLibraryFiles(page, { name: `${name}.txt`, mimeType: "text/plain", buffer: Buffer.from("week one") });
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Private");

  // Replace: the name stays, the row says version 2, and the download has the new bytes.
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Replace file…" }).click();
  const replace = page.getByRole("dialog", { name: "Replace file" });
  await replace.getByRole("button", { name: "Replace" }).click();
  await expect(replace.getByText("Choose the new file.")).toBeVisible();
  await page.getByTestId("replace-file-input").setInputFiles({ name: "anything.txt", mimeType: "text/plain", buffer: Buffer.from("week two, revised") });
  await expect(replace.getByText(/anything\.txt/)).toBeVisible();
  await replace.getByRole("button", { name: "Replace" }).click();
  await expect(replace).toBeHidden();
  await expect(page.getByText("File replaced successfully!")).toBeVisible();
  await expect(row).toContainText("Version 2");

  // Versions: the current one and the first; restoring the first makes it current again.
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Versions" });
  const items = versions.getByRole("list", { name: "Versions" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Current");
  await page.screenshot({ path: "test-results/file-versions-1280.png" });
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version restored successfully!")).toBeVisible();
  await expect(items.nth(1)).toContainText("Current");
  await expect(versions.getByRole("button", { name: "Restore version 2" })).toBeVisible();
  await versions.getByRole("button", { name: "Close" }).last().click();
  await expect(row).not.toContainText("Version 2");
  await row.getByRole("button", { name: /Actions for/ }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download" }).click();
  const file = await (await downloading).path();
  expect((await import("node:fs")).readFileSync(file, "utf8")).toBe("week one");

  // Send to a contact, picked by searching: a private file becomes "Assigned contacts".
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Send to contacts" }).click();
  const send = page.getByRole("dialog", { name: "Send to contacts" });
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send.getByText("Choose at least one contact.")).toBeVisible();
  const results = send.getByRole("list", { name: "Matching contacts" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  const first = results.getByRole("listitem").first();
  const contactName = (await first.locator("label span").first().textContent())!.trim();
  await send.getByRole("searchbox", { name: "Search contacts" }).fill(contactName);
  await expect(results.getByRole("listitem").first()).toContainText(contactName);
  await results.getByRole("listitem").first().getByRole("checkbox").check();
  await expect(send.getByRole("list", { name: "Chosen contacts" })).toContainText(contactName);
  await page.screenshot({ path: "test-results/file-send-1280.png" });
  await send.getByRole("button", { name: "Send" }).click();
  await expect(send).toBeHidden();
  await expect(page.getByText("File(s) assigned successfully!")).toBeVisible();
  await expect(row).toContainText("Assigned contacts");

  // Who can see it: all clients.
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Who can see it…" }).click();
  const who = page.getByRole("dialog", { name: "Who can see it" });
  await who.getByLabel("Visible to").selectOption("all_clients");
  await expect(who.getByText("Every client with a portal account sees it.")).toBeVisible();
  await who.getByRole("button", { name: "Save" }).click();
  await expect(who).toBeHidden();
  await expect(row).toContainText("All clients");
  await expectAccessible(page);
});

test("the files list at 375 px keeps to the screen with the new columns", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, "owner@demo.test");
  await page.goto("/files");
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
  await expect(page.getByText(`Programme ${stamp}.txt`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await page.screenshot({ path: "test-results/files-375.png" });
});
