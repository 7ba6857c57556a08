import { createRoute, z } from "@hono/zod-openapi";
import { authenticate, permit } from "@/lib/auth/middleware";
import { createRouter } from "@/lib/http/router";
import { saveTwilioCredentials, twilioConnection, updateTwilioConnection } from "./credentials";

const manage = [authenticate(), permit("admin-settings", "update")];

const connection = z
  .object({
    account_sid: z.string(),
    phone_number: z.string().nullable(),
    messaging_service_sid: z.string().nullable(),
    status: z.string().openapi({ description: "pending | connected | failed | disconnected" }),
    error_message: z.string().nullable(),
    updated_at: z.date(),
  })
  .nullable();

const credentials = z.object({
  account_sid: z.string({ error: "The account sid field is required." }).trim().regex(/^AC[0-9a-fA-F]{32}$/, "The account sid must be a Twilio Account SID (AC followed by 32 characters)."),
  auth_token: z.string({ error: "The auth token field is required." }).trim().regex(/^[0-9a-fA-F]{32}$/, "The auth token must be 32 characters."),
  phone_number: z.string().trim().max(32).nullish(),
  messaging_service_sid: z.string().trim().regex(/^MG[0-9a-fA-F]{32}$/, "The messaging service sid must be a Twilio Messaging Service SID (MG followed by 32 characters).").nullish().or(z.literal("")),
});

export const smsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get", path: "/integration/twilio", tags: ["integrations"], middleware: manage,
      responses: { 200: { content: { "application/json": { schema: z.object({ data: connection }) } }, description: "The location's Twilio connection (never the token)" } },
    }),
    async (c) => c.json({ data: await twilioConnection(c.get("db"), c.get("ctx")) }, 200),
  )
  .openapi(
    createRoute({
      method: "post", path: "/integration/save-twilio-credentials", tags: ["integrations"], middleware: manage,
      request: { body: { content: { "application/json": { schema: credentials } } } },
      responses: { 200: { content: { "application/json": { schema: z.object({ message: z.string(), data: connection }) } }, description: "Saved (pending until connected)" } },
    }),
    async (c) => c.json(await saveTwilioCredentials(c.get("db"), c.get("ctx"), c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "post", path: "/integration/update-twilio-connection", tags: ["integrations"], middleware: manage,
      request: { body: { content: { "application/json": { schema: z.object({ status: z.boolean().default(true) }) } }, required: false } },
      responses: { 200: { content: { "application/json": { schema: z.object({ status: z.boolean(), error_message: z.string().nullable() }) } }, description: "Connected or not, with Twilio's reason" } },
    }),
    async (c) => c.json(await updateTwilioConnection(c.get("db"), c.get("ctx"), c.req.valid("json")?.status ?? true), 200),
  );
