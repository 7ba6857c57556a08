import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";

/**
 * The exercise library (doc 3 s3, issue 29). System rows (types 1-11, their attributes and the 873
 * exercises) have no location: stored once, readable by every location, writable by none. A coach's
 * own rows carry their location. A nullable tenant column is the one way to share rows here, so
 * every statement reads `location_id IS NULL OR location_id = ctx` and writes `location_id = ctx`.
 */
const sharedTenant = () => integer("location_id").references((): AnyPgColumn => locations.id, { onDelete: "cascade" });

export const workoutAttributeTypes = pgTable("workout_attribute_types", {
  id: serial("id").primaryKey(),
  locationId: sharedTenant(),
  name: text("name").notNull(),
  createdAt: createdAt(),
}, (t) => [index("workout_attribute_types_location_idx").on(t.locationId)]);

/** A location's pinned attribute types (pin-attribute-type): shown first in the library's filters. */
export const workoutAttributeTypePins = pgTable("workout_attribute_type_pins", {
  locationId: tenantId(),
  typeId: integer("type_id").notNull().references(() => workoutAttributeTypes.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.locationId, t.typeId] })]);

export const workoutAttributes = pgTable("workout_attributes", {
  id: serial("id").primaryKey(),
  locationId: sharedTenant(),
  typeId: integer("type_id").notNull().references(() => workoutAttributeTypes.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("workout_attributes_owner_type_name_key").on(sql`coalesce(${t.locationId}, 0)`, t.typeId, sql`lower(${t.name})`)]);

/** A coach's own exercise categories (category/lists, create, delete). */
export const workoutCategories = pgTable("workout_categories", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  name: text("name").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("workout_categories_location_name_key").on(t.locationId, sql`lower(${t.name})`)]);

export const workoutExercises = pgTable("workout_exercises", {
  id: serial("id").primaryKey(),
  locationId: sharedTenant(),
  /** The data set's key for a system exercise (its pictures' folder); null for a coach's own. */
  systemKey: text("system_key"),
  name: text("name").notNull(),
  categoryId: integer("category_id").references(() => workoutCategories.id, { onDelete: "set null" }),
  picture: text("picture").notNull().default(""),
  imageCount: integer("image_count").notNull().default(0),
  videoUrl: text("video_url"),
  videoProvider: text("video_provider"),
  videoId: text("video_id"),
  cues: text("cues").notNull().default(""),
  force: text("force").notNull().default(""),
  mechanic: text("mechanic").notNull().default(""),
  ...timestamps(),
}, (t) => [
  uniqueIndex("workout_exercises_system_key_key").on(t.systemKey),
  index("workout_exercises_location_name_idx").on(t.locationId, t.name, t.id),
  // Typo-tolerant search (pg_trgm, loaded by 0000_extensions on both databases).
  index("workout_exercises_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
]);

export const workoutExerciseAttributes = pgTable("workout_exercise_attributes", {
  exerciseId: integer("exercise_id").notNull().references(() => workoutExercises.id, { onDelete: "cascade" }),
  attributeId: integer("attribute_id").notNull().references(() => workoutAttributes.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.exerciseId, t.attributeId] }), index("workout_exercise_attributes_attribute_idx").on(t.attributeId, t.exerciseId)]);

export const workoutExerciseFavourites = pgTable("workout_exercise_favourites", {
  locationId: tenantId(),
  exerciseId: integer("exercise_id").notNull().references(() => workoutExercises.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.locationId, t.exerciseId] })]);

/** One prescribed set of a block exercise (docs/workouts.md "Sets"): each field optional, weight in kg. */
export type WorkoutSet = {
  reps: number | null;
  /** With `reps`, a range ("8-12"). */
  reps_max: number | null;
  weight: number | null;
  /** Seconds. */
  time: number | null;
  /** Metres. */
  distance: number | null;
  /** Seconds of rest after the set. */
  rest: number | null;
  /** Four characters, eccentric-pause-concentric-pause ("3010", "X" = explosive). */
  tempo: string | null;
  rpe: number | null;
};

