import { z } from "@hono/zod-openapi";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id } from "@/lib/http/schemas";
import { LOGGED_REPS_MAX, LOGGED_TIME_MAX, LOGGED_WEIGHT_MAX, NOTES_MAX } from "./constants";

const num = (field: string, max: number, int: boolean) => {
  let n = z.number({ error: `The ${field} must be a number.` }).min(0, { error: `The ${field} may not be negative.` }).max(max, { error: `The ${field} may not be greater than ${max}.` });
  if (int) n = n.int({ error: `The ${field} must be a whole number.` });
  return n.nullable().default(null);
};

/** One set as the client did it: `set_index` is the prescribed set's place (0-based) in the block exercise's list. */
export const loggedSet = z.object({
  block_exercise_id: id("block_exercise_id"),
  set_index: z.number({ error: "The set index must be a number." }).int({ error: "The set index must be a whole number." }).min(0, { error: "The set index may not be negative." }).max(29, { error: "The set index must be one of the exercise's sets." }),
  reps: num("reps", LOGGED_REPS_MAX, true),
  weight: num("weight", LOGGED_WEIGHT_MAX, false),
  time: num("time", LOGGED_TIME_MAX, true),
});

/**
 * A logged session (the public page's submit, later the portal's): `client_id` is the client's
 * own id for it, so sending it again (a retry, the offline queue) stores it once.
 */
export const logSessionInput = z.object({
  client_id: z.string({ error: "The client id field is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "The client id must be 8-64 letters, digits, - or _." }),
  performed_at: z.iso.datetime({ offset: true, error: "The performed at must be a date and time (ISO 8601)." }).optional(),
  notes: z.string({ error: "The notes must be text." }).trim().max(NOTES_MAX, { error: `The notes may not be greater than ${NOTES_MAX} characters.` }).default(""),
  sets: z.array(loggedSet, { error: "The sets field must be a list." }).max(900, { error: "Too many sets." }).default([]),
});
export type LogSessionInput = z.input<typeof logSessionInput>;
export type LogSession = z.output<typeof logSessionInput>;

/* The coach's calls on logged sessions (lib/workouts/history.ts, coach-actions.ts). */
const n = z.number();
const nn = z.number().nullable();
export const contactBody = z.object({ contact_id: id("contact_id") });
/** Optional in the schema so another location's workout answers 404 first; left out: 422 on contact_id (history.ts). */
export const contactQuery = z.object({ contact_id: id("contact_id").optional() });
export const historyQuery = contactQuery.extend({ exercise_id: id("exercise_id").optional() });
export const activityQuery = pageQuery.extend({ contact_id: id("contact_id").optional() });
export const overloadTargetBody = z.object({
  contact_id: id("contact_id"),
  block_exercise_id: id("block_exercise_id"),
  weight: z.number({ error: "The weight must be a number." }).min(0, { error: "The weight may not be negative." }).max(LOGGED_WEIGHT_MAX, { error: `The weight may not be greater than ${LOGGED_WEIGHT_MAX}.` }).multipleOf(0.25, { error: "The weight must be in steps of 0.25 kg." }).nullable().optional(),
  reps: z.number({ error: "The reps must be a number." }).int({ error: "The reps must be a whole number." }).min(0, { error: "The reps may not be negative." }).max(LOGGED_REPS_MAX, { error: `The reps may not be greater than ${LOGGED_REPS_MAX}.` }).nullable().optional(),
});

const setPair = z.object({ reps: nn, weight: nn });
const suggestion = z.object({ rule: z.enum(["none", "increase", "decrease", "keep"]), weight: nn, reps: nn, reps_max: nn, reason: z.string() });
const coachTarget = z.object({ weight: nn, reps: nn, kind: z.string(), created_at: z.string() }).nullable();
export const analyticsAnswer = z.object({
  data: z.object({ assigned: n, active: n, completed: n, removed: n, completion_rate: n, sessions: n, contacts_logged: n, sets: n, volume_kg: n, last_logged_at: z.string().nullable() }),
}).openapi("WorkoutAnalytics");
export const sessionRow = z.object({ id: n, contact_id: n, name: z.string(), performed_at: z.string(), notes: z.string(), source: z.string(), sets: n, volume_kg: n }).openapi("WorkoutSession");
export const sessionPage = pageSchema(sessionRow);
export const blockStatsAnswer = z.object({
  formula: z.string(),
  data: z.array(z.object({ block_id: n, block_exercise_id: n, exercise_id: n, name: z.string(), prescribed_sets: n, sessions: n, sets: n, average_reps: nn, max_weight: nn, best_set: setPair.nullable(), estimated_1rm: nn })),
}).openapi("WorkoutBlockStats");
const historySet = z.object({ set_index: n, reps: nn, weight: nn, time: nn, target_reps: nn, target_reps_max: nn, target_weight: nn });
export const exerciseHistoryAnswer = z.object({
  formula: z.string(),
  data: z.array(z.object({
    exercise_id: n, name: z.string(), best_estimated_1rm: nn,
    sessions: z.array(z.object({ session_id: n, workout_id: n, date: z.string(), sets: z.array(historySet), best_set: setPair.nullable(), estimated_1rm: nn })),
  })),
}).openapi("WorkoutExerciseHistory");
export const contactReportAnswer = z.object({
  data: z.object({
    contact_id: n, status: z.string(), sessions: nn, logged: n, last_logged_at: z.string().nullable(), link: z.string().nullable(), formula: z.string(),
    exercises: z.array(z.object({
      block_exercise_id: n, exercise_id: n, name: z.string(), prescribed: z.array(z.record(z.string(), z.unknown())),
      last_session: z.object({ date: z.string(), sets: z.array(historySet), best_set: setPair.nullable(), estimated_1rm: nn }).nullable(),
      suggestion, coach_target: coachTarget,
    })),
  }),
}).openapi("WorkoutContactReport");
export const overloadTargetAnswer = z.object({ status: n, message: z.string(), data: z.object({ block_exercise_id: n, weight: nn, reps: nn, kind: z.string(), created_at: z.string() }) });
export const resendAnswer = z.object({ status: n, message: z.string(), via: z.enum(["email", "sms"]), link: z.string() });
