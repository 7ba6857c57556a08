/**
 * The Calendar (issue 32): GET /calendar/events and /calendar/events-by-date for the coach,
 * GET /portal/calendar for the signed-in contact. Seeded relative to the test clock (noon UTC of
 * the next day), so the file passes at any hour.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  contacts, locations, portalSites, progressTrackingCheckIns, progressTrackingContacts, progressTrackings, workoutContacts, workoutPlanContacts, workoutPlanDayWorkouts, workoutPlans, workoutPlanWeeks, workouts, workoutSessions,
} from "../../db/schema";
import { startPortalSession } from "../../lib/auth/portal-session";
import { addDays } from "../../lib/calendar/dates";
import { todayIn } from "../../lib/progress-tracking/periods";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const ids = { downtown: 0, otherLoc: 0 };
let owner = "";
let other = "";
let today = "";

type Client = { id: number; cookie: string };
let seq = 0;
async function client(locationId: number, firstName: string): Promise<Client> {
  seq += 1;
  const [c] = await db().insert(contacts).values({ locationId, firstName, lastName: "Cal", email: `cal${seq}@example.test`, status: "Client", tab: "clients", portalActive: true }).returning({ id: contacts.id });
  return { id: c.id, cookie: `portal_session=${await startPortalSession(db(), locationId, c.id)}` };
}
const portalGet = (who: Client, p: string) => call("GET", p, { headers: { cookie: who.cookie } });
const coach = (p: string, token = owner) => call("GET", p, { token });

/** A two-week plan (week 1: day 1 "Legs", day 3 "Push"; week 2: day 1 "Pull") assigned to `who` from `start`. */
async function plan(locationId: number, who: Client, start: string) {
  const [p] = await db().insert(workoutPlans).values({ locationId, name: `Plan ${++seq}` }).returning();
  const made = await db().insert(workouts).values([{ locationId, name: `Legs ${seq}` }, { locationId, name: `Push ${seq}` }, { locationId, name: `Pull ${seq}` }]).returning();
  // Week order is its `ordering`, not its id: week "2" is inserted first.
  const [w2, w1] = await db().insert(workoutPlanWeeks).values([{ locationId, planId: p.id, ordering: 2 }, { locationId, planId: p.id, ordering: 1 }]).returning();
  await db().insert(workoutPlanDayWorkouts).values([
    { locationId, weekId: w1.id, day: 1, workoutId: made[0].id }, { locationId, weekId: w1.id, day: 3, workoutId: made[1].id }, { locationId, weekId: w2.id, day: 1, workoutId: made[2].id },
  ]);
  const [a] = await db().insert(workoutPlanContacts).values({ locationId, planId: p.id, contactId: who.id, startDate: start }).returning();
  return { plan: p, workouts: made, assignment: a };
}

let a: Client;
let b: Client;
let foreign: Client;
let ap: Awaited<ReturnType<typeof plan>>;

beforeAll(async () => {
  setClock(nextWallTime("UTC", 12));
  Object.assign(ids, await demoIds(db()));
  await db().update(locations).set({ timezone: "UTC" }).where(eq(locations.id, ids.downtown));
  today = todayIn("UTC");
  owner = (await loginAs("owner@demo.test")).access_token;
  other = (await loginAs("other@demo.test")).access_token;
  a = await client(ids.downtown, "Ada");
  b = await client(ids.downtown, "Ben");
  foreign = await client(ids.otherLoc, "Fay");
  // Ada: a plan started yesterday (day 1 yesterday, day 3 tomorrow, day 8 in six days), day 1 logged.
  ap = await plan(ids.downtown, a, addDays(today, -1));
  await db().insert(workoutSessions).values({ locationId: ids.downtown, planAssignmentId: ap.assignment.id, planDay: 1, workoutId: ap.workouts[0].id, contactId: a.id, clientId: "cal-1", performedAt: new Date() });
  // Ada: a single workout starting today; a weekly check-in enrolment started 7 days ago (this period's check-in not in, the last one in).
  const [w] = await db().insert(workouts).values({ locationId: ids.downtown, name: "Solo run" }).returning();
  await db().insert(workoutContacts).values({ locationId: ids.downtown, workoutId: w.id, contactId: a.id, startDate: today });
  const [t] = await db().insert(progressTrackings).values({ locationId: ids.downtown, name: "Weekly check-in", periodDays: 7 }).returning();
  const [e] = await db().insert(progressTrackingContacts).values({ locationId: ids.downtown, trackingId: t.id, contactId: a.id, startDate: addDays(today, -7) }).returning();
  await db().insert(progressTrackingCheckIns).values({ locationId: ids.downtown, trackingId: t.id, enrolmentId: e.id, contactId: a.id, period: 0 });
  // Ben: his own plan, and a removed one that never shows.
  await plan(ids.downtown, b, today);
  const removed = await plan(ids.downtown, b, today);
  await db().update(workoutPlanContacts).set({ status: "deleted" }).where(eq(workoutPlanContacts.id, removed.assignment.id));
  // Fay, in Other Studio.
  await plan(ids.otherLoc, foreign, today);
});

