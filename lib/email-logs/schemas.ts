import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { pageQuery } from "@/lib/http/pagination";
import { DELIVERY_SOURCES, DELIVERY_STATUSES, RECOVERY_LIMITS, REPORT_SERIES } from "./constants";

const day = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${field} must be a date (YYYY-MM-DD).` }).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `The ${field} is not a valid date.` });

/** GET /email-log/get-email-report: a window of days (the location's time zone), the last 30 by default. */
export const reportQuery = z.object({ from: day("from").optional(), to: day("to").optional() });
const counts = z.object(Object.fromEntries(REPORT_SERIES.map((k) => [k, z.number().int()])) as Record<(typeof REPORT_SERIES)[number], z.ZodNumber>);
export const reportDay = counts.extend({ date: z.string() });
export const emailReport = z.object({ data: z.object({ from: z.string(), to: z.string(), days: z.array(reportDay), totals: counts }) });
export type EmailReport = z.infer<typeof emailReport>["data"];

/** GET /email-log/get-delivery-log: newest first, by status and source. */
export const deliveryLogQuery = pageQuery.extend({ status: z.enum(DELIVERY_STATUSES).optional(), source: z.enum(DELIVERY_SOURCES).optional() });
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuery>;
export const deliveryLogRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  status_reason: z.string().nullable(),
  source: z.string().nullable(),
  source_id: z.number().int().nullable(),
  contact_id: z.number().int().nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  bounced: z.boolean(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRow>;

/** GET /contact/email-sent-event-logs: one contact's email events, newest first. */
export const eventLogQuery = pageQuery.extend({ contact_id: id("contact_id") });
export const eventLogRow = z.object({
  id: z.number().int(),
  type: z.string(),
  machine: z.boolean(),
  url: z.string().nullable(),
  detail: z.string().nullable(),
  message_id: z.number().int(),
  subject: z.string(),
  created_at: z.string(),
});
export type EventLogRow = z.infer<typeof eventLogRow>;

/** Tracking: the message token in the path; a click carries its URL and that URL's signature. */
export const tokenParam = z.object({ token: z.string().max(64) });
export const clickQuery = z.object({
  url: z.string().max(4096).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: "The url is not valid." }),
  sig: z.string().max(64),
});
/** The one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` as a form; the page sends nothing. */
export const oneClickBody = z.object({ "List-Unsubscribe": z.string().max(64).optional() });
export const unsubscribed = z.object({ status: z.number().int(), message: z.string(), recovery_page_id: z.string(), email: z.string(), token: z.string() });

/** The recovery page (doc 2 s7). */
const httpUrl = z.string().max(RECOVERY_LIMITS.logo).refine((v) => /^https?:\/\/|^\/api\/files\//.test(v), { error: "The logo must be a web address." });
export const recoverySave = z.object({
  headline: text("headline").trim().min(1, { error: "The headline field is required." }).max(RECOVERY_LIMITS.headline),
  text: text("text").trim().min(1, { error: "The text field is required." }).max(RECOVERY_LIMITS.text),
  button: text("button").trim().min(1, { error: "The button field is required." }).max(RECOVERY_LIMITS.button),
  logo: httpUrl.nullable().optional(),
});
export type RecoverySave = z.infer<typeof recoverySave>;
/** `id` is the location's public id (a uuid), what the public links carry. */
export const recoveryPage = z.object({ id: z.string(), headline: z.string(), text: z.string(), button: z.string(), logo: z.string().nullable(), business_name: z.string() });
export type RecoveryPage = z.infer<typeof recoveryPage>;
export const recoverySaved = z.object({ status: z.number().int(), message: z.string(), data: recoveryPage });
export const resubscribeBody = z.object({
  email: text("email").trim().toLowerCase().pipe(z.email({ error: "The email must be a valid email address." }).max(254)),
  token: z.string().max(64).optional(),
});
/** A public link's page id: the location's public id; any other text (an old numeric id) is a 404. */
export const publicIdParam = z.object({ id: z.string().max(64).openapi({ description: "The location's public id (a uuid), never its numeric id", example: "3f0c8a52-6d1e-4b7a-9c55-2e8f1b7d9a10" }) });
export const resubscribed = z.object({ status: z.number().int(), message: z.string(), confirmed: z.boolean() });
