import "server-only";
import { and, count, desc, eq, inArray, isNull, lte, ne } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, workoutAttributes, workoutContacts, workoutExerciseAttributes, workoutOverloadTargets, workoutSessionSets, workoutSessions } from "@/db/schema";
import { validationError } from "@/lib/http/errors";
import type { WorkoutDetail } from "./builder-schemas";
import { readWorkout } from "./builder";
import { ATTR, LOGGING_MSG } from "./constants";
import { readWorkoutToken, workoutUrl } from "./link";
import type { LogSession } from "./logging-schemas";
import { suggestNext, type DoneSet, type History, type Region, type Suggestion } from "./overload";

/**
 * The logging service (docs/workouts.md "Logging"): the one way a session is stored, called by
 * the public workout page and, later, the client portal. The caller has already proved who the
 * client is (a signed link, a portal session) and passes the assignment it opened.
 */
export type Assignment = {
  locationId: number; assignmentId: number; workoutId: number; contactId: number;
  /** A workout done on a plan day (the plan-day page): stored against the plan assignment, `assignmentId` 0 (none). */
  plan?: { assignmentId: number; day: number };
};

/** Which assignment a session belongs to: the workout's own, or a plan assignment's day. */
const owner = (as: Assignment) => (as.plan ? and(eq(s.planAssignmentId, as.plan.assignmentId), eq(s.planDay, as.plan.day), eq(s.workoutId, as.workoutId)) : eq(s.assignmentId, as.assignmentId));

const a = workoutContacts;
const s = workoutSessions;
const ss = workoutSessionSets;

/** The assignment a public link names, if it is still current (active or completed, its version, a live contact); else null. */
export async function openWorkoutLink(db: Db, token: string) {
  const link = readWorkoutToken(token);
  if (!link) return null;
  const [row] = await db
    .select({ locationId: a.locationId, status: a.status, sessions: a.sessions, firstName: contacts.firstName })
    .from(a)
    .innerJoin(contacts, and(eq(contacts.id, a.contactId), eq(contacts.locationId, a.locationId), isNull(contacts.deletedAt)))
    .where(and(eq(a.id, link.assignmentId), eq(a.workoutId, link.workoutId), eq(a.contactId, link.contactId), eq(a.linkVersion, link.version), ne(a.status, "deleted")));
  if (!row) return null;
  return { locationId: row.locationId, assignmentId: link.assignmentId, workoutId: link.workoutId, contactId: link.contactId, firstName: row.firstName ?? "", sessions: row.sessions, status: row.status };
}

/** The link of a contact's assignment to a workout (the location's), or null when not assigned. */
export async function assignmentLink(db: Db, locationId: number, workoutId: number, contactId: number) {
  const [row] = await db.select({ id: a.id, version: a.linkVersion, status: a.status }).from(a).where(and(eq(a.locationId, locationId), eq(a.workoutId, workoutId), eq(a.contactId, contactId)));
  if (!row || row.status === "deleted") return null;
  return { assignmentId: row.id, url: workoutUrl({ assignmentId: row.id, workoutId, contactId, version: row.version }) };
}

/**
 * Stores a session once per `client_id`: the same id again answers the stored session
 * (`created: false`) and stores nothing. Every set must name one of the workout's block
 * exercises and one of its prescribed sets (422 on `sets.N.*`); a set with nothing filled in is
 * not stored (not done). Reaching the assignment's number of sessions completes it.
 */
export async function logSession(db: Db, as: Assignment, input: LogSession, source: "page" | "portal" = "page") {
  const workout = await readWorkout(db, { locationId: as.locationId }, as.workoutId);
  const items = new Map(workout.blocks.flatMap((b) => b.exercises).map((x) => [x.id, x]));
  const errors: Record<string, string[]> = {};
  input.sets.forEach((set, i) => {
    const item = items.get(set.block_exercise_id);
    if (!item) errors[`sets.${i}.block_exercise_id`] = [LOGGING_MSG.unknownItem];
    else if (set.set_index >= item.sets.length) errors[`sets.${i}.set_index`] = [LOGGING_MSG.unknownSet];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const done = input.sets.filter((x) => x.reps !== null || x.weight !== null || x.time !== null);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(s)
      .values({
        locationId: as.locationId, assignmentId: as.plan ? null : as.assignmentId, planAssignmentId: as.plan?.assignmentId ?? null, planDay: as.plan?.day ?? null,
        workoutId: as.workoutId, contactId: as.contactId, clientId: input.client_id, performedAt: input.performed_at ? new Date(input.performed_at) : new Date(), notes: input.notes, source,
      })
      .onConflictDoNothing({ target: as.plan ? [s.planAssignmentId, s.clientId] : [s.assignmentId, s.clientId] })
      .returning({ id: s.id });
    if (!made) {
      const [had] = await tx.select({ id: s.id }).from(s).where(and(eq(s.locationId, as.locationId), as.plan ? eq(s.planAssignmentId, as.plan.assignmentId) : eq(s.assignmentId, as.assignmentId), eq(s.clientId, input.client_id)));
      return { session_id: had.id, created: false };
    }
    if (done.length) {
      await tx.insert(ss).values(done.map((x) => {
        const item = items.get(x.block_exercise_id)!;
        return { locationId: as.locationId, sessionId: made.id, blockExerciseId: item.id, exerciseId: item.exercise_id, setIndex: x.set_index, reps: x.reps, weight: x.weight, time: x.time, target: item.sets[x.set_index] };
      }));
    }
    // A plan day's session completes no workout assignment.
    if (as.plan) return { session_id: made.id, created: true };
    const [{ n }] = await tx.select({ n: count() }).from(s).where(and(eq(s.locationId, as.locationId), eq(s.assignmentId, as.assignmentId)));
    await tx.update(a).set({ status: "completed", updatedAt: new Date() })
      .where(and(eq(a.id, as.assignmentId), eq(a.locationId, as.locationId), eq(a.status, "active"), lte(a.sessions, n)));
    return { session_id: made.id, created: true };
  });
}

