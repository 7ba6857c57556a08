export const SMS_STATUS = {
  queued: "queued",
  sent: "sent",
  captured: "captured",
  failed: "failed",
  blocked: "blocked",
  received: "received",
} as const;

/** Carrier opt-out and opt-in keywords (CTIA / TCPA practice), matched on the whole trimmed body. */
export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"];
export const START_WORDS = ["START", "UNSTOP", "YES", "OPTIN"];

/** Messages per second one sending number may send (Twilio long codes: 1 per second). */
export const SMS_RATE_PER_SECOND = Number(process.env.SMS_RATE_PER_SECOND ?? 1);

/** The number outbox messages go out from when no provider number is configured. */
export const OUTBOX_SENDER = "outbox";

export const BLOCKED_LOCATION_OFF = "SMS sending is switched off for this location.";
export const BLOCKED_CONTACT_OFF = "This contact has SMS delivery switched off.";

export const TWILIO_CONNECT_FAILED = "We are unable to process your request, Please try again!";

/** The saved auth token cannot be opened (the app secret changed): the coach must save it again. */
export const UNREADABLE_TOKEN = "The saved Twilio auth token can no longer be read. Save your Twilio credentials again.";

/** A number another location has verified with Twilio (it receives that number's messages). */
export const NUMBER_TAKEN = "This phone number is already connected to another account.";
