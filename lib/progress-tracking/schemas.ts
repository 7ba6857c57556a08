import { z } from "@hono/zod-openapi";
import { HEX_COLOR } from "@/lib/http/patterns";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { reminderDays, reminderTime } from "@/lib/reminders/schemas";
import {
  PERIOD_DAYS_MAX, PERIOD_DAYS_MIN,
  CHOICE_MAX, CONTACT_STATUSES, DASHBOARD_PER_PAGE, DEFAULT_CATEGORIES, DIRECTIONS, QUESTION_LABEL_MAX, QUESTION_TYPES, SECTION_NAME_MAX,
  TRACKING_NAME_MAX, UNIT_MAX,
} from "./constants";

const name = (max: number, field = "name") =>
  text(field).trim().min(1, `The ${field} field is required.`).max(max, `The ${field} may not be greater than ${max} characters.`);
const idList = (field = "ids") => z.array(id(field), { error: `The ${field} must be a list of ids.` }).min(1, `The ${field} field is required.`).max(500, `The ${field} may not have more than 500 items.`);
const dateText = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `The ${field} is not a valid date.`);
const finite = (field: string) => z.number({ error: `The ${field} must be a number.` }).finite().min(-1e9).max(1e9);

export const messageOnly = z.object({ status: z.number().int(), message: z.string() });
export const answer = <T extends z.ZodType>(item: T) => z.object({ status: z.number().int(), message: z.string(), data: item });

// ---- trackings ----
export const TRACKING_SORTS = ["order", "name", "created_at"] as const;
export const trackingListQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(DASHBOARD_PER_PAGE),
  search: z.string().trim().max(100, "The search may not be greater than 100 characters.").optional(),
  order_by: z.enum(TRACKING_SORTS, { error: "The selected order by is invalid." }).default("order"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
});
export type TrackingListQuery = z.infer<typeof trackingListQuery>;

export { reminderDays, reminderTime } from "@/lib/reminders/schemas";

export const trackingRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    period_days: z.number().int(),
    has_reminder: z.boolean(),
    reminder_type: z.number().int(),
    reminder_time: z.string(),
    reminder_days: z.array(z.number().int()),
    ordering: z.number().int(),
    contacts: z.number().int(),
    created_at: z.string(),
  })
  .openapi("ProgressTracking");
export type TrackingRow = z.infer<typeof trackingRow>;

export const createBody = z.object({ name: name(TRACKING_NAME_MAX) });
export const renameBody = z.object({ id: id(), name: name(TRACKING_NAME_MAX) });
export const idBody = z.object({ id: id() });
export const idsBody = z.object({ ids: idList() });

export const publicSettings = z
  .object({
    headline: text("headline").max(200).optional(),
    subheadline: text("subheadline").max(300).optional(),
    submit_text: text("submit text").max(60).optional(),
    thank_you: text("thank you").max(500).optional(),
    element_color: z.string().regex(HEX_COLOR, "The element color must be a colour like #2f7eed.").optional(),
    block_color: z.string().regex(HEX_COLOR, "The block color must be a colour like #eff5ff.").optional(),
    submit_color: z.string().regex(HEX_COLOR, "The submit color must be a colour like #2c3e50.").optional(),
    cover_color: z.string().regex(HEX_COLOR, "The cover color must be a colour like #1976d2.").optional(),
  })
  .strict();

export const updateBody = z.object({
  name: name(TRACKING_NAME_MAX).optional(),
  period_days: z
    .number({ error: "The period days must be a number." })
    .int("The period days must be a whole number of days.")
    .min(PERIOD_DAYS_MIN, `The period days must be at least ${PERIOD_DAYS_MIN}.`)
    .max(PERIOD_DAYS_MAX, `The period days may not be greater than ${PERIOD_DAYS_MAX}.`)
    .optional(),
  has_reminder: z.boolean({ error: "The has reminder field must be true or false." }).optional(),
  reminder_type: z.number().int().min(1).max(2).optional(),
  reminder_time: reminderTime.optional(),
  reminder_days: reminderDays.optional(),
  public_settings: publicSettings.optional(),
});
export type UpdateBody = z.infer<typeof updateBody>;

// ---- questions ----
export const questionRow = z
  .object({ id: z.number().int(), section_id: z.number().int(), type: z.enum(QUESTION_TYPES), label: z.string(), unit: z.string().nullable(), options: z.array(z.string()), required: z.boolean(), ordering: z.number().int() })
  .openapi("ProgressTrackingQuestion");
