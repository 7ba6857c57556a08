import { z } from "@hono/zod-openapi";

/** A reminder schedule's fields as every module's settings take them (lib/reminders/plan.ts). */
export const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The reminder time must be a time (HH:MM).");
export const reminderDays = z.array(z.number().int().min(1).max(7), { error: "The reminder days must be weekdays 1 (Monday) to 7 (Sunday)." }).min(1, "Pick at least one reminder day.").max(7);

/**
 * GET {module}/{id}/contact-reminders (ours: the editors' Reminders tab): the tracking's reminder
 * settings with the location's time zone, and a page of its active contacts, each with their
 * override, whether reminders are on for them, the next planned instant and the last one sent.
 */
export const reminderSettingsRow = z
  .object({ has_reminder: z.boolean(), reminder_type: z.number().int(), reminder_time: z.string(), reminder_days: z.array(z.number().int()), time_zone: z.string() })
  .openapi("ReminderSettings");
export const contactReminderRow = z
  .object({
    id: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), number: z.string().nullable(),
    reminder_enabled: z.boolean().nullable(), enabled: z.boolean(), next_reminder_at: z.string().nullable(), last_sent_at: z.string().nullable(), last_sent_channel: z.enum(["email", "sms"]).nullable(),
  })
  .openapi("ContactReminder");
export const contactRemindersAnswer = z.object({
  settings: reminderSettingsRow,
  data: z.array(contactReminderRow),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
