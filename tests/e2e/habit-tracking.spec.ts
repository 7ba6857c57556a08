import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

/**
 * Habit tracking and the check-in roster (issue 28). The coach builds a habit tracking on its
 * screens (a category, two habits), starts it for a contact; a second contact, started four
 * days back through the API (the specs' way to move the calendar: never a sleep), opens the
 * habit link from the outbox on a phone (375 px) and logs three days, which makes a three-day
 * streak on the leaderboard. Then a weekly progress tracking's roster shows a contact who missed
 * two weeks, and "Nudge the late ones" mails them once.
 */
test.describe.configure({ mode: "serial" });
// Each test visits several screens with axe at two widths: a slow test's budget (as shell-links').
test.beforeEach(() => test.slow());

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);
const name = `Daily basics ${stamp}`;
let trackingId = 0;

async function api(page: Page, method: "get" | "post" | "patch", path: string, data?: unknown) {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ""}`).toBeLessThan(300);
  return res.json();
}
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

test("the coach creates a habit tracking with a category and two habits", async ({ page }) => {
  await login(page, "owner@demo.test");
  await page.goto("/habit-tracking");
  await expect(page.getByRole("heading", { name: "Habit trackings", level: 1 })).toBeVisible();
  await checkScreenAtBothWidths(page, "habit tracking dashboard");
  await page.getByRole("button", { name: "New habit tracking" }).first().click();
  const create = page.getByRole("dialog", { name: "New habit tracking" });
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Habit tracking has been created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/habit-tracking\/\d+\/edit$/);
  trackingId = Number(/habit-tracking\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // An empty category name answers on that row's field.
  await page.getByRole("button", { name: "Add category" }).first().click();
  const cats = page.getByRole("dialog", { name: "Categories" });
  await cats.getByRole("button", { name: "Save categories" }).click();
  await expect(cats.getByText("The name field is required.")).toBeVisible();
  await cats.getByLabel("Category 1").fill("Body");
  await cats.getByRole("button", { name: "Save categories" }).click();
  await expect(page.getByText("Habit tracking has been saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Body", level: 3 })).toBeVisible();

  await page.getByRole("button", { name: "Add habit to Body" }).click();
  let habit = page.getByRole("dialog", { name: "Add habit" });
  await habit.getByLabel("Habit").fill("Stretch");
  await habit.getByRole("button", { name: "Save habit" }).click();
  await expect(habit).toBeHidden();
  await page.getByRole("button", { name: "Add habit to Body" }).click();
  habit = page.getByRole("dialog", { name: "Add habit" });
  await habit.getByLabel("Habit").fill("Water");
  await habit.getByLabel("Logged as").selectOption("count");
  await habit.getByLabel("Daily target").fill("0");
  await habit.getByRole("button", { name: "Save habit" }).click();
  await expect(habit.getByText("The target must be greater than 0.")).toBeVisible();
  await habit.getByLabel("Daily target").fill("8");
  await habit.getByLabel("Unit").fill("glasses");
  await habit.getByRole("button", { name: "Save habit" }).click();
  await expect(habit).toBeHidden();
  await expect(page.getByText("8 glasses a day")).toBeVisible();

  // Keyboard sort: Water above Stretch.
  // Each key waits for the sortable's announcement of the last: a key pressed before the
  // pick-up or the move has landed is dropped.
  await page.getByRole("button", { name: "Reorder Water" }).focus();
  await page.keyboard.press("Space");
  // Picked up: dnd-kit may at once announce it over its own place instead.
  await expect(page.getByText(/^(Picked up Water,|Water is over position 2 of)/)).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(/^Water is over position 1 of/)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText("Order has been saved").first()).toBeVisible();
  const cat = (await api(page, "get", `/habit-tracking/${trackingId}/habit-categories`)).data[0];
  expect(cat.habits.map((h: { name: string }) => h.name)).toEqual(["Water", "Stretch"]);
  await checkScreenAtBothWidths(page, "habit tracking editor habits");

  await page.getByRole("tab", { name: "Public page settings" }).click();
  const preview = page.getByRole("figure", { name: "Phone preview of the habit page" });
  await expect(preview.getByText("Time To Submit Your Habits")).toBeVisible();
  await expect(preview.getByText("Water")).toBeVisible();
  await checkScreenAtBothWidths(page, "habit tracking editor public page");
});

test("started for contacts, one logs three days from the outbox link: streak and leaderboard", async ({ page, browser }) => {
  await login(page, "owner@demo.test");
  const who = `Hana Habit ${stamp}`;
  await api(page, "post", "/contact/save", { first_name: "Hana", last_name: `Habit ${stamp}`, email: `hana-${stamp}@example.test` });
  const email = `ivo-${stamp}@example.test`;
  const ivo = (await api(page, "post", "/contact/save", { first_name: "Ivo", last_name: `Habit ${stamp}`, email })).data.id as number;

  await page.goto(`/habit-tracking/${trackingId}/edit?tab=contacts`);
  await page.getByRole("button", { name: "Start for contacts" }).first().click();
  const add = page.getByRole("dialog", { name: "Start habit tracking" });
  await add.getByLabel("Search contacts").fill(`Hana Habit ${stamp}`);
  await add.getByLabel(who).check();
  await add.getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Habit tracking has been started").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Contacts on this habit tracking" }).getByText(who)).toBeVisible();

  // Ivo started four days ago (the calendar moved through the API), then gets his link by email.
  await api(page, "post", "/habit-tracking/add-contact", { tracking_id: trackingId, contact_ids: [ivo], start_date: daysAgo(4) });
  await page.reload();
  await page.getByRole("button", { name: `Send link to Ivo Habit ${stamp}` }).click();
  await expect(page.getByText("Email reminder has been sent successfully!").first()).toBeVisible();
  await checkScreenAtBothWidths(page, "habit tracking editor contacts");
  const { text } = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(/https?:\/\/\S+\/habits\/\S+/.exec(text as string)![0]);

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  await client.goto(link.pathname);
  await expect(client.getByRole("heading", { level: 1, name: "Time To Submit Your Habits" })).toBeVisible();
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await checkScreenAtBothWidths(client, "Habit log");
  await client.setViewportSize({ width: 375, height: 812 });
  for (let i = 3; i >= 1; i--) {
    await client.goto(link.pathname);
    const days = client.getByRole("navigation", { name: "Day to log" }).getByRole("link");
    const count = await days.count();
    await days.nth(count - i).click();
    await expect(days.nth(count - i)).toHaveAttribute("aria-current", "date");
    await client.getByText("Stretch", { exact: true }).click();
    await client.getByRole("textbox", { name: /Water/ }).fill("8");
    await client.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(client.getByRole("status")).toContainText("Nice work! Your habits are logged.");
    // Two days ago, yesterday, today: the streak counts back from today (today not yet logged
    // does not break it), so it reads 0 (yesterday missing), then 2, then 3.
    await expect(client.getByTestId("habit-streak")).toHaveText(`${({ 3: 0, 2: 2, 1: 3 } as Record<number, number>)[i]} day streak`);
  }
  await phone.close();

  await page.reload();
  const row = page.getByRole("list", { name: "Contacts on this habit tracking" }).getByRole("listitem").filter({ hasText: `Ivo Habit ${stamp}` });
  await expect(row.getByText("3 days")).toBeVisible();
  await page.getByRole("tab", { name: "Leaderboard" }).click();
  const board = page.getByRole("list", { name: "Leaderboard" });
  await expect(board.getByRole("listitem").first()).toContainText(`Ivo Habit ${stamp}`);
  await expect(board.getByRole("listitem").first()).toContainText("3 days");
  await checkScreenAtBothWidths(page, "habit tracking editor leaderboard");
  expect((await api(page, "get", `/habit-tracking/${trackingId}/leaderboard`)).data[0]).toMatchObject({ contact_id: ivo, streak: 3 });

  // Ivo's profile lists the habit tracking with the streak, linked to the tracking's contacts.
  await page.goto(`/contact/${ivo}/profile`);
  await expect(page.getByRole("heading", { name: "Habit tracking", exact: true, level: 2 })).toBeVisible();
  const item = page.getByRole("list", { name: "Habit trackings" }).getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("3 days streak");
  await checkScreenAtBothWidths(page, "contact profile habit tracking");
  await item.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/habit-tracking/${trackingId}/edit\\?tab=contacts$`));
  await expect(page.getByRole("list", { name: "Contacts on this habit tracking" })).toBeVisible();
});

