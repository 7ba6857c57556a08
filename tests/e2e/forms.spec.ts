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

// A second form: a file question answered without JavaScript, then the page it opens afterwards.
const fileTitle = `Progress ${stamp}`;
let fileEditPath = "";
let filePublicPath = "";

test("a coach adds a file question and picks a page to open after submitting", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/forms");
  await page.getByRole("button", { name: "New form" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill(fileTitle);
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/form\/\d+\/edit$/);
  fileEditPath = new URL(page.url()).pathname;

  await page.getByRole("button", { name: "Add question" }).click();
  await dialog.getByLabel("Type").selectOption("file");
  await dialog.getByLabel("Question").fill("Progress report");
  await dialog.getByLabel("Answer required").check();
  await dialog.getByRole("button", { name: "Save question" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Anyone with the link can answer").check();
  // The demo's own page (lib/demo/seed-content.ts), listed by get-all-asset.
  await page.getByLabel("After submitting, open").selectOption({ label: "Studio guidelines" });
  await page.getByRole("button", { name: "Save settings" }).click();
  const open = page.getByRole("link", { name: "Open public form" });
  await expect(open).toBeVisible();
  filePublicPath = (await open.getAttribute("href"))!;
  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByLabel("After submitting, open").locator("option:checked")).toHaveText("Studio guidelines");
});

test.describe("a file answer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a disguised file is refused under its question; a real one is sent and the thank-you links the chosen page", async ({ page }) => {
    await page.goto(filePublicPath);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Email").fill(`sam-${stamp}@example.test`);
    await page.getByLabel("Progress report").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("The file's content does not match its extension.")).toBeVisible();

    await page.getByLabel("Progress report").setInputFiles({ name: "week-4.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("Thank you! Your answers have been sent.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue to Studio guidelines" })).toHaveAttribute("href", /^\/portal\/pages\/\d+$/);
  });
});

test("the coach downloads the file answer; the demo contact's profile charts their check-ins", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(fileEditPath);
  await page.getByRole("tab", { name: "Responses (1)" }).click();
  await page.getByRole("link", { name: "Sam", exact: true }).click();
  const file = page.getByRole("link", { name: "week-4.pdf" });
  await expect(file).toBeVisible();
  const download = page.waitForEvent("download");
  await file.click();
  expect((await readFile((await (await download).path())!)).subarray(0, 4).toString()).toBe("%PDF");

  // The demo's weekly check-in was answered for six weeks by the location's first contact.
  const found = await page.request.get("/api/v3/contact/list?search=ava.johnson0@example.com");
  const id = (await found.json()).data[0].id as number;
  await page.goto(`/contact/${id}/profile`);
  await expect(page.getByRole("heading", { name: "Check-ins", level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Weight (kg) (Weekly check-in)" })).toBeAttached();
  await expect(page.getByRole("heading", { name: "Energy this week", level: 3 })).toBeVisible();
  await checkScreenAtBothWidths(page, "Contact profile with check-ins");
});
