export const MAIL_FROM_DEFAULT = "CoachOS <no-reply@coachos.local>";

export const EMAIL_STATUS = {
  queued: "queued",
  sent: "sent",
  captured: "captured",
  failed: "failed",
  blocked: "blocked",
  /** The location's sending domain failed its DNS check: released when it verifies again. */
  waiting: "waiting",
} as const;
export type EmailStatus = (typeof EMAIL_STATUS)[keyof typeof EMAIL_STATUS];

/** Reasons recorded on blocked messages (shown in the logs as they are). */
export const BLOCKED_LOCATION_OFF = "Email sending is switched off for this location.";
export const BLOCKED_USER_OFF = "Email sending is switched off for this account.";
export const BLOCKED_CONTACT_OFF = "This contact has email delivery switched off.";
export const BLOCKED_SUPPRESSED = "This address is suppressed for this location (bounce, complaint or unsubscribe).";
/** Why a location's message waits (its sending domain failed its DNS check); cleared when released. */
export const WAITING_DNS = "Waiting: the sending domain's DNS records could not be verified.";
