import { z } from "@hono/zod-openapi";
import { text } from "@/lib/http/schemas";
import { MSG, REST_HOOK_EVENT_NAMES, REST_HOOK_URL_MAX } from "./constants";

/** POST /hooks: subscribe a target URL to one event (Zapier's REST hook subscribe). */
export const restHookBody = z
  .object({
    event: z.enum(REST_HOOK_EVENT_NAMES, { error: MSG.eventUnknown }).openapi({ description: "The event to receive" }),
    target_url: text("target_url").pipe(
      z
        .string()
        .trim()
        .max(REST_HOOK_URL_MAX, MSG.urlInvalid)
        .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), MSG.urlInvalid),
    ),
  })
  .openapi("RestHookSubscribe");
export type RestHookBody = z.infer<typeof restHookBody>;

export const restHook = z
  .object({
    id: z.number().int(),
    event: z.string(),
    target_url: z.string(),
    is_active: z.boolean(),
    disabled_reason: z.string().nullable().openapi({ description: "Why deliveries stopped (the receiver answered 410 Gone repeatedly)" }),
    created_at: z.string(),
  })
  .openapi("RestHook");
export type RestHook = z.infer<typeof restHook>;

export const restHookSubscribed = z.object({
  message: z.string(),
  /** The hook's id, for DELETE /hooks/{id} (Zapier keeps it). */
  id: z.number().int(),
  /** Verifies X-CoachOS-Signature: answered once, here. */
  secret: z.string(),
  data: restHook,
});

export const restHookDelivery = z
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
  .openapi("RestHookDelivery");
