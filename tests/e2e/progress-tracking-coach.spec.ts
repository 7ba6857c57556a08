import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

// The coach's screens of client tracking (issue 28): the dashboard, the editor's tabs, the
// contact's responses after a check-in on the public page, and the leaderboard.
test.describe.configure({ mode: "serial" });

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const name = `Weekly check-in ${stamp}`;
let trackingId = 0;
let contactId = 0;

async function api(page: Page, method: "get" | "post", path: string, data?: unknown) {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ""}`).toBeLessThan(300);
  return res.json();
}

test("create a tracking on the dashboard, with a section, two questions and weight", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/progress-tracking");
  await expect(page.getByRole("heading", { name: "Client trackings", level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking dashboard");
  await page.getByRole("button", { name: "New client tracking" }).first().click();
  const create = page.getByRole("dialog", { name: "New client tracking" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Client tracking has been created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/progress-tracking\/\d+\/edit$/);
  trackingId = Number(/progress-tracking\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add section" }).click();
  const section = page.getByRole("dialog", { name: "Add section" });
  await section.getByLabel("Section name").fill("How was your week?");
  await section.getByRole("button", { name: "Save section" }).click();
  await expect(page.getByRole("heading", { name: "How was your week?", level: 3 })).toBeVisible();

  for (const q of [{ type: "scale", label: "Energy levels" }, { type: "number", label: "Sleep", unit: "hours" }]) {
    await page.getByRole("button", { name: "Add question to How was your week?" }).click();
    const dialog = page.getByRole("dialog", { name: "Add question" });
    await dialog.getByLabel("Type").selectOption(q.type);
    await dialog.getByLabel("Question").fill(q.label);
    if (q.unit) await dialog.getByLabel("Unit").fill(q.unit);
    await dialog.getByRole("button", { name: "Save question" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(q.label, { exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Add category" }).click();
  await page.getByRole("menuitem", { name: "Weight (kg)" }).click();
  await expect(page.getByRole("list", { name: "Tracked categories" }).getByText("Weight (kg)")).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor questions");
});

test("public page settings: the phone preview follows the form, then saves", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(`/progress-tracking/${trackingId}/edit?tab=public-page`);
  const preview = page.getByRole("figure", { name: "Phone preview of the check-in page" });
  await expect(preview.getByText("Time To Submit Your Progress")).toBeVisible();
  await page.getByLabel("Headline", { exact: true }).fill("Your Sunday check-in");
  await expect(preview.getByText("Your Sunday check-in")).toBeVisible();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Client tracking has been updated").first()).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor public page");
});

test("add a contact with a goal; after a check-in the leaderboard and the responses show it", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const contact = (await api(page, "post", "/contact/save", { first_name: "Tracy", last_name: `Checkin ${stamp}`, email: `tracy-${stamp}@example.test` })).data;
  contactId = contact.id;
  await page.goto(`/progress-tracking/${trackingId}/edit?tab=contacts`);
  await page.getByRole("button", { name: "Add contacts" }).first().click();
  const add = page.getByRole("dialog", { name: "Add contacts" });
  await add.getByLabel("Search contacts").fill(`Checkin ${stamp}`);
  await add.getByLabel(`Tracy Checkin ${stamp}`).check();
  await add.getByRole("button", { name: "Add contacts" }).click();
  await expect(page.getByText("Client tracking has been started").first()).toBeVisible();
  const who = `Tracy Checkin ${stamp}`;
  await page.getByRole("button", { name: `Goals of ${who}` }).click();
  const goals = page.getByRole("dialog", { name: `Goals for ${who}` });
  await goals.getByLabel("Start (kg)").fill("82");
  await goals.getByLabel("Target (kg)").fill("76");
  await goals.getByRole("button", { name: "Save goals" }).click();
  await expect(page.getByText("Goals have been saved").first()).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor contacts");

  // The client checks in on a phone from their signed link.
  const link = new URL((await api(page, "get", `/progress-tracking/${trackingId}/contact/${contactId}/relation`)).data.link as string);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  await client.goto(link.pathname);
  await client.getByLabel("Weight (kg)").fill("80.5");
  await client.getByRole("group", { name: /Energy levels/ }).getByText("8", { exact: true }).click();
  await client.getByLabel(/Sleep/).fill("7.5");
  await client.getByRole("button", { name: "Submit Progress" }).click();
  await expect(client.getByRole("status")).toContainText("Thank you");
  await phone.close();

  await page.getByRole("tab", { name: "Leaderboard" }).click();
  const board = page.getByRole("list", { name: "Leaderboard" });
  await expect(board.getByRole("link", { name: who })).toBeVisible();
  // 82 → 80.5 of 76: 25 %.
  await expect(board.getByText("25 %")).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor leaderboard");
});

test("the contact's responses: trend, chart with the goal, the check-in", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto(`/progress-tracking/${trackingId}/view-response/${contactId}`);
  await expect(page.getByRole("heading", { name: `Tracy Checkin ${stamp}`, level: 1 })).toBeVisible();
  const weight = page.getByRole("article", { name: "Weight" });
  await expect(weight.getByText("80.5 kg").first()).toBeVisible();
  await expect(weight.getByText("Not enough check-ins for a trend yet")).toBeVisible();
  await expect(weight.getByText("82 → 76 kg")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Week 1", level: 3 })).toBeVisible();
  await expect(page.getByText("7.5 hours")).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking view response");
});
