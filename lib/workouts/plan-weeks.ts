import "server-only";
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { workoutPlanDayWorkouts, workoutPlanWeeks, workoutPlans, workoutSmartWeeks, workouts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { nextOrdering, type Orderable } from "@/lib/http/reorder";
import { sortExactly } from "./blocks";
import { PLAN_DAY_WORKOUTS_MAX, PLAN_MSG, PLAN_WEEKS_MAX } from "./constants";
import { copyWeeks, planAnswer } from "./plans";

type Loc = Pick<Ctx, "locationId">;
const wk = workoutPlanWeeks;
const d = workoutPlanDayWorkouts;
const sw = workoutSmartWeeks;

const weekOrderable: Orderable = { table: wk, id: wk.id, locationId: wk.locationId, ordering: wk.ordering, noun: "Week" };
const entryOrderable: Orderable = { table: d, id: d.id, locationId: d.locationId, ordering: d.ordering, noun: "Workout" };

async function ownPlan(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: workoutPlans.id }).from(workoutPlans).where(and(eq(workoutPlans.id, id), eq(workoutPlans.locationId, ctx.locationId)));
  if (!row) throw notFound("Workout plan");
}

async function ownWeek(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select().from(wk).where(and(eq(wk.id, id), eq(wk.locationId, ctx.locationId)));
  if (!row) throw notFound("Week");
  return row;
}

async function checkWeekRoom(db: Db, ctx: Loc, planId: number) {
  const [{ n }] = await db.select({ n: count() }).from(wk).where(and(eq(wk.planId, planId), eq(wk.locationId, ctx.locationId)));
  if (n + 1 > PLAN_WEEKS_MAX) throw validationError({ id: [PLAN_MSG.weeksFull] });
}

/** The location's workouts among `ids` (another location's: 404, nothing stored). */
async function checkWorkouts(db: Db, ctx: Loc, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const [{ n }] = await db.select({ n: count() }).from(workouts).where(and(inArray(workouts.id, wanted), eq(workouts.locationId, ctx.locationId)));
  if (n !== wanted.length) throw notFound("Workout");
}

/** A new week last in the plan: empty, or (`smart_week_id`) a copy of that saved week remembering its origin. */
export async function createWeek(db: Db, ctx: Loc, planId: number, v: { name?: string; smart_week_id?: number }) {
  await ownPlan(db, ctx, planId);
  await checkWeekRoom(db, ctx, planId);
  const smart = v.smart_week_id ? await ownSmartWeek(db, ctx, v.smart_week_id) : null;
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [week] = await tx.insert(wk).values({
      locationId: ctx.locationId, planId, name: v.name || smart?.name || "", smartWeekId: smart?.id ?? null,
      ordering: sql`(select coalesce(max(${wk.ordering}), -1) + 1 from ${wk} where ${and(eq(wk.planId, planId), eq(wk.locationId, ctx.locationId))})`,
    }).returning({ id: wk.id });
    if (smart?.days.length) {
      // A saved workout the location has since deleted is left out of the copy.
      const live = new Set((await tx.select({ id: workouts.id }).from(workouts).where(and(inArray(workouts.id, smart.days.map((x) => x.workout_id)), eq(workouts.locationId, ctx.locationId)))).map((r) => r.id));
      const rows = smart.days.filter((x) => live.has(x.workout_id)).map((x, i) => ({ locationId: ctx.locationId, weekId: week.id, day: x.day, workoutId: x.workout_id, ordering: i }));
      if (rows.length) await tx.insert(d).values(rows);
    }
  });
  return planAnswer(db, ctx, planId, PLAN_MSG.weekCreated);
}

export async function sortWeeks(db: Db, ctx: Loc, planId: number, ids: number[]) {
  await ownPlan(db, ctx, planId);
  await sortExactly(db, ctx, weekOrderable, ids, eq(wk.planId, planId), "plan's weeks");
  return planAnswer(db, ctx, planId, PLAN_MSG.sorted);
}

export async function updateWeek(db: Db, ctx: Loc, id: number, name: string) {
  const week = await ownWeek(db, ctx, id);
  await db.update(wk).set({ name, updatedAt: new Date() }).where(and(eq(wk.id, id), eq(wk.locationId, ctx.locationId)));
  return planAnswer(db, ctx, week.planId, PLAN_MSG.weekUpdated);
}

/** Copy a week: the copy goes right after it (later weeks move down one). */
export async function duplicateWeek(db: Db, ctx: Loc, id: number) {
  const week = await ownWeek(db, ctx, id);
  await checkWeekRoom(db, ctx, week.planId);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.update(wk).set({ ordering: sql`${wk.ordering} + 1` }).where(and(eq(wk.planId, week.planId), eq(wk.locationId, ctx.locationId), gt(wk.ordering, week.ordering)));
    await copyWeeks(tx, ctx, week.planId, [week], () => week.ordering + 1);
  });
  return planAnswer(db, ctx, week.planId, PLAN_MSG.weekDuplicated);
}

