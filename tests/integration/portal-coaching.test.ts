/**
 * The portal's Workouts and Progress tabs (issue 32): each call through the owning module's
 * service, the one visibility rule (another contact's, another location's or a removed item is
 * a 404 and changes nothing), the 422s on the field, and replays that store nothing new.
 */
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, habitTrackingLogs, progressTrackingCheckIns, workoutExercises, workoutSessions } from "../../db/schema";
import { startPortalSession } from "../../lib/auth/portal-session";
import { call, loginAs } from "../helpers/api";
import { nextWallTime, setClock } from "../helpers/clock";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";

const { db } = setupTestDb();
const ids = { downtown: 0, otherLoc: 0 };
let owner = "";
const XRW = { "x-requested-with": "XMLHttpRequest" };

type Client = { id: number; cookie: string };
let seq = 0;
async function client(locationId: number, firstName: string): Promise<Client> {
  seq += 1;
  const [c] = await db().insert(contacts).values({ locationId, firstName, lastName: "Client", email: `coach${seq}@example.test`, status: "Client", tab: "clients", portalActive: true }).returning({ id: contacts.id });
  return { id: c.id, cookie: `portal_session=${await startPortalSession(db(), locationId, c.id)}` };
}
const get = (who: Client, p: string) => call("GET", p, { headers: { cookie: who.cookie } });
const post = (who: Client, p: string, body?: unknown) => call("POST", p, { headers: { cookie: who.cookie, ...XRW }, body });
const coach = (method: string, p: string, body?: unknown, token = owner) => call(method, p, { token, body });

let a: Client;
let b: Client;
let foreign: Client;

beforeAll(async () => {
  // Noon: "today" in the location's zone does not turn over during the file.
  setClock(nextWallTime("UTC", 12));
  Object.assign(ids, await demoIds(db()));
  owner = (await loginAs("owner@demo.test")).access_token;
  a = await client(ids.downtown, "Ada");
  b = await client(ids.downtown, "Ben");
  foreign = await client(ids.otherLoc, "Fay");
});

const system = async (name: string) => (await db().select({ id: workoutExercises.id }).from(workoutExercises).where(and(eq(workoutExercises.name, name), isNull(workoutExercises.locationId))))[0].id;
const set = (over: Record<string, unknown> = {}) => ({ reps: 8, reps_max: 12, weight: 60, time: null, distance: null, rest: 90, tempo: null, rpe: null, ...over });

/** A workout with a bench press (2 sets, 8-12 at 60 kg) assigned to `who`. */
async function assignedWorkout(who: Client) {
  const w = (await coach("POST", "/workout/create", { name: `Push day ${++seq}` })).json.data;
  const block = (await coach("POST", `/workout/${w.id}/create-block`, { type: "regular" })).json.data.blocks[0];
  const detail = (await coach("POST", "/workout/block/add-exercise", { block_id: block.id, exercise_id: await system("Barbell Bench Press - Medium Grip"), sets: [set(), set()] })).json.data;
  const assigned = await coach("POST", "/workout/add-contact", { workout_id: w.id, contact_ids: [who.id], start_date: "2026-12-01", sessions: 3, reminder_days: [], reminder_type: 1 });
  expect(assigned.json.count).toBe(1);
  return { id: w.id as number, bench: detail.blocks[0].exercises[0].id as number };
}

