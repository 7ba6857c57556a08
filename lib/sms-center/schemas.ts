import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { THREAD_TABS } from "./constants";

/** GET /sms-center/contacts, /portal-chat/contacts: the threads of one tab. */
export const threadQuery = pageQuery.extend({
  tab: z.enum(THREAD_TABS, { error: "The selected tab is invalid." }).default("inbox"),
  search: text("search").trim().max(100, "The search may not be greater than 100 characters.").optional(),
});
export type ThreadQuery = z.infer<typeof threadQuery>;

export const threadRow = z
  .object({
    contact_id: z.number().int(),
    name: z.string(),
    number: z.string().nullable(),
    email: z.string().nullable(),
    photo: z.string().nullable(),
    last_message: z.string(),
    last_direction: z.enum(["inbound", "outbound"]),
    last_at: z.string(),
    unread: z.number().int(),
    archived: z.boolean(),
  })
  .openapi("MessageThread");
export type ThreadRow = z.infer<typeof threadRow>;

/** GET chat-logs / logs: one contact's conversation, newest first. */
export const logQuery = pageQuery.extend({ contact_id: id("contact_id"), per_page: pageQuery.shape.per_page.default(50) });

export const smsLogRow = z
  .object({
    id: z.number().int(),
    direction: z.enum(["inbound", "outbound"]),
    body: z.string(),
    status: z.string(),
    status_reason: z.string().nullable(),
    sent_by: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("SmsChatLog");
export type SmsLogRow = z.infer<typeof smsLogRow>;

export const inboundRow = z
  .object({ id: z.number().int(), contact_id: z.number().int().nullable(), name: z.string(), from: z.string(), body: z.string(), is_read: z.boolean(), created_at: z.string() })
  .openapi("InboundSms");

export const inboundQuery = pageQuery.extend({ unread: z.enum(["0", "1"], { error: "The unread must be 0 or 1." }).optional() });

/** The stats a thread list's tabs show, per channel. */
export const threadStats = z
  .object({ inbox: z.number().int(), unread: z.number().int(), archived: z.number().int(), sent: z.number().int(), received: z.number().int(), scheduled: z.number().int() })
  .openapi("MessageStats");
export type ThreadStats = z.infer<typeof threadStats>;

const contactIds = z.array(id("contact_ids.*"), { error: "The contact ids field must be a list." }).min(1, "The contact ids field is required.").max(500);
const flag = (field: string) => z.union([z.literal(0), z.literal(1)], { error: `The ${field} must be 0 or 1.` });

/** PATCH mark-read-unread: `is_read` 1 marks read, 0 marks the latest message unread. */
export const markReadBody = z.object({ contact_ids: contactIds, is_read: flag("is read") }).openapi("MarkReadUnread");
/** PATCH archive-unarchive: `archived` 1 archives, 0 moves back to the inbox. */
export const archiveBody = z.object({ contact_ids: contactIds, archived: flag("archived") }).openapi("ArchiveUnarchive");

export const resendBody = z.object({ id: id("id") }).openapi("ResendSms");