test("the check-in roster shows a contact who missed two weeks; the nudge mails them once", async ({ page }) => {
  await login(page, "owner@demo.test");
  const email = `late-${stamp}@example.test`;
  const late = (await api(page, "post", "/contact/save", { first_name: "Lara", last_name: `Late ${stamp}`, email })).data.id as number;
  const t = (await api(page, "post", "/progress-tracking/store", { name: `Roster ${stamp}`, sections: [{ name: "Week", questions: [{ type: "text", label: "How was it?" }] }], categories: [] })).data.id as number;
  // Started two weeks and a day ago (the calendar moved through the API): weeks 1 and 2 went by without a check-in.
  await api(page, "post", "/progress-tracking/add-contact", { tracking_id: t, contact_ids: [late], start_date: daysAgo(15) });
  expect((await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).status()).toBe(404);

  await page.goto(`/progress-tracking/${t}/edit?tab=roster`);
  const roster = page.getByRole("list", { name: "Check-in roster" });
  const row = roster.getByRole("listitem").filter({ hasText: `Lara Late ${stamp}` });
  await expect(row.getByText("Missed", { exact: true })).toBeVisible();
  await expect(row.getByText("2 weeks running")).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor roster");
  const nudge = page.getByRole("button", { name: "Nudge the late ones" });
  await nudge.dblclick();
  await expect(page.getByText("Reminder sent to 1 late contact").first()).toBeVisible();
  await expect(row.getByText("Nudged", { exact: true })).toBeVisible();
  await expect(nudge).toBeDisabled();
  const mail = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(email)}`)).json();
  expect(mail.subject).toBe("Time To Submit Your Progress");
  // Once a period: another call sends nothing more.
  expect((await api(page, "post", `/progress-tracking/${t}/nudge-late`)).sent).toBe(0);
});