const range = (from: number, to: number) => `start_date=${addDays(today, from)}&end_date=${addDays(today, to)}`;
type Ev = { id: string; type: string; date: string; title: string; done: boolean; contact_id: number; day: number | null; href?: string };

describe("GET /calendar/events (coach)", () => {
  it("maps one contact's plan days, workouts and check-ins due to dates, with done from the logging", async () => {
    const res = await coach(`/calendar/events?${range(-7, 7)}&contact_id=${a.id}`);
    expect(res.status).toBe(200);
    const ev = res.json.data as Ev[];
    expect(ev.every((e) => e.contact_id === a.id)).toBe(true);
    expect(ev.map((e) => [e.type, e.date, e.title, e.done, e.day])).toEqual([
      ["check_in", addDays(today, -7), "Weekly check-in", true, 0],
      ["plan_workout", addDays(today, -1), ap.workouts[0].name, true, 1],
      ["workout", today, "Solo run", false, null],
      ["check_in", today, "Weekly check-in", false, 1],
      ["plan_workout", addDays(today, 1), ap.workouts[1].name, false, 3],
      ["plan_workout", addDays(today, 6), ap.workouts[2].name, false, 8],
      ["check_in", addDays(today, 7), "Weekly check-in", false, 2],
    ]);
  });

  it("without contact_id: the location's contacts, never a removed plan or another location's", async () => {
    const ev = (await coach(`/calendar/events?${range(0, 0)}`)).json.data as Ev[];
    expect(ev.some((e) => e.contact_id === b.id && e.type === "plan_workout")).toBe(true);
    expect(ev.filter((e) => e.contact_id === b.id)).toHaveLength(1);
    expect(ev.some((e) => e.contact_id === foreign.id)).toBe(false);
    const theirs = (await coach(`/calendar/events?${range(0, 0)}`, other)).json.data as Ev[];
    expect(theirs.map((e) => e.contact_id)).toEqual([foreign.id]);
  });

  it("another location's contact is a 404; bad or too long ranges are a 422 on the field", async () => {
    expect((await coach(`/calendar/events?${range(0, 1)}&contact_id=${foreign.id}`)).status).toBe(404);
    expect((await coach(`/calendar/events?${range(0, 1)}&contact_id=${a.id}`, other)).status).toBe(404);
    expect((await coach(`/calendar/events?${range(0, 1)}&contact_id=2147483647`)).status).toBe(404);
    const long = await coach(`/calendar/events?${range(0, 62)}`);
    expect(long.status).toBe(422);
    expect(long.json.errors.end_date).toEqual(["The range may not be longer than 62 days."]);
    expect((await coach(`/calendar/events?${range(0, 61)}`)).status).toBe(200);
    expect((await coach(`/calendar/events?${range(1, 0)}`)).json.errors.end_date).toBeDefined();
    expect((await coach("/calendar/events?start_date=2026-02-30&end_date=2026-03-01")).json.errors.start_date).toEqual(["The start date is not a valid date."]);
    expect((await coach("/calendar/events?start_date=tomorrow&end_date=2026-03-01")).status).toBe(422);
    expect((await coach("/calendar/events")).json.errors.end_date).toBeDefined();
  });
});

