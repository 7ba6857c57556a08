import { z } from "@hono/zod-openapi";
import { bulkBody } from "@/lib/contacts/bulk-schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { ASSIGNED_STATUSES, SESSIONS_MAX } from "./constants";

const isoDate = text("start_date").regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The start date must be a date like 2026-12-01." })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: "The start date is not a valid date." });

/** The contacts as the bulk bar names them, the workout, and the assignment's schedule (reminders stored, not yet sent). */
export const addContactBody = bulkBody("WorkoutAddContact", {
  workout_id: id("workout_id"),
  start_date: isoDate,
  sessions: z.number({ error: "The sessions must be a number." }).int({ error: "The sessions must be a whole number." }).min(1, { error: "The sessions must be at least 1." }).max(SESSIONS_MAX, { error: `The sessions may not be greater than ${SESSIONS_MAX}.` }).nullable().default(null),
  reminder_days: z.array(z.number({ error: "Each reminder day must be 0 (Sunday) to 6 (Saturday)." }).int().min(0, { error: "Each reminder day must be 0 (Sunday) to 6 (Saturday)." }).max(6, { error: "Each reminder day must be 0 (Sunday) to 6 (Saturday)." }), { error: "The reminder days field must be a list." }).max(7).default([]),
  reminder_time: text("reminder_time").regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "The reminder time must be a time like 07:30." }).nullable().default(null),
  reminder_type: z.union([z.literal(1), z.literal(2)], { error: "The reminder type must be 1 (email) or 2 (SMS)." }).default(1),
});
export type AddContactBody = z.infer<typeof addContactBody>;
export const removeContactBody = bulkBody("WorkoutRemoveContact", { workout_id: id("workout_id") });

export const assignedQuery = pageQuery.extend({
  status: z.enum(ASSIGNED_STATUSES, { error: "The selected status is invalid." }).default("active"),
  search: text("search").max(100, { error: "The search may not be greater than 100 characters." }).optional(),
});
const schedule = {
  start_date: z.string(),
  sessions: z.number().int().nullable(),
  reminder_days: z.array(z.number().int()),
  reminder_time: z.string().nullable(),
  reminder_type: z.number().int(),
};
export const assignedRow = z.object({
  id: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(),
  status: z.string(), ...schedule, created_at: z.string(),
}).openapi("WorkoutAssignedContact");
export const assignedPage = pageSchema(assignedRow);
export const contactWorkoutRow = z.object({ id: z.number().int(), workout_id: z.number().int(), name: z.string(), status: z.string(), ...schedule, created_at: z.string() }).openapi("ContactWorkout");
export const contactWorkoutsQuery = pageQuery.extend({ status: z.enum(["active", "completed", "all"], { error: "The selected status is invalid." }).default("all") });
export const contactWorkoutsPage = pageSchema(contactWorkoutRow);
export const assignAnswer = z.object({ status: z.number().int(), message: z.string(), count: z.number().int() });
