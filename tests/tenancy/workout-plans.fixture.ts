import { and, eq, inArray, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, workoutPlanDayWorkouts, workoutPlanWeeks, workoutPlans, workoutSmartWeeks, workouts } from "../../db/schema";
import { defineFixture } from "./fixture";

/** Workout plans' calls (lib/workouts/plan-routes.ts): a plan with one week and a smart week per tenant. */
export default defineFixture({
  module: "workouts",
  records: async (db, ids) => {
    const [w1, w2] = await db.insert(workouts).values([{ locationId: ids.downtown, name: "Plan workout" }, { locationId: ids.otherLoc, name: "Plan workout" }]).returning({ id: workouts.id });
    const [p1, p2] = await db.insert(workoutPlans).values([{ locationId: ids.downtown, name: "Tenancy plan" }, { locationId: ids.otherLoc, name: "Tenancy plan" }]).returning({ id: workoutPlans.id });
    const [k1, k2] = await db.insert(workoutPlanWeeks).values([{ locationId: ids.downtown, planId: p1.id, name: "Week" }, { locationId: ids.otherLoc, planId: p2.id, name: "Week" }]).returning({ id: workoutPlanWeeks.id });
    await db.insert(workoutPlanDayWorkouts).values([{ locationId: ids.downtown, weekId: k1.id, day: 1, workoutId: w1.id }, { locationId: ids.otherLoc, weekId: k2.id, day: 1, workoutId: w2.id }]);
    const [s1, s2] = await db.insert(workoutSmartWeeks).values([{ locationId: ids.downtown, name: "Keep", days: [] }, { locationId: ids.otherLoc, name: "Keep", days: [] }]).returning({ id: workoutSmartWeeks.id });
    const contactOf = async (locationId: number) => (await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).limit(1))[0].id;
    return { planContact: { own: await contactOf(ids.downtown), other: await contactOf(ids.otherLoc) }, plan: { own: p1.id, other: p2.id }, week: { own: k1.id, other: k2.id }, smartWeek: { own: s1.id, other: s2.id } };
  },
  params: {
    "GET /workout-plan/{id}/details": { id: "plan" },
    "PATCH /workout-plan/{id}/rename": { id: "plan" },
    "GET /workout-plan/{id}/weeks": { id: "plan" },
    "POST /workout-plan/{id}/create-week": { id: "plan" },
    "POST /workout-plan/{id}/add-smart-week": { id: "plan" },
    "PATCH /workout-plan/{id}/sort-week": { id: "plan" },
    "GET /workout-plan/{id}/contacts": { id: "plan" },
    "PATCH /workout-plan/{id}/resend-reminder": { id: "plan" },
    "GET /workout-plan/{contact_id}/contact-workout-plans": { contact_id: "planContact" },
    "PATCH /workout-plan/week/{id}/update": { id: "week" },
    "POST /workout-plan/week/{id}/duplicate": { id: "week" },
    "DELETE /workout-plan/week/{id}/delete": { id: "week" },
    "POST /workout-plan/week/{id}/save-plan-week-workout": { id: "week" },
    "POST /workout-plan/week/{id}/store-week-workouts": { id: "week" },
    "PATCH /workout-plan/week/{id}/sort-week-workout": { id: "week" },
    "POST /workout-plan/week/{id}/create-smart-week": { id: "week" },
    "DELETE /workout-plan/week/{id}/delete-smart-week": { id: "smartWeek" },
  },
  bodies: {
    "PATCH /workout-plan/{id}/rename": { name: "Changed" },
    "PATCH /workout-plan/{id}/resend-reminder": { contact_id: 1 },
    "POST /workout-plan/{id}/create-week": { name: "Changed" },
    "POST /workout-plan/{id}/add-smart-week": { smart_week_id: 1 },
    "PATCH /workout-plan/{id}/sort-week": { ids: [1] },
    "PATCH /workout-plan/week/{id}/update": { name: "Changed" },
    "POST /workout-plan/week/{id}/save-plan-week-workout": { day: 2, workout_id: 1 },
    "POST /workout-plan/week/{id}/store-week-workouts": { days: [{ day: 1, workout_ids: [] }] },
    "PATCH /workout-plan/week/{id}/sort-week-workout": { day: 1, ids: [1] },
    "POST /workout-plan/week/{id}/create-smart-week": { name: "Changed" },
  },
  unchanged: async (db, r) => {
    const plans = await db.select({ name: workoutPlans.name }).from(workoutPlans).where(inArray(workoutPlans.id, [r.plan.own, r.plan.other]));
    expect(plans.map((x) => x.name)).toEqual(["Tenancy plan", "Tenancy plan"]);
    const weeks = await db.select({ name: workoutPlanWeeks.name }).from(workoutPlanWeeks).where(inArray(workoutPlanWeeks.planId, [r.plan.own, r.plan.other]));
    expect(weeks.map((x) => x.name)).toEqual(["Week", "Week"]);
    const days = await db.select({ day: workoutPlanDayWorkouts.day }).from(workoutPlanDayWorkouts).where(inArray(workoutPlanDayWorkouts.weekId, [r.week.own, r.week.other]));
    expect(days).toEqual([{ day: 1 }, { day: 1 }]);
    expect(await db.select({ id: workoutSmartWeeks.id }).from(workoutSmartWeeks).where(inArray(workoutSmartWeeks.id, [r.smartWeek.own, r.smartWeek.other]))).toHaveLength(2);
  },
});
