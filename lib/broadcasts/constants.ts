/**
 * Broadcasts (doc 3 "Broadcasts", s9 "Dashboard list defaults"). No Node imports: the screens
 * use the same values and copy.
 */

/** Dashboard defaults: per_page 6, page 1, order_by id, desc, type all (doc 3 s9). */
export const BROADCASTS_PER_PAGE = 6;
/** Rows of the contact profile's Broadcasts section. */
export const CONTACT_BROADCASTS_PER_PAGE = 10;
export const BROADCAST_TYPES = ["all", "email", "sms"] as const;
export const BROADCAST_CHANNELS = ["email", "sms"] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];
export const BROADCAST_SORTS = ["id", "name", "created_at"] as const;

export const BROADCAST_STATUS = { draft: "draft", scheduled: "scheduled", sending: "sending", sent: "sent" } as const;
export type BroadcastStatus = (typeof BROADCAST_STATUS)[keyof typeof BROADCAST_STATUS];

export const NAME_MAX = 120;
export const SUBJECT_MAX = 200;
/** Audience lists: enough for any real selection, small enough to keep one statement cheap. */
export const AUDIENCE_MAX = 200;
export const IDS_MAX = 100;

/**
 * The sending window (issue 11): at most 600 messages per 60 s per location, counted on sent
 * recipient rows so every worker shares it. BROADCAST_WINDOW_LIMIT / _SECONDS override it
 * (tests, and a server whose provider allows more).
 */
export const SEND_WINDOW = { limit: 600, seconds: 60 };
/** Recipients one transaction claims, renders, records and marks sent. */
export const SEND_BATCH = 100;

/**
 * Domain warm-up (beyond the spec): a new sending domain's daily cap for broadcasts, by day since
 * its first broadcast (day 0 is that UTC day); after the list it doubles each day.
 */
export const WARMUP_CAPS = [50, 100, 250, 500, 1000] as const;

export const BROADCAST_MSG = {
  queued: "Broadcast has been queued successfully",
  saved: "Broadcast has been saved successfully",
  duplicated: "Broadcast has been duplicated successfully",
  renamed: "Broadcast has been renamed successfully",
  deleted: "Broadcast has been deleted successfully",
  resent: "Broadcast has been queued successfully",
  tagApplied: "Tag has been applied successfully",
  nameRequired: "The name field is required.",
  subjectRequired: "The subject field is required.",
  bodyRequired: "The body field is required.",
  noRecipients: "Please choose at least one group, tag or status to send to.",
  noEligible: "None of the chosen contacts can receive this broadcast.",
  alreadySent: "This broadcast has already been sent.",
  deleteSending: "A broadcast that is sending cannot be deleted.",
  notSent: "This broadcast has not been sent yet.",
  nothingUnopened: "Every recipient has opened this broadcast.",
  scheduleInPast: "The schedule time must be in the future.",
} as const;
