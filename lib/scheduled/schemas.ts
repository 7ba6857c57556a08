import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { CHANNELS, MESSAGE_MAX } from "./constants";

export const messageText = text("message").trim().min(1, "The message field is required.").max(MESSAGE_MAX, `The message may not be greater than ${MESSAGE_MAX} characters.`);

/** `send_at`: an ISO 8601 time with its offset (the composer sends the location's local time converted). */
export const scheduleBody = z
  .object({
    contact_id: id("contact_id"),
    message: messageText,
    send_at: z.string({ error: "The send at field is required." }).datetime({ offset: true, error: "The send at must be a date and time." }),
  })
  .openapi("ScheduleMessage");

export const scheduleIds = z
  .object({ schedule_ids: z.array(id("schedule_ids.*"), { error: "The schedule ids field must be a list." }).min(1, "The schedule ids field is required.").max(500) })
  .openapi("ScheduleIds");

export const scheduledRow = z
  .object({
    id: z.number().int(),
    channel: z.enum(CHANNELS),
    contact_id: z.number().int(),
    name: z.string(),
    body: z.string(),
    send_at: z.string(),
    status: z.string(),
    status_reason: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ScheduledMessage");

export const scheduledQuery = pageQuery.extend({
  contact_id: id("contact_id").optional(),
  channel: z.enum(CHANNELS, { error: "The selected channel is invalid." }).optional(),
});
export type ScheduledQuery = z.infer<typeof scheduledQuery>;
export type ScheduledRow = z.infer<typeof scheduledRow>;
