import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { locations } from "./accounts";
import { createdAt, tenantId, timestamps } from "./columns";

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
