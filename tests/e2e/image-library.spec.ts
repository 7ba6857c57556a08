import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible, login } from "./helpers";

// One coach's flow through the image library, in order: each step uses the previous one's image.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const gifName = `Jumping jacks ${stamp}`;
const SHOTS = process.env.SHOTS_DIR ?? "test-results/image-library-shots";

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Waits until the cropper is ready (the Crop button turns on about 0.5 s after load). */
async function cropperReady(page: Page) {
  const cropper = page.getByRole("dialog", { name: "Cropper" });
  await expect(cropper).toBeVisible();
  await expect(cropper.getByRole("button", { name: "Crop", exact: true })).toBeEnabled();
  return cropper;
}

test("GIF upload without cropping, a crop, a stock photo, Move Image and delete", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "owner@demo.test");
  await page.goto("/files");
  await page.getByRole("navigation", { name: "Files views" }).getByRole("link", { name: "Images" }).click();
  await expect(page).toHaveURL(/\/files\/images$/);
  await expect(page.getByRole("heading", { name: "Images", level: 1 })).toBeVisible();

  // A GIF asks first; "No" uploads it as it is.
  await page.getByRole("button", { name: "Add image" }).first().click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await expect(picker.getByRole("button", { name: "Choose an image" })).toBeEnabled();
  const gif = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#2f7eed" } }).gif().toBuffer();
  await picker.getByTestId("image-upload-input").setInputFiles({ name: `${gifName}.gif`, mimeType: "image/gif", buffer: gif });
  const ask = page.getByRole("alertdialog");
  await expect(ask.getByText("Would you like to crop the image?")).toBeVisible();
  await expect(ask.getByText("Once cropped the animation of the image would not work.")).toBeVisible();
  await ask.getByRole("button", { name: "No" }).click();
  await expect(picker).toBeHidden();
  const images = page.getByRole("list", { name: "Images" });
  const tile = images.getByRole("listitem").filter({ hasText: gifName });
  await expect(tile).toHaveCount(1);

  // Crop it: a new image linked to the original.
  await tile.getByRole("button", { name: `Crop ${gifName}` }).click();
  let cropper = await cropperReady(page);
  await cropper.getByRole("button", { name: "Flip horizontal" }).click();
  await expectAccessible(page);
  await cropper.getByRole("button", { name: "Crop", exact: true }).click();
  await expect(cropper).toBeHidden();
  await expect(images.getByRole("listitem").filter({ hasText: gifName })).toHaveCount(2);

  // A stock photo: pick one, crop it, it joins the library.
  await page.getByRole("button", { name: "Add image" }).first().click();
  await picker.getByRole("tab", { name: "Stock photos" }).click();
  const stock = picker.getByRole("list", { name: "Stock photos" });
  await expect(stock.getByRole("listitem")).toHaveCount(12);
  await picker.getByLabel("Search stock photos").fill("kettlebell");
  await picker.getByRole("button", { name: "Search" }).click();
  await expect(stock).toHaveAttribute("aria-busy", "false");
  const first = stock.getByRole("button", { name: /^Choose / }).first();
  await expect(first).toBeVisible();
  const photoName = ((await first.getAttribute("aria-label")) ?? "").replace(/^Choose /, "");
  await first.click();
  cropper = await cropperReady(page);
  await shot(page, "cropper-1280");
  await cropper.getByRole("button", { name: "Crop", exact: true }).click();
  await expect(cropper).toBeHidden();
  await expect(picker).toBeHidden();
  const stockTile = images.getByRole("listitem").filter({ hasText: photoName }).first();
  await expect(stockTile).toBeVisible();
  await shot(page, "library-1280");
  await expectAccessible(page);

  // Move Image: a new folder, then the stock image into it.
  await page.getByRole("button", { name: "New folder" }).click();
  const nameDialog = page.getByRole("dialog");
  await nameDialog.getByLabel("Folder name").fill(`Stock ${stamp}`);
  await nameDialog.getByRole("button", { name: "Create folder" }).click();
  await expect(nameDialog).toBeHidden();
  await stockTile.getByRole("button", { name: `Move ${photoName}` }).click();
  const move = page.getByRole("alertdialog", { name: "Move Image" });
  await move.getByLabel(`Stock ${stamp}`).check();
  await move.getByRole("button", { name: "Move" }).click();
  await expect(move).toBeHidden();
  // The main folder no longer shows it; opening the folder does, with the breadcrumb.
  await expect(stockTile).toBeHidden();
  const path = page.getByRole("navigation", { name: "Folder path" });
  await page.getByRole("button", { name: new RegExp(`^Stock ${stamp}`) }).click();
  await expect(path.getByText(`Stock ${stamp}`)).toBeVisible();
  await expect(stockTile).toBeVisible();

  // A sub-folder inside it, opened, then back up through the breadcrumb.
  await page.getByRole("button", { name: "New folder" }).click();
  await expect(nameDialog.getByText(`Inside Stock ${stamp}.`)).toBeVisible();
  await nameDialog.getByLabel("Folder name").fill(`Inner ${stamp}`);
  await nameDialog.getByRole("button", { name: "Create folder" }).click();
  await expect(nameDialog).toBeHidden();
  await page.getByRole("button", { name: new RegExp(`^Inner ${stamp}`) }).click();
  await expect(path.getByText(`Inner ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Inner ${stamp} has no images yet`)).toBeVisible();

  // The last folder state is kept across a reload (local storage)...
  await page.reload();
  await expect(path.getByText(`Inner ${stamp}`)).toBeVisible();
  await path.getByRole("button", { name: `Stock ${stamp}` }).click();
  await expect(stockTile).toBeVisible();
  await shot(page, "folder-1280");
  // ...and cleared on changing module: the Files screen starts at its main folder, and so
  // does this screen when it is opened again.
  await page.getByRole("navigation", { name: "Files views" }).getByRole("link", { name: "Files" }).click();
  await expect(page.getByRole("heading", { name: "Files", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Files views" }).getByRole("link", { name: "Images" }).click();
  await expect(path.getByText("Main Folder")).toBeVisible();
  await expect(stockTile).toBeHidden();

  // Delete the original GIF with the spec's warning.
  const original = images.getByRole("listitem").filter({ hasText: gifName }).last();
  await original.getByRole("button", { name: `Delete ${gifName}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("This action is permanent. You will not be able to recover this image.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(images.getByRole("listitem").filter({ hasText: gifName })).toHaveCount(1);
});

test("cards at 375 px, with the cropper usable on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, "owner@demo.test");
  await page.goto("/files/images");
  const images = page.getByRole("list", { name: "Images" });
  await expect(images.getByRole("listitem").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await shot(page, "library-375");
  await expectAccessible(page);
  const firstTile = images.getByRole("listitem").first();
  await firstTile.getByRole("button", { name: /^Crop / }).click();
  await cropperReady(page);
  await shot(page, "cropper-375");
  await page.getByRole("dialog", { name: "Cropper" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog", { name: "Cropper" })).toBeHidden();
});
