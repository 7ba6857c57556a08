import { z } from "@hono/zod-openapi";
import { pageQuery } from "@/lib/http/pagination";
import { text } from "@/lib/http/schemas";
import { BIRTHDAY_CHANNELS, EMAIL_MESSAGE_MAX, SMS_MESSAGE_MAX, SUBJECT_MAX } from "./constants";

export const birthdaySetting = z
  .object({
    status: z.number().int(),
    channel: z.enum(BIRTHDAY_CHANNELS),
    subject: z.string(),
    message: z.string(),
    send_time: z.string(),
    timezone: z.string(),
  })
  .openapi("BirthdaySetting");
export type BirthdaySetting = z.infer<typeof birthdaySetting>;

/**
 * PATCH /birthday/update-birthday-setting. The subject is needed for email only; an SMS is
 * held to the platform's SMS length. The time zone is checked against /timezones by the service.
 */
export const birthdaySettingUpdate = z
  .object({
    channel: z.enum(BIRTHDAY_CHANNELS, { error: "The selected channel is invalid." }),
    subject: text("subject").trim().max(SUBJECT_MAX, `The subject may not be greater than ${SUBJECT_MAX} characters.`).default(""),
    message: text("message").trim().min(1, "The message field is required.").max(EMAIL_MESSAGE_MAX, `The message may not be greater than ${EMAIL_MESSAGE_MAX} characters.`),
    send_time: z.string({ error: "The send time field is required." }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The send time must be a time of day (HH:MM)."),
    timezone: text("timezone").trim().min(1, "The timezone field is required.").max(64, "The selected timezone is invalid."),
  })
  .superRefine((v, ctx) => {
    if (v.channel === "email" && !v.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: "The subject field is required for email." });
    if (v.channel === "sms" && v.message.length > SMS_MESSAGE_MAX)
      ctx.addIssue({ code: "custom", path: ["message"], message: `A text message may not be greater than ${SMS_MESSAGE_MAX} characters.` });
  })
  .openapi("BirthdaySettingUpdate");

/** POST /birthday/update-celebrate-birthday: status 1 activates, anything else terminates (doc 2 s4). */
export const celebrateBody = z
  .object({ status: z.coerce.number({ error: "The status must be a number." }).int({ error: "The status must be a whole number." }) })
  .openapi("CelebrateBirthday");

export const upcomingQuery = pageQuery;
export const upcomingBirthday = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    number: z.string().nullable(),
    photo: z.string().nullable(),
    birthday: z.string(),
    next_birthday: z.string(),
    days_until: z.number().int(),
    turning: z.number().int(),
  })
  .openapi("UpcomingBirthday");
export type UpcomingBirthday = z.infer<typeof upcomingBirthday>;
