import { and, desc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailMessages, smsMessages, workoutExercises, workoutPlanContacts, workoutSessionSets, workoutSessions } from "../../db/schema";
import { LOGGING_MSG } from "../../lib/workouts/constants";
import { openPlanLink, planDayWorkouts, resolvePlanDay } from "../../lib/workouts/plan-day";
import { planToken } from "../../lib/workouts/plan-link";
import { submitPlanDayAction } from "../../lib/workouts/public-action";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };
beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, path, { token, body });
const idle = { status: "idle" as const, errors: {}, values: {} };
let n = 0;
const cid = () => `plan-day-${++n}`;
function form(fields: Record<string, string | number>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, String(v));
  return f;
}

/** A plan whose week 1 has a bench workout on day 2 (and nothing else), assigned to one contact from 2026-12-01. */
async function assignedPlan(contactIndex: number) {
  const [bench] = await db().select({ id: workoutExercises.id }).from(workoutExercises).where(and(eq(workoutExercises.name, "Barbell Bench Press - Medium Grip"), isNull(workoutExercises.locationId)));
  const w = (await api("POST", "/workout/create", { name: `Bench ${cid()}` })).json.data;
  const block = (await api("POST", `/workout/${w.id}/create-block`, { type: "regular" })).json.data.blocks[0];
  const item = (await api("POST", "/workout/block/add-exercise", { block_id: block.id, exercise_id: bench.id })).json.data.blocks[0].exercises[0].id as number;
  const plan = (await api("POST", "/workout-plan/create", { name: `Plan ${cid()}` })).json.data;
  await api("POST", `/workout-plan/week/${plan.weeks[0].id}/save-plan-week-workout`, { day: 2, workout_id: w.id });
  await api("POST", `/workout-plan/${plan.id}/create-week`, {});
  const contactId = (await api("GET", "/contact/list?per_page=5")).json.data[contactIndex].id as number;
  expect((await api("POST", "/workout-plan/add-contact", { workout_plan_id: plan.id, contact_ids: [contactId], start_date: "2026-12-01", reminder_days: [], reminder_type: 1 })).json.count).toBe(1);
  const [asg] = await db().select().from(workoutPlanContacts).where(and(eq(workoutPlanContacts.planId, plan.id), eq(workoutPlanContacts.contactId, contactId)));
  const token = planToken({ assignmentId: asg.id, planId: plan.id, contactId, version: asg.linkVersion });
  return { planId: plan.id as number, workoutId: w.id as number, item, contactId, asg, token };
}

describe("the plan-day page (server side)", () => {
  it("opens today's plan day (location time), a chosen day within the plan, and a rest day has no workouts", async () => {
    const t = await assignedPlan(0);
    const open = (await openPlanLink(db(), t.token))!;
    expect(open).toMatchObject({ assignmentId: t.asg.id, planId: t.planId, contactId: t.contactId, startDate: "2026-12-01" });
    let day = await resolvePlanDay(db(), open, null, new Date("2026-12-02T15:00:00Z"));
    expect(day).toMatchObject({ day: 2, today: 2, last: 14, date: "2026-12-02" });
    expect((await planDayWorkouts(db(), open, day.day, day.weeks)).map((x) => x.workout.id)).toEqual([t.workoutId]);
    day = await resolvePlanDay(db(), open, 99, new Date("2026-12-02T15:00:00Z"));
    expect(day.day).toBe(14);
    expect(await planDayWorkouts(db(), open, 3, day.weeks)).toEqual([]);
    // Before the start: day 1.
    expect((await resolvePlanDay(db(), open, null, new Date("2026-11-20T12:00:00Z"))).day).toBe(1);
  });

  it("logs a day's workout through the logging service once per client id; a workout not on that day or a forged link stores nothing", async () => {
    const t = await assignedPlan(1);
    const cidA = cid();
    const fields = { token: t.token, client_id: cidA, plan_day: 2, workout_id: t.workoutId, [`r_${t.item}_0`]: "10", [`w_${t.item}_0`]: "40", notes: "Felt good" };
    const done = await submitPlanDayAction(idle, form(fields));
    expect(done.status).toBe("done");
    await submitPlanDayAction(idle, form(fields));
    const rows = await db().select().from(workoutSessions).where(eq(workoutSessions.planAssignmentId, t.asg.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ assignmentId: null, planDay: 2, workoutId: t.workoutId, contactId: t.contactId, notes: "Felt good", source: "page" });
    expect(await db().select({ reps: workoutSessionSets.reps, weight: workoutSessionSets.weight }).from(workoutSessionSets).where(eq(workoutSessionSets.sessionId, rows[0].id))).toEqual([{ reps: 10, weight: 40 }]);
    const open = (await openPlanLink(db(), t.token))!;
    expect((await planDayWorkouts(db(), open, 2, (await resolvePlanDay(db(), open, 2, new Date("2026-12-02T12:00:00Z"))).weeks))[0].logged).toBe(1);

    const bad = await submitPlanDayAction(idle, form({ ...fields, client_id: cid(), [`r_${t.item}_0`]: "abc" }));
    expect(bad).toMatchObject({ status: "invalid", errors: { [`r_${t.item}_0`]: ["Enter a whole number."] }, values: { [`r_${t.item}_0`]: "abc" } });
    expect((await submitPlanDayAction(idle, form({ ...fields, client_id: cid(), plan_day: 3 }))).status).toBe("invalid");
    const parts = t.token.split(".");
    expect((await submitPlanDayAction(idle, form({ ...fields, client_id: cid(), token: `${parts.slice(0, 4).join(".")}.${"A".repeat(32)}` }))).status).toBe("invalid");
    expect(await db().select().from(workoutSessions).where(eq(workoutSessions.planAssignmentId, t.asg.id))).toHaveLength(1);

    // Removed: the link is dead.
    await api("POST", "/workout-plan/remove-contact", { workout_plan_id: t.planId, contact_ids: [t.contactId] });
    expect(await openPlanLink(db(), t.token)).toBeNull();
    expect((await submitPlanDayAction(idle, form({ ...fields, client_id: cid() }))).status).toBe("invalid");
  });

  it("resend-reminder sends the plan-day link into the outbox; another location's plan 404s, a removed contact 422s", async () => {
    const t = await assignedPlan(2);
    const res = await api("PATCH", `/workout-plan/${t.planId}/resend-reminder`, { contact_id: t.contactId });
    expect(res.json).toMatchObject({ status: 1, message: LOGGING_MSG.reminderSent });
    expect(res.json.link).toContain(`/wp/${t.token}`);
    if (res.json.via === "email") {
      const [mail] = await db().select().from(emailMessages).where(eq(emailMessages.contactId, t.contactId)).orderBy(desc(emailMessages.id)).limit(1);
      expect(mail.html).toContain(`/wp/${t.token}`);
    } else {
      const [sms] = await db().select().from(smsMessages).where(eq(smsMessages.contactId, t.contactId)).orderBy(desc(smsMessages.id)).limit(1);
      expect(sms.body).toContain(`/wp/${t.token}`);
    }
    expect((await api("PATCH", `/workout-plan/${t.planId}/resend-reminder`, { contact_id: t.contactId }, tokens.other)).status).toBe(404);
    expect((await api("PATCH", `/workout-plan/${t.planId}/resend-reminder`, { contact_id: "x" })).status).toBe(422);
    await api("POST", "/workout-plan/remove-contact", { workout_plan_id: t.planId, contact_ids: [t.contactId] });
    expect((await api("PATCH", `/workout-plan/${t.planId}/resend-reminder`, { contact_id: t.contactId })).status).toBe(422);
  });
});
