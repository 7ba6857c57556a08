import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { dataOf } from "@/lib/http/schemas";
import { saveTwilioCredentials, twilioConnection, updateTwilioConnection } from "./credentials";
import { twilioConnectionSchema, twilioCredentialsBody } from "./schemas";

const manage = { tenancy: "location", permit: ["admin-settings", "update"] } as const;

export const smsModule = defineModule("integrations", [
  get("/integration/twilio", { ...manage, summary: "The location's Twilio connection (never the token)", response: dataOf(twilioConnectionSchema) },
    async ({ db, ctx }) => ({ data: await twilioConnection(db, ctx) })),
  post("/integration/save-twilio-credentials", { ...manage, summary: "Saved (pending until connected)", body: twilioCredentialsBody, response: z.object({ message: z.string(), data: twilioConnectionSchema }) },
    ({ db, ctx, body }) => saveTwilioCredentials(db, ctx, body)),
  post("/integration/update-twilio-connection", {
    ...manage,
    summary: "Connected or not, with Twilio's reason",
    body: z.object({ status: z.boolean().default(true) }),
    bodyOptional: true,
    response: z.object({ status: z.boolean(), error_message: z.string().nullable() }),
  }, ({ db, ctx, body }) => updateTwilioConnection(db, ctx, body?.status ?? true)),
]);
