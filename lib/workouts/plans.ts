import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { qualified } from "@/db/qualified";
import { workoutPlanDayWorkouts, workoutPlanWeeks, workoutPlans, workouts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { copyName, deleteAssets, findAsset, listAllAssets, listAssets, renameAsset } from "@/lib/content-dashboard/assets";
import { notFound } from "@/lib/http/errors";
import { nextOrdering } from "@/lib/http/reorder";
import { DAYS_PER_WEEK } from "./plan-days";
import { PLAN_MSG } from "./constants";
import { planAssets, planOrderable } from "./plan-dashboard";
import type { PlanDetail, PlanListQuery, PlanSummary, PlanWeek } from "./plan-schemas";

type Loc = Pick<Ctx, "locationId">;
const p = workoutPlans;
const wk = workoutPlanWeeks;
const d = workoutPlanDayWorkouts;

const weeksCount = sql<number>`(select count(*)::int from ${wk} pw where pw.plan_id = ${qualified(p.id)})`;
const workoutsCount = sql<number>`(select count(*)::int from ${d} pd join ${wk} pw on pw.id = pd.week_id where pw.plan_id = ${qualified(p.id)})`;

export async function listPlans(db: Db, ctx: Loc, q: PlanListQuery) {
  const page = await listAssets(db, ctx, planAssets, q, {
    // date_created: doc 3 s9's name for the plan filter; the same column as created_at.
    sorts: { order: p.ordering, name: p.name, created_at: p.createdAt, date_created: p.createdAt },
    select: (__total) =>
      db.select({ id: p.id, name: p.name, description: p.description, thumbnail: p.thumbnail, ordering: p.ordering, createdAt: p.createdAt, updatedAt: p.updatedAt, weeks: weeksCount, workouts: workoutsCount, __total }).from(p).$dynamic(),
  });
  return {
    ...page,
    data: page.data.map((r): PlanSummary => ({
      id: r.id, name: r.name, description: r.description, thumbnail: r.thumbnail, ordering: r.ordering, weeks: r.weeks, workouts: r.workouts,
      created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
    })),
  };
}

export async function listAllPlans(db: Db, ctx: Loc) {
  return { data: await listAllAssets(db, ctx, planAssets) };
}

/** The plan's weeks in order, each with its seven days: two statements (weeks, then every day's workouts). */
export async function readWeeks(db: Db, ctx: Loc, planId: number): Promise<PlanWeek[]> {
  const weeks = await db.select({ id: wk.id, name: wk.name, ordering: wk.ordering, smartWeekId: wk.smartWeekId }).from(wk)
    .where(and(eq(wk.planId, planId), eq(wk.locationId, ctx.locationId))).orderBy(asc(wk.ordering), asc(wk.id));
  const entries = weeks.length
    ? await db.select({ id: d.id, weekId: d.weekId, day: d.day, workoutId: d.workoutId, name: workouts.name }).from(d).innerJoin(workouts, eq(workouts.id, d.workoutId))
      .where(and(inArray(d.weekId, weeks.map((w) => w.id)), eq(d.locationId, ctx.locationId))).orderBy(asc(d.day), asc(d.ordering), asc(d.id))
    : [];
  return weeks.map((w) => ({
    id: w.id, name: w.name, ordering: w.ordering, smart_week_id: w.smartWeekId,
    days: Array.from({ length: DAYS_PER_WEEK }, (_, i) => ({
      day: i + 1,
      workouts: entries.filter((e) => e.weekId === w.id && e.day === i + 1).map((e) => ({ id: e.id, workout_id: e.workoutId, name: e.name })),
    })),
  }));
}

/** A plan with its weeks and days: three statements, one per level. */
export async function readPlan(db: Db, ctx: Loc, id: number): Promise<PlanDetail> {
  const [plan] = await db.select({ id: p.id, name: p.name, description: p.description }).from(p).where(and(eq(p.id, id), eq(p.locationId, ctx.locationId)));
  if (!plan) throw notFound("Workout plan");
  return { ...plan, weeks: await readWeeks(db, ctx, id) };
}

/** A write's answer: the plan stamped as changed and read back whole (the editor redraws from it). */
export async function planAnswer(db: Db, ctx: Loc, id: number, message: string) {
  await db.update(p).set({ updatedAt: new Date() }).where(and(eq(p.id, id), eq(p.locationId, ctx.locationId)));
  return { status: 1, message, data: await readPlan(db, ctx, id) };
}

/** A new plan with its first (empty) week, first on the dashboard. */
export async function createPlan(db: Db, ctx: Loc, input: { name: string; description: string }) {
  const id = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.insert(p).values({ locationId: ctx.locationId, name: input.name, description: input.description, ordering: nextOrdering(planOrderable, ctx.locationId) }).returning({ id: p.id });
    await tx.insert(wk).values({ locationId: ctx.locationId, planId: row.id, ordering: 0 });
    return row.id;
  });
  return { status: 1, message: PLAN_MSG.created, data: await readPlan(db, ctx, id) };
}

export async function renamePlan(db: Db, ctx: Loc, id: number, name: string) {
  await renameAsset(db, ctx, planAssets, id, name);
  return { status: 1, message: PLAN_MSG.updated };
}

/** Copies weeks (with their days' workouts) into a plan; `ordering(i)` places the i-th copy. One insert per week (its id is needed), at most PLAN_WEEKS_MAX. */
export async function copyWeeks(tx: Db, ctx: Loc, toPlanId: number, weeks: { id: number; name: string; smartWeekId: number | null }[], ordering: (i: number) => number) {
  if (!weeks.length) return;
  const entries = await tx.select().from(d).where(and(inArray(d.weekId, weeks.map((w) => w.id)), eq(d.locationId, ctx.locationId)));
  for (const [i, w] of weeks.entries()) {
    const [copy] = await tx.insert(wk).values({ locationId: ctx.locationId, planId: toPlanId, name: w.name, ordering: ordering(i), smartWeekId: w.smartWeekId }).returning({ id: wk.id });
    const mine = entries.filter((e) => e.weekId === w.id);
    if (mine.length) await tx.insert(d).values(mine.map((e) => ({ locationId: ctx.locationId, weekId: copy.id, day: e.day, workoutId: e.workoutId, ordering: e.ordering })));
  }
}

/** A copy with every week and day, "… (copy)", first on the dashboard. */
export async function duplicatePlan(db: Db, ctx: Loc, id: number) {
  const src = await findAsset<typeof p.$inferSelect>(db, ctx, planAssets, id);
  const newId = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [row] = await tx.insert(p).values({ locationId: ctx.locationId, name: copyName(planAssets, src.name), description: src.description, thumbnail: src.thumbnail, ordering: nextOrdering(planOrderable, ctx.locationId) }).returning({ id: p.id });
    const weeks = await tx.select().from(wk).where(and(eq(wk.planId, id), eq(wk.locationId, ctx.locationId))).orderBy(asc(wk.ordering), asc(wk.id));
    await copyWeeks(tx, ctx, row.id, weeks, (i) => i);
    return row.id;
  });
  return { status: 1, message: PLAN_MSG.duplicated, data: await readPlan(db, ctx, newId) };
}

/** All or none; weeks, days and assignments go with them (foreign keys cascade). */
export async function deletePlans(db: Db, ctx: Loc, ids: number[]) {
  await deleteAssets(db, ctx, planAssets, ids);
  return { status: 1, message: PLAN_MSG.deleted };
}
