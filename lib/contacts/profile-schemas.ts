import { z } from "@hono/zod-openapi";
import { id, text } from "@/lib/http/schemas";
import { targetFields } from "./bulk-schemas";
import { CUSTOM_FIELD_NAME_MAX, CUSTOM_FIELD_VALUE_MAX, EMAIL_BODY_MAX, REWARD_POINTS_MAX, REWARD_TITLE_MAX } from "./constants";

/**
 * Wire formats of the profile's sections (doc 2 s2, s7): email logs, rewards and reward
 * points, stats, custom fields, and the SMS and email a coach sends from the profile.
 */

const ids = (field: string) =>
  z.array(id(`${field}.*`), { error: `The ${field} field must be a list.` }).min(1, `The ${field} field is required.`).max(500);

/* ---------------- email logs ---------------- */

/** What the recipient did with one email (email_events): opens, clicks, bounces, complaints, unsubscribes. */
export const emailLogEvent = z.object({
  id: z.number().int(),
  type: z.string(),
  /** An open made by a mail client's image proxy or scanner, not a person. */
  machine: z.boolean(),
  url: z.string().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});

export const emailLogRow = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    status: z.string(),
    status_reason: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    /** Human opens and clicks, all of them (the events list below is capped). */
    opens: z.number().int(),
    clicks: z.number().int(),
    /** The email's latest events, newest first, at most EMAIL_LOG_EVENTS_MAX. */
    events: z.array(emailLogEvent),
  })
  .openapi("ContactEmailLog");
export type EmailLogRow = z.input<typeof emailLogRow>;

/** DELETE /contact/{id}/delete-email-logs: the logs of that contact among `ids`. */
export const emailLogsDelete = z.object({ ids: ids("ids") }).openapi("ContactEmailLogsDelete");

/* ---------------- rewards ---------------- */

export const REWARD_KINDS = ["earned", "redeemed"] as const;

export const rewardRow = z
  .object({
    id: z.number().int(),
    contact_id: z.number().int(),
    kind: z.enum(REWARD_KINDS),
    title: z.string(),
    points: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ContactReward");
export type RewardRow = z.input<typeof rewardRow>;

/** GET /contact/{id}/reward-points: the balance (points) and everything ever earned (total_points). */
export const rewardPoints = z
  .object({ points: z.number().int(), total_points: z.number().int(), redeemed_points: z.number().int(), point_name: z.string() })
  .openapi("ContactRewardPoints");

const title = text("title").trim().min(1, "The title field is required.").max(REWARD_TITLE_MAX, `The title may not be greater than ${REWARD_TITLE_MAX} characters.`);
const points = z.coerce
  .number({ error: "The points must be a number." })
  .int("The points must be a whole number.")
  .min(1, "The points must be at least 1.")
  .max(REWARD_POINTS_MAX, `The points may not be greater than ${REWARD_POINTS_MAX}.`);

/** POST /contact/send-reward: points given to a contact for something. */
export const rewardSend = z.object({ contact_id: id("contact_id"), title, points }).openapi("ContactRewardSend");
/** POST /contact/edit-rewards: one entry's title and points. */
export const rewardEdit = z.object({ id: id("id"), title, points }).openapi("ContactRewardEdit");
/** POST /contact/redeemed-reward-points: points the contact spends; never more than the balance. */
export const rewardRedeem = z
  .object({ contact_id: id("contact_id"), points, title: title.optional() })
  .openapi("ContactRewardRedeem");
/** POST /contact/delete-rewards */
export const rewardsDelete = z.object({ ids: ids("ids") }).openapi("ContactRewardsDelete");

/* ---------------- stats ---------------- */

export const contactStats = z
  .object({
    notes: z.number().int(),
    tags: z.number().int(),
    emails_sent: z.number().int(),
    sms_sent: z.number().int(),
    reward_points: z.number().int(),
    login_count: z.number().int(),
    last_email_activity: z.string().nullable(),
    last_chat: z.string().nullable(),
    date_created: z.string(),
  })
  .openapi("ContactStats");

/* ---------------- custom fields ---------------- */

export const customFieldRow = z.object({ id: z.number().int(), name: z.string() }).openapi("CustomField");
export const customFieldValue = z.object({ id: z.number().int(), name: z.string(), value: z.string().nullable() }).openapi("CustomFieldValue");

const fieldName = text("name").trim().min(1, "The name field is required.").max(CUSTOM_FIELD_NAME_MAX, `The name may not be greater than ${CUSTOM_FIELD_NAME_MAX} characters.`);

/** POST /contact/custom-field/save: a new field, or a rename when `id` is given. */
export const customFieldSave = z.object({ id: id("id").optional(), name: fieldName }).openapi("CustomFieldSave");

/** PATCH /contact/{id}/custom-fields: the contact's values by field id; "" or null clears one. */
export const customValuesBody = z
  .object({
    values: z
      .array(
        z.object({
          field_id: id("values.*.field_id"),
          value: text("values.*.value").trim().max(CUSTOM_FIELD_VALUE_MAX, `The value may not be greater than ${CUSTOM_FIELD_VALUE_MAX} characters.`).nullable(),
        }),
        { error: "The values field must be a list." },
      )
      .min(1, "The values field is required.")
      .max(200),
  })
  .openapi("CustomFieldValues");

/* ---------------- messages ---------------- */

/** POST /contact/send-sms: answers status 1 when queued, else 0 and the reason (doc 2 s4). */
export const sendSmsBody = z
  .object({ contact_id: id("contact_id"), message: text("message").trim().min(1, "The message field is required.").max(1600, "The message may not be greater than 1600 characters.") })
  .openapi("ContactSendSms");
const emailContent = {
  subject: text("subject").trim().min(1, "The subject field is required.").max(255, "The subject may not be greater than 255 characters."),
  message: text("message").trim().min(1, "The message field is required.").max(EMAIL_BODY_MAX, `The message may not be greater than ${EMAIL_BODY_MAX} characters.`),
};
/**
 * POST /contact/send-email: one contact (`contact_id`, the profile) or the bulk bar's selection
 * (`contact_ids`, or `all` with the list's `filters` and `except`: bulk-schemas.ts); exactly one.
 * Answers status 1 when sent or queued, else -1 and the reason (doc 2 s4).
 */
export const sendEmailBody = z
  .object({ contact_id: id("contact_id").optional(), ...targetFields, ...emailContent })
  .superRefine((v, ctx) => {
    const bulk = v.all || v.contact_ids !== undefined;
    if (v.contact_id === undefined && !bulk) ctx.addIssue({ code: "custom", path: ["contact_id"], message: "The contact id field is required." });
    if (v.contact_id !== undefined && bulk) ctx.addIssue({ code: "custom", path: ["contact_id"], message: "Send to one contact or to a selection, not both." });
    if (!v.all && v.contact_ids !== undefined && !v.contact_ids.length) ctx.addIssue({ code: "custom", path: ["contact_ids"], message: "The contact ids field is required." });
  })
  .openapi("ContactSendEmail");
export const sendAnswer = z.object({ status: z.number().int(), message: z.string() });
/** A bulk send's answer: how many contacts it addressed and how it went (queued: a job sends it). */
export const bulkSendAnswer = sendAnswer.extend({
  count: z.number().int(),
  sent: z.number().int(),
  blocked: z.number().int(),
  skipped: z.number().int(),
  queued: z.boolean(),
});
/** POST /contact/send-email answers the profile's shape, or for a selection the bulk one. */
export const sendEmailAnswer = bulkSendAnswer.partial({ count: true, sent: true, blocked: true, skipped: true, queued: true });
