import { expect, test, type APIResponse } from "@playwright/test";
import { checkScreenAtBothWidths, login, openPortalTab } from "./helpers";

/**
 * The portal's Calendar tab (issue 32), the client on a 375 px phone: a contact of their own
 * (nothing shared is changed) gets a plan starting on their today (the server's, in the
 * location's zone, read from the portal, so the test never depends on the real date), sees its
 * workout on the day, and opens it on the plan-day page. axe and no sideways scroll.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const stamp = Date.now().toString(36);
const email = `calendar-${stamp}@example.com`;
const PASSWORD = "portal-pass-1";

test("the client sees their plan's workout on the calendar and opens it", async ({ browser }) => {
  test.slow();
  const coach = await browser.newContext();
  const page = await coach.newPage();
  await login(page, "owner@demo.test");
  const r = page.request;
  const ok = async <T>(res: Promise<APIResponse>) => {
    const done = await res;
    expect(done.status(), await done.text()).toBeLessThan(300);
    return (await done.json()) as T;
  };
  const contact = await ok<{ data: { id: number } }>(r.post("/api/v3/contact/save", { headers: XHR, data: { first_name: "Cleo", last_name: `Cal ${stamp}`, email } }));
  await ok(r.patch("/api/v3/contact/portal-account-activate-suspend", { headers: XHR, data: { contact_ids: [contact.data.id], active: true } }));
  await ok(r.post(`/api/v3/contact/${contact.data.id}/update-portal-password`, { headers: XHR, data: { password: PASSWORD, password_confirmation: PASSWORD } }));
  const slug = (await ok<{ data: { slug: string } }>(r.get("/api/v3/client-portal", { headers: XHR }))).data.slug;

  const client = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const me = await client.newPage();
  expect((await me.request.post("/api/v3/portal/login", { headers: XHR, data: { slug, email, password: PASSWORD } })).status()).toBe(200);
  // The contact's today, from the server's clock in the location's zone.
  const today = (await ok<{ today: string }>(me.request.get("/api/v3/portal/calendar?start_date=2026-01-01&end_date=2026-01-02", { headers: XHR }))).today;

  const workout = await ok<{ data: { id: number } }>(r.post("/api/v3/workout/create", { headers: XHR, data: { name: `Leg day ${stamp}` } }));
  const plan = await ok<{ data: { id: number } }>(r.post("/api/v3/workout-plan/create", { headers: XHR, data: { name: `Calendar plan ${stamp}` } }));
  const weeks = await ok<{ data: { id: number }[] }>(r.get(`/api/v3/workout-plan/${plan.data.id}/weeks`, { headers: XHR }));
  await ok(r.post(`/api/v3/workout-plan/week/${weeks.data[0].id}/save-plan-week-workout`, { headers: XHR, data: { day: 1, workout_id: workout.data.id } }));
  await ok(r.post("/api/v3/workout-plan/add-contact", { headers: XHR, data: { workout_plan_id: plan.data.id, contact_ids: [contact.data.id], start_date: today, reminder_days: [], reminder_type: 1 } }));
  await coach.close();

  await me.goto(`/portal/${slug}`);
  await openPortalTab(me, "Calendar");
  await expect(me.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  const todayCell = me.getByRole("grid").locator('button[aria-current="date"]');
  await expect(todayCell).toHaveAttribute("aria-label", /today, 1 event$/);
  await expect(todayCell).toHaveAttribute("tabindex", "0");
  const row = me.getByRole("link", { name: new RegExp(`Leg day ${stamp}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Calendar plan ${stamp} · Day 1`);

  // The keyboard moves the chosen day; the day after has nothing, and offers the way back.
  await todayCell.focus();
  await me.keyboard.press("ArrowRight");
  await expect(me.locator("[data-day]:focus")).toHaveAttribute("tabindex", "0");
  await expect(row).toHaveCount(0);
  await me.keyboard.press("ArrowLeft");
  await expect(row).toBeVisible();
  await checkScreenAtBothWidths(me, "portal calendar");

  // Next month and back.
  await me.getByRole("button", { name: "Next month" }).click();
  await me.getByRole("button", { name: "Previous month" }).click();
  await me.getByRole("grid").locator('button[aria-current="date"]').click();

  await me.getByRole("link", { name: new RegExp(`Leg day ${stamp}`) }).click();
  await expect(me).toHaveURL(/\/wp\/[^?]+\?day=1$/);
  await expect(me.getByText(`Leg day ${stamp}`).first()).toBeVisible();
  await client.close();
});
