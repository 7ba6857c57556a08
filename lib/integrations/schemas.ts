import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { API_KEY_NAME_MAX, MSG, WEBHOOK_EVENT_NAMES, WEBHOOK_NAME_MAX, WEBHOOK_URL_MAX } from "./constants";

const url = text("url").pipe(
  z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, MSG.urlInvalid)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname && !u.username && !u.password;
      } catch {
        return false;
      }
    }, MSG.urlInvalid),
);

/** POST /integration/save-fit-funnel-webhook: with an id it updates that webhook, else creates one. */
export const webhookBody = z
  .object({
    id: id().optional(),
    name: text("name").pipe(z.string().trim().min(1, MSG.nameRequired).max(WEBHOOK_NAME_MAX, `The name may not be greater than ${WEBHOOK_NAME_MAX} characters.`)),
    url,
    events: z.array(z.enum(WEBHOOK_EVENT_NAMES, { error: MSG.eventUnknown }), { error: MSG.eventsRequired }).min(1, MSG.eventsRequired).max(WEBHOOK_EVENT_NAMES.length),
    is_active: z.boolean({ error: "The is active field must be true or false." }).default(true),
  })
  .openapi("FitFunnelWebhookBody");
export type WebhookBody = z.infer<typeof webhookBody>;

export const webhookIdQuery = z.object({ id: id() });

export const webhook = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    is_active: z.boolean(),
    created_at: z.string(),
    last_delivery: z.object({ status: z.string(), at: z.string(), response_status: z.number().nullable() }).nullable(),
  })
  .openapi("FitFunnelWebhook");
export type Webhook = z.infer<typeof webhook>;

export const webhookSaved = z.object({
  message: z.string(),
  data: webhook,
  /** The signing secret: answered once, when the webhook is created. */
  secret: z.string().optional(),
});

export const delivery = z
  .object({
    id: z.number().int(),
    event: z.string(),
    status: z.string(),
    attempts: z.number().int(),
    response_status: z.number().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    delivered_at: z.string().nullable(),
  })
  .openapi("WebhookDelivery");

/** An API key as listed: never the key itself (it is answered once, when made). */
export const apiKey = z
  .object({ id: z.number().int(), name: z.string(), prefix: z.string().nullable().openapi({ description: "The key's first characters (null for keys made before they were kept)" }), created_at: z.string(), created_by: z.string(), last_used_at: z.string().nullable() })
  .openapi("ApiKey");
export const apiKeyBody = z
  .object({ name: text("name").pipe(z.string().trim().min(1, MSG.nameRequired).max(API_KEY_NAME_MAX, `The name may not be greater than ${API_KEY_NAME_MAX} characters.`)) })
  .openapi("ApiKeyCreate");

export const zapierStatus = z
  .object({ active: z.boolean(), created_at: z.string().nullable(), created_by: z.string().nullable() })
  .openapi("ZapierTokenStatus");
