import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tenantId } from "./columns";
import { contacts } from "./contacts";
import { workoutPlanContacts } from "./workout-plans";
import { workoutBlockExercises, workoutContacts, workoutExercises, workouts, type WorkoutSet } from "./workouts";

/**
 * A session a client logged against an assignment (docs/workouts.md "Logging"). `client_id` is
 * made by the client (the public page's form, the portal's offline queue): logging the same one
 * twice stores it once.
 */
export const workoutSessions = pgTable("workout_sessions", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  /** The workout's own assignment; null for a session logged from a plan day (below). Exactly one of the two is set. */
  assignmentId: integer("assignment_id").references(() => workoutContacts.id, { onDelete: "cascade" }),
  /** A workout done on a day of an assigned plan (the plan-day page): the plan assignment and the plan day (1-based). */
  planAssignmentId: integer("plan_assignment_id").references(() => workoutPlanContacts.id, { onDelete: "cascade" }),
  planDay: integer("plan_day"),
  workoutId: integer("workout_id").notNull().references(() => workouts.id, { onDelete: "cascade" }),
  contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
  clientId: text("client_id").notNull(),
  performedAt: timestamp("performed_at", { withTimezone: true }).notNull(),
  notes: text("notes").notNull().default(""),
  /** page (the public workout page) or portal. */
  source: text("source").notNull().default("page"),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("workout_sessions_assignment_client_key").on(t.assignmentId, t.clientId),
  uniqueIndex("workout_sessions_plan_assignment_client_key").on(t.planAssignmentId, t.clientId),
  index("workout_sessions_plan_day_idx").on(t.planAssignmentId, t.planDay, t.workoutId),
  check("workout_sessions_one_assignment_check", sql`(${t.assignmentId} is null) <> (${t.planAssignmentId} is null)`),
  index("workout_sessions_location_workout_idx").on(t.locationId, t.workoutId, t.performedAt),
  index("workout_sessions_location_contact_idx").on(t.locationId, t.contactId, t.performedAt),
]);

/** What was done in one set, beside the target it was done against (a copy: the builder may change later). */
export const workoutSessionSets = pgTable("workout_session_sets", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  sessionId: integer("session_id").notNull().references(() => workoutSessions.id, { onDelete: "cascade" }),
  /** The block exercise it was done for; null once the coach deletes it (the history stays). */
  blockExerciseId: integer("block_exercise_id").references(() => workoutBlockExercises.id, { onDelete: "set null" }),
  exerciseId: integer("exercise_id").notNull().references(() => workoutExercises.id, { onDelete: "cascade" }),
  setIndex: integer("set_index").notNull(),
  reps: integer("reps"),
  /** kg */
  weight: doublePrecision("weight"),
  /** seconds */
  time: integer("time"),
  target: jsonb("target").$type<WorkoutSet>().notNull(),
}, (t) => [
  index("workout_session_sets_session_idx").on(t.sessionId, t.setIndex),
  index("workout_session_sets_location_exercise_idx").on(t.locationId, t.exerciseId, t.sessionId),
]);

/**
 * The coach's one-click answer to the overload suggestion for a contact's block exercise: the
 * next target (accepted as suggested or overridden). It stands until the client logs the exercise again.
 */
export const workoutOverloadTargets = pgTable("workout_overload_targets", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  assignmentId: integer("assignment_id").notNull().references(() => workoutContacts.id, { onDelete: "cascade" }),
  blockExerciseId: integer("block_exercise_id").notNull().references(() => workoutBlockExercises.id, { onDelete: "cascade" }),
  weight: doublePrecision("weight"),
  reps: integer("reps"),
  /** accepted or override */
  kind: text("kind").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("workout_overload_targets_assignment_item_key").on(t.assignmentId, t.blockExerciseId)]);
