import "server-only";
import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db";
import { workoutBlockExercises, workoutBlocks, workoutExercises, workoutSmartBlocks, workouts, type WorkoutSet } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { nextOrdering, reorderAll, type Orderable } from "@/lib/http/reorder";
import { BLOCK_EXERCISES_MAX, BLOCKS_MAX, DEFAULT_CIRCUIT_ROUNDS, WORKOUT_BUILDER_MSG } from "./constants";
import { copyBlocks, workoutAnswer } from "./builder";
import { defaultSets, type AddExercise, type BlockCreate, type BlockUpdate } from "./builder-schemas";

type Loc = Pick<Ctx, "locationId">;
const b = workoutBlocks;
const x = workoutBlockExercises;
const s = workoutSmartBlocks;

const blockOrderable: Orderable = { table: b, id: b.id, locationId: b.locationId, ordering: b.ordering, noun: "Block" };
const itemOrderable: Orderable = { table: x, id: x.id, locationId: x.locationId, ordering: x.ordering, noun: "Exercise" };

async function ownWorkout(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: workouts.id }).from(workouts).where(and(eq(workouts.id, id), eq(workouts.locationId, ctx.locationId)));
  if (!row) throw notFound("Workout");
  return row.id;
}

async function ownBlock(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select().from(b).where(and(eq(b.id, id), eq(b.locationId, ctx.locationId)));
  if (!row) throw notFound("Block");
  return row;
}

async function ownItem(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: x.id, blockId: x.blockId, workoutId: b.workoutId, ordering: x.ordering }).from(x).innerJoin(b, eq(b.id, x.blockId)).where(and(eq(x.id, id), eq(x.locationId, ctx.locationId)));
  if (!row) throw notFound("Exercise");
  return row;
}

/** An exercise the location may use: a system one or its own (another location's: 404). */
async function usableExercise(db: Db, ctx: Loc, id: number) {
  const e = workoutExercises;
  const [row] = await db.select({ id: e.id }).from(e).where(and(eq(e.id, id), or(isNull(e.locationId), eq(e.locationId, ctx.locationId))));
  if (!row) throw notFound("Exercise");
}

/** A circuit keeps rounds (3 when left out), AMRAP and EMOM a time cap; the other types neither. */
function shape(v: { type: string; rounds: number | null; time_cap_seconds: number | null }) {
  return {
    rounds: v.type === "circuit" ? v.rounds ?? DEFAULT_CIRCUIT_ROUNDS : null,
    timeCapSeconds: v.type === "amrap" || v.type === "emom" ? v.time_cap_seconds : null,
  };
}

/**
 * `ids` must be exactly the parent's rows: an id of the location's that is elsewhere (another
 * workout's block) or a missing one is a 422 on ids; an id the location does not have is a 404.
 */
export async function sortExactly(db: Db, ctx: Loc, spec: Orderable, ids: number[], scope: SQL, noun: string) {
  const rows = (await db.select({ id: spec.id }).from(spec.table).where(and(eq(spec.locationId, ctx.locationId), inArray(spec.id, ids)))) as { id: number }[];
  if (rows.length !== new Set(ids).size) throw notFound(spec.noun);
  const [{ n }] = await db.select({ n: count() }).from(spec.table).where(and(eq(spec.locationId, ctx.locationId), scope, inArray(spec.id, ids)));
  if (n !== ids.length) throw validationError({ ids: [`The ids must be exactly the ${noun}.`] });
  await reorderAll(db, spec, ctx.locationId, ids, scope);
}

async function checkBlockRoom(db: Db, ctx: Loc, workoutId: number, adding = 1) {
  const [{ n }] = await db.select({ n: count() }).from(b).where(and(eq(b.workoutId, workoutId), eq(b.locationId, ctx.locationId)));
  if (n + adding > BLOCKS_MAX) throw validationError({ workout_id: [WORKOUT_BUILDER_MSG.blocksFull] });
}

