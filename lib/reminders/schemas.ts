import { z } from "@hono/zod-openapi";

/** A reminder schedule's fields as every module's settings take them (lib/reminders/plan.ts). */
export const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The reminder time must be a time (HH:MM).");
export const reminderDays = z.array(z.number().int().min(1).max(7), { error: "The reminder days must be weekdays 1 (Monday) to 7 (Sunday)." }).min(1, "Pick at least one reminder day.").max(7);
