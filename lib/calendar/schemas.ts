import { z } from "@hono/zod-openapi";
import { id } from "@/lib/http/schemas";
import { CALENDAR_RANGE_MAX_DAYS, daysBetween, isCalendarDate } from "./dates";

/** Wire formats of the calendar (issue 32): dates `YYYY-MM-DD` in the location's time zone. */

const day = (field: string) =>
  z.string({ error: `The ${field} field is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`)
    .refine(isCalendarDate, `The ${field} is not a valid date.`);

/** A range of at most CALENDAR_RANGE_MAX_DAYS days; a bad one answers 422 on `end_date`. */
function checkRange(q: { start_date: string; end_date: string }, ctx: z.RefinementCtx) {
  const n = daysBetween(q.start_date, q.end_date);
  if (n < 0) ctx.addIssue({ code: "custom", path: ["end_date"], message: "The end date must be a date after or equal to the start date." });
  else if (n >= CALENDAR_RANGE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["end_date"], message: `The range may not be longer than ${CALENDAR_RANGE_MAX_DAYS} days.` });
}

/** GET /portal/calendar: the contact's own events in a range. */
export const rangeQuery = z.object({ start_date: day("start date"), end_date: day("end date") }).superRefine(checkRange);
/** GET /calendar/events: the location's, or one contact's. */
export const eventsQuery = z.object({ start_date: day("start date"), end_date: day("end date"), contact_id: id("contact_id").optional() }).superRefine(checkRange);
export const eventsByDateQuery = z.object({ date: day("date"), contact_id: id("contact_id").optional() });

const int = () => z.number().int();
const event = {
  id: z.string(),
  type: z.enum(["plan_workout", "workout", "check_in"]),
  date: z.string(),
  title: z.string(),
  detail: z.string(),
  done: z.boolean(),
  contact_id: int(),
  contact_name: z.string(),
  item_id: int().openapi({ description: "The plan, workout or progress tracking" }),
  day: int().nullable().openapi({ description: "plan_workout: the plan day (1-based); check_in: the period (0-based)" }),
  workout_id: int().nullable(),
};
export const calendarEvent = z.object(event).openapi("CalendarEvent");
export const coachEventsAnswer = z.object({ data: z.array(calendarEvent) }).openapi("CalendarEvents");

export const portalCalendarEvent = z.object({ ...event, href: z.string().openapi({ description: "Where the client logs it: the plan-day page, the portal's workout or check-in" }) }).openapi("PortalCalendarEvent");
export const portalCalendarAnswer = z
  .object({
    title: z.string().openapi({ description: "The coach's greeting for the time of day in the contact's time zone, merge fields filled" }),
    today: z.string().openapi({ description: "Today in the contact's time zone (YYYY-MM-DD)" }),
    data: z.array(portalCalendarEvent),
  })
  .openapi("PortalCalendar");
