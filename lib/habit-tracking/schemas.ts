import { z } from "@hono/zod-openapi";
import { HEX_COLOR } from "@/lib/http/patterns";
import { pageQuery } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { reminderDays, reminderTime } from "@/lib/reminders/schemas";
import { CATEGORY_NAME_MAX, CONTACT_STATUSES, DASHBOARD_PER_PAGE, FREQUENCIES, HABIT_KINDS, HABIT_MSG, HABIT_NAME_MAX, TARGET_MAX, TRACKING_NAME_MAX, UNIT_MAX } from "./constants";

const name = (max: number, field = "name") =>
  text(field).trim().min(1, `The ${field} field is required.`).max(max, `The ${field} may not be greater than ${max} characters.`);
const idList = (field = "ids") => z.array(id(field), { error: `The ${field} must be a list of ids.` }).min(1, `The ${field} field is required.`).max(500, `The ${field} may not have more than 500 items.`);
const dateText = (field: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `The ${field} is not a valid date.`);

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

export const trackingRow = z
  .object({
    id: z.number().int(), name: z.string(), has_reminder: z.boolean(), reminder_type: z.number().int(), reminder_time: z.string(), reminder_days: z.array(z.number().int()),
    ordering: z.number().int(), contacts: z.number().int(), habits: z.number().int(), created_at: z.string(),
  })
  .openapi("HabitTracking");

const color = (field: string, example: string) => z.string().regex(HEX_COLOR, `The ${field} must be a colour like ${example}.`).optional();
export const publicSettings = z
  .object({
    headline: text("headline").max(200).optional(),
    subheadline: text("subheadline").max(300).optional(),
    submit_text: text("submit text").max(60).optional(),
    thank_you: text("thank you").max(500).optional(),
    element_color: color("element color", "#2f7eed"),
    block_color: color("block color", "#eff5ff"),
    submit_color: color("submit color", "#2c3e50"),
    cover_color: color("cover color", "#1976d2"),
    overlay_opacity: z.number({ error: "The overlay opacity must be a number." }).int().min(0).max(100).optional(),
  })
  .strict();

export const createBody = z.object({ name: name(TRACKING_NAME_MAX) });
export const renameBody = z.object({ id: id(), name: name(TRACKING_NAME_MAX) });
export const idBody = z.object({ id: id() });
export const idsBody = z.object({ ids: idList() });
export const updateBody = z.object({
  name: name(TRACKING_NAME_MAX).optional(),
  has_reminder: z.boolean({ error: "The has reminder field must be true or false." }).optional(),
  reminder_type: z.number().int().min(1).max(2).optional(),
  reminder_time: reminderTime.optional(),
  reminder_days: reminderDays.optional(),
  public_settings: publicSettings.optional(),
});
export type UpdateBody = z.infer<typeof updateBody>;

// ---- categories and habits ----
const habitFields = {
  name: name(HABIT_NAME_MAX),
  kind: z.enum(HABIT_KINDS, { error: "The kind must be yes_no or count." }).default("yes_no"),
  target: z.number({ error: "The target must be a number." }).finite().max(TARGET_MAX).nullable().optional(),
  unit: text("unit").trim().max(UNIT_MAX, `The unit may not be greater than ${UNIT_MAX} characters.`).optional(),
  frequency: z.enum(FREQUENCIES, { error: "The frequency must be daily, weekdays or weekly." }).default("daily"),
  weekdays: z.array(z.number().int().min(1).max(7), { error: "The weekdays must be 1 (Monday) to 7 (Sunday)." }).max(7).optional(),
  times_per_week: z.number({ error: "The times per week must be a number." }).int().nullable().optional(),
};
type HabitShape = { kind: string; target?: number | null; frequency: string; weekdays?: number[]; times_per_week?: number | null };
const habitRules = (h: HabitShape, c: z.RefinementCtx) => {
  if (h.kind === "count" && !(typeof h.target === "number" && h.target > 0)) c.addIssue({ code: "custom", path: ["target"], message: HABIT_MSG.targetPositive });
  if (h.frequency === "weekdays" && !h.weekdays?.length) c.addIssue({ code: "custom", path: ["weekdays"], message: HABIT_MSG.weekdaysRequired });
  if (h.frequency === "weekly" && !(typeof h.times_per_week === "number" && h.times_per_week >= 1 && h.times_per_week <= 7)) c.addIssue({ code: "custom", path: ["times_per_week"], message: HABIT_MSG.timesRequired });
};
export const habitBody = z.object(habitFields).superRefine(habitRules);
export type HabitBody = z.infer<typeof habitBody>;
export const createHabitBody = z.object({ category_id: id("category_id"), ...habitFields }).superRefine(habitRules);
export const updateHabitsBody = z.object({
  habits: z.array(z.object({ id: id(), category_id: id("category_id").optional(), ...habitFields }).superRefine(habitRules), { error: "The habits must be a list." }).min(1, "The habits field is required.").max(200),
});
export const saveCategoryBody = z.object({
  categories: z.array(z.object({ id: id().optional(), name: name(CATEGORY_NAME_MAX) }), { error: "The categories must be a list." }).min(1, "The categories field is required.").max(50),
});
export const sortCategoryBody = z.object({ tracking_id: id("tracking_id"), ids: idList() });
export const sortHabitsBody = z.object({ category_id: id("category_id"), ids: idList() });