async function checkItemRoom(db: Db, ctx: Loc, blockId: number, field: string) {
  const [{ n }] = await db.select({ n: count() }).from(x).where(and(eq(x.blockId, blockId), eq(x.locationId, ctx.locationId)));
  if (n + 1 > BLOCK_EXERCISES_MAX) throw validationError({ [field]: [WORKOUT_BUILDER_MSG.blockFull] });
}

/** A new block last in the workout, or with `smart_block_id` a copy of that saved block (remembering it). */
export async function createBlock(db: Db, ctx: Loc, workoutId: number, v: BlockCreate) {
  await ownWorkout(db, ctx, workoutId);
  await checkBlockRoom(db, ctx, workoutId);
  const ordering = nextOrdering(blockOrderable, ctx.locationId, eq(b.workoutId, workoutId));
  if (v.smart_block_id) {
    const [smart] = await db.select().from(s).where(and(eq(s.id, v.smart_block_id), eq(s.locationId, ctx.locationId)));
    if (!smart) throw notFound("Smart block");
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [block] = await tx.insert(b).values({ locationId: ctx.locationId, workoutId, type: smart.type, name: smart.name, rounds: smart.rounds, timeCapSeconds: smart.timeCapSeconds, notes: smart.notes, ordering, smartBlockId: smart.id }).returning({ id: b.id });
      // A saved exercise the location can no longer use (a coach's own, since deleted) is left out.
      const usable = smart.exercises.length
        ? new Set((await tx.select({ id: workoutExercises.id }).from(workoutExercises).where(and(inArray(workoutExercises.id, smart.exercises.map((e) => e.exercise_id)), or(isNull(workoutExercises.locationId), eq(workoutExercises.locationId, ctx.locationId))))).map((r) => r.id))
        : new Set<number>();
      const rows = smart.exercises.filter((e) => usable.has(e.exercise_id));
      if (rows.length) await tx.insert(x).values(rows.map((e, i) => ({ locationId: ctx.locationId, blockId: block.id, exerciseId: e.exercise_id, ordering: i, notes: e.notes, sets: e.sets })));
    });
  } else {
    await db.insert(b).values({ locationId: ctx.locationId, workoutId, type: v.type, name: v.name, notes: v.notes, ordering, ...shape(v) });
  }
  return workoutAnswer(db, ctx, workoutId, WORKOUT_BUILDER_MSG.blockCreated);
}

export async function sortBlocks(db: Db, ctx: Loc, workoutId: number, ids: number[]) {
  await ownWorkout(db, ctx, workoutId);
  await sortExactly(db, ctx, blockOrderable, ids, eq(b.workoutId, workoutId), "workout's blocks");
  return workoutAnswer(db, ctx, workoutId, WORKOUT_BUILDER_MSG.sorted);
}

export async function updateBlock(db: Db, ctx: Loc, id: number, v: BlockUpdate) {
  const block = await ownBlock(db, ctx, id);
  await db.update(b).set({ type: v.type, name: v.name, notes: v.notes, ...shape(v), updatedAt: new Date() }).where(and(eq(b.id, id), eq(b.locationId, ctx.locationId)));
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.blockUpdated);
}

/** A copy right after the block (the later blocks move down one). */
export async function duplicateBlock(db: Db, ctx: Loc, id: number) {
  const block = await ownBlock(db, ctx, id);
  await checkBlockRoom(db, ctx, block.workoutId);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.update(b).set({ ordering: sql`${b.ordering} + 1` }).where(and(eq(b.workoutId, block.workoutId), eq(b.locationId, ctx.locationId), gt(b.ordering, block.ordering)));
    await copyBlocks(tx, ctx, block.workoutId, [block], () => block.ordering + 1);
  });
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.blockDuplicated);
}

export async function deleteBlock(db: Db, ctx: Loc, id: number) {
  const block = await ownBlock(db, ctx, id);
  await db.delete(b).where(and(eq(b.id, id), eq(b.locationId, ctx.locationId)));
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.blockDeleted);
}