describe("Workouts", () => {
  it("lists the contact's assigned workouts and opens one with its sets; another contact's or location's is a 404", async () => {
    const w = await assignedWorkout(a);
    const list = await get(a, "/portal/workouts");
    expect(list.status).toBe(200);
    expect(list.json.data.find((x: { id: number }) => x.id === w.id)).toMatchObject({ status: "active", sessions: 3, logged: 0, last_logged_at: null });
    expect((await get(b, "/portal/workouts")).json.data.map((x: { id: number }) => x.id)).not.toContain(w.id);
    const item = await get(a, `/portal/workouts/${w.id}`);
    expect(item.status).toBe(200);
    expect(item.json.blocks[0].exercises[0]).toMatchObject({ id: w.bench, sets: [{ index: 0, hasWeight: true, last: "" }, { index: 1 }] });
    expect((await get(b, `/portal/workouts/${w.id}`)).status).toBe(404);
    expect((await get(foreign, `/portal/workouts/${w.id}`)).status).toBe(404);
    expect((await get(a, "/portal/workouts/2147483647")).status).toBe(404);
  });

  it("logs through the logging service once per client id; bad input is a 422 on the field", async () => {
    const w = await assignedWorkout(a);
    const body = { client_id: "portal-log-0001", notes: "Good pump", sets: [{ block_exercise_id: w.bench, set_index: 0, reps: 12, weight: 60 }, { block_exercise_id: w.bench, set_index: 1, reps: 10, weight: 62.5 }] };
    const bad = await post(a, `/portal/workouts/${w.id}/log`, { ...body, sets: [{ block_exercise_id: w.bench, set_index: 0, reps: -1 }] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors["sets.0.reps"]).toBeDefined();
    expect((await post(a, `/portal/workouts/${w.id}/log`, { ...body, client_id: "x" })).json.errors.client_id).toBeDefined();
    expect((await post(a, `/portal/workouts/${w.id}/log`, { ...body, sets: [{ block_exercise_id: w.bench, set_index: 5, reps: 1 }] })).json.errors["sets.0.set_index"]).toBeDefined();
    // Another contact cannot log it, and nothing is stored.
    expect((await post(b, `/portal/workouts/${w.id}/log`, body)).status).toBe(404);
    expect((await post(foreign, `/portal/workouts/${w.id}/log`, body)).status).toBe(404);
    expect(await db().select().from(workoutSessions).where(eq(workoutSessions.workoutId, w.id))).toEqual([]);

    const first = await post(a, `/portal/workouts/${w.id}/log`, body);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 1, created: true, message: "Workout has been logged successfully!" });
    expect(first.json.next[0].name).toContain("Bench Press");
    const replay = await post(a, `/portal/workouts/${w.id}/log`, body);
    expect(replay.json).toMatchObject({ created: false, session_id: first.json.session_id });
    const stored = await db().select().from(workoutSessions).where(eq(workoutSessions.workoutId, w.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: "portal", contactId: a.id, notes: "Good pump" });

    const item = (await get(a, `/portal/workouts/${w.id}`)).json;
    expect(item.logged).toBe(1);
    expect(item.blocks[0].exercises[0].sets.map((s: { last: string }) => s.last)).toEqual(["60 kg × 12", "62.5 kg × 10"]);
  });

  it("a workout the coach takes back is a 404", async () => {
    const w = await assignedWorkout(a);
    await coach("POST", "/workout/remove-contact", { workout_id: w.id, contact_ids: [a.id] });
    expect((await get(a, `/portal/workouts/${w.id}`)).status).toBe(404);
    expect((await get(a, "/portal/workouts")).json.data.map((x: { id: number }) => x.id)).not.toContain(w.id);
    expect((await post(a, `/portal/workouts/${w.id}/log`, { client_id: "portal-log-gone", sets: [] })).status).toBe(404);
  });
});

