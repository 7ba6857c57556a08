/** Limits and copy of the contact centre's bulk actions, merge, deleted and suppressed contacts. */

/** Most ids one bulk call names; a larger set is sent as "all matching" (filters, not ids). */
export const BULK_IDS_MAX = 1000;
/** Most contacts one merge joins into one. */
export const MERGE_MAX = 10;

/** Suppression types as the path names them (`/contact/suppressions/{type}`) and as stored. */
export const SUPPRESSION_TYPES = ["bounces", "complaints", "unsubscribes"] as const;
export type SuppressionType = (typeof SUPPRESSION_TYPES)[number];
export const SUPPRESSION_STORED: Record<SuppressionType, string> = { bounces: "bounce", complaints: "complaint", unsubscribes: "unsubscribe" };
export const SUPPRESSION_TITLES: Record<SuppressionType, string> = { bounces: "Bounces", complaints: "Complaints", unsubscribes: "Unsubscribes" };

/** Success messages (the spec quotes none for these calls: written in its "... successfully!" style). */
export const BULK_MESSAGES = {
  gender: "Gender has been changed successfully!",
  status: "Status has been changed successfully!",
  move: "Contacts have been moved successfully!",
  delivery: "Delivery status has been updated successfully!",
  portal: (active: boolean) => (active ? "Portal accounts have been activated successfully!" : "Portal accounts have been suspended successfully!"),
  delete: "Contacts have been deleted successfully!",
  restore: "Contacts have been restored successfully!",
  merge: "Contacts have been merged successfully!",
  copy: "Contacts have been copied successfully!",
  phoneCode: "Phone country code has been updated successfully!",
} as const;

/** A bulk email or login send to at most this many contacts runs in the request; more goes to a job. */
export const BULK_SEND_INLINE_MAX = 25;
/** Recipients a bulk-send job claims and sends per round. */
export const BULK_SEND_BATCH = 100;
