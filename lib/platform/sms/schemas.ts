import { z } from "@hono/zod-openapi";

export const twilioConnectionSchema = z
  .object({
    account_sid: z.string(),
    phone_number: z.string().nullable(),
    messaging_service_sid: z.string().nullable(),
    status: z.string().openapi({ description: "pending | connected | failed | disconnected" }),
    error_message: z.string().nullable(),
    updated_at: z.date(),
  })
  .nullable();

export const twilioCredentialsBody = z.object({
  account_sid: z.string({ error: "The account sid field is required." }).trim().regex(/^AC[0-9a-fA-F]{32}$/, "The account sid must be a Twilio Account SID (AC followed by 32 characters)."),
  auth_token: z.string({ error: "The auth token field is required." }).trim().regex(/^[0-9a-fA-F]{32}$/, "The auth token must be 32 characters."),
  phone_number: z.string().trim().max(32).nullish(),
  messaging_service_sid: z.string().trim().regex(/^MG[0-9a-fA-F]{32}$/, "The messaging service sid must be a Twilio Messaging Service SID (MG followed by 32 characters).").nullish().or(z.literal("")),
});