export const sectionRow = z.object({ id: z.number().int(), name: z.string(), ordering: z.number().int(), questions: z.array(questionRow) }).openapi("ProgressTrackingSection");
export const categoryRow = z
  .object({ id: z.number().int(), default_key: z.string().nullable(), name: z.string(), unit: z.string(), direction: z.enum(DIRECTIONS), kind: z.enum(["number", "photo"]), ordering: z.number().int() })
  .openapi("ProgressTrackingCategory");

export const saveSectionBody = z.object({ id: id().optional(), name: name(SECTION_NAME_MAX) });
const questionBase = {
  type: z.enum(QUESTION_TYPES, { error: "The selected type is invalid." }),
  label: name(QUESTION_LABEL_MAX, "label"),
  unit: text("unit").trim().max(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`).optional(),
  options: z.array(text("option").trim().min(1, "An option may not be empty.").max(200), { error: "The options must be a list." }).max(CHOICE_MAX, `A question may have at most ${CHOICE_MAX} options.`).optional(),
  required: z.boolean({ error: "The required field must be true or false." }).optional(),
};
const choiceNeedsOptions = (q: { type: string; options?: string[] }, c: z.RefinementCtx) => {
  if (q.type === "choice" && (q.options?.length ?? 0) < 2) c.addIssue({ code: "custom", path: ["options"], message: "A choice question needs at least two options." });
};
export const saveQuestionBody = z.object({ id: id().optional(), section_id: id("section_id"), ...questionBase }).superRefine(choiceNeedsOptions);
export type SaveQuestionBody = z.infer<typeof saveQuestionBody>;
export const sortSectionsBody = z.object({ tracking_id: id("tracking_id"), ids: idList() });
export const sortQuestionsBody = z.object({ section_id: id("section_id"), ids: idList() });

// ---- categories ----
const defaultKeys = DEFAULT_CATEGORIES.map((c) => c.key) as [string, ...string[]];
export const createCategoryBody = z.union([
  z.object({ default_key: z.enum(defaultKeys, { error: "The selected default category is invalid." }) }).strict(),
  z.object({ name: name(SECTION_NAME_MAX), unit: text("unit").trim().max(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`).default(""), direction: z.enum(DIRECTIONS, { error: "The direction must be down or up." }) }).strict(),
], { error: "Give a default_key, or a name, unit and direction." });
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;
export const updateCategoryBody = z.object({
  id: id(),
  name: name(SECTION_NAME_MAX).optional(),
  unit: text("unit").trim().max(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`).optional(),
  direction: z.enum(DIRECTIONS, { error: "The direction must be down or up." }).optional(),
});
export const defaultCategoryRow = z.object({ key: z.string(), name: z.string(), unit: z.string(), direction: z.enum(DIRECTIONS), kind: z.enum(["number", "photo"]) });

// ---- store (a whole document) ----
export const storeBody = z.object({
  name: name(TRACKING_NAME_MAX),
  period_days: updateBody.shape.period_days,
  sections: z.array(z.object({ name: name(SECTION_NAME_MAX), questions: z.array(z.object(questionBase).superRefine(choiceNeedsOptions)).max(100).default([]) })).max(50).default([]),
  categories: z.array(createCategoryBody).max(50).default([]),
});
export type StoreBody = z.infer<typeof storeBody>;

// ---- contacts ----
export const addContactBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids"), start_date: dateText("start date").optional() });
export const removeContactBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids") });
export const contactsQuery = pageQuery.extend({ status: z.enum(CONTACT_STATUSES, { error: "The status must be active or deleted." }).default("active") });
export const enrolmentRow = z
  .object({
    id: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), status: z.enum(CONTACT_STATUSES),
    start_date: z.string(), reminder_enabled: z.boolean().nullable(), score: z.number().nullable(), streak: z.number().int(), last_check_in_at: z.string().nullable(),
  })
  .openapi("ProgressTrackingEnrolment");
export const reminderSwitchBody = z.object({ tracking_id: id("tracking_id"), enabled: z.boolean({ error: "The enabled field must be true or false." }) });
export const restartBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids").optional() });
export const resendBody = z.object({ contact_id: id("contact_id") });
export const relationBody = z.object({ start_date: dateText("start date").optional(), reminder_enabled: z.boolean().nullable().optional() });
export const relationRow = enrolmentRow.extend({ link: z.string().nullable(), period: z.number().int(), period_start: z.string(), period_end: z.string() });
export const contactPathParams = z.object({ tracking: id("tracking"), contact: id("contact") });

// ---- goals and progress ----
export const goalRow = z.object({ category_id: z.number().int(), start: z.number(), target: z.number(), target_date: z.string().nullable() }).openapi("ProgressTrackingGoal");
export const goalsBody = z.object({
  goals: z.array(z.object({ category_id: id("category_id"), start: finite("start"), target: finite("target"), target_date: dateText("target date").nullable().optional() })).max(50),
});
/** One contact's, or (left out) the tracking's newest across its contacts. */
export const contactQuery = z.object({ contact_id: id("contact_id").optional() });
export const answerRow = z.object({ question_id: z.number().int().nullable(), category_id: z.number().int().nullable(), value: z.string().nullable(), number: z.number().nullable(), photo_url: z.string().nullable() });
export const checkInRow = z.object({ id: z.number().int(), contact_id: z.number().int(), period: z.number().int(), submitted_at: z.string(), replaced: z.boolean(), answers: z.array(answerRow) }).openapi("ProgressTrackingCheckIn");
export const currentRow = z
  .object({ contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), submitted: z.boolean(), last_check_in_at: z.string().nullable(), latest: z.record(z.string(), z.number()), score: z.number().nullable(), streak: z.number().int() })
  .openapi("ProgressTrackingCurrent");
export const leaderRow = z.object({ rank: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), score: z.number(), streak: z.number().int() }).openapi("ProgressTrackingLeader");
export const proofRow = z.object({ check_in_id: z.number().int(), contact_id: z.number().int(), period: z.number().int(), submitted_at: z.string(), photo_url: z.string(), label: z.string() });

// ---- reminders (lib/progress-tracking/reminders.ts) ----
export const enableDisableReminderBody = z.object({
  tracking_id: id("tracking_id"),
  contact_ids: idList("contact_ids"),
  enabled: z.boolean({ error: "The enabled field must be true, false or null." }).nullable(),
});
export const restartReminderBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids").optional() });
export const resendReminderBody = z.object({ contact_id: id("contact_id") });
// ---- trends and the contact's trackings ----
export const trendRow = z
  .object({
    category_id: z.number().int(), name: z.string(), unit: z.string(), direction: z.enum(DIRECTIONS),
    goal: z.object({ start: z.number(), target: z.number(), target_date: z.string().nullable() }).nullable(),
    points: z.array(z.object({ at: z.string(), value: z.number(), average: z.number() })),
    average: z.number().nullable(), rate_per_week: z.number().nullable(), projected_date: z.string().nullable(),
    status: z.enum(["reached", "on_track", "behind", "away", "flat", "no_goal", "too_few"]), summary: z.string(),
  })
  .openapi("ProgressTrackingTrend");
export const contactTrackingRow = z
  .object({
    tracking_id: z.number().int(), name: z.string(), status: z.enum(CONTACT_STATUSES), start_date: z.string(), score: z.number().nullable(), streak: z.number().int(),
    last_check_in_at: z.string().nullable(),
  })
  .openapi("ProgressTrackingOfContact");

// ---- the check-in roster (lib/progress-tracking/roster.ts) ----
export const rosterRow = z
  .object({
    contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(),
    period: z.number().int(), period_start: z.string(), period_end: z.string(), status: z.enum(["submitted", "due", "missed"]), missed_periods: z.number().int(),
    last_check_in_at: z.string().nullable(), nudged: z.boolean(),
    /** Per number category: the 7-check-in average, the weekly rate, the projected day and the coach's sentence. */
    trends: z.array(
      z.object({
        category_id: z.number().int(), name: z.string(), unit: z.string(), average: z.number().nullable(), rate_per_week: z.number().nullable(), projected_date: z.string().nullable(),
        status: z.enum(["reached", "on_track", "behind", "away", "flat", "no_goal", "too_few"]), summary: z.string(),
      }),
    ),
  })
  .openapi("ProgressTrackingRosterRow");
export const rosterAnswer = z.object({
  period_days: z.number().int(), today: z.string(),
  summary: z.object({ submitted: z.number().int(), due: z.number().int(), missed: z.number().int() }),
  data: z.array(rosterRow),
});
export const nudgeAnswer = z.object({ status: z.number().int(), message: z.string(), sent: z.number().int() });
