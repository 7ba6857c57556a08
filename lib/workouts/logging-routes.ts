import { get, post } from "@/lib/http/route";
import { idParam } from "@/lib/http/schemas";
import { resendReminder, setOverloadTarget } from "./coach-actions";
import { blockStats, contactExerciseHistory, contactReport, workoutActivity, workoutAnalytics } from "./history";
import {
  activityQuery, analyticsAnswer, blockStatsAnswer, contactBody, contactQuery, contactReportAnswer, exerciseHistoryAnswer, historyQuery, overloadTargetAnswer, overloadTargetBody,
  resendAnswer, sessionPage,
} from "./logging-schemas";

// What clients logged (issue 29 "Logging", "Beyond every anchor"): the coach's reads and actions. The logging itself is the public page's (lib/workouts/logging.ts).
const view = { tenancy: "location", permit: ["workouts", "view"] } as const;
const update = { tenancy: "location", permit: ["workouts", "update"] } as const;

const GONE = "404: another location's workout.";
const CONTACT = "404: another location's workout, or a contact never assigned to it.";

export const loggingRoutes = [
  get("/workout/{id}/analytics", { ...view, description: GONE, summary: "A workout's assignments and logged sessions in numbers (completion rate, sessions, sets, volume)", params: idParam, response: analyticsAnswer },
    ({ db, ctx, params }) => workoutAnalytics(db, ctx, params.id)),
  get("/workout/{id}/activity", { ...view, description: GONE, summary: "The workout's logged sessions, newest first (optionally one contact's)", params: idParam, query: activityQuery, response: sessionPage },
    ({ db, ctx, params, query }) => workoutActivity(db, ctx, params.id, query)),
  get("/workout/{id}/notes", { ...view, description: GONE, summary: "The workout's logged sessions with the client's notes, newest first", params: idParam, query: activityQuery, response: sessionPage },
    ({ db, ctx, params, query }) => workoutActivity(db, ctx, params.id, query, true)),
  get("/workout/{id}/block-stats", { ...view, description: GONE, summary: "Per block exercise: sessions, sets, average reps, heaviest weight, best set and estimated 1RM (Epley)", params: idParam, response: blockStatsAnswer },
    ({ db, ctx, params }) => blockStats(db, ctx, params.id)),
  get("/workout/{id}/contact-report", { ...view, description: CONTACT, summary: "One contact on the workout: sessions logged, the link, each exercise's last session and next target (overload rule)", params: idParam, query: contactQuery, response: contactReportAnswer },
    ({ db, ctx, params, query }) => contactReport(db, ctx, params.id, query.contact_id)),
  get("/workout/{id}/contact-exercise-history", { ...view, description: `${CONTACT} 404: an exercise_id not in the workout.`, summary: "A contact's history per exercise of the workout: date, sets, best set, estimated 1RM (Epley)", params: idParam, query: historyQuery, response: exerciseHistoryAnswer },
    ({ db, ctx, params, query }) => contactExerciseHistory(db, ctx, params.id, query)),
  post("/workout/{id}/overload-target", { ...update, description: `Without weight and reps: accepts the suggestion. 422: a removed contact, a block exercise not in the workout, weight outside 0-1,000 kg (0.25 steps), reps outside 0-1,000. ${CONTACT}`, summary: "Accepts or overrides a contact's next target for a block exercise", params: idParam, body: overloadTargetBody, response: overloadTargetAnswer },
    ({ db, ctx, params, body }) => setOverloadTarget(db, ctx, params.id, body)),
  post("/workout/{id}/resend-reminder", { ...update, description: `Email when the assignment's reminder type is 1 and the contact has an address, else SMS. 422: a removed contact, no address or number. ${CONTACT}`, summary: "Sends the contact the workout's link now (email or SMS, through the outbox)", params: idParam, body: contactBody, response: resendAnswer },
    ({ db, ctx, params, body }) => resendReminder(db, ctx, params.id, body.contact_id)),
] as const;
