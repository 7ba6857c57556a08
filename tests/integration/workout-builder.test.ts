import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { workoutBlocks, workoutExercises, workouts } from "../../db/schema";
import { WORKOUT_BUILDER_MSG } from "../../lib/workouts/constants";
import { call, loginAs } from "../helpers/api";
import { setupTestDb } from "../helpers/db";

const { db } = setupTestDb();
const tokens = { owner: "", other: "" };

beforeAll(async () => {
  tokens.owner = (await loginAs("owner@demo.test")).access_token;
  tokens.other = (await loginAs("other@demo.test")).access_token;
});

type Detail = { id: number; name: string; blocks: { id: number; type: string; name: string; rounds: number | null; time_cap_seconds: number | null; smart_block_id: number | null; exercises: { id: number; exercise_id: number; name: string; sets: Record<string, unknown>[] }[] }[] };
const api = (method: string, path: string, body?: unknown, token = tokens.owner) => call(method, path, { token, body });
const system = async (name: string) => (await db().select({ id: workoutExercises.id }).from(workoutExercises).where(and(eq(workoutExercises.name, name), isNull(workoutExercises.locationId))))[0].id;
const set = (over: Record<string, unknown> = {}) => ({ reps: 8, reps_max: 12, weight: 60, time: null, distance: null, rest: 90, tempo: "3010", rpe: 8, ...over });

async function newWorkout(name = "Push day") {
  const res = await api("POST", "/workout/create", { name });
  expect(res.status).toBe(201);
  return res.json.data as Detail;
}

describe("workouts (the dashboard's calls)", () => {
  it("creates, lists six a page in the hand-made order, renames, updates and answers the picker list", async () => {
    const made = await api("POST", "/workout/create", { name: "  Leg day  ", description: "Heavy" });
    expect(made.json).toMatchObject({ status: 1, message: WORKOUT_BUILDER_MSG.created, data: { name: "Leg day", description: "Heavy", blocks: [] } });
    const second = await newWorkout("Arm day");
    const list = (await api("GET", "/workout/list")).json;
    expect(list).toMatchObject({ current_page: 1, per_page: 6 });
    expect(list.data.slice(0, 2).map((w: { name: string }) => w.name)).toEqual(["Arm day", "Leg day"]);
    expect((await api("GET", "/workout/list?search=leg")).json.data.map((w: { name: string }) => w.name)).toEqual(["Leg day"]);
    expect((await api("GET", "/workout/list?order_by=name&order=asc&per_page=100")).json.data.map((w: { name: string }) => w.name)).toEqual(expect.arrayContaining(["Arm day", "Leg day"]));
    expect((await api("GET", "/workout/list?order_by=ordering")).status).toBe(422);

    const renamed = await api("PATCH", `/workout/${second.id}/rename`, { name: "Arms" });
    expect(renamed.json).toEqual({ status: 1, message: WORKOUT_BUILDER_MSG.updated });
    const upd = await api("PATCH", `/workout/${second.id}/update`, { name: "Arms & abs", description: "Finisher" });
    expect(upd.json.data).toMatchObject({ name: "Arms & abs", description: "Finisher" });
    expect((await api("GET", "/workout/all")).json.data).toContainEqual({ id: second.id, name: "Arms & abs" });
    expect((await api("GET", "/workout/all", undefined, tokens.other)).json.data.map((w: { id: number }) => w.id)).not.toContain(second.id);

    const empty = await api("POST", "/workout/create", { name: " " });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.name).toEqual(["The name field is required."]);
    expect((await api("PATCH", `/workout/${second.id}/rename`, { name: "x".repeat(192) })).status).toBe(422);
    expect((await api("PATCH", `/workout/${second.id}/rename`, { name: "Theirs" }, tokens.other)).status).toBe(404);

    expect((await api("DELETE", "/workout/delete", { ids: [made.json.data.id, second.id] }, tokens.other)).status).toBe(404);
    const del = await api("DELETE", "/workout/delete", { ids: [made.json.data.id, second.id] });
    expect(del.json).toEqual({ status: 1, message: WORKOUT_BUILDER_MSG.deleted });
    expect(await db().select().from(workouts).where(eq(workouts.id, second.id))).toEqual([]);
  });
});

