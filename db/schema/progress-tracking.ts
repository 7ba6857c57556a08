import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contacts } from "./contacts";
import { files } from "./files";
import { createdAt, tenantId, timestamps } from "./columns";

/**
 * Progress tracking (issue 28, doc 3 s3/s7): a tracking asks its enrolled contacts, once per
 * period, the questions of its sections and the values of its categories. Every child table
 * carries the location so each statement filters on it (ARCHITECTURE.md "Tenancy").
 */
export const progressTrackings = pgTable(
  "progress_trackings",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    name: text("name").notNull(),
    /** Days per check-in period (7: weekly, the default). */
    periodDays: integer("period_days").notNull().default(7),
    hasReminder: boolean("has_reminder").notNull().default(false),
    /** 1 email, otherwise SMS (doc 3 s3). */
    reminderType: integer("reminder_type").notNull().default(1),
    /** "HH:MM" in the location's time zone. */
    reminderTime: text("reminder_time").notNull().default("09:00"),
    /** ISO weekdays (1 Monday … 7 Sunday) a reminder may go out on. */
    reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([1]),
    /** The public page's settings (one zod document, lib/progress-tracking/public-settings.ts). */
    publicSettings: jsonb("public_settings").$type<Record<string, unknown>>().notNull().default({}),
    ordering: integer("ordering").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("progress_trackings_location_ordering_idx").on(t.locationId, t.ordering, t.id), index("progress_trackings_location_name_idx").on(t.locationId, t.name, t.id)],
);

export const progressTrackingSections = pgTable(
  "progress_tracking_sections",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("progress_tracking_sections_tracking_idx").on(t.trackingId, t.ordering)],
);

export const progressTrackingQuestions = pgTable(
  "progress_tracking_questions",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    sectionId: integer("section_id").notNull().references(() => progressTrackingSections.id, { onDelete: "cascade" }),
    /** number | text | scale | yes_no | choice | photo */
    type: text("type").notNull(),
    label: text("label").notNull(),
    unit: text("unit"),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("progress_tracking_questions_section_idx").on(t.sectionId, t.ordering)],
);

export const progressTrackingCategories = pgTable(
  "progress_tracking_categories",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    /** The default category it came from (weight, body_fat…), null for a custom one. */
    defaultKey: text("default_key"),
    name: text("name").notNull(),
    unit: text("unit").notNull().default(""),
    /** down: lower is better (weight); up: higher is better (muscle). */
    direction: text("direction").notNull().default("down"),
    /** photo: the progress photos category (a picture, no number). */
    kind: text("kind").notNull().default("number"),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("progress_tracking_categories_tracking_idx").on(t.trackingId, t.ordering), uniqueIndex("progress_tracking_categories_default_key").on(t.trackingId, t.defaultKey)],
);

/** The enrolment of a contact (the "relation"): start date, status, link version, reminders. */
export const progressTrackingContacts = pgTable(
  "progress_tracking_contacts",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    /** active | deleted (removed: the link stops working, history stays). */
    status: text("status").notNull().default("active"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Bumped when the enrolment is removed or restarted, so an older signed link answers 404. */
    linkVersion: integer("link_version").notNull().default(1),
    /** The reminder override: null follows the tracking's switch. */
    reminderEnabled: boolean("reminder_enabled"),
    nextReminderAt: timestamp("next_reminder_at", { withTimezone: true }),
    /** The leaderboard's score (0–100) and streak, kept on submission and by refresh. */
    score: doublePrecision("score"),
    streak: integer("streak").notNull().default(0),
    lastCheckInAt: timestamp("last_check_in_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("progress_tracking_contacts_tracking_contact_key").on(t.trackingId, t.contactId),
    index("progress_tracking_contacts_location_contact_idx").on(t.locationId, t.contactId),
    index("progress_tracking_contacts_due_idx").on(t.nextReminderAt).where(sql`${t.status} = 'active' and ${t.nextReminderAt} is not null`),
  ],
);

/** One submission; a resubmission in the same period replaces it (`replaced_at` set, kept as history). */
export const progressTrackingCheckIns = pgTable(
  "progress_tracking_check_ins",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    enrolmentId: integer("enrolment_id").notNull().references(() => progressTrackingContacts.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    /** 0 for the period starting on the enrolment's start date, then 1, 2… */
    period: integer("period").notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("progress_tracking_check_ins_enrolment_idx").on(t.enrolmentId, t.period, t.id),
    uniqueIndex("progress_tracking_check_ins_current_key").on(t.enrolmentId, t.period).where(sql`${t.replacedAt} is null`),
  ],
);

/** A check-in's answer to a question or value of a category (one of value, number, file). */
export const progressTrackingAnswers = pgTable(
  "progress_tracking_answers",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    checkInId: integer("check_in_id").notNull().references(() => progressTrackingCheckIns.id, { onDelete: "cascade" }),
    questionId: integer("question_id").references(() => progressTrackingQuestions.id, { onDelete: "set null" }),
    categoryId: integer("category_id").references(() => progressTrackingCategories.id, { onDelete: "set null" }),
    value: text("value"),
    number: doublePrecision("number"),
    fileId: integer("file_id").references(() => files.id, { onDelete: "set null" }),
  },
  (t) => [index("progress_tracking_answers_check_in_idx").on(t.checkInId)],
);

/** A contact's goal for a category: start, target and date. */
export const progressTrackingGoals = pgTable(
  "progress_tracking_goals",
  {
    id: serial("id").primaryKey(),
    locationId: tenantId(),
    trackingId: integer("tracking_id").notNull().references(() => progressTrackings.id, { onDelete: "cascade" }),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => progressTrackingCategories.id, { onDelete: "cascade" }),
    start: doublePrecision("start").notNull(),
    target: doublePrecision("target").notNull(),
    targetDate: date("target_date", { mode: "string" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("progress_tracking_goals_key").on(t.trackingId, t.contactId, t.categoryId)],
);
