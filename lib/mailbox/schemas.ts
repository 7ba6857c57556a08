import { z } from "@hono/zod-openapi";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { pageQuery } from "@/lib/http/pagination";
import { id } from "@/lib/http/schemas";

const status = z.enum(Object.values(EMAIL_STATUS) as [string, ...string[]]);

export const mailboxSummary = z.object({
  id: z.number(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  status,
  status_reason: z.string().nullable(),
  attempts: z.number(),
  created_at: z.date(),
  sent_at: z.date().nullable(),
});

export const mailboxMessage = mailboxSummary.extend({
  html: z.string(),
  text: z.string(),
  provider_id: z.string().nullable(),
  attachments: z.array(z.object({ index: z.number(), filename: z.string(), content_type: z.string(), size: z.number() })),
});

export const attachmentParams = z.object({ id: id(), index: z.coerce.number().int().min(0).max(50) });

export const mailboxQuery = pageQuery.extend({
  status: z.preprocess((v) => (typeof v === "string" && v ? v.split(",") : undefined), z.array(status).optional()),
});

export const smsLogEntry = z.object({
  id: z.number(),
  location: z.string(),
  contact_id: z.number().nullable(),
  contact_name: z.string().nullable(),
  direction: z.string(),
  from: z.string(),
  to: z.string(),
  body: z.string(),
  status: z.string(),
  status_reason: z.string().nullable(),
  segments: z.number(),
  created_at: z.date(),
});

export const smsLogQuery = pageQuery.extend({ direction: z.enum(["inbound", "outbound"]).optional() });
