import { and, eq, inArray, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { contacts, workoutBlockExercises, workoutBlocks, workoutExercises, workoutSmartBlocks, workouts } from "../../db/schema";
import { defineFixture } from "./fixture";

const SET = { reps: 5, reps_max: null, weight: 60, time: null, distance: null, rest: 90, tempo: null, rpe: null };

/** The builder's part of the workouts module: one workout per tenant with a block, a block exercise and a smart block; a contact each. */
export default defineFixture({
  module: "workouts",
  records: async (db, ids) => {
    const [exercise] = await db.select({ id: workoutExercises.id }).from(workoutExercises).where(isNull(workoutExercises.locationId)).limit(1);
    const [w1, w2] = await db.insert(workouts).values([{ locationId: ids.downtown, name: "Tenancy workout" }, { locationId: ids.otherLoc, name: "Tenancy workout" }]).returning({ id: workouts.id });
    const [b1, b2] = await db.insert(workoutBlocks).values([{ locationId: ids.downtown, workoutId: w1.id, type: "regular", name: "Keep" }, { locationId: ids.otherLoc, workoutId: w2.id, type: "regular", name: "Keep" }]).returning({ id: workoutBlocks.id });
    const [x1, x2] = await db.insert(workoutBlockExercises).values([
      { locationId: ids.downtown, blockId: b1.id, exerciseId: exercise.id, sets: [SET] },
      { locationId: ids.otherLoc, blockId: b2.id, exerciseId: exercise.id, sets: [SET] },
    ]).returning({ id: workoutBlockExercises.id });
    const [s1, s2] = await db.insert(workoutSmartBlocks).values([
      { locationId: ids.downtown, name: "Keep", type: "regular", exercises: [] },
      { locationId: ids.otherLoc, name: "Keep", type: "regular", exercises: [] },
    ]).returning({ id: workoutSmartBlocks.id });
    const contactOf = async (locationId: number) => (await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.locationId, locationId), isNull(contacts.deletedAt))).limit(1))[0].id;
    return { contact: { own: await contactOf(ids.downtown), other: await contactOf(ids.otherLoc) }, workout: { own: w1.id, other: w2.id }, block: { own: b1.id, other: b2.id }, item: { own: x1.id, other: x2.id }, smart: { own: s1.id, other: s2.id } };
  },
  params: {
    "PATCH /workout/{id}/update": { id: "workout" },
    "PATCH /workout/{id}/rename": { id: "workout" },
    "GET /workout/{id}/blocks": { id: "workout" },
    "GET /workout/{id}/contacts": { id: "workout" },
    "GET /workout/{contact_id}/contact-workouts": { contact_id: "contact" },
    "POST /workout/{workout_id}/create-block": { workout_id: "workout" },
    "PATCH /workout/{workout_id}/sort-block": { workout_id: "workout" },
    "PATCH /workout/block/{id}/update": { id: "block" },
    "POST /workout/block/{id}/duplicate": { id: "block" },
    "DELETE /workout/block/{id}/delete": { id: "block" },
    "PATCH /workout/block/{id}/update-exercise": { id: "block" },
    "PATCH /workout/block/{id}/sort-block-exercise": { id: "block" },
    "DELETE /workout/block/{id}/delete-exercise": { id: "block" },
    "POST /workout/block/{id}/create-smart-block": { id: "block" },
    "DELETE /workout/block/{id}/delete-smart-block": { id: "smart" },
    "PATCH /workout/block-exercise/{id}": { id: "item" },
    "POST /workout/block-exercise/{id}/duplicate": { id: "item" },
  },
  bodies: {
    "PATCH /workout/{id}/update": { name: "Changed", description: "" },
    "PATCH /workout/{id}/rename": { name: "Changed" },
    "POST /workout/{workout_id}/create-block": { type: "regular" },
    "PATCH /workout/{workout_id}/sort-block": { ids: [1] },
    "PATCH /workout/block/{id}/update": { type: "circuit", name: "Changed" },
    "PATCH /workout/block/{id}/update-exercise": { block_exercise_id: 1 },
    "PATCH /workout/block/{id}/sort-block-exercise": { ids: [1] },
    "DELETE /workout/block/{id}/delete-exercise": { block_exercise_id: 1 },
    "POST /workout/block/{id}/create-smart-block": { name: "Changed" },
    "PATCH /workout/block-exercise/{id}": { notes: "Changed" },
  },
  unchanged: async (db, r) => {
    const ws = await db.select({ name: workouts.name }).from(workouts).where(inArray(workouts.id, [r.workout.own, r.workout.other]));
    expect(ws.map((x) => x.name)).toEqual(["Tenancy workout", "Tenancy workout"]);
    for (const side of ["own", "other"] as const) {
      const blocks = await db.select({ name: workoutBlocks.name, type: workoutBlocks.type }).from(workoutBlocks).where(eq(workoutBlocks.workoutId, r.workout[side]));
      expect(blocks).toEqual([{ name: "Keep", type: "regular" }]);
      const [item] = await db.select({ notes: workoutBlockExercises.notes }).from(workoutBlockExercises).where(eq(workoutBlockExercises.id, r.item[side]));
      expect(item.notes).toBe("");
    }
    expect(await db.select({ id: workoutSmartBlocks.id }).from(workoutSmartBlocks).where(inArray(workoutSmartBlocks.id, [r.smart.own, r.smart.other]))).toHaveLength(2);
  },
});
