import "server-only";
import { and, asc, count, countDistinct, desc, eq, inArray, isNull, max, ne, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, workoutContacts, workoutExercises, workoutSessionSets, workoutSessions, workouts } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound, validationError } from "@/lib/http/errors";
import { listPage } from "@/lib/http/list-query";
import { readWorkout } from "./builder";
import { assignmentLink, suggestionsFor } from "./logging";
import { bestSet, epley1RM, ONE_RM_FORMULA } from "./overload";

/**
 * What logged sessions tell the coach (issue 29 "Logging"): a workout's analytics, activity,
 * notes and per-exercise stats, and one contact's report and exercise history. Every statement
 * names the location.
 */
type Loc = Pick<Ctx, "locationId">;
const s = workoutSessions;
const ss = workoutSessionSets;
const a = workoutContacts;

async function ownWorkout(db: Db, ctx: Loc, id: number) {
  const [row] = await db.select({ id: workouts.id, name: workouts.name }).from(workouts).where(and(eq(workouts.id, id), eq(workouts.locationId, ctx.locationId)));
  if (!row) throw notFound("Workout");
  return row;
}

/** The contact's assignment to the workout (removed ones too: their history stays readable). */
async function assignmentOf(db: Db, ctx: Loc, workoutId: number, contactId: number) {
  const [row] = await db.select({ id: a.id, status: a.status, sessions: a.sessions }).from(a)
    .innerJoin(contacts, and(eq(contacts.id, a.contactId), isNull(contacts.deletedAt)))
    .where(and(eq(a.locationId, ctx.locationId), eq(a.workoutId, workoutId), eq(a.contactId, contactId)));
  if (!row) throw notFound("Contact");
  return row;
}

/** Checked after the workout, so another location's workout is a 404 even without a contact. */
function needContact(contactId: number | undefined): number {
  if (!contactId) throw validationError({ contact_id: ["The contact id field is required."] });
  return contactId;
}

const volume = sql<number>`coalesce(sum(coalesce(${ss.reps}, 0) * coalesce(${ss.weight}, 0)), 0)::float8`;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function workoutAnalytics(db: Db, ctx: Loc, workoutId: number) {
  await ownWorkout(db, ctx, workoutId);
  const mine = and(eq(a.locationId, ctx.locationId), eq(a.workoutId, workoutId));
  const [[assigned], [sessions], [sets]] = await Promise.all([
    db.select({
      active: sql<number>`count(*) filter (where ${a.status} = 'active')::int`,
      completed: sql<number>`count(*) filter (where ${a.status} = 'completed')::int`,
      removed: sql<number>`count(*) filter (where ${a.status} = 'deleted')::int`,
    }).from(a).where(mine),
    db.select({ n: count(), contacts: countDistinct(s.contactId), last: max(s.performedAt) }).from(s).where(and(eq(s.locationId, ctx.locationId), eq(s.workoutId, workoutId))),
    db.select({ n: count(), volume }).from(ss).innerJoin(s, eq(s.id, ss.sessionId)).where(and(eq(ss.locationId, ctx.locationId), eq(s.locationId, ctx.locationId), eq(s.workoutId, workoutId))),
  ]);
  const started = assigned.active + assigned.completed;
  return {
    data: {
      assigned: started, active: assigned.active, completed: assigned.completed, removed: assigned.removed,
      completion_rate: started ? round1((assigned.completed / started) * 100) : 0,
      sessions: sessions.n, contacts_logged: sessions.contacts, sets: sets.n, volume_kg: round1(sets.volume),
      last_logged_at: sessions.last ? new Date(sessions.last).toISOString() : null,
    },
  };
}

