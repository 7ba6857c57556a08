import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workoutPlans } from "../../db/schema";
import { PLAN_MSG } from "../../lib/workouts/constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

type Week = { id: number; name: string; smart_week_id: number | null; days: { day: number; workouts: { id: number; workout_id: number; name: string }[] }[] };
type Plan = { id: number; name: string; description: string; weeks: Week[] };
const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, path, { token, body });
const workout = async (name: string, token = tokens.owner) => (await api("POST", "/workout/create", { name }, token)).json.data.id as number;
const names = (w: Week) => w.days.map((d) => d.workouts.map((x) => x.name));

async function newPlan(name = "Strength block") {
  const res = await api("POST", "/workout-plan/create", { name });
  expect(res.status).toBe(201);
  return res.json.data as Plan;
}

describe("workout plans (the dashboard's calls)", () => {
  it("creates with one empty week, lists six a page, renames, duplicates with its weeks and deletes; another location's plan 404s", async () => {
    const made = await api("POST", "/workout-plan/create", { name: "  Hypertrophy  ", description: "8 weeks" });
    expect(made.json).toMatchObject({ status: 1, message: PLAN_MSG.created, data: { name: "Hypertrophy", description: "8 weeks" } });
    const plan = made.json.data as Plan;
    expect(plan.weeks).toHaveLength(1);
    expect(plan.weeks[0].days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const second = await newPlan("Cut");

    const list = (await api("GET", "/workout-plan/list")).json;
    expect(list).toMatchObject({ current_page: 1, per_page: 6 });
    expect(list.data.slice(0, 2).map((p: { name: string }) => p.name)).toEqual(["Cut", "Hypertrophy"]);
    expect(list.data[1]).toMatchObject({ weeks: 1, workouts: 0 });
    expect((await api("GET", "/workout-plan/list?search=hyper")).json.data.map((p: { name: string }) => p.name)).toEqual(["Hypertrophy"]);
    expect((await api("GET", "/workout-plan/list?order_by=date_created&order=asc&per_page=100")).status).toBe(200);
    expect((await api("GET", "/workout-plan/list?order_by=nope")).status).toBe(422);
    expect((await api("GET", "/workout-plan/list", undefined, tokens.other)).json.data.map((p: { id: number }) => p.id)).not.toContain(plan.id);
    expect((await api("GET", "/workout-plan/all")).json.data).toContainEqual({ id: second.id, name: "Cut" });

    expect((await api("PATCH", `/workout-plan/${second.id}/rename`, { name: "Cutting" })).json).toEqual({ status: 1, message: PLAN_MSG.updated });
    const empty = await api("PATCH", `/workout-plan/${second.id}/rename`, { name: "  " });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.name).toEqual(["The name field is required."]);
    expect((await api("POST", "/workout-plan/create", { name: "" })).json.errors.name).toBeDefined();
    expect((await api("PATCH", `/workout-plan/${second.id}/rename`, { name: "Theirs" }, tokens.other)).status).toBe(404);
    expect((await api("GET", `/workout-plan/${second.id}/details`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", `/workout-plan/${second.id}/weeks`, undefined, tokens.other)).status).toBe(404);

    const w = await workout("Push");
    await api("POST", `/workout-plan/week/${plan.weeks[0].id}/save-plan-week-workout`, { day: 1, workout_id: w });
    const dup = await api("POST", "/workout-plan/duplicate", { id: plan.id });
    expect(dup.status).toBe(201);
    expect(dup.json).toMatchObject({ message: PLAN_MSG.duplicated, data: { name: "Hypertrophy (copy)" } });
    expect(names(dup.json.data.weeks[0])[0]).toEqual(["Push"]);
    expect((await api("POST", "/workout-plan/duplicate", { id: plan.id }, tokens.other)).status).toBe(404);

    expect((await api("DELETE", "/workout-plan/delete", { ids: [plan.id, second.id] }, tokens.other)).status).toBe(404);
    expect((await api("DELETE", "/workout-plan/delete", { ids: [] })).status).toBe(422);
    expect((await api("DELETE", "/workout-plan/delete", { ids: [plan.id, second.id] })).json).toEqual({ status: 1, message: PLAN_MSG.deleted });
    expect(await db().select().from(workoutPlans).where(eq(workoutPlans.id, second.id))).toEqual([]);
  });
});

describe("weeks and days", () => {
  it("fills days (drop and picker), stores a week whole, sorts a day, copies, sorts and deletes weeks; bad input 422s", async () => {
    const plan = await newPlan();
    const [push, pull, legs] = [await workout("Push"), await workout("Pull"), await workout("Legs")];
    const week = plan.weeks[0].id;

    let res = await api("POST", `/workout-plan/week/${week}/save-plan-week-workout`, { day: 1, workout_id: push });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(PLAN_MSG.workoutAdded);
    res = await api("POST", `/workout-plan/week/${week}/save-plan-week-workout`, { day: 1, workout_id: pull });
    expect(names(res.json.data.weeks[0])[0]).toEqual(["Push", "Pull"]);
    for (const bad of [0, 8, 1.5]) {
      const r = await api("POST", `/workout-plan/week/${week}/save-plan-week-workout`, { day: bad, workout_id: push });
      expect(r.status).toBe(422);
      expect(r.json.errors.day).toEqual([PLAN_MSG.dayRange]);
    }
    const theirs = await workout("Theirs", tokens.other);
    expect((await api("POST", `/workout-plan/week/${week}/save-plan-week-workout`, { day: 2, workout_id: theirs })).status).toBe(404);
    expect((await api("POST", `/workout-plan/week/${week}/save-plan-week-workout`, { day: 2, workout_id: push }, tokens.other)).status).toBe(404);

    // The day's order: exactly the day's entries.
    const [a, b] = res.json.data.weeks[0].days[0].workouts.map((x: { id: number }) => x.id);
    res = await api("PATCH", `/workout-plan/week/${week}/sort-week-workout`, { day: 1, ids: [b, a] });
    expect(res.json.message).toBe(PLAN_MSG.sorted);
    expect(names(res.json.data.weeks[0])[0]).toEqual(["Pull", "Push"]);
    expect((await api("PATCH", `/workout-plan/week/${week}/sort-week-workout`, { day: 1, ids: [b] })).status).toBe(422);
    expect((await api("PATCH", `/workout-plan/week/${week}/sort-week-workout`, { day: 2, ids: [a, b] })).status).toBe(422);

    // The whole week: listed days replaced, others kept; [] is a rest day.
    res = await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 3, workout_ids: [legs] }, { day: 5, workout_ids: [push, pull] }] });
    expect(names(res.json.data.weeks[0])).toEqual([["Pull", "Push"], [], ["Legs"], [], ["Push", "Pull"], [], []]);
    res = await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 1, workout_ids: [] }] });
    expect(names(res.json.data.weeks[0])[0]).toEqual([]);
    const dupDay = await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 3, workout_ids: [] }, { day: 3, workout_ids: [] }] });
    expect(dupDay.status).toBe(422);
    expect((await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 9, workout_ids: [] }] })).json.errors["days.0.day"]).toEqual([PLAN_MSG.dayRange]);
    expect((await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 2, workout_ids: [theirs] }] })).status).toBe(404);

    // Copy a week: right after it, with its days.
    res = await api("PATCH", `/workout-plan/week/${week}/update`, { name: "Base" });
    expect(res.json.message).toBe(PLAN_MSG.weekUpdated);
    res = await api("POST", `/workout-plan/${plan.id}/create-week`, { name: "Peak" });
    expect(res.json.message).toBe(PLAN_MSG.weekCreated);
    res = await api("POST", `/workout-plan/week/${week}/duplicate`);
    expect(res.json.message).toBe(PLAN_MSG.weekDuplicated);
    const weeks = res.json.data.weeks as Week[];
    expect(weeks.map((w) => w.name)).toEqual(["Base", "Base", "Peak"]);
    expect(names(weeks[1])).toEqual(names(weeks[0]));
    expect((await api("GET", `/workout-plan/${plan.id}/weeks`)).json.data).toHaveLength(3);

    res = await api("PATCH", `/workout-plan/${plan.id}/sort-week`, { ids: [weeks[2].id, weeks[0].id, weeks[1].id] });
    expect(res.json.data.weeks.map((w: Week) => w.name)).toEqual(["Peak", "Base", "Base"]);
    expect((await api("PATCH", `/workout-plan/${plan.id}/sort-week`, { ids: [weeks[0].id] })).status).toBe(422);
    const other = await newPlan("Other");
    expect((await api("PATCH", `/workout-plan/${plan.id}/sort-week`, { ids: [weeks[0].id, weeks[1].id, other.weeks[0].id] })).status).toBe(422);

    res = await api("DELETE", `/workout-plan/week/${weeks[1].id}/delete`);
    expect(res.json.message).toBe(PLAN_MSG.weekDeleted);
    expect(res.json.data.weeks).toHaveLength(2);
    expect((await api("DELETE", `/workout-plan/week/${weeks[0].id}/delete`, undefined, tokens.other)).status).toBe(404);
    expect((await api("PATCH", `/workout-plan/week/${weeks[0].id}/update`, { name: "x".repeat(192) })).status).toBe(422);

    // Deleting a workout takes it off every day that had it.
    await api("DELETE", "/workout/delete", { ids: [legs] });
    const after = (await api("GET", `/workout-plan/${plan.id}/details`)).json.data as Plan;
    expect(after.weeks.flatMap((w) => names(w).flat())).not.toContain("Legs");
  });

  it("saves a week as a smart week, inserts copies of it (remembering the origin), lists and deletes it", async () => {
    const plan = await newPlan("Two weeks");
    const [upper, lower] = [await workout("Upper"), await workout("Lower")];
    const week = plan.weeks[0].id;
    await api("POST", `/workout-plan/week/${week}/store-week-workouts`, { days: [{ day: 1, workout_ids: [upper] }, { day: 4, workout_ids: [lower, upper] }] });

    const bad = await api("POST", `/workout-plan/week/${week}/create-smart-week`, { name: " " });
    expect(bad.status).toBe(422);
    const saved = await api("POST", `/workout-plan/week/${week}/create-smart-week`, { name: "Upper/lower" });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ message: PLAN_MSG.smartWeekCreated, data: { name: "Upper/lower", days: [{ day: 1, workout_id: upper }, { day: 4, workout_id: lower }, { day: 4, workout_id: upper }] } });
    const smartId = saved.json.data.id as number;
    expect((await api("GET", "/workout-plan/smart-weeks?search=upper")).json.data.map((s: { id: number }) => s.id)).toEqual([smartId]);
    expect((await api("GET", "/workout-plan/smart-weeks", undefined, tokens.other)).json.data.map((s: { id: number }) => s.id)).not.toContain(smartId);

    let res = await api("POST", `/workout-plan/${plan.id}/add-smart-week`, { smart_week_id: smartId });
    expect(res.status).toBe(201);
    let weeks = res.json.data.weeks as Week[];
    expect(weeks[1]).toMatchObject({ name: "Upper/lower", smart_week_id: smartId });
    expect(names(weeks[1])).toEqual([["Upper"], [], [], ["Lower", "Upper"], [], [], []]);
    res = await api("POST", `/workout-plan/${plan.id}/create-week`, { smart_week_id: smartId, name: "Deload" });
    expect(res.json.data.weeks[2]).toMatchObject({ name: "Deload", smart_week_id: smartId });
    expect((await api("POST", `/workout-plan/${plan.id}/add-smart-week`, {})).status).toBe(422);

    // Editing the copy leaves the smart week as saved.
    await api("POST", `/workout-plan/week/${weeks[1].id}/store-week-workouts`, { days: [{ day: 1, workout_ids: [] }] });
    expect((await api("GET", "/workout-plan/smart-weeks")).json.data.find((s: { id: number }) => s.id === smartId).days).toHaveLength(3);

    expect((await api("POST", `/workout-plan/${plan.id}/add-smart-week`, { smart_week_id: smartId }, tokens.other)).status).toBe(404);
    const theirPlan = (await api("POST", "/workout-plan/create", { name: "Theirs" }, tokens.other)).json.data as Plan;
    expect((await api("POST", `/workout-plan/${theirPlan.id}/add-smart-week`, { smart_week_id: smartId }, tokens.other)).status).toBe(404);
    expect((await api("DELETE", `/workout-plan/week/${smartId}/delete-smart-week`, undefined, tokens.other)).status).toBe(404);
    expect((await api("DELETE", `/workout-plan/week/${smartId}/delete-smart-week`)).json).toEqual({ status: 1, message: PLAN_MSG.smartWeekDeleted });
    weeks = (await api("GET", `/workout-plan/${plan.id}/details`)).json.data.weeks;
    expect(weeks[1].smart_week_id).toBeNull();
    expect(weeks).toHaveLength(3);
  });
});

