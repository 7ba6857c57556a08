import { defineModule } from "@/lib/http/module";
import { get } from "@/lib/http/route";
import { coachEvents, coachEventsByDate } from "./events";
import * as s from "./schemas";

/**
 * The coach's calendar calls (doc 3 s7 "Client portal": GET /calendar/events, /calendar/events-by-date),
 * permission area client-portal. The client's own calendar is GET /portal/calendar (lib/portal/calendar.ts).
 */
const view = { tenancy: "location", permit: ["client-portal", "view"] } as const;

const routes = [
  get("/calendar/events", { ...view, summary: "Plan workouts, workouts and check-ins due in a range (at most 62 days), of the location or one contact", description: "`start_date`, `end_date`: YYYY-MM-DD in the location's time zone; a range past 62 days or ending before it starts is a 422 on `end_date`. Another location's `contact_id` is a 404.", query: s.eventsQuery, response: s.coachEventsAnswer },
    ({ db, ctx, query }) => coachEvents(db, ctx, query)),
  get("/calendar/events-by-date", { ...view, summary: "One day's plan workouts, workouts and check-ins due, of the location or one contact", description: "Another location's `contact_id` is a 404.", query: s.eventsByDateQuery, response: s.coachEventsAnswer },
    ({ db, ctx, query }) => coachEventsByDate(db, ctx, query)),
] as const;

export const calendarModule = defineModule("calendar", routes);
