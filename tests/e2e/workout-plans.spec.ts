import { expect, test, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login } from "./helpers";

/**
 * Workout plans (issue 29): the coach builds a two-week plan on the Plans tab (a workout added
 * with a day's keyboard picker, another dragged onto a day, the week saved as a smart week and
 * added again as week 2), assigns it, and the contact opens the plan-day link from the outbox on
 * a phone and logs the day's workout.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const stamp = Date.now().toString(36);

async function apiOf(page: Page) {
  return async (method: "post" | "patch" | "get", path: string, data?: unknown) => {
    const res = await page.request[method](`/api/v3${path}`, { headers: XHR, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}: ${res.status() >= 300 ? await res.text() : ""}`).toBeLessThan(300);
    return res.json();
  };
}
const week = (page: Page, n: number) => page.getByRole("region", { name: new RegExp(`^Week ${n}`) });
const day = (page: Page, w: number, d: number) => week(page, w).getByRole("listitem", { name: `Week ${w}, day ${d}` });

test("build a two-week plan with a smart week, assign it, and log the day from the outbox link on a phone", async ({ page, browser }) => {
  // One flow through three screens, each checked by axe at two widths: a budget for that much work.
  test.slow();
  await login(page, "owner@demo.test");
  const api = await apiOf(page);
  const squat = (await api("get", "/workout/exercises?search=barbell%20squat&per_page=1")).data[0];
  const legs = (await api("post", "/workout/create", { name: `Legs ${stamp}` })).data;
  const block = (await api("post", `/workout/${legs.id}/create-block`, { type: "regular" })).data.blocks[0];
  await api("post", "/workout/block/add-exercise", { block_id: block.id, exercise_id: squat.id, sets: [{ reps: 5, reps_max: null, weight: 100, time: null, distance: null, rest: 120, tempo: null, rpe: null }] });
  await api("post", "/workout/create", { name: `Mobility ${stamp}` });

  // The Plans tab of /workouts, then a new plan opens in the editor.
  await page.goto("/workouts");
  await page.getByRole("navigation", { name: "Workouts and plans" }).getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL(/\/workouts\/plans$/);
  await expect(page.getByRole("heading", { name: "Workout plans", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New workout plan" }).first().click();
  const create = page.getByRole("dialog", { name: "New workout plan" });
  await create.getByLabel("Name").fill(`Strength ${stamp}`);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/workout-plan\/\d+\/edit$/);
  const planId = Number(/workout-plan\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name: `Strength ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.locator("[data-plan-editor]")).toHaveAttribute("data-hydrated", "true");

  // Day 1 by keyboard: the day's "Add workout" menu.
  const add = page.getByRole("button", { name: "Add workout to Week 1, day 1" });
  // Disabled until the coach's workouts have loaded (there is nothing to pick before).
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: `Legs ${stamp}` }).click();
  await expect(day(page, 1, 1).getByText(`Legs ${stamp}`)).toBeVisible();
  // Day 3 by dragging a workout from the strip.
  await page.getByRole("list", { name: "Workouts to place" }).getByText(`Mobility ${stamp}`).dragTo(day(page, 1, 3));
  await expect(day(page, 1, 3).getByText(`Mobility ${stamp}`)).toBeVisible();
  await expect(day(page, 1, 2)).toContainText("Rest");

  // Save week 1 as a smart week, then add it as week 2.
  await page.getByRole("button", { name: "Week 1 actions" }).click();
  await page.getByRole("menuitem", { name: "Save as smart week" }).click();
  const save = page.getByRole("dialog", { name: "Save as smart week" });
  await save.getByLabel("Name").fill(`Base week ${stamp}`);
  await save.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Smart week has been created successfully!").first()).toBeVisible();
  await page.getByRole("button", { name: "Add smart week" }).click();
  await page.getByRole("dialog", { name: "Add a smart week" }).getByRole("button", { name: `Add Base week ${stamp}` }).click();
  await expect(week(page, 2)).toBeVisible();
  await expect(day(page, 2, 1).getByText(`Legs ${stamp}`)).toBeVisible();
  await expect(day(page, 2, 3).getByText(`Mobility ${stamp}`)).toBeVisible();
  await expect(page.getByText("2 weeks · 4 workouts")).toBeVisible();
  await checkScreenAtBothWidths(page, "Workout plan editor");
  await page.goto("/workouts/plans");
  await expect(page.getByText(`Strength ${stamp}`).first()).toBeVisible();
  await checkScreenAtBothWidths(page, "Workout plans dashboard");

  // Assign it and send the link (the outbox keeps it).
  const contact = ((await api("get", "/contact/list?per_page=50")).data as { id: number; email: string | null }[]).find((c) => c.email)!;
  await api("post", "/workout-plan/add-contact", { workout_plan_id: planId, contact_ids: [contact.id], start_date: "2026-12-01", reminder_days: [], reminder_type: 1 });
  const sent = await api("patch", `/workout-plan/${planId}/resend-reminder`, { contact_id: contact.id });
  expect(sent.via).toBe("email");
  const { text } = await (await page.request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(contact.email!)}`)).json();
  const link = /https?:\/\/[^/\s]+(\/wp\/[0-9.]+\.[A-Za-z0-9_-]{32})/.exec(text)![1];

  // The contact, on a phone: day 1 of the plan (the link opens today's day; day 1 is asked for so the test does not depend on the date).
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  await client.goto(`${link}?day=1`);
  await expect(client.getByRole("heading", { level: 1, name: "Time To Submit Your Workouts Plan" })).toBeVisible();
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(client.getByText("Week 1 · Day 1")).toBeVisible();
  await expect(client.getByRole("heading", { level: 2, name: `Legs ${stamp}` })).toBeVisible();
  await checkScreenAtBothWidths(client, "Workout plan day");
  await client.setViewportSize({ width: 375, height: 812 });
  await client.getByRole("link", { name: "Next day" }).click();
  await expect(client.getByText("Rest day.")).toBeVisible();
  await client.getByRole("link", { name: "Previous day" }).click();
  await expect(client.locator("form[data-hydrated]")).toBeVisible();
  await client.getByLabel(`${squat.name}, set 1: reps`).fill("5");
  await client.getByLabel(`${squat.name}, set 1: kg`).fill("100");
  await client.getByRole("button", { name: "Submit" }).click();
  await expect(client.getByRole("status")).toContainText("Workout logged. Great work!");
  await phone.close();

  const activity = (await api("get", `/workout/${legs.id}/activity`)).data;
  expect(activity[0]).toMatchObject({ contact_id: contact.id });
});

test("a forged plan-day link is a 404", async ({ page }) => {
  const res = await page.goto("/wp/1.1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(res?.status()).toBe(404);
});
