import { maxLength, minLength, object, regex, string, trim, enum as zEnum } from "zod/mini";
import { BIRTHDAY_CHANNELS, EMAIL_MESSAGE_MAX, SUBJECT_MAX } from "./constants";

/**
 * The settings form's browser rules, the same messages as the route's body schema
 * (birthdaySettingUpdate); the per-channel rules (subject for email, SMS length) are the server's.
 */
export const birthdaySettingForm = object({
  channel: zEnum(BIRTHDAY_CHANNELS),
  subject: string().check(trim(), maxLength(SUBJECT_MAX, `The subject may not be greater than ${SUBJECT_MAX} characters.`)),
  message: string().check(trim(), minLength(1, "The message field is required."), maxLength(EMAIL_MESSAGE_MAX, `The message may not be greater than ${EMAIL_MESSAGE_MAX} characters.`)),
  send_time: string().check(regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The send time must be a time of day (HH:MM).")),
  timezone: string().check(minLength(1, "The timezone field is required.")),
});
