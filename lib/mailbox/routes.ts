import { createRoute, z } from "@hono/zod-openapi";
import { authenticate } from "@/lib/auth/middleware";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { createRouter } from "@/lib/http/router";
import { EMAIL_STATUS } from "@/lib/platform/email/constants";
import { listSmsLog } from "@/lib/mailbox/sms-service";
import { listMailbox, mailboxMessage } from "./email-service";

const status = z.enum(Object.values(EMAIL_STATUS) as [string, ...string[]]);
const summary = z.object({
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

const smsLogEntry = z.object({
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

export const mailboxRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get", path: "/mailbox/messages", tags: ["email"], middleware: [authenticate()],
      description: "The account owner's mailbox: every email recorded for the company, newest first.",
      request: {
        query: pageQuery.extend({
          status: z.preprocess((v) => (typeof v === "string" && v ? v.split(",") : undefined), z.array(status).optional()),
        }),
      },
      responses: {
        200: {
          content: { "application/json": { schema: pageSchema(summary) } },
          description: "A page of messages",
        },
      },
    }),
    async (c) => c.json(await listMailbox(c.get("db"), c.get("ctx"), c.req.valid("query")), 200),
  )
  .openapi(
    createRoute({
      method: "get", path: "/mailbox/messages/{id}", tags: ["email"], middleware: [authenticate()],
      request: { params: z.object({ id: z.coerce.number().int().positive() }) },
      responses: {
        200: {
          content: { "application/json": { schema: z.object({ data: summary.extend({ html: z.string(), text: z.string(), provider_id: z.string().nullable() }) }) } },
          description: "One message with its body",
        },
      },
    }),
    async (c) => c.json({ data: await mailboxMessage(c.get("db"), c.get("ctx"), c.req.valid("param").id) }, 200),
  )
  .openapi(
    createRoute({
      method: "get", path: "/mailbox/sms", tags: ["sms"], middleware: [authenticate()],
      description: "The account owner's SMS log: every text in or out of the company's locations, newest first.",
      request: { query: pageQuery.extend({ direction: z.enum(["inbound", "outbound"]).optional() }) },
      responses: {
        200: {
          content: {
            "application/json": {
              schema: pageSchema(smsLogEntry),
            },
          },
          description: "A page of SMS",
        },
      },
    }),
    async (c) => c.json(await listSmsLog(c.get("db"), c.get("ctx"), c.req.valid("query")), 200),
  );
