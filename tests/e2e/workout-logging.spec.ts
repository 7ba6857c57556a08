import { expect, test, type APIRequestContext } from "@playwright/test";
import { checkScreenAtBothWidths } from "./helpers";

/**
 * Workout logging (issue 29): the coach assigns a workout and resends its link (API; the
 * screens are another slice); the contact opens the link from the outbox on a phone, logs the
 * sets with the rest timer, submits, and sees the next targets; the coach's report has them.
 */
async function coach(request: APIRequestContext) {
  const res = await request.post("/api/v3/auth/login", { headers: { Accept: "application/json" }, data: { email: "owner@demo.test", password: "password123" } });
  expect(res.status()).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}`, Accept: "application/json" };
  return {
    get: async (path: string) => (await (await request.get(`/api/v3${path}`, { headers })).json()),
    post: async (path: string, data: unknown) => {
      const r = await request.post(`/api/v3${path}`, { headers, data });
      expect(r.ok(), `${path}: ${await r.text()}`).toBe(true);
      return r.json();
    },
  };
}

test("a contact opens the workout link from the outbox on a phone, logs the sets and sees the next target", async ({ browser, request }) => {
  const api = await coach(request);
  const w = (await api.post("/workout/create", { name: `Upper body ${Date.now()}` })).data;
  const block = (await api.post(`/workout/${w.id}/create-block`, { type: "superset", name: "Press and pull" })).data.blocks[0];
  const bench = (await api.get("/workout/exercises?search=barbell%20bench%20press%20medium&per_page=1")).data[0];
  const pushups = (await api.get("/workout/exercises?search=pushups&per_page=1")).data[0];
  const set = { reps: 8, reps_max: 12, weight: 60, time: null, distance: null, rest: 90, tempo: null, rpe: null };
  await api.post("/workout/block/add-exercise", { block_id: block.id, exercise_id: bench.id, sets: [set, set] });
  await api.post("/workout/block/add-exercise", { block_id: block.id, exercise_id: pushups.id, sets: [{ ...set, reps: 10, reps_max: null, weight: null, rest: 60 }] });
  const contact = ((await api.get("/contact/list?per_page=50")).data as { id: number; email: string | null }[]).find((c) => c.email)!;
  await api.post("/workout/add-contact", { workout_id: w.id, contact_ids: [contact.id], start_date: "2026-12-01", reminder_days: [], reminder_type: 1 });
  const sent = await api.post(`/workout/${w.id}/resend-reminder`, { contact_id: contact.id });
  expect(sent.via).toBe("email");
  const { text } = await (await request.get(`/api/v3/dev/outbox/latest?to=${encodeURIComponent(contact.email!)}`)).json();
  const link = /https?:\/\/[^/\s]+(\/w\/[0-9.]+\.[A-Za-z0-9_-]{32})/.exec(text)![1];

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await phone.newPage();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Time To Submit Your Workouts" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 2, name: "Press and pull" })).toBeVisible();
  await checkScreenAtBothWidths(page, "Workout session");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator("form[data-hydrated]")).toBeVisible();

  const name = bench.name as string;
  await page.getByLabel(`${name}, set 1: reps`).fill("12");
  await page.getByLabel(`${name}, set 1: kg`).fill("60");
  await page.getByRole("button", { name: `Start 90s rest after ${name}, set 1` }).click();
  await expect(page.getByRole("timer", { name: "Rest timer" })).toContainText(/Rest 1:(2|3)\d/);
  await page.getByRole("button", { name: "Stop the rest timer" }).click();
  await page.getByLabel(`${name}, set 2: reps`).fill("12");
  await page.getByLabel(`${name}, set 2: kg`).fill("60");
  await page.getByLabel(`${pushups.name}, set 1: reps`).fill("10");
  await page.getByLabel("Notes for your coach").fill("Felt easy");
  await page.getByRole("button", { name: "Submit" }).click();
  const done = page.getByRole("status");
  await expect(done).toContainText("Workout logged. Great work!");
  await expect(done.getByRole("listitem").filter({ hasText: name })).toContainText("62.5 kg × 8–12");
  await expect(done.getByRole("listitem").filter({ hasText: pushups.name })).toContainText("11 reps");
  await phone.close();

  const report = (await api.get(`/workout/${w.id}/contact-report?contact_id=${contact.id}`)).data;
  expect(report.logged).toBe(1);
  expect(report.exercises[0].suggestion).toMatchObject({ rule: "increase", weight: 62.5 });
  expect(report.exercises[0].last_session.estimated_1rm).toBe(84);
  const notes = (await api.get(`/workout/${w.id}/notes`)).data;
  expect(notes[0].notes).toBe("Felt easy");
});

test("a forged workout link is a 404", async ({ page }) => {
  const res = await page.goto("/w/1.1.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect(res?.status()).toBe(404);
});
