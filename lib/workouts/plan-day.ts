import "server-only";
import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations, workoutPlanContacts, workoutPlanDayWorkouts, workoutPlanWeeks, workoutSessions } from "@/db/schema";
import { publicWorkout, type Assignment } from "./logging";
import { planDayAt, planDayDate, weekAndDay, DAYS_PER_WEEK } from "./plan-days";
import { readPlanToken } from "./plan-link";

/**
 * The plan-day page's server side (issue 29 "Logging"): which plan assignment a signed link
 * opens, which workouts a plan day holds, and the Assignment the logging service stores each
 * workout's session against (lib/workouts/logging.ts: the one way a session is stored).
 */
const a = workoutPlanContacts;
const wk = workoutPlanWeeks;
const d = workoutPlanDayWorkouts;

export type OpenPlan = { locationId: number; assignmentId: number; planId: number; contactId: number; firstName: string; startDate: string; timeZone: string };

/** The plan assignment a link names, if still current (not removed, its version, a live contact); else null. */
export async function openPlanLink(db: Db, token: string): Promise<OpenPlan | null> {
  const link = readPlanToken(token);
  if (!link) return null;
  const [row] = await db
    .select({ locationId: a.locationId, startDate: a.startDate, firstName: contacts.firstName, timeZone: locations.timezone })
    .from(a)
    .innerJoin(contacts, and(eq(contacts.id, a.contactId), eq(contacts.locationId, a.locationId), isNull(contacts.deletedAt)))
    .innerJoin(locations, eq(locations.id, a.locationId))
    .where(and(eq(a.id, link.assignmentId), eq(a.planId, link.planId), eq(a.contactId, link.contactId), eq(a.linkVersion, link.version), ne(a.status, "deleted")));
  if (!row) return null;
  return { locationId: row.locationId, assignmentId: link.assignmentId, planId: link.planId, contactId: link.contactId, firstName: row.firstName ?? "", startDate: row.startDate, timeZone: row.timeZone || "UTC" };
}

/** How many weeks the plan has (its last day is weeks × 7). */
async function weekIds(db: Db, open: OpenPlan) {
  return db.select({ id: wk.id }).from(wk).where(and(eq(wk.planId, open.planId), eq(wk.locationId, open.locationId))).orderBy(asc(wk.ordering), asc(wk.id));
}

/** The day `asked` (or today's, from `now` in the location's zone), kept within the plan's days. */
export async function resolvePlanDay(db: Db, open: OpenPlan, asked: number | null, now: Date) {
  const weeks = await weekIds(db, open);
  const last = Math.max(1, weeks.length * DAYS_PER_WEEK);
  const today = planDayAt(open.startDate, now, open.timeZone);
  const day = Math.min(last, Math.max(1, asked ?? today));
  return { day, last, today, date: planDayDate(open.startDate, day), weeks };
}

/** The workout ids of plan day `day` in order (empty: a rest day). */
export async function dayWorkoutIds(db: Db, open: OpenPlan, day: number, weeks?: { id: number }[]) {
  const list = weeks ?? (await weekIds(db, open));
  const { week, day: weekday } = weekAndDay(day);
  const w = list[week - 1];
  if (!w) return [];
  const rows = await db.select({ workoutId: d.workoutId }).from(d).where(and(eq(d.weekId, w.id), eq(d.day, weekday), eq(d.locationId, open.locationId))).orderBy(asc(d.ordering), asc(d.id));
  return rows.map((r) => r.workoutId);
}

/** What the logging service stores a plan day's workout against. */
export const planAssignment = (open: OpenPlan, day: number, workoutId: number): Assignment => ({
  locationId: open.locationId, assignmentId: 0, workoutId, contactId: open.contactId, plan: { assignmentId: open.assignmentId, day },
});

/** Each workout of the day with its blocks, next targets and the sessions logged for it on that day. */
export async function planDayWorkouts(db: Db, open: OpenPlan, day: number, weeks: { id: number }[]) {
  const ids = await dayWorkoutIds(db, open, day, weeks);
  // One read per workout of the day (at most PLAN_DAY_WORKOUTS_MAX), each three statements (readWorkout).
  return Promise.all(ids.map(async (workoutId, i) => ({ key: `${workoutId}-${i}`, ...(await publicWorkout(db, planAssignment(open, day, workoutId))) })));
}

/** Sessions logged on the plan so far (the page's progress line). */
export async function planSessionsLogged(db: Db, open: OpenPlan) {
  const [{ n }] = await db.select({ n: count() }).from(workoutSessions).where(and(eq(workoutSessions.locationId, open.locationId), eq(workoutSessions.planAssignmentId, open.assignmentId)));
  return n;
}
