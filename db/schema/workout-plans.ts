import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, listIndex, tenantId, timestamps } from "./columns";
import { contacts } from "./contacts";
import { workouts } from "./workouts";

/**
 * Workout plans (doc 3 s7 "Workout plans", issue 29): weeks of seven days, each day the workouts
 * in order (none: a rest day). Day N of an assignment is its start date + N − 1 (lib/workouts/plan-days.ts).
 */
export const workoutPlans = pgTable("workout_plans", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  ordering: integer("ordering").notNull().default(0),
  thumbnail: text("thumbnail"),
  ...timestamps(),
}, (t) => [
  listIndex("workout_plans_location_ordering_idx", t.locationId, t.ordering, t.id),
  listIndex("workout_plans_location_name_idx", t.locationId, t.name, t.id),
  listIndex("workout_plans_location_created_idx", t.locationId, t.createdAt, t.id),
]);

/** A saved week (create-smart-week): each day's workouts as they were, inserted as a copy (add-smart-week). */
export const workoutSmartWeeks = pgTable("workout_smart_weeks", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  name: text("name").notNull(),
  /** [{ day 1-7, workout_id }] in day order, then the day's order. */
  days: jsonb("days").$type<{ day: number; workout_id: number }[]>().notNull(),
  createdAt: createdAt(),
}, (t) => [listIndex("workout_smart_weeks_location_name_idx", t.locationId, t.name, t.id)]);

export const workoutPlanWeeks = pgTable("workout_plan_weeks", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  planId: integer("plan_id").notNull().references(() => workoutPlans.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(""),
  ordering: integer("ordering").notNull().default(0),
  /** The smart week this week was inserted from (its origin); the copy is independent. */
  smartWeekId: integer("smart_week_id").references(() => workoutSmartWeeks.id, { onDelete: "set null" }),
  ...timestamps(),
}, (t) => [index("workout_plan_weeks_plan_ordering_idx").on(t.planId, t.ordering, t.id), index("workout_plan_weeks_location_idx").on(t.locationId)]);

/** A workout on a day (1-7) of a plan week, in the day's order. */
export const workoutPlanDayWorkouts = pgTable("workout_plan_day_workouts", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  weekId: integer("week_id").notNull().references(() => workoutPlanWeeks.id, { onDelete: "cascade" }),
  day: integer("day").notNull(),
  workoutId: integer("workout_id").notNull().references(() => workouts.id, { onDelete: "cascade" }),
  ordering: integer("ordering").notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  index("workout_plan_day_workouts_week_day_idx").on(t.weekId, t.day, t.ordering, t.id),
  index("workout_plan_day_workouts_workout_idx").on(t.workoutId),
  check("workout_plan_day_workouts_day_check", sql`${t.day} between 1 and 7`),
]);

/** A plan assigned to a contact (workout-plan/add-contact), as workout_contacts is for a workout. */
export const workoutPlanContacts = pgTable("workout_plan_contacts", {
  id: serial("id").primaryKey(),
  locationId: tenantId(),
  planId: integer("plan_id").notNull().references(() => workoutPlans.id, { onDelete: "cascade" }),
  contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
  status: text("status").notNull().default("active"),
  /** Plan day 1. */
  startDate: date("start_date", { mode: "string" }).notNull(),
  reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([]),
  reminderTime: text("reminder_time"),
  reminderType: integer("reminder_type").notNull().default(1),
  /** In the plan-day link; removing the contact bumps it. */
  linkVersion: integer("link_version").notNull().default(1),
  ...timestamps(),
}, (t) => [
  uniqueIndex("workout_plan_contacts_plan_contact_key").on(t.planId, t.contactId),
  index("workout_plan_contacts_plan_status_idx").on(t.planId, t.status, t.id),
  index("workout_plan_contacts_contact_idx").on(t.contactId, t.id),
  /** The calendar's location-wide read (lib/calendar/events.ts). */
  index("workout_plan_contacts_location_start_idx").on(t.locationId, t.startDate),
]);
