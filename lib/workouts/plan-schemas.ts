import { z } from "@hono/zod-openapi";
import { bulkBody } from "@/lib/contacts/bulk-schemas";
import { pageQuery, pageSchema } from "@/lib/http/pagination";
import { id, text } from "@/lib/http/schemas";
import { addContactBody } from "./assignment-schemas";
import { PLAN_DAY_WORKOUTS_MAX, PLAN_MSG, PLAN_SORTS, WORKOUT_DESCRIPTION_MAX, WORKOUT_NAME_MAX, WORKOUTS_PER_PAGE } from "./constants";

const planName = text("name").trim().min(1, { error: "The name field is required." }).max(WORKOUT_NAME_MAX, { error: `The name may not be greater than ${WORKOUT_NAME_MAX} characters.` });
const weekName = text("name").trim().max(WORKOUT_NAME_MAX, { error: `The name may not be greater than ${WORKOUT_NAME_MAX} characters.` }).default("");
const day = z.number({ error: PLAN_MSG.dayRange }).int({ error: PLAN_MSG.dayRange }).min(1, { error: PLAN_MSG.dayRange }).max(7, { error: PLAN_MSG.dayRange });

export const planListQuery = pageQuery.extend({
  per_page: pageQuery.shape.per_page.default(WORKOUTS_PER_PAGE),
  search: text("search").max(100, { error: "The search may not be greater than 100 characters." }).optional(),
  // doc 3 s9: "plan filter default date_created"; the dashboard asks for its hand-made order.
  order_by: z.enum(PLAN_SORTS, { error: "The selected order by is invalid." }).default("order"),
  order: z.enum(["asc", "desc"], { error: "The selected order is invalid." }).default("desc"),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planSummary = z.object({
  id: z.number().int(), name: z.string(), description: z.string(), thumbnail: z.string().nullable(), ordering: z.number().int(),
  weeks: z.number().int(), workouts: z.number().int(), created_at: z.string(), updated_at: z.string(),
}).openapi("WorkoutPlanSummary");
export type PlanSummary = z.infer<typeof planSummary>;
export const planPage = pageSchema(planSummary).openapi("WorkoutPlanPage");

const dayWorkout = z.object({ id: z.number().int(), workout_id: z.number().int(), name: z.string() });
export const planWeek = z.object({
  id: z.number().int(), name: z.string(), ordering: z.number().int(), smart_week_id: z.number().int().nullable(),
  /** Always seven, day 1-7; a day without workouts is a rest day. */
  days: z.array(z.object({ day: z.number().int(), workouts: z.array(dayWorkout) })),
}).openapi("WorkoutPlanWeek");
export type PlanWeek = z.infer<typeof planWeek>;
export const planDetail = z.object({ id: z.number().int(), name: z.string(), description: z.string(), weeks: z.array(planWeek) }).openapi("WorkoutPlanDetail");
export type PlanDetail = z.infer<typeof planDetail>;
export const planSaved = z.object({ status: z.number().int(), message: z.string(), data: planDetail });

export const planCreate = z.object({ name: planName, description: text("description").max(WORKOUT_DESCRIPTION_MAX, { error: `The description may not be greater than ${WORKOUT_DESCRIPTION_MAX} characters.` }).default("") });
export const planRename = z.object({ name: planName });
export const planIds = z.object({ ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, { error: "The ids field is required." }).max(100, { error: "At most 100 ids at a time." }) });
export const weekCreate = z.object({ name: weekName, smart_week_id: id("smart_week_id").optional() });
export const addSmartWeek = z.object({ smart_week_id: id("smart_week_id"), name: weekName.optional() });
export const weekUpdate = z.object({ name: weekName });
export const sortWeekIds = z.object({ ids: z.array(id("ids.*"), { error: "The ids field must be a list." }).min(1, { error: "The ids field is required." }).max(100, { error: "Too many ids." }) });
/** Adds one workout last on a day (a drop on the grid, the day's "Add workout"). */
export const saveWeekWorkout = z.object({ day, workout_id: id("workout_id") });
/** The whole week at once: each listed day's workouts in order (a day left out keeps its own; [] makes it a rest day). */
export const storeWeekWorkouts = z.object({
  days: z.array(z.object({
    day,
    workout_ids: z.array(id("workout_ids.*"), { error: "The workout ids field must be a list." }).max(PLAN_DAY_WORKOUTS_MAX, { error: PLAN_MSG.dayFull }),
  }), { error: "The days field must be a list." }).min(1, { error: "The days field is required." }).max(7, { error: PLAN_MSG.dayRange })
    .refine((d) => new Set(d.map((x) => x.day)).size === d.length, { error: "Each day may be listed only once." }),
});
export const sortWeekWorkout = z.object({ day, ids: sortWeekIds.shape.ids });
export const smartWeekCreate = z.object({ name: planName });
export const smartWeekRow = z.object({ id: z.number().int(), name: z.string(), days: z.array(z.object({ day: z.number().int(), workout_id: z.number().int() })), created_at: z.string() }).openapi("WorkoutSmartWeek");
export const smartWeekQuery = pageQuery.extend({ search: text("search").max(100, { error: "The search may not be greater than 100 characters." }).optional() });
export const smartWeekPage = pageSchema(smartWeekRow);
export const planAll = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export const planIdParam = z.object({ id: id("id") });
export const weekIdParam = z.object({ id: id("id") });

/** Assignment mirrors workout/add-contact; the plan starts (day 1) on `start_date`, each day's workouts are its sessions. */
export const planAddContactBody = bulkBody("WorkoutPlanAddContact", {
  workout_plan_id: id("workout_plan_id"),
  start_date: addContactBody.shape.start_date,
  reminder_days: addContactBody.shape.reminder_days,
  reminder_time: addContactBody.shape.reminder_time,
  reminder_type: addContactBody.shape.reminder_type,
});
export type PlanAddContactBody = z.infer<typeof planAddContactBody>;
export const planRemoveContactBody = bulkBody("WorkoutPlanRemoveContact", { workout_plan_id: id("workout_plan_id") });
const planSchedule = { start_date: z.string(), reminder_days: z.array(z.number().int()), reminder_time: z.string().nullable(), reminder_type: z.number().int(), created_at: z.string() };
export const planAssignedRow = z.object({ id: z.number().int(), contact_id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string().nullable(), status: z.string(), ...planSchedule }).openapi("WorkoutPlanAssignedContact");
export const planAssignedPage = pageSchema(planAssignedRow);
export const contactPlanRow = z.object({ id: z.number().int(), workout_plan_id: z.number().int(), name: z.string(), status: z.string(), ...planSchedule }).openapi("ContactWorkoutPlan");
export const contactPlansPage = pageSchema(contactPlanRow);
