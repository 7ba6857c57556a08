/** Email logs, tracking and suppressions (doc 3 "Logs", doc 2 s7 recovery page; issue 11). Pure: screens import it. */

/** The events the report counts per day, in its order; `sent` comes from the messages themselves. */
export const REPORT_SERIES = ["sent", "opens", "machine_opens", "clicks", "bounces", "soft_bounces", "complaints", "unsubscribes"] as const;
export type ReportSeries = (typeof REPORT_SERIES)[number];
export const REPORT_LABELS: Record<ReportSeries, string> = {
  sent: "Delivered",
  opens: "Opens",
  machine_opens: "Machine opens",
  clicks: "Clicks",
  bounces: "Bounces",
  soft_bounces: "Soft bounces",
  complaints: "Complaints",
  unsubscribes: "Unsubscribes",
};
/** Not in the spec: the report's default window and its longest one. */
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;

/** The delivery log's filters: a message's status and what sent it (email_messages.source). */
export const DELIVERY_STATUSES = ["queued", "sent", "captured", "failed", "blocked", "waiting"] as const;
export const DELIVERY_SOURCES = ["contact", "template", "broadcast", "sequence", "journey", "form", "playbook", "page", "checkout", "test"] as const;
export const DELIVERY_LOG_PER_PAGE = 25;

/** Apple Mail Privacy Protection fetches every image from 17.0.0.0/8: an open by a machine, not a person. */
export const APPLE_PROXY_PREFIX = "17.";

/** The recovery page before a coach saves one (doc 2 s7 shows no defaults: ours). */
export const RECOVERY_DEFAULTS = {
  headline: "You have been unsubscribed",
  text: "You will no longer receive our emails. Unsubscribed by mistake? You can join again below.",
  button: "Resubscribe",
  logo: null as string | null,
};
/** The image library type the recovery page's logo is cropped to (a wide public logo, 180x60 or square). */
export const RECOVERY_LOGO_TYPE = "public-logo" as const;
export const RECOVERY_LIMITS = { headline: 150, text: 1000, button: 40, logo: 2048 } as const;

export const EMAIL_LOG_MSG = {
  recoverySaved: "Recovery page has been saved successfully!",
  unsubscribed: "You have been unsubscribed.",
  resubscribed: "You have been resubscribed.",
  confirmSent: "Please check your email: we have sent you a link to confirm.",
  linkInvalid: "This link is not valid.",
} as const;