describe("blocks, exercises and sets", () => {
  it("builds a superset, a circuit and an AMRAP with sets per row, sorts, moves, duplicates and deletes", async () => {
    const w = await newWorkout();
    const bench = await system("Dumbbell Bench Press");
    const pullups = await system("Pullups");

    let res = await api("POST", `/workout/${w.id}/create-block`, { type: "superset", name: "A" });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(WORKOUT_BUILDER_MSG.blockCreated);
    const superset = res.json.data.blocks[0].id;
    res = await api("POST", `/workout/${w.id}/create-block`, { type: "circuit", name: "Finisher", time_cap_seconds: 600 });
    expect(res.json.data.blocks[1]).toMatchObject({ type: "circuit", rounds: 3, time_cap_seconds: null });
    const circuit = res.json.data.blocks[1].id;
    res = await api("POST", `/workout/${w.id}/create-block`, { type: "amrap", time_cap_seconds: 720 });
    const amrap = res.json.data.blocks[2].id;
    expect(res.json.data.blocks[2]).toMatchObject({ type: "amrap", time_cap_seconds: 720, rounds: null });

    res = await api("POST", "/workout/block/add-exercise", { block_id: superset, exercise_id: bench, sets: [set(), set({ reps: 6, reps_max: null, weight: 62.5, tempo: "x1x0" })] });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(WORKOUT_BUILDER_MSG.exerciseAdded);
    res = await api("POST", "/workout/block/add-exercise", { block_id: superset, exercise_id: pullups });
    let detail = res.json.data as Detail;
    expect(detail.blocks[0].exercises.map((e) => e.name)).toEqual(["Dumbbell Bench Press", "Pullups"]);
    expect(detail.blocks[0].exercises[0].sets[1]).toEqual({ reps: 6, reps_max: null, weight: 62.5, time: null, distance: null, rest: 90, tempo: "X1X0", rpe: 8 });
    expect(detail.blocks[0].exercises[1].sets).toHaveLength(3);
    expect(detail.blocks[0].exercises[1].sets[0]).toMatchObject({ reps: 10, rest: 60 });
    const [benchItem, pullItem] = detail.blocks[0].exercises.map((e) => e.id);

    // Set rows edited inline: the whole list.
    res = await api("PATCH", `/workout/block-exercise/${pullItem}`, { sets: [set({ weight: null, reps: 5, reps_max: 8 }), set({ weight: null, reps: 5, reps_max: 8 })], notes: "Dead hang" });
    expect(res.json.data.blocks[0].exercises[1]).toMatchObject({ notes: "Dead hang", sets: [expect.objectContaining({ reps: 5, reps_max: 8, weight: null }), expect.anything()] });

    res = await api("PATCH", `/workout/block/${superset}/sort-block-exercise`, { ids: [pullItem, benchItem] });
    expect(res.json.message).toBe(WORKOUT_BUILDER_MSG.sorted);
    expect(res.json.data.blocks[0].exercises.map((e: { id: number }) => e.id)).toEqual([pullItem, benchItem]);

    res = await api("PATCH", `/workout/${w.id}/sort-block`, { ids: [amrap, superset, circuit] });
    expect(res.json.data.blocks.map((k: { id: number }) => k.id)).toEqual([amrap, superset, circuit]);

    // Drag an exercise from the superset into the circuit; swap it to another exercise.
    res = await api("PATCH", `/workout/block/${circuit}/update-exercise`, { block_exercise_id: benchItem });
    detail = res.json.data;
    expect(detail.blocks[2].exercises.map((e) => e.id)).toEqual([benchItem]);
    expect(detail.blocks[1].exercises.map((e) => e.id)).toEqual([pullItem]);
    const squat = await system("Barbell Squat");
    res = await api("PATCH", `/workout/block/${circuit}/update-exercise`, { block_exercise_id: benchItem, exercise_id: squat });
    expect(res.json.data.blocks[2].exercises[0]).toMatchObject({ exercise_id: squat, name: "Barbell Squat", sets: [expect.objectContaining({ weight: 60 }), expect.anything()] });

    res = await api("POST", `/workout/block-exercise/${pullItem}/duplicate`);
    expect(res.status).toBe(201);
    expect(res.json.data.blocks[1].exercises).toHaveLength(2);
    const copyItem = res.json.data.blocks[1].exercises[1].id;
    res = await api("DELETE", `/workout/block/${superset}/delete-exercise`, { block_exercise_id: copyItem });
    expect(res.json.message).toBe(WORKOUT_BUILDER_MSG.exerciseRemoved);
    expect((await api("DELETE", `/workout/block/${circuit}/delete-exercise`, { block_exercise_id: pullItem })).status).toBe(404);

    res = await api("POST", `/workout/block/${superset}/duplicate`);
    detail = res.json.data;
    expect(detail.blocks.map((k) => k.type)).toEqual(["amrap", "superset", "superset", "circuit"]);
    expect(detail.blocks[2].exercises.map((e) => e.name)).toEqual(["Pullups"]);

    res = await api("PATCH", `/workout/block/${amrap}/update`, { type: "emom", name: "Every minute", time_cap_seconds: 600 });
    expect(res.json.data.blocks[0]).toMatchObject({ type: "emom", name: "Every minute", time_cap_seconds: 600 });
    res = await api("DELETE", `/workout/block/${detail.blocks[2].id}/delete`);
    expect(res.json.data.blocks).toHaveLength(3);

    // The dashboard counts, and a duplicate copies everything.
    const row = (await api("GET", "/workout/list?per_page=100")).json.data.find((x: { id: number }) => x.id === w.id);
    expect(row).toMatchObject({ blocks: 3, exercises: 2 });
    const dup = await api("POST", "/workout/duplicate", { id: w.id });
    expect(dup.json).toMatchObject({ message: WORKOUT_BUILDER_MSG.duplicated, data: { name: "Push day (copy)" } });
    const original = (await api("GET", `/workout/${w.id}/blocks`)).json.data as Detail;
    const strip = (d: Detail) => d.blocks.map((k) => ({ ...k, id: 0, workout_id: 0, ordering: 0, exercises: k.exercises.map((e) => ({ ...e, id: 0, block_id: 0 })) }));
    expect(strip(dup.json.data)).toEqual(strip(original));
    expect((await api("POST", "/workout/duplicate", { id: w.id }, tokens.other)).status).toBe(404);

    // The library ranks by the coach's use: the squat, now in two workouts, comes first for this location only.
    const ranked = (await api("GET", "/workout/exercises?search=barbell&order_by=use&per_page=3")).json.data.map((e: { name: string }) => e.name);
    expect(ranked[0]).toBe("Barbell Squat");
    const theirs = (await api("GET", "/workout/exercises?search=barbell&order_by=use&per_page=3", undefined, tokens.other)).json.data.map((e: { name: string }) => e.name);
    expect(theirs).toEqual([...theirs].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("422s absurd sets, sort ids not exactly the parent's, a time cap missing; another location's ids are 404s", async () => {
    const w = await newWorkout("Checks");
    const other = await newWorkout("Other");
    const bench = await system("Dumbbell Bench Press");
    const a = (await api("POST", `/workout/${w.id}/create-block`, {})).json.data.blocks[0].id;
    const b = (await api("POST", `/workout/${w.id}/create-block`, { type: "regular" })).json.data.blocks[1].id;
    const elsewhere = (await api("POST", `/workout/${other.id}/create-block`, {})).json.data.blocks[0].id;

    const bad = async (sets: unknown[], field: string) => {
      const res = await api("POST", "/workout/block/add-exercise", { block_id: a, exercise_id: bench, sets });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.json.errors), field).toContain(field);
    };
    await bad([set({ reps: 1001 })], "sets.0.reps");
    await bad([set(), set({ weight: 1000.5 })], "sets.1.weight");
    await bad([set({ reps: -1 })], "sets.0.reps");
    await bad([set({ reps: 10, reps_max: 8 })], "sets.0.reps_max");
    await bad([set({ rpe: 11 })], "sets.0.rpe");
    await bad([set({ tempo: "slow" })], "sets.0.tempo");
    await bad([set({ rest: 4000 })], "sets.0.rest");
    await bad([], "sets");
    const cap = await api("POST", `/workout/${w.id}/create-block`, { type: "emom" });
    expect(cap.json.errors.time_cap_seconds).toEqual([WORKOUT_BUILDER_MSG.timeCapRequired]);
    expect((await api("POST", `/workout/${w.id}/create-block`, { type: "tabata" })).status).toBe(422);

    const missing = await api("PATCH", `/workout/${w.id}/sort-block`, { ids: [a] });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.ids).toBeDefined();
    expect((await api("PATCH", `/workout/${w.id}/sort-block`, { ids: [a, b, elsewhere] })).status).toBe(422);
    expect((await api("PATCH", `/workout/${w.id}/sort-block`, { ids: [a, a, b] })).status).toBe(422);

    const theirs = await api("POST", "/workout/create", { name: "Theirs" }, tokens.other);
    const theirBlock = (await api("POST", `/workout/${theirs.json.data.id}/create-block`, {}, tokens.other)).json.data.blocks[0].id;
    expect((await api("PATCH", `/workout/${w.id}/sort-block`, { ids: [a, b, theirBlock] })).status).toBe(404);
    expect((await api("POST", "/workout/block/add-exercise", { block_id: theirBlock, exercise_id: bench })).status).toBe(404);
    const own = await api("POST", "/workout/create-exercise", { name: "Their move" }, tokens.other);
    expect((await api("POST", "/workout/block/add-exercise", { block_id: a, exercise_id: own.json.data.id })).status).toBe(404);

    const item = (await api("POST", "/workout/block/add-exercise", { block_id: a, exercise_id: bench })).json.data.blocks[0].exercises[0].id;
    const moved = await api("PATCH", `/workout/block/${elsewhere}/update-exercise`, { block_exercise_id: item });
    expect(moved.status).toBe(422);
    expect(moved.json.errors.block_exercise_id).toEqual([WORKOUT_BUILDER_MSG.otherWorkout]);
    expect((await api("PATCH", `/workout/block-exercise/${item}`, { sets: [set({ weight: 2000 })] })).status).toBe(422);
    expect((await api("PATCH", `/workout/block-exercise/${item}`, { notes: "Theirs" }, tokens.other)).status).toBe(404);
    expect((await db().select({ id: workoutBlocks.id }).from(workoutBlocks).where(eq(workoutBlocks.workoutId, w.id)))).toHaveLength(2);
  });
});

