import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { workoutBlockExercises, workoutBlocks, workoutExercises, workouts, type WorkoutSet } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound } from "@/lib/http/errors";
import { nextOrdering } from "@/lib/http/reorder";
import { WORKOUT_BUILDER_MSG } from "./constants";
import type { BlockRow, WorkoutDetail, WorkoutListQuery, WorkoutSummary } from "./builder-schemas";
import { workoutAssets, workoutOrderable } from "./dashboard";

type Loc = Pick<Ctx, "locationId">;
const w = workouts;
const b = workoutBlocks;
const x = workoutBlockExercises;
const mine = (ctx: Loc) => eq(w.locationId, ctx.locationId);

// Aliased: a single-table select prints its columns unqualified, which the subqueries' joins would make ambiguous.
const blocksCount = sql<number>`(select count(*)::int from ${b} wb where wb.workout_id = ${qualified(w.id)})`;
const exercisesCount = sql<number>`(select count(*)::int from ${x} wx join ${b} wb on wb.id = wx.block_id where wb.workout_id = ${qualified(w.id)})`;

export async function listWorkouts(db: Db, ctx: Loc, q: WorkoutListQuery) {
  const page = await listAssets(db, ctx, workoutAssets, q, {
    sorts: { order: w.ordering, name: w.name, created_at: w.createdAt },
    select: (__total) =>
      db.select({ id: w.id, name: w.name, description: w.description, thumbnail: w.thumbnail, ordering: w.ordering, createdAt: w.createdAt, updatedAt: w.updatedAt, blocks: blocksCount, exercises: exercisesCount, __total }).from(w).$dynamic(),
  });
  return {
    ...page,
    data: page.data.map((r): WorkoutSummary => ({
      id: r.id, name: r.name, description: r.description, thumbnail: r.thumbnail, ordering: r.ordering, blocks: r.blocks, exercises: r.exercises,
      created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/** Every workout's id and name (pickers: a plan's day, assigning from a contact). */
export async function listAllWorkouts(db: Db, ctx: Loc) {
  return { data: await listAllAssets(db, ctx, workoutAssets) };
}

/** A workout with its blocks in order and each block's exercises in order: three statements. */
export async function readWorkout(db: Db, ctx: Loc, id: number): Promise<WorkoutDetail> {
  const [row] = await db.select().from(w).where(and(eq(w.id, id), mine(ctx)));
  if (!row) throw notFound("Workout");
  const blocks = await db.select().from(b).where(and(eq(b.workoutId, id), eq(b.locationId, ctx.locationId))).orderBy(asc(b.ordering), asc(b.id));
  const items = blocks.length
    ? await db
      .select({ id: x.id, blockId: x.blockId, exerciseId: x.exerciseId, ordering: x.ordering, notes: x.notes, sets: x.sets, name: workoutExercises.name, picture: workoutExercises.picture, owner: workoutExercises.locationId })
      .from(x)
      .innerJoin(workoutExercises, eq(workoutExercises.id, x.exerciseId))
      .where(and(inArray(x.blockId, blocks.map((k) => k.id)), eq(x.locationId, ctx.locationId)))
      .orderBy(asc(x.ordering), asc(x.id))
    : [];
  return {
    id: row.id, name: row.name, description: row.description, thumbnail: row.thumbnail,
    created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(),
    blocks: blocks.map((k): BlockRow => ({
      id: k.id, workout_id: k.workoutId, type: k.type as BlockRow["type"], name: k.name, rounds: k.rounds, time_cap_seconds: k.timeCapSeconds, notes: k.notes,
      ordering: k.ordering, smart_block_id: k.smartBlockId,
      exercises: items.filter((i) => i.blockId === k.id).map((i) => ({
        id: i.id, block_id: i.blockId, exercise_id: i.exerciseId, name: i.name, picture: i.picture, is_system: i.owner === null, ordering: i.ordering, notes: i.notes, sets: i.sets,
      })),
    })),
  };
}

/** A write's answer: the workout stamped as changed and read back whole (the builder redraws from it). */
export async function workoutAnswer(db: Db, ctx: Loc, id: number, message: string) {
  await db.update(w).set({ updatedAt: new Date() }).where(and(eq(w.id, id), mine(ctx)));
  return { status: 1, message, data: await readWorkout(db, ctx, id) };
}

export async function createWorkout(db: Db, ctx: Loc, input: { name: string; description: string }) {
  const [row] = await db.insert(w).values({ locationId: ctx.locationId, name: input.name, description: input.description, ordering: nextOrdering(workoutOrderable, ctx.locationId) }).returning({ id: w.id });
  return { status: 1, message: WORKOUT_BUILDER_MSG.created, data: await readWorkout(db, ctx, row.id) };
}

export async function updateWorkout(db: Db, ctx: Loc, id: number, input: { name: string; description: string }) {
  const rows = await db.update(w).set({ name: input.name, description: input.description, updatedAt: new Date() }).where(and(eq(w.id, id), mine(ctx))).returning({ id: w.id });
  if (!rows.length) throw notFound("Workout");
  return { status: 1, message: WORKOUT_BUILDER_MSG.updated, data: await readWorkout(db, ctx, id) };
}

export async function renameWorkout(db: Db, ctx: Loc, id: number, name: string) {
  await renameAsset(db, ctx, workoutAssets, id, name);
  return { status: 1, message: WORKOUT_BUILDER_MSG.updated };
}

/** Inserts copies of blocks (with their exercises and sets) into a workout, from `ordering` on. */
export async function copyBlocks(tx: Db, ctx: Loc, toWorkoutId: number, blocks: (typeof b.$inferSelect)[], ordering: (i: number) => number) {
  if (!blocks.length) return [];
  const items = await tx.select().from(x).where(and(inArray(x.blockId, blocks.map((k) => k.id)), eq(x.locationId, ctx.locationId))).orderBy(asc(x.ordering), asc(x.id));
  const made: number[] = [];
  // One insert per block (at most BLOCKS_MAX): each copy's id is needed for its exercises.
  for (const [i, k] of blocks.entries()) {
    const [copy] = await tx.insert(b).values({
      locationId: ctx.locationId, workoutId: toWorkoutId, type: k.type, name: k.name, rounds: k.rounds, timeCapSeconds: k.timeCapSeconds, notes: k.notes,
      ordering: ordering(i), smartBlockId: k.smartBlockId,
    }).returning({ id: b.id });
    const mineItems = items.filter((it) => it.blockId === k.id);
    if (mineItems.length) {
      await tx.insert(x).values(mineItems.map((it) => ({ locationId: ctx.locationId, blockId: copy.id, exerciseId: it.exerciseId, ordering: it.ordering, notes: it.notes, sets: it.sets as WorkoutSet[] })));
    }
    made.push(copy.id);
  }
  return made;
}

/** A copy with every block, exercise and set, named "… (copy)", first on the dashboard. */
export async function duplicateWorkout(db: Db, ctx: Loc, id: number) {
  const src = await findAsset<typeof w.$inferSelect>(db, ctx, workoutAssets, id);
  const newId = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.insert(w).values({ locationId: ctx.locationId, name: copyName(workoutAssets, src.name), description: src.description, thumbnail: src.thumbnail, ordering: nextOrdering(workoutOrderable, ctx.locationId) }).returning({ id: w.id });
    const blocks = await tx.select().from(b).where(and(eq(b.workoutId, id), eq(b.locationId, ctx.locationId))).orderBy(asc(b.ordering), asc(b.id));
    await copyBlocks(tx, ctx, row.id, blocks, (i) => i);
    return row.id;
  });
  return { status: 1, message: WORKOUT_BUILDER_MSG.duplicated, data: await readWorkout(db, ctx, newId) };
}

/** All or none; blocks and their exercises go with them (foreign keys cascade). */
export async function deleteWorkouts(db: Db, ctx: Loc, ids: number[]) {
  await deleteAssets(db, ctx, workoutAssets, ids);
  return { status: 1, message: WORKOUT_BUILDER_MSG.deleted };
}

