import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, locations } from "@/db/schema";
import type { PortalCtx } from "@/lib/auth/portal-session";
import { calendarEvents, type CalendarEvent, type Range } from "@/lib/calendar/events";
import { notFound } from "@/lib/http/errors";
import { checkInPath, checkInToken } from "@/lib/progress-tracking/link";
import { todayIn } from "@/lib/progress-tracking/periods";
import { workoutPath, workoutToken } from "@/lib/workouts/link";
import { planDayPath, planToken } from "@/lib/workouts/plan-link";
import { portalPath } from "./constants";
import { renderGreeting } from "./me";
import { greetingTexts, portalSettingsRow, tabSettingsOf } from "./settings";
import { greetingFieldAt, visibleTabs } from "./tabs";

/**
 * The portal's Calendar tab (issue 32): the signed-in contact's own events (lib/calendar/events.ts,
 * scoped to the portal session's contact and location, the same assignment rows the visibility
 * rule reads: removed plans and workouts, inactive enrolments absent) and the coach's greeting for
 * the time of day in the contact's zone (the location's: contacts carry none).
 *
 * Each event links to where the client logs it: a plan workout to the plan-day page (`/wp/…?day=N`,
 * the only logger of plan days); a workout and a check-in to the portal's own Workouts and Progress
 * screens while the coach shows those tabs, else to their public pages (`/w/…`, `/check-in/…`).
 */

const q = (tab: string, item: number, slug: string) => `${portalPath(slug)}?${new URLSearchParams({ tab, item: String(item) })}`;

export function eventHref(e: CalendarEvent, slug: string, tabs: ReadonlySet<string>): string {
  const contactId = e.contact_id;
  switch (e.type) {
    case "plan_workout":
      return planDayPath(planToken({ assignmentId: e.assignment_id, planId: e.item_id, contactId, version: e.link_version }), e.day ?? undefined);
    case "workout":
      return tabs.has("workouts") ? q("workouts", e.item_id, slug) : workoutPath(workoutToken({ assignmentId: e.assignment_id, workoutId: e.item_id, contactId, version: e.link_version }));
    case "check_in":
      return tabs.has("progress") ? q("progress", e.item_id, slug) : checkInPath(checkInToken({ enrolmentId: e.assignment_id, trackingId: e.item_id, contactId, version: e.link_version }));
  }
}

/** GET /portal/calendar: the greeting, today in the contact's zone and the contact's events in the range. */
export async function portalCalendar(db: Db, portal: PortalCtx, range: Range) {
  const [[who], site, events] = await Promise.all([
    db.select({ timezone: locations.timezone }).from(contacts).innerJoin(locations, eq(locations.id, contacts.locationId))
      .where(and(eq(contacts.id, portal.contactId), eq(contacts.locationId, portal.locationId))),
    portalSettingsRow(db, portal.locationId),
    calendarEvents(db, { locationId: portal.locationId, contactId: portal.contactId }, range),
  ]);
  if (!who) throw notFound("Contact");
  const zone = who.timezone || "UTC";
  const now = new Date();
  const title = await renderGreeting(db, portal, greetingTexts(site)[greetingFieldAt(zone, now)]);
  const tabs = new Set<string>(visibleTabs(tabSettingsOf(site)).map((t) => t.key));
  return {
    title,
    today: todayIn(zone, now),
    data: events.map(({ link_version: _v, assignment_id: _a, ...e }, i) => ({ ...e, href: eventHref(events[i], site.slug, tabs) })),
  };
}