async function progressTracking(who: Client) {
  const res = await coach("POST", "/progress-tracking/store", {
    name: `Weekly check-in ${++seq}`,
    sections: [{ name: "Your week", questions: [{ type: "scale", label: "Energy", required: true }, { type: "text", label: "Wins" }] }],
    categories: [{ default_key: "weight" }],
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.data.id as number;
  const sections = (await coach("GET", `/progress-tracking/${id}/question-sections`)).json;
  await coach("POST", "/progress-tracking/add-contact", { tracking_id: id, contact_ids: [who.id] });
  return { id, energy: sections.data[0].questions[0].id as number, weight: sections.categories[0].id as number };
}

describe("Progress check-ins", () => {
  it("lists the contact's trackings as due, submits a check-in through the tracking service, 422 on the answer", async () => {
    const t = await progressTracking(a);
    const list = (await get(a, "/portal/progress")).json.data;
    expect(list.find((x: { id: number }) => x.id === t.id)).toMatchObject({ due: true, period_days: 7, streak: 0 });
    const item = await get(a, `/portal/progress/${t.id}`);
    expect(item.status).toBe(200);
    expect(item.json).toMatchObject({ submitted: false, categories: [{ id: t.weight, kind: "number" }] });
    expect(item.json.sections[0].questions[0]).toMatchObject({ id: t.energy, type: "scale", required: true });

    const outOfRange = await post(a, `/portal/progress/${t.id}/check-in`, { answers: { [`q_${t.energy}`]: "11" } });
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.json.errors[`answers.q_${t.energy}`]).toBeDefined();
    expect((await post(a, `/portal/progress/${t.id}/check-in`, { answers: {} })).status).toBe(422);
    expect((await post(a, `/portal/progress/${t.id}/check-in`, { answers: { nope: "1" } })).status).toBe(422);
    expect((await post(a, `/portal/progress/${t.id}/check-in`, {})).json.errors.answers).toBeDefined();

    const ok = await post(a, `/portal/progress/${t.id}/check-in`, { answers: { [`q_${t.energy}`]: "7", [`c_${t.weight}`]: "81.5" } });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe("Thank you! Your coach has your check-in.");
    expect((await get(a, "/portal/progress")).json.data.find((x: { id: number }) => x.id === t.id)).toMatchObject({ due: false });
    expect((await get(a, `/portal/progress/${t.id}`)).json.trends[0]).toMatchObject({ category_id: t.weight, latest: 81.5 });
    // Sent again this period: the tracking's rule keeps one current check-in (the earlier one marked replaced).
    await post(a, `/portal/progress/${t.id}/check-in`, { answers: { [`q_${t.energy}`]: "8" } });
    const current = await db().select().from(progressTrackingCheckIns).where(and(eq(progressTrackingCheckIns.trackingId, t.id), isNull(progressTrackingCheckIns.replacedAt)));
    expect(current).toHaveLength(1);
  });

  it("another contact's, another location's or a removed enrolment is a 404 and stores nothing", async () => {
    const t = await progressTracking(a);
    const answers = { answers: { [`q_${t.energy}`]: "5" } };
    for (const who of [b, foreign]) {
      expect((await get(who, `/portal/progress/${t.id}`)).status).toBe(404);
      expect((await post(who, `/portal/progress/${t.id}/check-in`, answers)).status).toBe(404);
      expect((await get(who, "/portal/progress")).json.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
    }
    await coach("POST", "/progress-tracking/remove-contact", { tracking_id: t.id, contact_ids: [a.id] });
    expect((await post(a, `/portal/progress/${t.id}/check-in`, answers)).status).toBe(404);
    expect(await db().select().from(progressTrackingCheckIns).where(eq(progressTrackingCheckIns.trackingId, t.id))).toEqual([]);
  });
});

async function habitTracking(who: Client) {
  const r = await coach("POST", "/habit-tracking/store", { name: `Daily basics ${++seq}`, categories: [{ name: "Body", habits: [{ name: "Water", kind: "count", target: 8, unit: "glasses" }, { name: "Stretch", kind: "yes_no" }] }] });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  const id = r.json.data.id as number;
  const cats = (await coach("GET", `/habit-tracking/${id}/habit-categories`)).json.data;
  await coach("POST", "/habit-tracking/add-contact", { tracking_id: id, contact_ids: [who.id] });
  return { id, water: cats[0].habits[0].id as number, stretch: cats[0].habits[1].id as number };
}
const logs = (trackingId: number) => db().select().from(habitTrackingLogs).where(eq(habitTrackingLogs.trackingId, trackingId));

describe("Habits", () => {
  it("shows today's habits and logs one at a time through the habit service; the same call again leaves one log", async () => {
    const t = await habitTracking(a);
    const list = (await get(a, "/portal/habits")).json.data;
    const mine = list.find((x: { id: number }) => x.id === t.id);
    expect(mine).toMatchObject({ streak: 0, categories: [{ habits: [{ id: t.water, kind: "count", target: 8, value: null, due: true }, { id: t.stretch, kind: "yes_no" }] }] });
    expect(mine.day).toBe(mine.today);

    const water = await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: 8 });
    expect(water.status, JSON.stringify(water.json)).toBe(200);
    expect(water.json).toMatchObject({ status: 1, habit_id: t.water, value: 8, day: mine.today });
    const stretch = await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.stretch, value: 1 });
    expect(stretch.json.value).toBe(1);
    // Every habit due today is done: today counts in the streak.
    expect(stretch.json.streak).toBe(1);
    // Replayed (a double tap, a retry): still one log per habit and day, and the other habit untouched.
    await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.stretch, value: 1 });
    expect((await logs(t.id)).map((l) => [l.habitId, l.value]).sort()).toEqual([[t.water, 8], [t.stretch, 1]].sort());
    // Unticking removes that day's log only.
    await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.stretch, value: null });
    expect((await logs(t.id)).map((l) => l.habitId)).toEqual([t.water]);
    const after = (await get(a, "/portal/habits")).json.data.find((x: { id: number }) => x.id === t.id);
    expect(after.categories[0].habits.map((h: { value: number | null }) => h.value)).toEqual([8, null]);
  });

  it("422 on the field for a bad value or day; another tracking's habit, contact or location is a 404", async () => {
    const t = await habitTracking(a);
    const otherTracking = await habitTracking(b);
    expect((await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: -1 })).json.errors.value).toBeDefined();
    expect((await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: "lots" })).json.errors.value).toBeDefined();
    expect((await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: 1, day: "2001-01-01" })).json.errors.day).toBeDefined();
    expect((await post(a, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: 1, day: "soon" })).json.errors.day).toBeDefined();
    expect((await post(a, `/portal/habits/${t.id}/log`, { habit_id: otherTracking.water, value: 1 })).status).toBe(404);
    expect((await post(a, `/portal/habits/${otherTracking.id}/log`, { habit_id: otherTracking.water, value: 1 })).status).toBe(404);
    expect((await post(foreign, `/portal/habits/${t.id}/log`, { habit_id: t.water, value: 1 })).status).toBe(404);
    expect((await get(b, "/portal/habits")).json.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
    expect(await logs(t.id)).toEqual([]);
    expect(await logs(otherTracking.id)).toEqual([]);
  });
});

describe("tabs", () => {
  it("shows Workouts and Progress in the coach's order and names", async () => {
    await coach("POST", "/client-portal/rename-tab", { field: "progress_tab_name", value: "My progress" });
    const tabs = (await get(a, "/portal/me")).json.tabs as { key: string; name: string }[];
    expect(tabs.map((t) => t.key)).toEqual(expect.arrayContaining(["workouts", "progress"]));
    expect(tabs.find((t) => t.key === "progress")!.name).toBe("My progress");
  });
});
