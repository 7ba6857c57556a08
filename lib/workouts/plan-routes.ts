import { z } from "@hono/zod-openapi";
import { del, get, patch, post } from "@/lib/http/route";
import { id, idParam, statusOk } from "@/lib/http/schemas";
import { assignAnswer, assignedQuery, contactWorkoutsQuery } from "./assignment-schemas";
import { addPlanContacts, contactPlans, listPlanAssigned, removePlanContacts } from "./plan-assignments";
import {
  addSmartWeek, contactPlansPage, planAddContactBody, planAll, planAssignedPage, planCreate, planDetail, planIds, planListQuery, planPage, planRemoveContactBody, planRename,
  planSaved, planWeek, saveWeekWorkout, smartWeekCreate, smartWeekPage, smartWeekQuery, smartWeekRow, sortWeekIds, sortWeekWorkout, storeWeekWorkouts, weekCreate, weekUpdate,
} from "./plan-schemas";
import { addDayWorkout, createSmartWeek, createWeek, deleteSmartWeek, deleteWeek, duplicateWeek, listSmartWeeks, sortDayWorkouts, sortWeeks, storeWeekWorkouts as storeWeek, updateWeek } from "./plan-weeks";
import { createPlan, deletePlans, duplicatePlan, listAllPlans, listPlans, readPlan, readWeeks, renamePlan } from "./plans";
import { contactBody, resendAnswer } from "./logging-schemas";
import { resendPlanReminder } from "./plan-reminder";
import { idBody } from "./schemas";

// Workout plans (doc 3 s7 "Workout plans", issue 29): plans, weeks of seven days, smart weeks, assignment.
const view = { tenancy: "location", permit: ["workouts", "view"] } as const;
const create = { tenancy: "location", permit: ["workouts", "create"] } as const;
const update = { tenancy: "location", permit: ["workouts", "update"] } as const;
const remove = { tenancy: "location", permit: ["workouts", "delete"] } as const;

const PLAN = "404: another location's plan.";
const WEEK = "404: another location's week.";
const NAME = `422: an empty name or one over 191 characters. ${PLAN}`;
const DAY = "422: a day outside 1-7, more than 10 workouts on a day.";
const SELECTION = "`contact_ids`, or `all` with `filters` and `except`, as the contact bulk bar sends them.";

