import { and, eq, inArray, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, workoutContacts, workoutOverloadTargets, workouts } from "../../db/schema";
import { defineFixture } from "./fixture";

/** Workout logging's calls (lib/workouts/logging-routes.ts): one assigned workout per tenant. */
export default defineFixture({
  module: "workouts",
  records: async (db, ids) => {
    const [w1, w2] = await db.insert(workouts).values([{ locationId: ids.downtown, name: "Logged workout" }, { locationId: ids.otherLoc, name: "Logged workout" }]).returning({ id: workouts.id });
    const contactOf = async (locationId: number) => (await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).limit(1))[0].id;
    await db.insert(workoutContacts).values([
      { locationId: ids.downtown, workoutId: w1.id, contactId: await contactOf(ids.downtown), startDate: "2026-12-01" },
      { locationId: ids.otherLoc, workoutId: w2.id, contactId: await contactOf(ids.otherLoc), startDate: "2026-12-01" },
    ]);
    return { loggedWorkout: { own: w1.id, other: w2.id } };
  },
  params: {
    "GET /workout/{id}/analytics": { id: "loggedWorkout" },
    "GET /workout/{id}/activity": { id: "loggedWorkout" },
    "GET /workout/{id}/notes": { id: "loggedWorkout" },
    "GET /workout/{id}/block-stats": { id: "loggedWorkout" },
    "GET /workout/{id}/contact-report": { id: "loggedWorkout" },
    "GET /workout/{id}/contact-exercise-history": { id: "loggedWorkout" },
    "POST /workout/{id}/overload-target": { id: "loggedWorkout" },
    "POST /workout/{id}/resend-reminder": { id: "loggedWorkout" },
  },
  bodies: {
    "POST /workout/{id}/overload-target": { contact_id: 1, block_exercise_id: 1, weight: 50 },
    "POST /workout/{id}/resend-reminder": { contact_id: 1 },
  },
  unchanged: async (db, r) => {
    const rows = await db.select({ status: workoutContacts.status, v: workoutContacts.linkVersion }).from(workoutContacts).where(inArray(workoutContacts.workoutId, [r.loggedWorkout.own, r.loggedWorkout.other]));
    expect(rows).toEqual([{ status: "active", v: 1 }, { status: "active", v: 1 }]);
    const assignments = db.select({ id: workoutContacts.id }).from(workoutContacts).where(inArray(workoutContacts.workoutId, [r.loggedWorkout.own, r.loggedWorkout.other]));
    expect(await db.select().from(workoutOverloadTargets).where(inArray(workoutOverloadTargets.assignmentId, assignments))).toEqual([]);
  },
});