describe("smart blocks", () => {
  it("saves a block, inserts it as a copy remembering its origin, lists and deletes it", async () => {
    const w = await newWorkout("Smart");
    const bench = await system("Dumbbell Bench Press");
    const block = (await api("POST", `/workout/${w.id}/create-block`, { type: "circuit", rounds: 4, name: "Core circuit" })).json.data.blocks[0].id;
    await api("POST", "/workout/block/add-exercise", { block_id: block, exercise_id: bench, sets: [set()] });
    const saved = await api("POST", `/workout/block/${block}/create-smart-block`, { name: "Core circuit" });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ message: WORKOUT_BUILDER_MSG.smartBlockCreated, data: { name: "Core circuit", type: "circuit", rounds: 4, exercises: [{ exercise_id: bench, name: "Dumbbell Bench Press", sets: 1 }] } });
    const smartId = saved.json.data.id;
    expect((await api("GET", "/workout/smart-blocks?search=core")).json.data.map((s: { id: number }) => s.id)).toEqual([smartId]);
    expect((await api("GET", "/workout/smart-blocks", undefined, tokens.other)).json.total).toBe(0);

    const target = await newWorkout("Target");
    const inserted = await api("POST", `/workout/${target.id}/create-block`, { smart_block_id: smartId });
    expect(inserted.json.data.blocks[0]).toMatchObject({ type: "circuit", rounds: 4, name: "Core circuit", smart_block_id: smartId, exercises: [{ exercise_id: bench, sets: [set({ tempo: "3010" })] }] });
    // A copy: editing it leaves the smart block as saved.
    await api("PATCH", `/workout/block/${inserted.json.data.blocks[0].id}/update`, { type: "regular", name: "Core circuit" });
    expect((await api("GET", "/workout/smart-blocks")).json.data[0]).toMatchObject({ type: "circuit", rounds: 4 });
    expect((await api("POST", `/workout/${target.id}/create-block`, { smart_block_id: smartId }, tokens.other)).status).toBe(404);

    expect((await api("DELETE", `/workout/block/${smartId}/delete-smart-block`, undefined, tokens.other)).status).toBe(404);
    const del = await api("DELETE", `/workout/block/${smartId}/delete-smart-block`);
    expect(del.json).toEqual({ status: 1, message: WORKOUT_BUILDER_MSG.smartBlockDeleted });
    expect((await api("GET", `/workout/${target.id}/blocks`)).json.data.blocks[0]).toMatchObject({ smart_block_id: null, name: "Core circuit" });
  });
});

