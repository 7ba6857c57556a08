import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// One coach's form, in order: built, answered publicly without JavaScript, then read back.
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36);
const title = `Check-in ${stamp}`;
let editPath = "";
let publicPath = "";

test("a coach builds a form: questions, required, options, public link", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/forms");
  await expect(page.getByRole("heading", { name: "Forms", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "New form" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/form\/\d+\/edit$/);
  editPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  // A choice question without options is refused before anything is sent… then saved with two.
  await page.getByRole("button", { name: "Add question" }).click();
  await dialog.getByLabel("Type").selectOption("single_choice");
  await dialog.getByLabel("Question").fill("How do you feel?");
  await dialog.getByLabel("Answer required").check();
  await dialog.getByRole("button", { name: "Save question" }).click();
  await expect(dialog.getByText("Add at least one option.")).toBeVisible();
  await dialog.getByLabel("Options").fill("Great\nOkay\nTired");
  await dialog.getByRole("button", { name: "Save question" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Add question" }).click();
  await dialog.getByLabel("Type").selectOption("number");
  await dialog.getByLabel("Question").fill("Weight (kg)");
  await dialog.getByLabel("Answer required").check();
  await dialog.getByRole("button", { name: "Save question" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Add question" }).click();
  await dialog.getByLabel("Question").fill("Anything else?");
  await dialog.getByRole("button", { name: "Save question" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("tab", { name: "Questions (3)" })).toBeVisible();

  // Duplicate then delete: the list is back to three.
  await page.getByRole("button", { name: "Duplicate Anything else?" }).click();
  await expect(page.getByRole("tab", { name: "Questions (4)" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Anything else?" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("tab", { name: "Questions (3)" })).toBeVisible();

  // Settings: anyone with the link may answer; the defaults are the spec's.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("Submit button")).toHaveValue("SUBMIT");
  await expect(page.getByLabel("Thank-you message")).toHaveValue("Thank you! Your answers have been sent.");
  await page.getByLabel("Anyone with the link can answer").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  const open = page.getByRole("link", { name: "Open public form" });
  await expect(open).toBeVisible();
  publicPath = (await open.getAttribute("href"))!;
  expect(publicPath).toMatch(/^\/f\/check-in-/);

  await page.getByRole("tab", { name: "Questions (3)" }).click();
  await checkScreenAtBothWidths(page, "Form builder");
  await page.goto("/forms");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await checkScreenAtBothWidths(page, "Forms dashboard");

  // A folder, the form moved into it, the folder opened.
  const folder = `Intake ${stamp}`;
  await page.getByRole("button", { name: "New folder" }).click();
  await dialog.getByLabel("Folder name").fill(folder);
  await dialog.getByRole("button", { name: "Create folder" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Move to folder" }).click();
  const move = page.getByRole("alertdialog");
  await move.getByLabel(folder).check();
  await move.getByRole("button", { name: "Move" }).click();
  await expect(move).toBeHidden();
  await page.getByRole("button", { name: new RegExp(`^${folder}`) }).click();
  await expect(page.getByRole("navigation", { name: "Folder path" }).getByText(folder)).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("the public form renders on the server and passes its checks", async ({ page }) => {
  await page.goto(publicPath);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "Public form");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor answers it with a plain POST; the server names each missing answer", async ({ page }) => {
    await page.goto(publicPath);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Some answers need another look. Check the messages below.")).toBeVisible();
    await expect(page.getByText("This question is required.")).toHaveCount(2);
    await expect(page.getByText("Enter your email so the coach knows who answered.")).toBeVisible();

    await page.getByLabel("First name").fill("Robin");
    await page.getByLabel("Email").fill(`robin-${stamp}@example.test`);
    await page.getByLabel("Great").check();
    await page.getByRole("button", { name: "SUBMIT" }).click();
    // One answer still missing; what was typed and chosen is kept.
    await expect(page.getByText("This question is required.")).toHaveCount(1);
    await expect(page.getByLabel("First name")).toHaveValue("Robin");
    await expect(page.getByLabel("Great")).toBeChecked();
    await page.getByLabel("Weight (kg)").fill("72.5");
    await page.getByLabel("Anything else?").fill("Slept well");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thank you! Your answers have been sent.")).toBeVisible();
  });
});

test("the coach sees the response, its PDF, the analytics and the CSV", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(editPath);
  await page.getByRole("tab", { name: "Responses (1)" }).click();
  await page.getByRole("link", { name: "Robin", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Form response", level: 1 })).toBeVisible();
  await expect(page.getByText("Slept well")).toBeVisible();
  await expect(page.getByText("72.5")).toBeVisible();
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 4).toString()).toBe("%PDF");

  await page.goto(editPath);
  await page.getByRole("tab", { name: "Analytics" }).click();
  const mood = page.getByRole("region", { name: "How do you feel?" });
  await expect(mood.getByText("1 answer")).toBeVisible();
  await expect(page.getByText("average 72.5")).toBeVisible();
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const csv = await readFile((await (await csvDownload).path())!, "utf8");
  expect(csv).toContain("Weight (kg)");
  expect(csv).toContain("Robin");
  const analyticsPdf = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await analyticsPdf).suggestedFilename()).toMatch(/analytics\.pdf$/);
});
