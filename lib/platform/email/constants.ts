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

/**
 * Where a location's sent email links to (lib/platform/email/tracking.ts): the public pages
 * (unsubscribe, web view) and the API's tracking calls, all under the app's own URL.
 */
export const EMAIL_LINK_PATHS = {
  unsubscribe: "/unsubscribe",
  webView: "/view",
  open: "/api/v3/email-log/open",
  click: "/api/v3/email-log/click",
  oneClick: "/api/v3/email-log/unsubscribe",
} as const;

/** The embedded outbox's simulator domains: a hard bounce, or a delivery the recipient reports as spam. */
export const SIMULATOR_DOMAINS = { bounce: "bounce.test", complaint: "complaint.test" } as const;
export const SIMULATED_BOUNCE = "550 5.1.1 The email account that you tried to reach does not exist (simulated)";
export const SIMULATED_COMPLAINT = "abuse: the recipient marked this email as spam (simulated feedback report)";

/**
 * Sources whose mail is transactional (receipts, invoices, card and payment notices): the buyer
 * gets it even after unsubscribing from the location's marketing, and it carries no unsubscribe
 * link or List-Unsubscribe header. Bounces and complaints still stop it.
 */
export const TRANSACTIONAL_SOURCES: readonly string[] = ["checkout"];
export const isTransactional = (source: string | null | undefined) => !!source && TRANSACTIONAL_SOURCES.includes(source);
