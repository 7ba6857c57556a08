import { z } from "@hono/zod-openapi";
import { TARGET_MAX } from "@/lib/habit-tracking/constants";
import { id, text } from "@/lib/http/schemas";
import { QUESTION_TYPES, TEXT_ANSWER_MAX } from "@/lib/progress-tracking/constants";

/** Wire formats of the portal's Workouts and Progress tabs (issue 32). */

const int = () => z.number().int();
const n = z.number();
const nn = z.number().nullable();

export const portalWorkoutList = z
  .object({
    data: z.array(z.object({
      id: int(), name: z.string(), description: z.string(), status: z.enum(["active", "completed"]),
      sessions: int().nullable().openapi({ description: "Sessions the coach set; null: open-ended" }), logged: int(), start_date: z.string(), last_logged_at: z.string().nullable(),
    })),
  })
  .openapi("PortalWorkoutList");

const logSet = z.object({
  index: int(), target: z.string(), rest: nn, hasWeight: z.boolean(), hasTime: z.boolean(), reps: nn, weight: nn, time: nn,
  last: z.string().openapi({ description: "What the contact logged for this set last time, in words (empty: nothing yet)" }),
});
export const portalWorkout = z
  .object({
    id: int(), name: z.string(), description: z.string(), status: z.enum(["active", "completed"]), sessions: int().nullable(), logged: int(), last_logged_at: z.string().nullable(),
    submit_text: z.string(),
    blocks: z.array(z.object({
      id: int(), title: z.string(), detail: z.string(), notes: z.string(),
      exercises: z.array(z.object({ id: int(), name: z.string(), picture: z.string(), notes: z.string(), next: z.string(), nextReason: z.string(), sets: z.array(logSet) })),
    })),
  })
  .openapi("PortalWorkout");
export const portalWorkoutLogged = z
  .object({
    status: int(), message: z.string(), session_id: int(), created: z.boolean().openapi({ description: "false: this client id was logged before; the stored session is answered and nothing is stored" }),
    thank_you: z.string(), next: z.array(z.object({ name: z.string(), text: z.string() })),
  })
  .openapi("PortalWorkoutLogged");

export const portalTrackingList = z
  .object({
    data: z.array(z.object({
      id: int(), name: z.string(), period_days: int(), period_start: z.string(), period_end: z.string(),
      due: z.boolean().openapi({ description: "No check-in yet in the current period" }), last_check_in_at: z.string().nullable(), streak: int(), score: nn,
    })),
  })
  .openapi("PortalTrackingList");
export const portalTracking = z
  .object({
    id: int(), name: z.string(), period_days: int(), period_start: z.string(), period_end: z.string(), submitted: z.boolean(), submit_text: z.string(),
    sections: z.array(z.object({ id: int(), name: z.string(), questions: z.array(z.object({ id: int(), type: z.enum(QUESTION_TYPES), label: z.string(), unit: z.string(), options: z.array(z.string()), required: z.boolean() })) })),
    categories: z.array(z.object({ id: int(), name: z.string(), unit: z.string(), kind: z.enum(["number", "photo"]) })),
    trends: z.array(z.object({
      category_id: int(), name: z.string(), unit: z.string(), goal: z.object({ start: n, target: n, target_date: z.string().nullable() }).nullable(), latest: nn,
      average: nn, rate_per_week: nn, status: z.string(), summary: z.string(),
    })),
  })
  .openapi("PortalTracking");
export const portalCheckInBody = z
  .object({
    answers: z.record(
      z.string().regex(/^[qc]_[0-9]{1,10}$/, "Answers are keyed q_{question id} or c_{category id}."),
      text("answer").max(TEXT_ANSWER_MAX, `An answer may not be greater than ${TEXT_ANSWER_MAX} characters.`),
      { error: "The answers field is required." },
    ),
  })
  .openapi("PortalCheckIn");
export const portalCheckInDone = z.object({ status: int(), message: z.string(), check_in_id: int() }).openapi("PortalCheckInDone");

const habitRow = z.object({
  id: int(), name: z.string(), kind: z.enum(["yes_no", "count"]), target: nn, unit: z.string(), frequency: z.enum(["daily", "weekdays", "weekly"]),
  due: z.boolean(), value: nn.openapi({ description: "The day's log: 1 for a yes, the count; null: not logged" }),
});
const habitTracking = z.object({
  id: int(), name: z.string(), day: z.string(), today: z.string(), days: z.array(z.string()), streak: int(), score: nn,
  categories: z.array(z.object({ id: int(), name: z.string(), habits: z.array(habitRow) })),
});
export const portalHabitList = z.object({ data: z.array(habitTracking) }).openapi("PortalHabitList");
export const portalHabitLogBody = z
  .object({
    habit_id: id("habit_id"),
    value: z.number({ error: "The value must be a number." }).min(0, { error: "The value may not be negative." }).max(TARGET_MAX, { error: `The value may not be greater than ${TARGET_MAX}.` }).nullable(),
    day: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, "The day must be a date (YYYY-MM-DD).").optional(),
  })
  .openapi("PortalHabitLog");
export const portalHabitLogged = z
  .object({ status: int(), message: z.string(), habit_id: int(), day: z.string(), value: nn, streak: int() })
  .openapi("PortalHabitLogged");
