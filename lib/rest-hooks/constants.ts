import type { Area } from "@/lib/auth/permissions";
import type { ContactChange } from "@/lib/platform/events";

/**
 * The events an integration may subscribe to (issue 31): what each says, the permission area whose
 * view right a subscriber needs (the payload shows that area's records), and the contact fact
 * (lib/platform/events.ts ContactChange) it is made from. A module adds an event here.
 */
export const REST_HOOK_EVENTS = {
  "contact.created": { description: "A contact is added (by hand, an import, a form or a purchase)", area: "contacts-center", kind: "contact_created" },
  "contact.updated": { description: "A contact's details are saved", area: "contacts-center", kind: "contact_updated" },
  "tag.added": { description: "A tag is added to contacts", area: "tags", kind: "tag_added" },
  "form.submitted": { description: "A contact submits a form", area: "forms", kind: "form_submitted" },
  "order.paid": { description: "A checkout order is paid", area: "checkouts", kind: "purchase_made" },
  "subscription.cancelled": { description: "A checkout subscription is cancelled", area: "checkouts", kind: "subscription_cancelled" },
} as const satisfies Record<string, { description: string; area: Area; kind: ContactChange["kind"] }>;

export type RestHookEvent = keyof typeof REST_HOOK_EVENTS;
export const REST_HOOK_EVENT_NAMES = Object.keys(REST_HOOK_EVENTS) as [RestHookEvent, ...RestHookEvent[]];

/** Subscriptions one location may hold (Zapier makes one per Zap step). */
export const REST_HOOKS_PER_LOCATION = 100;
export const REST_HOOK_URL_MAX = 2000;
/** Contacts written out in full in one delivery (a bulk tag names more: all ids, the first of them in full). */
export const PAYLOAD_CONTACTS_MAX = 100;
/** 410 Gone answers in a row after which a hook is switched off (the receiver has unsubscribed). */
export const REST_HOOK_GONE_LIMIT = 3;
/**
 * Retries after the first attempt, with pg-boss's backoff: the n-th waits 85 s x 2^(n-1), plus up
 * to as much again in jitter, so ten of them span at least 24 hours (86,955 s) and at most 48.
 */
export const REST_HOOK_RETRY = { limit: 10, delaySeconds: 85, backoff: true };

export const REST_HOOK_HEADERS = {
  event: "X-CoachOS-Event",
  delivery: "X-CoachOS-Delivery",
} as const;

export const MSG = {
  subscribed: "The hook has been subscribed. Copy its signing secret now: it will not be shown again.",
  unsubscribed: "The hook has been unsubscribed.",
  eventUnknown: `The event must be one of: ${REST_HOOK_EVENT_NAMES.join(", ")}.`,
  urlInvalid: "The target url must be a valid http:// or https:// URL.",
  limit: `A location may hold at most ${REST_HOOKS_PER_LOCATION} hooks. Unsubscribe one first.`,
  eventForbidden: "You do not have permission to read this event's records.",
} as const;