describe("GET /calendar/events-by-date (coach)", () => {
  it("answers one day's events; another location's contact is a 404; a bad date a 422", async () => {
    const res = await coach(`/calendar/events-by-date?date=${addDays(today, 1)}&contact_id=${a.id}`);
    expect(res.status).toBe(200);
    expect((res.json.data as Ev[]).map((e) => e.title)).toEqual([ap.workouts[1].name]);
    expect((await coach(`/calendar/events-by-date?date=${today}&contact_id=${foreign.id}`)).status).toBe(404);
    expect((await coach(`/calendar/events-by-date?date=${today}&contact_id=${b.id}`, other)).status).toBe(404);
    expect((await coach("/calendar/events-by-date?date=2026-13-01")).json.errors.date).toBeDefined();
  });
});

describe("GET /portal/calendar (client)", () => {
  it("shows the contact's own events only, each linked to where it is logged, under the greeting", async () => {
    const saved = await call("POST", "/client-portal/update-calendar-title", { token: owner, body: { field: "afternoon_text", value: "Hi {{ contact.first_name }}, here is your week" } });
    expect(saved.status).toBe(200);
    const res = await portalGet(a, `/portal/calendar?${range(-1, 7)}`);
    expect(res.status).toBe(200);
    expect(res.json.title).toBe("Hi Ada, here is your week"); // noon UTC: afternoon
    expect(res.json.today).toBe(today);
    const ev = res.json.data as Ev[];
    expect(ev.every((e) => e.contact_id === a.id)).toBe(true);
    expect(ev.find((e) => e.day === 3)!.href).toMatch(/^\/wp\/[^?]+\?day=3$/);
    expect(ev.find((e) => e.type === "workout")!.href).toMatch(/\?tab=workouts&item=\d+$/);
    expect(ev.find((e) => e.type === "check_in")!.href).toMatch(/\?tab=progress&item=\d+$/);
    const bens = (await portalGet(b, `/portal/calendar?${range(-1, 7)}`)).json.data as Ev[];
    expect(bens.length).toBeGreaterThan(0);
    expect(bens.every((e) => e.contact_id === b.id)).toBe(true);
    const fays = (await portalGet(foreign, `/portal/calendar?${range(-1, 7)}`)).json.data as Ev[];
    expect(fays.every((e) => e.contact_id === foreign.id)).toBe(true);
  });

  it("a hidden Workouts or Progress tab links to the public pages instead (no dead ends)", async () => {
    await db().update(portalSites).set({ hiddenTabs: ["workouts", "progress"] }).where(eq(portalSites.locationId, ids.downtown));
    const ev = (await portalGet(a, `/portal/calendar?${range(0, 0)}`)).json.data as Ev[];
    expect(ev.find((e) => e.type === "workout")!.href).toMatch(/^\/w\//);
    expect(ev.find((e) => e.type === "check_in")!.href).toMatch(/^\/check-in\//);
    await db().update(portalSites).set({ hiddenTabs: [] }).where(eq(portalSites.locationId, ids.downtown));
  });

  it("422 on a bad range; a coach token or no session is a 401", async () => {
    expect((await portalGet(a, `/portal/calendar?${range(0, 70)}`)).json.errors.end_date).toBeDefined();
    expect((await portalGet(a, "/portal/calendar?start_date=x&end_date=y")).status).toBe(422);
    expect((await call("GET", `/portal/calendar?${range(0, 1)}`, { token: owner })).status).toBe(401);
    expect((await call("GET", `/portal/calendar?${range(0, 1)}`)).status).toBe(401);
  });

  it("shows Calendar in the contact's tabs", async () => {
    const me = await portalGet(a, "/portal/me");
    expect(me.json.tabs.map((t: { key: string }) => t.key)).toContain("calendar");
  });
});
