import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { folders } from "./folders";

/**
 * A journey (doc 3 s1): triggers that enrol contacts and an ordered tree of actions each run
 * walks. The model is written down in lib/journeys/engine.ts; docs/journeys.md says why.
 */
export const journeys = pgTable(
  "journeys",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Off: no enrolment, and runs hold at their next step until it is on again. */
    enabled: boolean("enabled").notNull().default(false),
    /** A contact whose run completed may enter again (default off). */
    reentry: boolean("reentry").notNull().default(false),
    folderId: integer("folder_id").references(() => folders.id, { onDelete: "set null" }),
    ordering: integer("ordering").notNull().default(0),
    thumbnail: text("thumbnail"),
    ...timestamps(),
  },
  (t) => [
    index("journeys_location_folder_ordering_idx").on(t.locationId, t.folderId, t.ordering, t.id),
    listIndex("journeys_location_ordering_idx", t.locationId, t.ordering, t.id),
    listIndex("journeys_location_name_idx", t.locationId, t.name, t.id),
  ],
);

/** What enrols a contact: a kind (lib/journeys/triggers.ts) and its settings (a tag, a status, a form...). */
export const journeyTriggers = pgTable(
  "journey_triggers",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    journeyId: integer("journey_id")
      .notNull()
      .references(() => journeys.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  // The dispatcher's one lookup: the location's triggers of an event's kind.
  (t) => [index("journey_triggers_location_type_idx").on(t.locationId, t.type, t.journeyId), index("journey_triggers_journey_idx").on(t.journeyId, t.id)],
);

/**
 * One step of the tree: under the root (parent null) or in a condition's `yes` / `no` branch,
 * in `position` order. `type` names an entry of the action registry (lib/journeys/actions.ts).
 */
export const journeyActions = pgTable(
  "journey_actions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    journeyId: integer("journey_id")
      .notNull()
      .references(() => journeys.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => journeyActions.id, { onDelete: "cascade" }),
    branch: text("branch"),
    position: integer("position").notNull().default(0),
    type: text("type").notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index("journey_actions_journey_tree_idx").on(t.journeyId, t.parentId, t.branch, t.position, t.id)],
);

/** A contact's way through a journey: active, completed, terminated or failed; where it stands. */
export const journeyRuns = pgTable(
  "journey_runs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    journeyId: integer("journey_id")
      .notNull()
      .references(() => journeys.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    /** The step whose job is queued (or held while the journey is off); null once the run ended. */
    currentActionId: integer("current_action_id").references(() => journeyActions.id, { onDelete: "set null" }),
    /** When that step's job is due (a wait), for the Users tab. */
    resumeAt: timestamp("resume_at", { withTimezone: true }),
    /** The journey was off when the step came due: it runs again when the journey is switched on. */
    held: boolean("held").notNull().default(false),
    /** What enrolled it ("tag_added", "manual", ...). */
    source: text("source").notNull(),
    error: text("error"),
    startedAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    // One active run per contact and journey: enrolment is INSERT ... ON CONFLICT DO NOTHING.
    uniqueIndex("journey_runs_one_active_key").on(t.journeyId, t.contactId).where(sql`status = 'active'`),
    index("journey_runs_journey_status_idx").on(t.journeyId, t.status, t.id),
    index("journey_runs_contact_idx").on(t.locationId, t.contactId, t.id),
    index("journey_runs_current_action_idx").on(t.currentActionId),
  ],
);

/**
 * What happened to a run, one row per step it ran (unique on run + action: the step's effect and
 * this row commit together, so a retried or duplicated step job changes nothing twice), plus
 * notes (enrolled, held, moved past a deleted step, ended) with no action.
 */
export const journeyHistories = pgTable(
  "journey_histories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    journeyId: integer("journey_id")
      .notNull()
      .references(() => journeys.id, { onDelete: "cascade" }),
    runId: integer("run_id")
      .notNull()
      .references(() => journeyRuns.id, { onDelete: "cascade" }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    actionId: integer("action_id").references(() => journeyActions.id, { onDelete: "set null" }),
    /** The action's type at the time (the action may be deleted later), or "note". */
    type: text("type").notNull(),
    status: text("status").notNull().default("done"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("journey_histories_run_action_key").on(t.runId, t.actionId).where(sql`action_id is not null`),
    index("journey_histories_journey_idx").on(t.journeyId, t.id),
    index("journey_histories_run_idx").on(t.runId, t.id),
    index("journey_histories_action_idx").on(t.actionId, t.status),
  ],
);

/**
 * A contact fact that may enrol (lib/journeys/platform-events.ts writes it in the transaction that
 * changed the fact, only when a trigger of its kind exists): the dispatcher job matches it.
 */
export const journeyEvents = pgTable(
  "journey_events",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    kind: text("kind").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    contactIds: integer("contact_ids").array().notNull(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // The sweep reads only what is still to dispatch.
  (t) => [index("journey_events_pending_idx").on(t.id).where(sql`dispatched_at is null`)],
);