export const habitRow = z
  .object({
    id: z.number().int(), category_id: z.number().int(), name: z.string(), kind: z.enum(HABIT_KINDS), target: z.number().nullable(), unit: z.string(), frequency: z.enum(FREQUENCIES),
    weekdays: z.array(z.number().int()), times_per_week: z.number().int().nullable(), ordering: z.number().int(),
  })
  .openapi("Habit");
export const categoryRow = z.object({ id: z.number().int(), name: z.string(), ordering: z.number().int(), habits: z.array(habitRow) }).openapi("HabitCategory");

export const storeBody = z.object({
  name: name(TRACKING_NAME_MAX),
  categories: z.array(z.object({ name: name(CATEGORY_NAME_MAX), habits: z.array(habitBody).max(100).default([]) })).max(50).default([]),
});
export type StoreBody = z.infer<typeof storeBody>;

// ---- contacts ----
export const addContactBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids"), start_date: dateText("start date").optional() });
export const removeContactBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids") });
/** POST {tracking}/contact/{contact}/relation (ours, as progress tracking's): the start date and the reminder override. */
export const relationBody = z.object({ start_date: dateText("start date").optional(), reminder_enabled: z.boolean().nullable().optional() });
export const contactPathParams = z.object({ tracking: id("tracking"), contact: id("contact") });
export const contactsQuery = pageQuery.extend({ status: z.enum(CONTACT_STATUSES, { error: "The status must be active or deleted." }).default("active") });
export const contactQuery = z.object({ contact_id: z.coerce.number().int().positive().max(2147483647).optional() });
export const enrolmentRow = z
  .object({
    id: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), status: z.enum(CONTACT_STATUSES), start_date: z.string(),
    reminder_enabled: z.boolean().nullable(), next_reminder_at: z.string().nullable(), score: z.number().nullable(), streak: z.number().int(), last_log_at: z.string().nullable(), link: z.string().nullable(),
  })
  .openapi("HabitTrackingContact");
/** GET /habit-tracking/contact/{contact}/trackings: one of the contact's enrolments (the profile section). */
export const contactTrackingRow = z
  .object({
    tracking_id: z.number().int(), name: z.string(), status: z.enum(CONTACT_STATUSES), start_date: z.string(), score: z.number().nullable(), streak: z.number().int(),
    last_log_at: z.string().nullable(),
  })
  .openapi("HabitTrackingOfContact");
export const logRow = z.object({ id: z.number().int(), contact_id: z.number().int(), habit_id: z.number().int(), day: z.string(), value: z.number(), proof_url: z.string().nullable() }).openapi("HabitLog");
export const currentRow = z
  .object({
    contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), today: z.string(), score: z.number().nullable(), streak: z.number().int(),
    habits: z.array(z.object({ habit_id: z.number().int(), score: z.number().nullable(), today: z.number().nullable(), done: z.boolean() })),
  })
  .openapi("HabitCurrentProgress");
export const leaderRow = z.object({ rank: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), score: z.number(), streak: z.number().int() }).openapi("HabitLeader");

// ---- reminders ----
export const enableDisableReminderBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids"), enabled: z.boolean({ error: "The enabled field must be true, false or null." }).nullable() });
export const restartReminderBody = z.object({ tracking_id: id("tracking_id"), contact_ids: idList("contact_ids").optional() });
export const resendReminderBody = z.object({ contact_id: id("contact_id") });