/** Last in the block; left-out sets are 3 x 10 with 60 s rest. */
export async function addBlockExercise(db: Db, ctx: Loc, v: AddExercise) {
  const block = await ownBlock(db, ctx, v.block_id);
  await usableExercise(db, ctx, v.exercise_id);
  await checkItemRoom(db, ctx, block.id, "block_id");
  await db.insert(x).values({
    locationId: ctx.locationId, blockId: block.id, exerciseId: v.exercise_id, notes: v.notes, sets: (v.sets ?? defaultSets()) as WorkoutSet[],
    ordering: nextOrdering(itemOrderable, ctx.locationId, eq(x.blockId, block.id)),
  });
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.exerciseAdded);
}

/**
 * block/{id}/update-exercise: the block exercise moves into block {id} (last; same workout only,
 * the builder's drag between blocks) and/or swaps to another exercise, keeping its sets.
 */
export async function moveBlockExercise(db: Db, ctx: Loc, blockId: number, v: { block_exercise_id: number; exercise_id?: number }) {
  const block = await ownBlock(db, ctx, blockId);
  const item = await ownItem(db, ctx, v.block_exercise_id);
  if (item.workoutId !== block.workoutId) throw validationError({ block_exercise_id: [WORKOUT_BUILDER_MSG.otherWorkout] });
  if (v.exercise_id) await usableExercise(db, ctx, v.exercise_id);
  const moving = item.blockId !== block.id;
  if (moving) await checkItemRoom(db, ctx, block.id, "block_exercise_id");
  await db.update(x).set({
    ...(v.exercise_id ? { exerciseId: v.exercise_id } : {}),
    ...(moving ? { blockId: block.id, ordering: nextOrdering(itemOrderable, ctx.locationId, eq(x.blockId, block.id)) } : {}),
    updatedAt: new Date(),
  }).where(and(eq(x.id, item.id), eq(x.locationId, ctx.locationId)));
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.exerciseUpdated);
}

export async function sortBlockExercises(db: Db, ctx: Loc, blockId: number, ids: number[]) {
  const block = await ownBlock(db, ctx, blockId);
  await sortExactly(db, ctx, itemOrderable, ids, eq(x.blockId, blockId), "block's exercises");
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.sorted);
}

export async function deleteBlockExercise(db: Db, ctx: Loc, blockId: number, itemId: number) {
  const block = await ownBlock(db, ctx, blockId);
  const rows = await db.delete(x).where(and(eq(x.id, itemId), eq(x.blockId, blockId), eq(x.locationId, ctx.locationId))).returning({ id: x.id });
  if (!rows.length) throw notFound("Exercise");
  return workoutAnswer(db, ctx, block.workoutId, WORKOUT_BUILDER_MSG.exerciseRemoved);
}

/** The sets edited inline (the whole list, in order) and the notes. */
export async function patchBlockExercise(db: Db, ctx: Loc, id: number, v: { sets?: WorkoutSet[]; notes?: string }) {
  const item = await ownItem(db, ctx, id);
  await db.update(x).set({ ...(v.sets ? { sets: v.sets } : {}), ...(v.notes !== undefined ? { notes: v.notes } : {}), updatedAt: new Date() })
    .where(and(eq(x.id, id), eq(x.locationId, ctx.locationId)));
  return workoutAnswer(db, ctx, item.workoutId, WORKOUT_BUILDER_MSG.exerciseUpdated);
}

/** A copy right after it in its block. */
export async function duplicateBlockExercise(db: Db, ctx: Loc, id: number) {
  const item = await ownItem(db, ctx, id);
  await checkItemRoom(db, ctx, item.blockId, "id");
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [src] = await tx.select().from(x).where(and(eq(x.id, id), eq(x.locationId, ctx.locationId)));
    await tx.update(x).set({ ordering: sql`${x.ordering} + 1` }).where(and(eq(x.blockId, item.blockId), eq(x.locationId, ctx.locationId), gt(x.ordering, src.ordering)));
    await tx.insert(x).values({ locationId: ctx.locationId, blockId: src.blockId, exerciseId: src.exerciseId, ordering: src.ordering + 1, notes: src.notes, sets: src.sets as WorkoutSet[] });
  });
  return workoutAnswer(db, ctx, item.workoutId, WORKOUT_BUILDER_MSG.exerciseDuplicated);
}

