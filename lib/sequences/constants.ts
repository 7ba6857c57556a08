/** Sequences (doc 3 s1, s7, s9; issue 27). Copy from the spec, word for word. */
export const SEQUENCE_MSG = {
  added: "Contacts have been successfully added to sequences",
  removed: "Contacts have been successfully removed from sequences",
  created: "Sequence has been created successfully",
  updated: "Sequence has been updated successfully",
  renamed: "Sequence has been renamed successfully",
  duplicated: "Sequence has been duplicated successfully",
  deleted: "Sequence has been deleted successfully",
  messageSaved: "Sequence message has been saved",
  messageDeleted: "Sequence message has been deleted",
  sorted: "Sequence messages have been reordered",
  subscribersDeleted: "Subscribers have been removed",
  scheduled: "Sequence message has been scheduled",
  scheduleDeleted: "Schedule has been deleted",
  sending: "Sequence message is being sent",
  resent: "Sequence message has been queued again",
} as const;

/** Dashboards list six per page, ordering desc (doc 3 s9). */
export const SEQUENCES_PER_PAGE = 6;
export const SEQUENCE_SORTS = ["ordering", "title", "created_at"] as const;
export const TITLE_MAX = 100;
export const SUBJECT_MAX = 255;
export const EMAIL_BODY_MAX = 100_000;
/** The platform's SMS cap (lib/platform/sms/send.ts SMS_MAX_LENGTH), kept here for the browser's forms. */
export const SMS_MAX = 1600;
export const MESSAGE_KINDS = ["email", "sms"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const DELAY_UNITS = ["minutes", "hours", "days"] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export const DELAY_UNIT_SECONDS: Record<DelayUnit, number> = { minutes: 60, hours: 3600, days: 86_400 };
export const DELAY_MAX = 10_000;
export const SUBSCRIBER_STATUSES = ["active", "completed", "stopped", "removed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const IDS_MAX = 100;
/** Contacts one add-contact / remove-contact names. */
export const CONTACTS_MAX = 1000;
export const SUBSCRIBERS_PER_PAGE = 20;
export const ANALYTICS_TYPES = ["email", "sms"] as const;
/** The Mon–Sun axis of detail analytics. */
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const MAX_MESSAGES = 100;
