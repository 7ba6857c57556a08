/** Birthday messaging (doc 2 s4): activated is status 1, anything else terminated. */
export const BIRTHDAY_ACTIVE = 1;
export const BIRTHDAY_TERMINATED = 0;

export const BIRTHDAY_CHANNELS = ["email", "sms"] as const;
export type BirthdayChannel = (typeof BIRTHDAY_CHANNELS)[number];

/** The upcoming list covers today and the next 30 days. */
export const UPCOMING_DAYS = 30;

export const SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 5000;
/** The platform's SMS cap (lib/platform/sms/send.ts SMS_MAX_LENGTH), after merge fields. */
export const SMS_MESSAGE_MAX = 1600;

/** What a template may say; replaced per contact when the greeting is sent. */
export const MERGE_FIELDS = ["{first_name}", "{last_name}", "{business_name}"] as const;

/** A location that never saved its settings reads these (and is not activated). */
export const BIRTHDAY_DEFAULTS = {
  status: BIRTHDAY_TERMINATED,
  channel: "email" as BirthdayChannel,
  subject: "Happy birthday, {first_name}!",
  message: "Happy birthday, {first_name}! Wishing you a wonderful year ahead from all of us at {business_name}.",
  send_time: "09:00",
  timezone: "UTC",
};

export const MSG_SETTING_SAVED = "Birthday settings have been updated successfully!";
export const MSG_ACTIVATED = "Birthday messages have been activated.";
export const MSG_TERMINATED = "Birthday messages have been terminated.";
