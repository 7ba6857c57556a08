import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, login, pickLibraryFiles } from "./helpers";

// A coach shares a file: link permission, copy to Uptown, then another company's coach opens
// the short link and imports it; once the link is off, it is a 404. Each step uses the previous one's.
test.describe.configure({ mode: "serial" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const stamp = Date.now().toString(36);
const fileName = `Shared plan ${stamp}`;
const SHOTS = process.env.E2E_SHOTS;
let link = "";

async function openShare(page: Page) {
  const row = page.getByRole("row", { name: new RegExp(fileName) });
  await row.getByRole("button", { name: /Actions for/ }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${fileName}.pdf”` });
  await expect(dialog.getByLabel("Short link")).toHaveValue(/\/s\/[A-Za-z0-9_-]+$/);
  return dialog;
}

test("share a file: permission, copy the short link, copy to another location", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "owner@demo.test");
  await page.goto("/files");
  await pickLibraryFiles(page, { name: `${fileName}.pdf`, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("row", { name: new RegExp(fileName) })).toBeVisible();

  const dialog = await openShare(page);
  await expect(dialog.getByLabel("Who can open the link")).toHaveValue("organization");
  await dialog.getByLabel("Who can open the link").selectOption("anyone");
  await expect(dialog.getByText("Anyone who has the link can see it")).toBeVisible();
  link = await dialog.getByLabel("Short link").inputValue();
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Link copied successfully!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByLabel("Uptown").check();
  await expectAccessible(page, "[role=dialog]");
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/share-dialog-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/share-dialog-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sharing has been updated successfully!")).toBeVisible();
  await expect(page.getByText("File copied successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved: the dialog opens on the new permission and counts the copy.
  const again = await openShare(page);
  await expect(again.getByLabel("Who can open the link")).toHaveValue("anyone");
  await expect(again.getByText("Copied 1 time so far.")).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();
});

test("a signed-out visitor sees what is shared, in the sharer's page", async ({ browser }) => {
  const guest = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await guest.newPage();
  const res = await page.goto(link);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: `${fileName}.pdf` })).toBeVisible();
  await expect(page.getByText("Downtown shared a file with you")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to import a copy" })).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-page-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-page-375.png` });
  await guest.close();
});

test("another company's coach imports a copy from the link", async ({ browser }) => {
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await other.newPage();
  await login(page, "other@demo.test");
  await page.goto(link);
  await expect(page.getByText("A copy goes into Other Studio")).toBeVisible();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("File imported successfully!")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-imported-1280.png` });
  await page.getByRole("link", { name: "Open files" }).click();
  await expect(page).toHaveURL(/\/files$/);
  await expect(page.getByRole("row", { name: new RegExp(fileName) })).toBeVisible();
  await other.close();
});

test("once the link is off, it is a 404", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  await page.goto("/files");
  const dialog = await openShare(page);
  await dialog.getByLabel("Who can open the link").selectOption("off");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Sharing has been updated successfully!")).toBeVisible();

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const res = await visitor.goto(link);
  expect(res?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await guest.close();
});