describe("assignment", () => {
  it("assigns to contacts, lists by status both ways, unassigns; bad input 422s, another location's ids 404", async () => {
    const plan = await newPlan("Assigned plan");
    const theirs = (await api("GET", "/contact/list?per_page=1", undefined, tokens.other)).json.data[0].id;
    const ownIds = (await api("GET", "/contact/list?per_page=2")).json.data.map((c: { id: number }) => c.id);
    const body = { workout_plan_id: plan.id, contact_ids: ownIds, start_date: "2026-12-01", reminder_days: [1], reminder_time: "07:30", reminder_type: 1 };

    expect((await api("POST", "/workout-plan/add-contact", body)).json).toEqual({ status: 1, message: PLAN_MSG.assigned, count: 2 });
    const active = (await api("GET", `/workout-plan/${plan.id}/contacts`)).json;
    expect(active.total).toBe(2);
    expect(active.data[0]).toMatchObject({ status: "active", start_date: "2026-12-01", reminder_days: [1], reminder_time: "07:30", reminder_type: 1 });
    expect((await api("GET", `/workout-plan/${ownIds[0]}/contact-workout-plans`)).json.data).toEqual([expect.objectContaining({ workout_plan_id: plan.id, name: "Assigned plan", status: "active" })]);

    expect((await api("POST", "/workout-plan/remove-contact", { workout_plan_id: plan.id, contact_ids: [ownIds[0]] })).json).toEqual({ status: 1, message: PLAN_MSG.unassigned, count: 1 });
    expect((await api("GET", `/workout-plan/${plan.id}/contacts?status=deleted`)).json.data.map((r: { contact_id: number }) => r.contact_id)).toEqual([ownIds[0]]);
    expect((await api("GET", `/workout-plan/${ownIds[0]}/contact-workout-plans`)).json.total).toBe(0);
    await api("POST", "/workout-plan/add-contact", { ...body, contact_ids: [ownIds[0]], start_date: "2027-01-04" });
    expect((await api("GET", `/workout-plan/${ownIds[0]}/contact-workout-plans`)).json.data[0]).toMatchObject({ start_date: "2027-01-04", status: "active" });

    for (const [field, value] of [["start_date", "2026-02-30"], ["reminder_days", [7]], ["reminder_time", "25:00"], ["reminder_type", 3]] as const) {
      const bad = await api("POST", "/workout-plan/add-contact", { ...body, [field]: value });
      expect(bad.status, field).toBe(422);
      expect(Object.keys(bad.json.errors).some((k) => k.startsWith(field)), field).toBe(true);
    }
    expect((await api("POST", "/workout-plan/add-contact", { ...body, contact_ids: [theirs] })).status).toBe(404);
    expect((await api("POST", "/workout-plan/add-contact", { ...body, contact_ids: [theirs] }, tokens.other)).status).toBe(404);
    expect((await api("POST", "/workout-plan/remove-contact", { workout_plan_id: plan.id, contact_ids: [theirs] }, tokens.other)).status).toBe(404);
    expect((await api("GET", `/workout-plan/${theirs}/contact-workout-plans`)).status).toBe(404);
    expect((await api("GET", `/workout-plan/${plan.id}/contacts`, undefined, tokens.other)).status).toBe(404);
    expect((await api("GET", `/workout-plan/${plan.id}/contacts?status=gone`)).status).toBe(422);
  });
});
