import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { files } from "./files";
import { createdAt, tenantId, timestamps } from "./columns";

/**
 * Habit tracking (issue 28, doc 3 s3/s7): categories of habits an enrolled contact logs day by
 * day on a public page. The model and its scores are written down in docs/habit-tracking.md.
 * Every child table carries the location (ARCHITECTURE.md "Tenancy").
 */
export const habitTrackings = pgTable(
  "habit_trackings",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    hasReminder: boolean("has_reminder").notNull().default(false),
    /** 1 email, otherwise SMS (doc 3 s3). */
    reminderType: integer("reminder_type").notNull().default(1),
    /** "HH:MM" in the location's time zone. */
    reminderTime: text("reminder_time").notNull().default("19:00"),
    /** ISO weekdays (1 Monday … 7 Sunday) a reminder goes out on. */
    reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([1, 2, 3, 4, 5, 6, 7]),
    /** The public page's settings (one zod document, lib/habit-tracking/schemas.ts). */
    publicSettings: jsonb("public_settings").$type<Record<string, unknown>>().notNull().default({}),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("habit_trackings_location_ordering_idx").on(t.locationId, t.ordering, t.id), index("habit_trackings_location_name_idx").on(t.locationId, t.name, t.id)],
);

export const habitTrackingCategories = pgTable(
  "habit_tracking_categories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => habitTrackings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("habit_tracking_categories_tracking_idx").on(t.trackingId, t.ordering)],
);

export const habitTrackingHabits = pgTable(
  "habit_tracking_habits",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => habitTrackings.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => habitTrackingCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** yes_no | count (toward `target`, e.g. 8 glasses). */
    kind: text("kind").notNull().default("yes_no"),
    target: doublePrecision("target"),
    unit: text("unit").notNull().default(""),
    /** daily | weekdays (on `weekdays`) | weekly (`times_per_week` days a week). */
    frequency: text("frequency").notNull().default("daily"),
    weekdays: jsonb("weekdays").$type<number[]>().notNull().default([]),
    timesPerWeek: integer("times_per_week"),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("habit_tracking_habits_category_idx").on(t.categoryId, t.ordering), index("habit_tracking_habits_tracking_idx").on(t.trackingId)],
);

/** The enrolment of a contact: start date, status, link version, reminders, stored score and streak. */
export const habitTrackingContacts = pgTable(
  "habit_tracking_contacts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => habitTrackings.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    /** active | deleted (removed: the link stops working, history stays). */
    status: text("status").notNull().default("active"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Bumped when the enrolment is removed, so an older signed link answers 404. */
    linkVersion: integer("link_version").notNull().default(1),
    /** The reminder override: null follows the tracking's switch. */
    reminderEnabled: boolean("reminder_enabled"),
    nextReminderAt: timestamp("next_reminder_at", { withTimezone: true }),
    /** The contact score (0–100, mean of the habit scores) and streak, kept on every log and by the refresh calls. */
    score: doublePrecision("score"),
    streak: integer("streak").notNull().default(0),
    lastLogAt: timestamp("last_log_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("habit_tracking_contacts_tracking_contact_key").on(t.trackingId, t.contactId),
    index("habit_tracking_contacts_location_contact_idx").on(t.locationId, t.contactId),
    index("habit_tracking_contacts_due_idx").on(t.nextReminderAt).where(sql`${t.status} = 'active' and ${t.nextReminderAt} is not null`),
  ],
);

/** One habit's log for one day (the contact's calendar day): the value (1 for a yes) and an optional proof photo. */
export const habitTrackingLogs = pgTable(
  "habit_tracking_logs",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => habitTrackings.id, { onDelete: "cascade" }),
    enrolmentId: integer("enrolment_id").notNull().references(() => habitTrackingContacts.id, { onDelete: "cascade" }),
    habitId: integer("habit_id").notNull().references(() => habitTrackingHabits.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    value: doublePrecision("value").notNull(),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("habit_tracking_logs_key").on(t.enrolmentId, t.habitId, t.day), index("habit_tracking_logs_habit_idx").on(t.habitId, t.day)],
);

/** A contact's score for one habit (0–100), kept with the contact score. */
export const habitTrackingScores = pgTable(
  "habit_tracking_scores",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    enrolmentId: integer("enrolment_id").notNull().references(() => habitTrackingContacts.id, { onDelete: "cascade" }),
    habitId: integer("habit_id").notNull().references(() => habitTrackingHabits.id, { onDelete: "cascade" }),
    score: doublePrecision("score"),
  },
  (t) => [uniqueIndex("habit_tracking_scores_key").on(t.enrolmentId, t.habitId)],
);
