/** The integrations' copy (doc 1 s8, word for word where the spec gives it) and limits. */

export const MSG = {
  webhookUpdated: "Fit funnel webhook has been updated successfully!",
  webhookDeleted: "Fit funnel webhook has been deleted successfully!",
  zapierGenerated: "Your Zapier API key has been generated. Copy it now: it will not be shown again.",
  zapierRevoked: "Your Zapier API key has been revoked.",
  apiKeyCreated: "Your API key has been created. Copy it now: it will not be shown again.",
  apiKeyRevoked: "The API key has been revoked.",
  apiKeyLimit: "A location may hold at most 20 API keys. Revoke one first.",
  testQueued: "A test event is on its way.",
  urlInvalid: "The URL must be a valid http:// or https:// URL.",
  eventsRequired: "Choose at least one event.",
  eventUnknown: "Choose events from the list.",
  nameRequired: "The name field is required.",
  inactive: "Switch the webhook on before sending a test.",
} as const;

/**
 * Events a webhook may subscribe to. A module that has something to announce adds its event
 * here and calls emitWebhookEvent after its transaction commits (as sendEmail is called).
 */
export const WEBHOOK_EVENTS = {
  "sms.received": "A contact sends the location an SMS",
  "webhook.test": "A test event sent from Admin Settings",
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];

export const WEBHOOK_NAME_MAX = 80;
/** Live API keys one location may hold, and the length of a key's name. */
export const API_KEYS_PER_LOCATION = 20;
export const API_KEY_NAME_MAX = 80;
export const WEBHOOK_URL_MAX = 2000;
/** Webhooks one location may hold. */
export const WEBHOOKS_PER_LOCATION = 20;
/** Retries after the first attempt: 30 s, then doubling (about 16 minutes in all). */
export const WEBHOOK_RETRY = { limit: 5, delaySeconds: 30, backoff: true };

/**
 * The headers a delivery adds to the platform's signed POST (which sends X-CoachOS-Timestamp,
 * X-CoachOS-Signature and Idempotency-Key).
 */
export const WEBHOOK_HEADERS = {
  event: "X-CoachOS-Event",
  delivery: "X-CoachOS-Delivery",
} as const;

export const DELIVERY_STATUS = { queued: "queued", delivered: "delivered", failed: "failed" } as const;