const sessionColumns = {
  id: s.id, contactId: s.contactId, firstName: contacts.firstName, lastName: contacts.lastName, performedAt: s.performedAt, notes: s.notes, source: s.source,
  sets: sql<number>`(select count(*)::int from ${ss} x where x.session_id = ${s.id})`,
  volume: sql<number>`(select coalesce(sum(coalesce(x.reps, 0) * coalesce(x.weight, 0)), 0)::float8 from ${ss} x where x.session_id = ${s.id})`,
};
type SessionRow = { id: number; contactId: number; firstName: string | null; lastName: string | null; performedAt: Date; notes: string; source: string; sets: number; volume: number };
const sessionOut = (r: SessionRow) => ({
  id: r.id, contact_id: r.contactId, name: [r.firstName, r.lastName].filter(Boolean).join(" "), performed_at: r.performedAt.toISOString(), notes: r.notes, source: r.source, sets: r.sets, volume_kg: round1(r.volume),
});

/** The workout's logged sessions, newest first (activity); with `notesOnly` those with notes (notes). */
export async function workoutActivity(db: Db, ctx: Loc, workoutId: number, q: { page: number; per_page: number; contact_id?: number }, notesOnly = false) {
  await ownWorkout(db, ctx, workoutId);
  const page = await listPage(
    {
      tenant: eq(s.locationId, ctx.locationId),
      filters: [eq(s.workoutId, workoutId), q.contact_id ? eq(s.contactId, q.contact_id) : undefined, notesOnly ? ne(s.notes, "") : undefined],
      sorts: { performed_at: s.performedAt }, sort: "performed_at", direction: "desc", id: s.id, page: q.page, perPage: q.per_page,
    },
    (__total) => db.select({ ...sessionColumns, __total }).from(s).innerJoin(contacts, eq(contacts.id, s.contactId)).$dynamic(),
    async (where) => (await db.select({ n: count() }).from(s).where(where))[0].n,
  );
  return { ...page, data: page.data.map(sessionOut) };
}

/** Per block exercise of the workout: sessions and sets logged, average reps, heaviest weight, best estimated 1RM. */
export async function blockStats(db: Db, ctx: Loc, workoutId: number) {
  const workout = await readWorkout(db, ctx, workoutId);
  const rows = await db
    .select({ item: ss.blockExerciseId, reps: ss.reps, weight: ss.weight, sessionId: ss.sessionId })
    .from(ss).innerJoin(s, eq(s.id, ss.sessionId))
    .where(and(eq(ss.locationId, ctx.locationId), eq(s.locationId, ctx.locationId), eq(s.workoutId, workoutId)));
  return {
    data: workout.blocks.flatMap((b) => b.exercises.map((x) => {
      const mine = rows.filter((r) => r.item === x.id);
      const reps = mine.filter((r) => r.reps !== null).map((r) => r.reps as number);
      const best = bestSet(mine);
      return {
        block_id: b.id, block_exercise_id: x.id, exercise_id: x.exercise_id, name: x.name, prescribed_sets: x.sets.length,
        sessions: new Set(mine.map((r) => r.sessionId)).size, sets: mine.length,
        average_reps: reps.length ? round1(reps.reduce((t, n) => t + n, 0) / reps.length) : null,
        max_weight: mine.reduce<number | null>((m, r) => (r.weight !== null && (m === null || r.weight > m) ? r.weight : m), null),
        best_set: best ? { reps: best.reps, weight: best.weight } : null,
        estimated_1rm: best ? epley1RM(best.weight, best.reps) : null,
      };
    })),
    formula: ONE_RM_FORMULA,
  };
}

