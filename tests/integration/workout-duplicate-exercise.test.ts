import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workoutExercises } from "../../db/schema";
import { WORKOUT_MSG } from "../../lib/workouts/constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

// POST /workout/duplicate-exercise: a system exercise is read-only, so a coach edits a copy of it.
const { db } = setupTestDb();
const tokens = { owner: "", other: "" };
beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});
const systemId = async (name: string) => (await db().select({ id: workoutExercises.id }).from(workoutExercises).where(eq(workoutExercises.name, name)))[0].id;
type Row = { id: number; name: string; is_system: boolean; picture: string; images: string[]; attributes: { id: number }[]; is_favourite: boolean };

describe("duplicate-exercise", () => {
  it("copies a system exercise into the location's own (picture and attributes kept), editable, the original untouched", async () => {
    const id = await systemId("Dumbbell Bench Press");
    const original = (await call("GET", "/workout/exercises?search=dumbbell%20bench%20press&source=system", { token: tokens.owner })).json as { data: Row[] };
    const source = original.data.find((r) => r.id === id)!;
    const res = await call("POST", "/workout/duplicate-exercise", { token: tokens.owner, body: { id } });
    expect(res.status).toBe(201);
    const copy = (res.json as { data: Row; message: string });
    expect(copy.message).toBe(WORKOUT_MSG.exerciseDuplicated);
    expect(copy.data).toMatchObject({ name: "Dumbbell Bench Press (copy)", is_system: false, picture: source.picture, is_favourite: false });
    expect(copy.data.images).toEqual([source.picture]);
    expect(copy.data.attributes.map((a) => a.id).sort()).toEqual(source.attributes.map((a) => a.id).sort());

    const edited = await call("POST", "/workout/update-exercise", { token: tokens.owner, body: { id: copy.data.id, name: "My bench press", attribute_ids: [], cues: "Feet flat." } });
    expect(edited.status).toBe(200);
    const [still] = await db().select({ name: workoutExercises.name }).from(workoutExercises).where(eq(workoutExercises.id, id));
    expect(still.name).toBe("Dumbbell Bench Press");

    // Another location neither sees the copy nor can copy it.
    const theirs = await call("POST", "/workout/duplicate-exercise", { token: tokens.other, body: { id: copy.data.id } });
    expect(theirs.status).toBe(404);
    const count = await db().select({ id: workoutExercises.id }).from(workoutExercises).where(eq(workoutExercises.name, "My bench press (copy)"));
    expect(count).toHaveLength(0);
  });

  it("copies the location's own exercise; an unknown id is a 404 and a bad id a 422", async () => {
    const own = (await call("POST", "/workout/create-exercise", { token: tokens.owner, body: { name: "Sled push", cues: "Low hips." } })).json as { data: Row };
    const res = await call("POST", "/workout/duplicate-exercise", { token: tokens.owner, body: { id: own.data.id } });
    expect(res.status).toBe(201);
    expect((res.json as { data: Row & { cues: string } }).data).toMatchObject({ name: "Sled push (copy)", cues: "Low hips.", is_system: false });
    expect((await call("POST", "/workout/duplicate-exercise", { token: tokens.owner, body: { id: 2_000_000_000 } })).status).toBe(404);
    expect((await call("POST", "/workout/duplicate-exercise", { token: tokens.owner, body: {} })).status).toBe(422);
  });
});
