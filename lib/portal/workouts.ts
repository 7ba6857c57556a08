import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { workoutContacts as a, workouts, workoutSessions as s, workoutSessionSets as ss } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { notFound } from "@/lib/http/errors";
import { LOGGING_MSG, WORKOUT_PUBLIC_DEFAULTS } from "@/lib/workouts/constants";
import { logBlocks, type LastSet } from "@/lib/workouts/log-blocks";
import { logSession, publicWorkout, type Assignment } from "@/lib/workouts/logging";
import type { LogSession } from "@/lib/workouts/logging-schemas";
import { targetText } from "@/lib/workouts/target-text";
import { visibleWhere } from "./visibility";

/**
 * The portal's Workouts tab (issue 32): the contact's assigned workouts, one with its set
 * logger, and logging through the workouts module's one logging service (lib/workouts/logging.ts),
 * exactly once per client-made id. Assignments are read with the one visibility rule; a workout
 * not assigned to this contact (or removed) is a 404.
 */

const loggedCount = sql<number>`(select count(*)::int from ${s} where ${s.assignmentId} = ${a.id} and ${s.locationId} = ${a.locationId})`;
const lastLogged = sql<Date | null>`(select max(${s.performedAt}) from ${s} where ${s.assignmentId} = ${a.id} and ${s.locationId} = ${a.locationId})`;

/** GET /portal/workouts: newest assignment first; completed ones stay (logging on is allowed). */
export async function workoutList(db: Db, p: PortalCtx) {
  const rows = await db
    .select({ id: workouts.id, name: workouts.name, description: workouts.description, status: a.status, sessions: a.sessions, startDate: a.startDate, logged: loggedCount, lastLoggedAt: lastLogged })
    .from(a)
    .innerJoin(workouts, and(eq(workouts.id, a.workoutId), eq(workouts.locationId, a.locationId)))
    .where(visibleWhere("workout", p.locationId, p.contactId))
    .orderBy(asc(a.status), desc(a.startDate), desc(a.id));
  return {
    data: rows.map((r) => ({
      id: r.id, name: r.name, description: r.description, status: r.status === "completed" ? ("completed" as const) : ("active" as const),
      sessions: r.sessions, logged: Number(r.logged), start_date: r.startDate, last_logged_at: r.lastLoggedAt ? new Date(r.lastLoggedAt).toISOString() : null,
    })),
  };
}

/** The contact's assignment of a workout, through the visibility rule; else 404. */
async function assignmentOf(db: Db, p: PortalCtx, workoutId: number): Promise<Assignment & { status: string; sessions: number | null }> {
  const [row] = await db
    .select({ id: a.id, status: a.status, sessions: a.sessions })
    .from(a)
    .where(and(eq(a.workoutId, workoutId), visibleWhere("workout", p.locationId, p.contactId)));
  if (!row) throw notFound("Workout");
  return { locationId: p.locationId, assignmentId: row.id, workoutId, contactId: p.contactId, status: row.status, sessions: row.sessions };
}

/** What this contact did per set in their latest session of this assignment, keyed `{block exercise}_{set index}`. */
async function lastSession(db: Db, as: Assignment): Promise<{ at: string | null; sets: Map<string, LastSet> }> {
  const [latest] = await db.select({ id: s.id, at: s.performedAt }).from(s)
    .where(and(eq(s.locationId, as.locationId), eq(s.assignmentId, as.assignmentId)))
    .orderBy(desc(s.performedAt), desc(s.id)).limit(1);
  if (!latest) return { at: null, sets: new Map() };
  const rows = await db.select({ be: ss.blockExerciseId, i: ss.setIndex, reps: ss.reps, weight: ss.weight, time: ss.time }).from(ss)
    .where(and(eq(ss.locationId, as.locationId), eq(ss.sessionId, latest.id)));
  return { at: latest.at.toISOString(), sets: new Map(rows.filter((r) => r.be !== null).map((r) => [`${r.be}_${r.i}`, { reps: r.reps, weight: r.weight, time: r.time }])) };
}

/** GET /portal/workouts/{id}: the workout as the set logger shows it, with next targets and last logged values. */
export async function workoutItem(db: Db, p: PortalCtx, workoutId: number) {
  const as = await assignmentOf(db, p, workoutId);
  const [{ workout, suggestions, logged }, last] = await Promise.all([publicWorkout(db, as), lastSession(db, as)]);
  return {
    id: workout.id, name: workout.name, description: workout.description,
    status: as.status === "completed" ? ("completed" as const) : ("active" as const), sessions: as.sessions, logged, last_logged_at: last.at,
    submit_text: WORKOUT_PUBLIC_DEFAULTS.submit_text,
    blocks: logBlocks(workout, suggestions, last.sets),
  };
}

/** POST /portal/workouts/{id}/log: the logging service, source portal; the same client id again answers the stored session. */
export async function logWorkout(db: Db, p: PortalCtx, workoutId: number, input: LogSession) {
  const as = await assignmentOf(db, p, workoutId);
  const done = await logSession(db, as, input, "portal");
  const { workout, suggestions } = await publicWorkout(db, as);
  return {
    status: 1, message: LOGGING_MSG.logged, session_id: done.session_id, created: done.created, thank_you: WORKOUT_PUBLIC_DEFAULTS.thank_you,
    next: workout.blocks.flatMap((b) => b.exercises).map((x) => ({ name: x.name, text: targetText(suggestions.get(x.id)!) })),
  };
}