export const planRoutes = [
  get("/workout-plan/list", { ...view, description: "422: an unknown order_by or order, a search over 100 characters.", summary: "A dashboard page of workout plans (6, order desc: the hand-made order; date_created is the creation date)", query: planListQuery, response: planPage },
    ({ db, ctx, query }) => listPlans(db, ctx, query)),
  get("/workout-plan/all", { ...view, summary: "Every plan's id and name, by name (pickers)", response: planAll }, ({ db, ctx }) => listAllPlans(db, ctx)),
  post("/workout-plan/create", { ...create, description: "422: an empty name or one over 191 characters.", summary: "A new plan with one empty week, first on the dashboard", body: planCreate, response: planSaved, status: 201 },
    ({ db, ctx, body }) => createPlan(db, ctx, body)),
  post("/workout-plan/duplicate", { ...create, description: PLAN, summary: "A copy of a plan with every week and day, named \"… (copy)\"", body: idBody, response: planSaved, status: 201 },
    ({ db, ctx, body }) => duplicatePlan(db, ctx, body.id)),
  del("/workout-plan/delete", { ...remove, description: "422: no ids or more than 100. 404: any id not the location's (nothing is deleted).", summary: "Deletes plans with their weeks and assignments (all or none)", body: planIds, response: statusOk },
    ({ db, ctx, body }) => deletePlans(db, ctx, body.ids)),
  get("/workout-plan/{id}/details", { ...view, description: PLAN, summary: "A plan with its weeks in order, each with seven days and their workouts in order", params: idParam, response: z.object({ data: planDetail }) },
    async ({ db, ctx, params }) => ({ data: await readPlan(db, ctx, params.id) })),
  patch("/workout-plan/{id}/rename", { ...update, description: NAME, summary: "Renames a plan", params: idParam, body: planRename, response: statusOk },
    ({ db, ctx, params, body }) => renamePlan(db, ctx, params.id, body.name)),
  get("/workout-plan/{id}/weeks", { ...view, description: PLAN, summary: "A plan's weeks in order with their days", params: idParam, response: z.object({ data: z.array(planWeek) }) },
    async ({ db, ctx, params }) => { await readPlan(db, ctx, params.id); return { data: await readWeeks(db, ctx, params.id) }; }),
  post("/workout-plan/{id}/create-week", { ...update, description: `422: more than 52 weeks. ${PLAN} 404: another location's smart week.`, summary: "A week last in the plan: empty, or a copy of a smart week (smart_week_id)", params: idParam, body: weekCreate, response: planSaved, status: 201 },
    ({ db, ctx, params, body }) => createWeek(db, ctx, params.id, body)),
  post("/workout-plan/{id}/add-smart-week", { ...update, description: `422: more than 52 weeks. ${PLAN} 404: another location's smart week.`, summary: "Inserts a copy of a smart week last in the plan", params: idParam, body: addSmartWeek, response: planSaved, status: 201 },
    ({ db, ctx, params, body }) => createWeek(db, ctx, params.id, body)),
  patch("/workout-plan/{id}/sort-week", { ...update, description: `422: ids that are not exactly the plan's weeks. ${PLAN} 404: an id the location does not have.`, summary: "Puts the plan's weeks in the order given", params: idParam, body: sortWeekIds, response: planSaved },
    ({ db, ctx, params, body }) => sortWeeks(db, ctx, params.id, body.ids)),
  patch("/workout-plan/week/{id}/update", { ...update, description: `422: a name over 191 characters. ${WEEK}`, summary: "A week's name", params: idParam, body: weekUpdate, response: planSaved },
    ({ db, ctx, params, body }) => updateWeek(db, ctx, params.id, body.name)),
  post("/workout-plan/week/{id}/duplicate", { ...update, description: `422: more than 52 weeks. ${WEEK}`, summary: "Copies a week (its days' workouts) right after it", params: idParam, response: planSaved, status: 201 },
    ({ db, ctx, params }) => duplicateWeek(db, ctx, params.id)),
  del("/workout-plan/week/{id}/delete", { ...update, description: WEEK, summary: "Deletes a week and its days' workouts", params: idParam, response: planSaved },
    ({ db, ctx, params }) => deleteWeek(db, ctx, params.id)),
  post("/workout-plan/week/{id}/save-plan-week-workout", { ...update, description: `${DAY} ${WEEK} 404: another location's workout.`, summary: "Adds a workout last on a day of the week", params: idParam, body: saveWeekWorkout, response: planSaved, status: 201 },
    ({ db, ctx, params, body }) => addDayWorkout(db, ctx, params.id, body)),
  post("/workout-plan/week/{id}/store-week-workouts", { ...update, description: `${DAY} 422: a day listed twice. ${WEEK} 404: another location's workout.`, summary: "Replaces the listed days' workouts, in order ([] makes a rest day); days not listed keep theirs", params: idParam, body: storeWeekWorkouts, response: planSaved },
    ({ db, ctx, params, body }) => storeWeek(db, ctx, params.id, body.days)),
  patch("/workout-plan/week/{id}/sort-week-workout", { ...update, description: `${DAY} 422: ids that are not exactly the day's workouts. ${WEEK} 404: an id the location does not have.`, summary: "Puts one day's workouts in the order given", params: idParam, body: sortWeekWorkout, response: planSaved },
    ({ db, ctx, params, body }) => sortDayWorkouts(db, ctx, params.id, body)),
  post("/workout-plan/week/{id}/create-smart-week", { ...create, description: `422: an empty name. ${WEEK}`, summary: "Saves the week as it is now as a smart week", params: idParam, body: smartWeekCreate, response: z.object({ status: z.number().int(), message: z.string(), data: smartWeekRow }), status: 201 },
    ({ db, ctx, params, body }) => createSmartWeek(db, ctx, params.id, body.name)),
  del("/workout-plan/week/{id}/delete-smart-week", { ...remove, description: "{id} is the smart week's. 404: another location's smart week.", summary: "Deletes a smart week (weeks inserted from it stay)", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteSmartWeek(db, ctx, params.id)),
  get("/workout-plan/smart-weeks", { ...view, summary: "The location's smart weeks by name (search on the name)", query: smartWeekQuery, response: smartWeekPage },
    ({ db, ctx, query }) => listSmartWeeks(db, ctx, query)),
  post("/workout-plan/add-contact", { ...update, description: `${SELECTION} 422: a bad start_date (YYYY-MM-DD), reminder days outside 0-6, a reminder time not HH:MM, a reminder type not 1 or 2. 404: another location's plan, or named contacts none of which are the location's. Reminders are stored, not sent yet.`, summary: "Assigns a plan to contacts (day 1 on the start date)", body: planAddContactBody, response: assignAnswer },
    ({ db, ctx, body }) => addPlanContacts(db, ctx, body)),
  post("/workout-plan/remove-contact", { ...update, description: `${SELECTION} 404: another location's plan, or named contacts none of which are the location's.`, summary: "Unassigns a plan from contacts (kept under the Deleted status)", body: planRemoveContactBody, response: assignAnswer },
    ({ db, ctx, body }) => removePlanContacts(db, ctx, body)),
  get("/workout-plan/{id}/contacts", { ...view, description: PLAN, summary: "A plan's contacts by status (active, deleted, optins, completed), newest first", params: idParam, query: assignedQuery, response: planAssignedPage },
    ({ db, ctx, params, query }) => listPlanAssigned(db, ctx, params.id, query)),
  get("/workout-plan/{contact_id}/contact-workout-plans", { ...view, description: "404: another location's contact.", summary: "A contact's workout plans (active and completed, or one of them)", params: z.object({ contact_id: id("contact_id") }), query: contactWorkoutsQuery, response: contactPlansPage },
    ({ db, ctx, params, query }) => contactPlans(db, ctx, params.contact_id, query)),
  patch("/workout-plan/{id}/resend-reminder", { ...update, description: `Email when the assignment's reminder type is 1 and the contact has an address, else SMS. 422: a removed contact, no address or number. ${PLAN} 404: a contact never assigned to it.`, summary: "Sends the contact the plan-day link now (email or SMS, through the outbox)", params: idParam, body: contactBody, response: resendAnswer },
    ({ db, ctx, params, body }) => resendPlanReminder(db, ctx, params.id, body.contact_id)),
] as const;
