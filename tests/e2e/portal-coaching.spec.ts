import { expect, test, type APIResponse, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { checkScreenAtBothWidths, login, openPortalTab } from "./helpers";

/**
 * The portal's Workouts and Progress tabs (issue 32), the client on a 375 px phone: the coach
 * assigns a workout, a habit tracking and a progress tracking; the client logs the workout set
 * by set, checks a habit and counts another, and sends a check-in. axe and no sideways scroll on
 * each screen.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const stamp = Date.now().toString(36);
const email = `coaching-${stamp}@example.com`;
const PASSWORD = "portal-pass-1";

const phone = (browser: Browser) => browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

let slug = "";
const ids = { contact: 0, workout: 0, habits: 0, tracking: 0 };
let client: BrowserContext;
let me: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const coach = await browser.newContext();
  const page = await coach.newPage();
  await login(page, "owner@demo.test");
  const r = page.request;
  const ok = async <T>(res: Promise<APIResponse>) => {
    const done = await res;
    expect(done.status(), await done.text()).toBeLessThan(300);
    return (await done.json()) as T;
  };
  const contact = await ok<{ data: { id: number } }>(r.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Wes", last_name: `Lifts ${stamp}`, email } }));
  ids.contact = contact.data.id;
  await ok(r.patch("/api/v3/contact/portal-account-activate-suspend", { headers: XHR, data: { contact_ids: [ids.contact], active: true } }));
  await ok(r.post(`/api/v3/contact/${ids.contact}/update-portal-password`, { headers: XHR, data: { password: PASSWORD, password_confirmation: PASSWORD } }));
  slug = (await ok<{ data: { slug: string } }>(r.get("/api/v3/client-portal", { headers: XHR }))).data.slug;

  const exercise = (await ok<{ data: { id: number }[] }>(r.get("/api/v3/workout/exercises?search=bench%20press&source=system", { headers: XHR }))).data[0];
  const w = await ok<{ data: { id: number } }>(r.post("/api/v3/workout/create", { headers: XHR, data: { name: `Upper body ${stamp}` } }));
  ids.workout = w.data.id;
  const block = await ok<{ data: { blocks: { id: number }[] } }>(r.post(`/api/v3/workout/${ids.workout}/create-block`, { headers: XHR, data: { type: "regular" } }));
  const set = { reps: 8, reps_max: 12, weight: 40, time: null, distance: null, rest: 60, tempo: null, rpe: null };
  await ok(r.post("/api/v3/workout/block/add-exercise", { headers: XHR, data: { block_id: block.data.blocks[0].id, exercise_id: exercise.id, sets: [set, set] } }));
  await ok(r.post("/api/v3/workout/add-contact", { headers: XHR, data: { workout_id: ids.workout, contact_ids: [ids.contact], start_date: "2026-01-05", sessions: 12, reminder_days: [], reminder_type: 1 } }));

  const habits = await ok<{ data: { id: number } }>(r.post("/api/v3/habit-tracking/store", { headers: XHR, data: { name: `Daily basics ${stamp}`, categories: [{ name: "Body", habits: [{ name: "Stretch", kind: "yes_no" }, { name: "Water", kind: "count", target: 8, unit: "glasses" }] }] } }));
  ids.habits = habits.data.id;
  await ok(r.post("/api/v3/habit-tracking/add-contact", { headers: XHR, data: { tracking_id: ids.habits, contact_ids: [ids.contact] } }));

  const tracking = await ok<{ data: { id: number } }>(r.post("/api/v3/progress-tracking/store", { headers: XHR, data: { name: `Weekly check-in ${stamp}`, sections: [{ name: "Your week", questions: [{ type: "scale", label: "Energy", required: true }] }], categories: [{ default_key: "weight" }] } }));
  ids.tracking = tracking.data.id;
  await ok(r.post("/api/v3/progress-tracking/add-contact", { headers: XHR, data: { tracking_id: ids.tracking, contact_ids: [ids.contact] } }));
  await coach.close();

  client = await phone(browser);
  me = await client.newPage();
  const signed = await me.request.post("/api/v3/portal/login", { headers: XHR, data: { slug, email, password: PASSWORD } });
  expect(signed.status()).toBe(200);
});

test.afterAll(async () => {
  await client?.close();
});

test("the client logs a workout set by set", async () => {
  await me.goto(`/portal/${slug}`);
  await openPortalTab(me, "Workouts");
  await expect(me.getByRole("heading", { level: 1, name: "Workouts" })).toBeVisible();
  await expect(me.getByText("0 of 12 sessions logged")).toBeVisible();
  await checkScreenAtBothWidths(me, "portal workouts");
  await me.getByRole("link", { name: new RegExp(`Upper body ${stamp}`) }).click();
  await expect(me.getByRole("heading", { level: 2, name: `Upper body ${stamp}` })).toBeVisible();
  await checkScreenAtBothWidths(me, "portal workout");
  // A typo is caught on the set's input; nothing is sent.
  await me.getByLabel(/set 1: reps$/).fill("ten");
  await me.getByRole("button", { name: "Submit" }).click();
  await expect(me.getByText("Enter a whole number.")).toBeVisible();
  await me.getByLabel(/set 1: reps$/).fill("10");
  await me.getByLabel(/set 1: kg$/).fill("42.5");
  await me.getByLabel(/set 2: reps$/).fill("9");
  await me.getByLabel("Notes for your coach").fill("Felt strong");
  await me.getByRole("button", { name: "Submit" }).click();
  await expect(me.getByRole("status")).toContainText("Workout logged. Great work!");
  await expect(me.getByRole("heading", { name: "Your next targets" })).toBeVisible();
  await checkScreenAtBothWidths(me, "portal workout logged");
  await me.getByRole("link", { name: "Workouts" }).first().click();
  await expect(me.getByText(/^1 of 12 sessions logged/)).toBeVisible();
  await me.getByRole("link", { name: new RegExp(`Upper body ${stamp}`) }).click();
  await expect(me.getByText("Last time: 42.5 kg × 10")).toBeVisible();
});

test("the client checks a habit, counts another and sends a check-in", async () => {
  await me.goto(`/portal/${slug}?tab=progress`);
  await expect(me.getByRole("heading", { level: 1, name: "Progress" })).toBeVisible();
  await expect(me.getByRole("heading", { name: `Daily basics ${stamp}` })).toBeVisible();
  await expect(me.getByText("0-day streak")).toBeVisible();
  await checkScreenAtBothWidths(me, "portal progress");
  const stretch = me.getByRole("button", { name: /Stretch/ });
  await expect(stretch).toHaveAttribute("aria-pressed", "false");
  await stretch.click();
  await expect(stretch).toHaveAttribute("aria-pressed", "true");
  await me.getByRole("button", { name: "One more Water" }).click();
  await expect(me.getByLabel("Water", { exact: true })).toHaveValue("1");
  await me.getByLabel("Water", { exact: true }).fill("8");
  await me.getByLabel("Water", { exact: true }).press("Enter");
  // Every habit due today is done: today joins the streak.
  await expect(me.getByText("1-day streak")).toBeVisible();
  await me.reload();
  await expect(me.getByRole("button", { name: /Stretch/ })).toHaveAttribute("aria-pressed", "true");
  await expect(me.getByLabel("Water", { exact: true })).toHaveValue("8");

  await me.getByRole("link", { name: new RegExp(`Weekly check-in ${stamp}`) }).click();
  await expect(me.getByRole("heading", { level: 2, name: `Weekly check-in ${stamp}` })).toBeVisible();
  await me.getByRole("button", { name: "Submit Progress" }).click();
  await expect(me.getByText("This question is required.")).toBeVisible();
  await checkScreenAtBothWidths(me, "portal check-in");
  await me.getByText("7", { exact: true }).click();
  await me.getByLabel(/Weight/).fill("80.5");
  await me.getByRole("button", { name: "Submit Progress" }).click();
  await expect(me.getByRole("status")).toContainText("Thank you! Your coach has your check-in.");
  await me.goto(`/portal/${slug}?tab=progress`);
  await expect(me.getByText("Sent", { exact: true })).toBeVisible();
});