describe("assignment", () => {
  it("assigns to contacts with a schedule, lists by status both ways, unassigns; bad input 422s, another location's ids 404", async () => {
    const w = await newWorkout("Assigned");
    const theirs = (await api("GET", "/contact/list?per_page=1", undefined, tokens.other)).json.data[0].id;
    const ownIds = (await api("GET", "/contact/list?per_page=3")).json.data.map((c: { id: number }) => c.id);
    expect(ownIds).toHaveLength(3);

    const body = { workout_id: w.id, contact_ids: ownIds, start_date: "2026-12-01", sessions: 12, reminder_days: [5, 1, 3], reminder_time: "07:30", reminder_type: 2 };
    const res = await api("POST", "/workout/add-contact", body);
    expect(res.json).toEqual({ status: 1, message: "Workout has been assigned successfully!", count: 3 });
    const active = (await api("GET", `/workout/${w.id}/contacts`)).json;
    expect(active.total).toBe(3);
    expect(active.data[0]).toMatchObject({ status: "active", start_date: "2026-12-01", sessions: 12, reminder_days: [1, 3, 5], reminder_time: "07:30", reminder_type: 2 });
    const mineNow = (await api("GET", `/workout/${ownIds[0]}/contact-workouts`)).json;
    expect(mineNow.data).toEqual([expect.objectContaining({ workout_id: w.id, name: "Assigned", status: "active" })]);

    const off = await api("POST", "/workout/remove-contact", { workout_id: w.id, contact_ids: [ownIds[0]] });
    expect(off.json).toEqual({ status: 1, message: "Workout has been unassigned successfully!", count: 1 });
    expect((await api("GET", `/workout/${w.id}/contacts?status=deleted`)).json.data.map((r: { contact_id: number }) => r.contact_id)).toEqual([ownIds[0]]);
    expect((await api("GET", `/workout/${w.id}/contacts`)).json.total).toBe(2);
    expect((await api("GET", `/workout/${ownIds[0]}/contact-workouts`)).json.total).toBe(0);
    // Assigned again: active with the new schedule, one row.
    await api("POST", "/workout/add-contact", { ...body, contact_ids: [ownIds[0]], start_date: "2027-01-04", sessions: null });
    expect((await api("GET", `/workout/${w.id}/contacts`)).json.total).toBe(3);
    expect((await api("GET", `/workout/${ownIds[0]}/contact-workouts`)).json.data[0]).toMatchObject({ start_date: "2027-01-04", sessions: null });

    for (const [field, value] of [["start_date", "2026-02-30"], ["sessions", 0], ["reminder_days", [7]], ["reminder_time", "25:00"], ["reminder_type", 3]] as const) {
      const bad = await api("POST", "/workout/add-contact", { ...body, [field]: value });
      expect(bad.status, field).toBe(422);
    }
    expect((await api("POST", "/workout/add-contact", { ...body, contact_ids: [theirs] })).status).toBe(404);
    expect((await api("POST", "/workout/add-contact", { ...body, contact_ids: [theirs] }, tokens.other)).status).toBe(404);
    expect((await api("GET", `/workout/${theirs}/contact-workouts`)).status).toBe(404);
    expect((await api("GET", `/workout/${w.id}/contacts?status=gone`)).status).toBe(422);
  });
});