/** Saves the block as it is now (type, rounds, cap, exercises and sets) for inserting elsewhere. */
export async function createSmartBlock(db: Db, ctx: Loc, blockId: number, name: string) {
  const block = await ownBlock(db, ctx, blockId);
  const items = await db.select().from(x).where(and(eq(x.blockId, blockId), eq(x.locationId, ctx.locationId))).orderBy(asc(x.ordering), asc(x.id));
  const [row] = await db.insert(s).values({
    locationId: ctx.locationId, name, type: block.type, rounds: block.rounds, timeCapSeconds: block.timeCapSeconds, notes: block.notes,
    exercises: items.map((i) => ({ exercise_id: i.exerciseId, notes: i.notes, sets: i.sets as WorkoutSet[] })),
  }).returning({ id: s.id });
  return { status: 1, message: WORKOUT_BUILDER_MSG.smartBlockCreated, data: (await smartBlockRows(db, ctx, [await ownSmart(db, ctx, row.id)]))[0] };
}

async function ownSmart(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select().from(s).where(and(eq(s.id, id), eq(s.locationId, ctx.locationId)));
  if (!row) throw notFound("Smart block");
  return row;
}

/** block/{id}/delete-smart-block: {id} is the smart block's. Blocks inserted from it stay, forgetting their origin. */
export async function deleteSmartBlock(db: Db, ctx: Loc, id: number) {
  const rows = await db.delete(s).where(and(eq(s.id, id), eq(s.locationId, ctx.locationId))).returning({ id: s.id });
  if (!rows.length) throw notFound("Smart block");
  return { status: 1, message: WORKOUT_BUILDER_MSG.smartBlockDeleted };
}

/** Each smart block with its exercises' names (one statement for the page's names). */
async function smartBlockRows(db: Db, ctx: Loc, rows: (typeof s.$inferSelect)[]) {
  const ids = [...new Set(rows.flatMap((r) => r.exercises.map((e) => e.exercise_id)))];
  const names = ids.length
    ? new Map((await db.select({ id: workoutExercises.id, name: workoutExercises.name }).from(workoutExercises)
      .where(and(inArray(workoutExercises.id, ids), or(isNull(workoutExercises.locationId), eq(workoutExercises.locationId, ctx.locationId))))).map((r) => [r.id, r.name]))
    : new Map<number, string>();
  return rows.map((r) => ({
    id: r.id, name: r.name, type: r.type as "regular", rounds: r.rounds, time_cap_seconds: r.timeCapSeconds, created_at: r.createdAt.toISOString(),
    exercises: r.exercises.filter((e) => names.has(e.exercise_id)).map((e) => ({ exercise_id: e.exercise_id, name: names.get(e.exercise_id)!, sets: e.sets.length })),
  }));
}

export async function listSmartBlocks(db: Db, ctx: Loc, q: { search?: string; page: number; per_page: number }) {
  const term = q.search?.trim();
  const page = await listPage(
    {
      tenant: eq(s.locationId, ctx.locationId),
      filters: [term ? sql`${s.name} ilike ${`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined],
      sorts: { name: s.name }, sort: "name", direction: "asc", id: s.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ id: s.id, locationId: s.locationId, name: s.name, type: s.type, rounds: s.rounds, timeCapSeconds: s.timeCapSeconds, notes: s.notes, exercises: s.exercises, createdAt: s.createdAt, __total }).from(s).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(s).where(where))[0].n,
  );
  return { ...page, data: await smartBlockRows(db, ctx, page.data) };
}
