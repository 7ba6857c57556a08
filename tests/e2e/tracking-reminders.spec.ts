import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

/**
 * The Reminders tab of the tracking editors (issue 28): one shared tab in habit tracking and
 * progress tracking. The coach turns a tracking's reminders off and on, changes the schedule
 * (no day picked is refused in the browser), and sends an enrolled contact their reminder now,
 * which lands in the outbox. Every record is the test's own (names carry a stamp): the shared
 * seed is not touched.
 */
test.beforeEach(() => test.slow());

const XHR = { "X-Requested-With": "XMLHttpRequest" };
const stamp = Date.now().toString(36);

async function api(page: Page, method: "get" | "post" | "patch", path: string, data?: unknown) {
  const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data ? { data } : {}) });
  expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ""}`).toBeLessThan(300);
  return res.json();
}

async function contact(page: Page, first: string) {
  const email = `${first.toLowerCase()}-${stamp}@example.test`;
  const id = (await api(page, "post", "/contact/save", { first_name: first, last_name: `Reminded ${stamp}`, email })).data.id as number;
  return { id, email, name: `${first} Reminded ${stamp}` };
}

test("habit tracking: reminders off and on, a new schedule, and a reminder sent now to the outbox", async ({ page }) => {
  await login(page, "owner@demo.test");
  const who = await contact(page, "Rita");
  const t = (await api(page, "post", "/habit-tracking/create", { name: `Reminded habits ${stamp}` })).data.id as number;
  await api(page, "patch", `/habit-tracking/${t}/update`, { has_reminder: true });
  await api(page, "post", "/habit-tracking/add-contact", { tracking_id: t, contact_ids: [who.id] });

  await page.goto(`/habit-tracking/${t}/edit?tab=reminders`);
  await expect(page.getByRole("tab", { name: "Reminders" })).toHaveAttribute("aria-selected", "true");
  const rows = page.getByRole("list", { name: "Contacts’ reminders" });
  const row = rows.getByRole("listitem").filter({ hasText: who.name });
  await expect(row.getByText(who.email)).toBeVisible();
  await expect(row.locator("time")).toHaveCount(1); // the next reminder; nothing sent yet
  await expect(row.getByText("Never")).toBeVisible();
  await checkScreenAtBothWidths(page, "habit tracking editor reminders");

  // Off, then on again: the contact's next reminder goes and comes back.
  const on = page.getByRole("switch", { name: "Send reminders" });
  await expect(on).toBeChecked();
  await on.click();
  await expect(page.getByText("Habit tracking has been updated").first()).toBeVisible();
  await expect(on).not.toBeChecked();
  await expect(page.getByText(/^Reminders are off/)).toBeVisible();
  await expect(row.getByText("None (reminders off)")).toBeVisible();
  await expect(row.locator("time")).toHaveCount(0);
  expect((await api(page, "get", `/habit-tracking/${t}/contact-reminders`)).settings.has_reminder).toBe(false);
  await on.click();
  await expect(on).toBeChecked();
  await expect(page.getByText(/^Reminders are off/)).toBeHidden();
  await expect(row.locator("time")).toHaveCount(1);

  // The schedule: no day picked is refused before any call; then email at 07:30 on weekdays.
  for (const day of ["Saturday", "Sunday"]) await page.getByRole("checkbox", { name: day }).uncheck();
  await page.getByLabel(/^At\b/).fill("07:30");
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("Habit tracking has been updated").first()).toBeVisible();
  await expect(page.getByText(/Email at 07:30, weekdays/)).toBeVisible();
  const saved = (await api(page, "get", `/habit-tracking/${t}/contact-reminders`)).settings;
  expect(saved).toMatchObject({ has_reminder: true, reminder_type: 1, reminder_time: "07:30", reminder_days: [1, 2, 3, 4, 5] });
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) await page.getByRole("checkbox", { name: day }).uncheck();
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("Pick at least one reminder day.")).toBeVisible();
  expect((await api(page, "get", `/habit-tracking/${t}/contact-reminders`)).settings.reminder_days).toEqual([1, 2, 3, 4, 5]);
  await page.getByRole("checkbox", { name: "Monday" }).check();

  // Sent now: the spec's toast, the email in the outbox with the contact's habit link, and "Last sent".
  await page.getByRole("button", { name: `Send now to ${who.name}` }).click();
  await expect(page.getByText("Email reminder has been sent successfully!").first()).toBeVisible();
  const mail = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(who.email)}`)).json();
  expect(mail.subject).toBe("Time To Submit Your Habits");
  expect(mail.text).toMatch(/\/habits\/\S+/);
  await expect(row.getByText(/· Email/)).toBeVisible();
  await expect(row.getByText("Never")).toBeHidden();

  // The contact's own switch: off for them alone, then back to the tracking's.
  await row.getByRole("combobox", { name: `Reminders for ${who.name}` }).selectOption("off");
  await expect(row.locator("time")).toHaveCount(1); // only the last sent remains
  await row.getByRole("combobox", { name: `Reminders for ${who.name}` }).selectOption("follow");
  await expect(row.locator("time")).toHaveCount(2);
});

test("progress tracking: the same tab restarts a contact's reminders and sends one now", async ({ page }) => {
  await login(page, "owner@demo.test");
  const who = await contact(page, "Pia");
  const t = (await api(page, "post", "/progress-tracking/create", { name: `Reminded check-ins ${stamp}` })).data.id as number;
  await api(page, "post", "/progress-tracking/add-contact", { tracking_id: t, contact_ids: [who.id] });

  await page.goto(`/progress-tracking/${t}/edit?tab=reminders`);
  const row = page.getByRole("list", { name: "Contacts’ reminders" }).getByRole("listitem").filter({ hasText: who.name });
  // Reminders are off by default: the contact has none planned.
  await expect(page.getByRole("switch", { name: "Send reminders" })).not.toBeChecked();
  await expect(row.getByText("None (reminders off)")).toBeVisible();
  await checkScreenAtBothWidths(page, "client tracking editor reminders");

  await page.getByRole("button", { name: `Restart reminders for ${who.name}` }).click();
  await expect(page.getByText("Client tracking has been updated").first()).toBeVisible();
  await page.getByRole("button", { name: `Send now to ${who.name}` }).click();
  await expect(page.getByText("Email reminder has been sent successfully!").first()).toBeVisible();
  const mail = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(who.email)}`)).json();
  expect(mail.subject).toBe("Time To Submit Your Progress");
  await expect(row.getByText(/· Email/)).toBeVisible();
});

test("a tracking with no contacts says where to start them", async ({ page }) => {
  await login(page, "owner@demo.test");
  const t = (await api(page, "post", "/habit-tracking/create", { name: `Empty reminders ${stamp}` })).data.id as number;
  await page.goto(`/habit-tracking/${t}/edit?tab=reminders`);
  await expect(page.getByRole("heading", { name: "No contacts yet" })).toBeVisible();
  await page.getByRole("button", { name: "Go to Contacts" }).click();
  await expect(page.getByRole("tab", { name: "Contacts" })).toHaveAttribute("aria-selected", "true");
});