/**
 * Upper or lower body per exercise: lower when its Body Part attributes include Legs. The ids come
 * from the location's own workout (readWorkout checked it), and the link table has no location.
 */
async function regions(db: Db, exerciseIds: number[]): Promise<Map<number, Region>> {
  const out = new Map<number, Region>(exerciseIds.map((e) => [e, "upper"]));
  if (!exerciseIds.length) return out;
  const rows = await db
    .select({ exerciseId: workoutExerciseAttributes.exerciseId })
    .from(workoutExerciseAttributes)
    .innerJoin(workoutAttributes, eq(workoutAttributes.id, workoutExerciseAttributes.attributeId))
    .where(and(inArray(workoutExerciseAttributes.exerciseId, exerciseIds), eq(workoutAttributes.typeId, ATTR.part), eq(workoutAttributes.name, "Legs")));
  for (const r of rows) out.set(r.exerciseId, "lower");
  return out;
}

/** How many of the contact's latest sessions the history reads (the rule looks at the last two of an exercise). */
const HISTORY_WINDOW = 40;

export type ItemSuggestion = { block_exercise_id: number; exercise_id: number; suggestion: Suggestion; coach_target: { weight: number | null; reps: number | null; kind: string; created_at: string } | null; last_logged_at: string | null };

/**
 * The next target for each block exercise of a contact's workout: the overload rule over the
 * contact's latest sessions of that exercise (in any workout), and the coach's accepted or
 * overridden target when set after the exercise was last logged.
 */
export async function suggestionsFor(db: Db, as: Assignment, workout: WorkoutDetail): Promise<ItemSuggestion[]> {
  const items = workout.blocks.flatMap((b) => b.exercises);
  if (!items.length) return [];
  const exerciseIds = [...new Set(items.map((x) => x.exercise_id))];
  const recent = db.select({ id: s.id }).from(s).where(and(eq(s.locationId, as.locationId), eq(s.contactId, as.contactId))).orderBy(desc(s.performedAt), desc(s.id)).limit(HISTORY_WINDOW);
  const [rows, region, targets] = await Promise.all([
    db.select({ sessionId: ss.sessionId, performedAt: s.performedAt, exerciseId: ss.exerciseId, setIndex: ss.setIndex, reps: ss.reps, weight: ss.weight, target: ss.target })
      .from(ss).innerJoin(s, eq(s.id, ss.sessionId))
      .where(and(eq(ss.locationId, as.locationId), inArray(ss.exerciseId, exerciseIds), inArray(ss.sessionId, recent)))
      .orderBy(desc(s.performedAt), desc(s.id), ss.setIndex),
    regions(db, exerciseIds),
    // The coach's targets are per workout assignment; a plan day has none (the rule alone speaks).
    as.plan ? Promise.resolve([] as (typeof workoutOverloadTargets.$inferSelect)[]) : db.select().from(workoutOverloadTargets).where(and(eq(workoutOverloadTargets.locationId, as.locationId), eq(workoutOverloadTargets.assignmentId, as.assignmentId))),
  ]);
  const byExercise = new Map<number, { history: History; last: Date | null }>();
  for (const e of exerciseIds) {
    const mine = rows.filter((r) => r.exerciseId === e);
    const sessionIds = [...new Set(mine.map((r) => r.sessionId))].slice(0, 2);
    const history: History = sessionIds.map((sid) => mine.filter((r) => r.sessionId === sid).map((r): DoneSet => ({ target: r.target, reps: r.reps, weight: r.weight })));
    byExercise.set(e, { history, last: mine[0]?.performedAt ?? null });
  }
  return items.map((x) => {
    const h = byExercise.get(x.exercise_id)!;
    const first = x.sets[0] ?? { reps: null, reps_max: null, weight: null };
    const t = targets.find((r) => r.blockExerciseId === x.id);
    const current = t && (!h.last || t.createdAt > h.last) ? { weight: t.weight, reps: t.reps, kind: t.kind, created_at: t.createdAt.toISOString() } : null;
    return { block_exercise_id: x.id, exercise_id: x.exercise_id, suggestion: suggestNext(first, h.history, region.get(x.exercise_id) ?? "upper"), coach_target: current, last_logged_at: h.last?.toISOString() ?? null };
  });
}

/** What the public page shows: the workout in order, each exercise's next target, the sessions logged so far. */
export async function publicWorkout(db: Db, as: Assignment) {
  const workout = await readWorkout(db, { locationId: as.locationId }, as.workoutId);
  const [suggestions, [{ n }]] = await Promise.all([
    suggestionsFor(db, as, workout),
    db.select({ n: count() }).from(s).where(and(eq(s.locationId, as.locationId), owner(as))),
  ]);
  return { workout, suggestions: new Map(suggestions.map((x) => [x.block_exercise_id, x])), logged: n };
}