/** A session a coach builds (doc 3 s7 "Workouts", issue 29): the dashboard's asset. */
export const workouts = pgTable("workouts", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  ordering: integer("ordering").notNull().default(0),
  thumbnail: text("thumbnail"),
  ...timestamps(),
}, (t) => [
  listIndex("workouts_location_ordering_idx", t.locationId, t.ordering, t.id),
  listIndex("workouts_location_name_idx", t.locationId, t.name, t.id),
  listIndex("workouts_location_created_idx", t.locationId, t.createdAt, t.id),
]);

/** A saved block (create-smart-block): its exercises and sets kept as they were, inserted as a copy. */
export const workoutSmartBlocks = pgTable("workout_smart_blocks", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  name: text("name").notNull(),
  type: text("type").notNull(),
  rounds: integer("rounds"),
  timeCapSeconds: integer("time_cap_seconds"),
  notes: text("notes").notNull().default(""),
  /** [{ exercise_id, notes, sets }] in order. */
  exercises: jsonb("exercises").$type<{ exercise_id: number; notes: string; sets: WorkoutSet[] }[]>().notNull(),
  createdAt: createdAt(),
}, (t) => [listIndex("workout_smart_blocks_location_name_idx", t.locationId, t.name, t.id)]);

/** regular, superset, circuit (rounds), amrap and emom (time cap). */
export const workoutBlocks = pgTable("workout_blocks", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  workoutId: integer("workout_id").notNull().references(() => workouts.id, { onDelete: "cascade" }),
  type: text("type").notNull(),
  name: text("name").notNull().default(""),
  rounds: integer("rounds"),
  timeCapSeconds: integer("time_cap_seconds"),
  notes: text("notes").notNull().default(""),
  ordering: integer("ordering").notNull().default(0),
  /** The smart block this block was inserted from (its origin); the copy is independent. */
  smartBlockId: integer("smart_block_id").references(() => workoutSmartBlocks.id, { onDelete: "set null" }),
  ...timestamps(),
}, (t) => [index("workout_blocks_workout_ordering_idx").on(t.workoutId, t.ordering, t.id), index("workout_blocks_location_idx").on(t.locationId)]);

export const workoutBlockExercises = pgTable("workout_block_exercises", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  blockId: integer("block_id").notNull().references(() => workoutBlocks.id, { onDelete: "cascade" }),
  exerciseId: integer("exercise_id").notNull().references(() => workoutExercises.id, { onDelete: "cascade" }),
  ordering: integer("ordering").notNull().default(0),
  notes: text("notes").notNull().default(""),
  /** A row per set, in order (docs/workouts.md "Sets"). */
  sets: jsonb("sets").$type<WorkoutSet[]>().notNull(),
  ...timestamps(),
}, (t) => [
  index("workout_block_exercises_block_ordering_idx").on(t.blockId, t.ordering, t.id),
  // The coach's use of an exercise (library ranking) and deleting an exercise.
  index("workout_block_exercises_location_exercise_idx").on(t.locationId, t.exerciseId),
]);

/**
 * A workout assigned to a contact (add-contact). status: active, completed or deleted (removed;
 * kept for the contacts list's Deleted tab). The reminder fields are stored as the coach set them
 * and not scheduled yet (docs/workouts.md "Assignment").
 */
export const workoutContacts = pgTable("workout_contacts", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  workoutId: integer("workout_id").notNull().references(() => workouts.id, { onDelete: "cascade" }),
  contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
  status: text("status").notNull().default("active"),
  startDate: date("start_date", { mode: "string" }).notNull(),
  /** Sessions to complete; null: open-ended. */
  sessions: integer("sessions"),
  /** 0 = Sunday … 6 = Saturday. */
  reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([]),
  /** "HH:MM" in the location's time zone, or null for no reminder. */
  reminderTime: text("reminder_time"),
  /** 1 email, 2 SMS (doc 3 s4). */
  reminderType: integer("reminder_type").notNull().default(1),
  /** In the public workout link; removing the contact bumps it, so older links stay dead (404). */
  linkVersion: integer("link_version").notNull().default(1),
  ...timestamps(),
}, (t) => [
  uniqueIndex("workout_contacts_workout_contact_key").on(t.workoutId, t.contactId),
  index("workout_contacts_workout_status_idx").on(t.workoutId, t.status, t.id),
  index("workout_contacts_contact_idx").on(t.contactId, t.id),
  /** The calendar's location-wide read by start date (lib/calendar/events.ts). */
  index("workout_contacts_location_start_idx").on(t.locationId, t.startDate),
]);