/** Per exercise (or one), the contact's sessions of it, newest first: date, sets, best set, estimated 1RM (Epley). */
export async function contactExerciseHistory(db: Db, ctx: Loc, workoutId: number, q: { contact_id?: number; exercise_id?: number }) {
  await ownWorkout(db, ctx, workoutId);
  const contactId = needContact(q.contact_id);
  await assignmentOf(db, ctx, workoutId, contactId);
  const workout = await readWorkout(db, ctx, workoutId);
  const exerciseIds = [...new Set(workout.blocks.flatMap((b) => b.exercises.map((x) => x.exercise_id)))].filter((e) => !q.exercise_id || e === q.exercise_id);
  if (q.exercise_id && !exerciseIds.length) throw notFound("Exercise");
  const rows = exerciseIds.length ? await db
    .select({ sessionId: ss.sessionId, workoutId: s.workoutId, performedAt: s.performedAt, exerciseId: ss.exerciseId, name: workoutExercises.name, setIndex: ss.setIndex, reps: ss.reps, weight: ss.weight, time: ss.time, target: ss.target })
    .from(ss).innerJoin(s, eq(s.id, ss.sessionId)).innerJoin(workoutExercises, eq(workoutExercises.id, ss.exerciseId))
    .where(and(eq(ss.locationId, ctx.locationId), eq(s.locationId, ctx.locationId), eq(s.contactId, contactId), inArray(ss.exerciseId, exerciseIds)))
    .orderBy(desc(s.performedAt), desc(s.id), asc(ss.setIndex)) : [];
  const names = new Map(workout.blocks.flatMap((b) => b.exercises.map((x) => [x.exercise_id, x.name] as const)));
  return {
    formula: ONE_RM_FORMULA,
    data: exerciseIds.map((e) => {
      const mine = rows.filter((r) => r.exerciseId === e);
      const sessionIds = [...new Set(mine.map((r) => r.sessionId))];
      const entries = sessionIds.map((sid) => {
        const sets = mine.filter((r) => r.sessionId === sid);
        const best = bestSet(sets);
        return {
          session_id: sid, workout_id: sets[0].workoutId, date: sets[0].performedAt.toISOString(),
          sets: sets.map((r) => ({ set_index: r.setIndex, reps: r.reps, weight: r.weight, time: r.time, target_reps: r.target.reps, target_reps_max: r.target.reps_max, target_weight: r.target.weight })),
          best_set: best ? { reps: best.reps, weight: best.weight } : null,
          estimated_1rm: best ? epley1RM(best.weight, best.reps) : null,
        };
      });
      const oneRms = entries.map((x) => x.estimated_1rm).filter((n): n is number => n !== null);
      return { exercise_id: e, name: names.get(e) ?? "", best_estimated_1rm: oneRms.length ? Math.max(...oneRms) : null, sessions: entries };
    }),
  };
}

/** One contact on one workout: the assignment, sessions logged, the link, and each exercise's last sets and next target. */
export async function contactReport(db: Db, ctx: Loc, workoutId: number, contact: number | undefined) {
  await ownWorkout(db, ctx, workoutId);
  const contactId = needContact(contact);
  const asg = await assignmentOf(db, ctx, workoutId, contactId);
  const workout = await readWorkout(db, ctx, workoutId);
  const as = { locationId: ctx.locationId, assignmentId: asg.id, workoutId, contactId };
  const [suggestions, [logged], link] = await Promise.all([
    suggestionsFor(db, as, workout),
    db.select({ n: count(), last: max(s.performedAt) }).from(s).where(and(eq(s.locationId, ctx.locationId), eq(s.assignmentId, asg.id))),
    assignmentLink(db, ctx.locationId, workoutId, contactId),
  ]);
  const history = await contactExerciseHistory(db, ctx, workoutId, { contact_id: contactId });
  const last = new Map(history.data.map((h) => [h.exercise_id, h.sessions[0] ?? null]));
  return {
    data: {
      contact_id: contactId, status: asg.status, sessions: asg.sessions, logged: logged.n,
      last_logged_at: logged.last ? new Date(logged.last).toISOString() : null, link: link?.url ?? null, formula: ONE_RM_FORMULA,
      exercises: workout.blocks.flatMap((b) => b.exercises.map((x) => {
        const sg = suggestions.find((y) => y.block_exercise_id === x.id)!;
        const l = last.get(x.exercise_id);
        return {
          block_exercise_id: x.id, exercise_id: x.exercise_id, name: x.name, prescribed: x.sets,
          last_session: l ? { date: l.date, sets: l.sets, best_set: l.best_set, estimated_1rm: l.estimated_1rm } : null,
          suggestion: sg.suggestion, coach_target: sg.coach_target,
        };
      })),
    },
  };
}