export async function deleteWeek(db: Db, ctx: Loc, id: number) {
  const week = await ownWeek(db, ctx, id);
  await db.delete(wk).where(and(eq(wk.id, id), eq(wk.locationId, ctx.locationId)));
  return planAnswer(db, ctx, week.planId, PLAN_MSG.weekDeleted);
}

/** One workout last on a day (a drop on the grid, or the day's "Add workout"). */
export async function addDayWorkout(db: Db, ctx: Loc, weekId: number, v: { day: number; workout_id: number }) {
  const week = await ownWeek(db, ctx, weekId);
  await checkWorkouts(db, ctx, [v.workout_id]);
  const scope = and(eq(d.weekId, weekId), eq(d.day, v.day));
  const [{ n }] = await db.select({ n: count() }).from(d).where(and(scope, eq(d.locationId, ctx.locationId)));
  if (n + 1 > PLAN_DAY_WORKOUTS_MAX) throw validationError({ day: [PLAN_MSG.dayFull] });
  await db.insert(d).values({ locationId: ctx.locationId, weekId, day: v.day, workoutId: v.workout_id, ordering: nextOrdering(entryOrderable, ctx.locationId, scope) });
  return planAnswer(db, ctx, week.planId, PLAN_MSG.workoutAdded);
}

/** Replaces the listed days' workouts (in the order given); a day not listed keeps its own. */
export async function storeWeekWorkouts(db: Db, ctx: Loc, weekId: number, days: { day: number; workout_ids: number[] }[]) {
  const week = await ownWeek(db, ctx, weekId);
  await checkWorkouts(db, ctx, days.flatMap((x) => x.workout_ids));
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.delete(d).where(and(eq(d.weekId, weekId), eq(d.locationId, ctx.locationId), inArray(d.day, days.map((x) => x.day))));
    const rows = days.flatMap((x) => x.workout_ids.map((workoutId, i) => ({ locationId: ctx.locationId, weekId, day: x.day, workoutId, ordering: i })));
    if (rows.length) await tx.insert(d).values(rows);
  });
  return planAnswer(db, ctx, week.planId, PLAN_MSG.updated);
}

/** One day's workouts in the order given: exactly that day's, each once (else 422 on ids). */
export async function sortDayWorkouts(db: Db, ctx: Loc, weekId: number, v: { day: number; ids: number[] }) {
  const week = await ownWeek(db, ctx, weekId);
  await sortExactly(db, ctx, entryOrderable, v.ids, and(eq(d.weekId, weekId), eq(d.day, v.day))!, "day's workouts");
  return planAnswer(db, ctx, week.planId, PLAN_MSG.sorted);
}

async function ownSmartWeek(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select().from(sw).where(and(eq(sw.id, id), eq(sw.locationId, ctx.locationId)));
  if (!row) throw notFound("Smart week");
  return row;
}

const smartRow = (r: typeof sw.$inferSelect) => ({ id: r.id, name: r.name, days: r.days, created_at: r.createdAt.toISOString() });

/** Saves the week as it is now (each day's workouts in order) as a smart week. */
export async function createSmartWeek(db: Db, ctx: Loc, weekId: number, name: string) {
  await ownWeek(db, ctx, weekId);
  const entries = await db.select({ day: d.day, workout_id: d.workoutId }).from(d).where(and(eq(d.weekId, weekId), eq(d.locationId, ctx.locationId))).orderBy(asc(d.day), asc(d.ordering), asc(d.id));
  const [row] = await db.insert(sw).values({ locationId: ctx.locationId, name, days: entries }).returning();
  return { status: 1, message: PLAN_MSG.smartWeekCreated, data: smartRow(row) };
}

/** `{id}` is the smart week's; weeks inserted from it stay and forget their origin. */
export async function deleteSmartWeek(db: Db, ctx: Loc, id: number) {
  const rows = await db.delete(sw).where(and(eq(sw.id, id), eq(sw.locationId, ctx.locationId))).returning({ id: sw.id });
  if (!rows.length) throw notFound("Smart week");
  return { status: 1, message: PLAN_MSG.smartWeekDeleted };
}

export async function listSmartWeeks(db: Db, ctx: Loc, q: { search?: string; page: number; per_page: number }) {
  const term = q.search?.trim();
  const page = await listPage(
    {
      tenant: eq(sw.locationId, ctx.locationId),
      filters: [term ? sql`${sw.name} ilike ${`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined],
      sorts: { name: sw.name }, sort: "name", direction: "asc", id: sw.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ id: sw.id, locationId: sw.locationId, name: sw.name, days: sw.days, createdAt: sw.createdAt, __total }).from(sw).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(sw).where(where))[0].n,
  );
  return { ...page, data: page.data.map((r) => smartRow(r as typeof sw.$inferSelect)) };
}
