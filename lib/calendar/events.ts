import "server-only";
import { and, between, eq, inArray, isNull, lte, ne, sql, type Column } from "drizzle-orm";
import type { Db } from "@/db";
import {
  contacts, progressTrackingCheckIns as K, progressTrackingContacts as E, progressTrackings as T,
  workoutContacts as WC, workoutPlanContacts as PC, workoutPlanDayWorkouts as PD, workoutPlans as P, workoutPlanWeeks as PW, workouts as W, workoutSessions as S,
} from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { notFound } from "@/lib/http/errors";
import { DAYS_PER_WEEK } from "@/lib/workouts/plan-days";
import { checkInsDue, planSlotDate, planSlotDay } from "./dates";

/**
 * The calendar's events (issue 32 "Calendar", GET /calendar/events and the portal's
 * GET /portal/calendar): what a contact has on each day, read from the modules that own it.
 * - plan_workout: each workout of each day of an assigned plan (not removed), day N on the
 *   assignment's start date + N − 1; done when a session was logged for that workout on that plan day.
 * - workout: a single workout's assignment on its start date; done once a session is logged or it is completed.
 * - check_in: each progress-tracking enrolment's check-in, due on its period's first day; done
 *   when that period has a current check-in.
 * Tasks join when the tasks module lands. Four statements whatever the range or the number of
 * contacts (no per-event reads), each filtered on the location and backed by an index that
 * starts with the contact or the location.
 */

export type CalendarEvent = {
  id: string;
  type: "plan_workout" | "workout" | "check_in";
  date: string;
  title: string;
  detail: string;
  done: boolean;
  contact_id: number;
  contact_name: string;
  /** The plan, workout or progress tracking the event comes from. */
  item_id: number;
  /** The assignment (enrolment) row: with the link version, the portal builds the client's link. */
  assignment_id: number;
  link_version: number;
  /** plan_workout: the plan day (1-based); check_in: the period (0-based); else null. */
  day: number | null;
  /** plan_workout: the workout's id. */
  workout_id: number | null;
};

export type Range = { from: string; to: string };
type Scope = { locationId: number; contactId?: number };

const TYPE_ORDER = { plan_workout: 0, workout: 1, check_in: 2 } as const;
const nameOf = (r: { firstName: string | null; lastName: string | null }) => [r.firstName, r.lastName].filter(Boolean).join(" ");
const liveContact = (locationId: number, col: Column) => and(eq(contacts.id, col), eq(contacts.locationId, locationId), isNull(contacts.deletedAt));

/** Plan workouts: weeks overlapping the range in SQL (window-numbered in the plan's order), exact days here. */
async function planEvents(db: Db, s: Scope, r: Range): Promise<CalendarEvent[]> {
  const weeks = db.$with("weeks").as(
    db.select({ id: PW.id, planId: PW.planId, n: sql<number>`row_number() over (partition by ${PW.planId} order by ${PW.ordering}, ${PW.id})`.as("n") })
      .from(PW).where(and(eq(PW.locationId, s.locationId), inArray(PW.planId, db.select({ id: PC.planId }).from(PC).where(and(eq(PC.locationId, s.locationId), s.contactId ? eq(PC.contactId, s.contactId) : undefined, ne(PC.status, "deleted"))))))
  );
  const week = sql.raw(String(DAYS_PER_WEEK));
  const planDay = sql<number>`((${weeks.n} - 1) * ${week} + ${PD.day})::int`;
  const weekStart = sql`(${PC.startDate} + ((${weeks.n} - 1) * ${week})::int)`;
  const rows = await db.with(weeks)
    .select({
      assignmentId: PC.id, contactId: PC.contactId, planId: PC.planId, startDate: PC.startDate, linkVersion: PC.linkVersion, planName: P.name,
      weekIndex: weeks.n, weekday: PD.day, slotId: PD.id, workoutId: PD.workoutId, workoutName: W.name, firstName: contacts.firstName, lastName: contacts.lastName,
      done: sql<boolean>`exists (select 1 from ${S} where ${S.planAssignmentId} = ${PC.id} and ${S.planDay} = ${planDay} and ${S.workoutId} = ${PD.workoutId} and ${S.locationId} = ${PC.locationId})`,
    })
    .from(PC)
    .innerJoin(contacts, liveContact(s.locationId, PC.contactId))
    .innerJoin(P, and(eq(P.id, PC.planId), eq(P.locationId, PC.locationId)))
    .innerJoin(weeks, eq(weeks.planId, PC.planId))
    .innerJoin(PD, and(eq(PD.weekId, weeks.id), eq(PD.locationId, PC.locationId)))
    .innerJoin(W, and(eq(W.id, PD.workoutId), eq(W.locationId, PC.locationId)))
    .where(and(
      eq(PC.locationId, s.locationId), s.contactId ? eq(PC.contactId, s.contactId) : undefined, ne(PC.status, "deleted"),
      sql`${weekStart} <= ${r.to}::date`, sql`${weekStart} + ${sql.raw(String(DAYS_PER_WEEK - 1))} >= ${r.from}::date`,
    ))
    .orderBy(PC.id, planDay, PD.ordering, PD.id);
  return rows.flatMap((x) => {
    const date = planSlotDate(x.startDate, Number(x.weekIndex), x.weekday);
    if (date < r.from || date > r.to) return [];
    const day = planSlotDay(Number(x.weekIndex), x.weekday);
    return [{
      id: `plan-${x.assignmentId}-${day}-${x.slotId}`, type: "plan_workout" as const, date, title: x.workoutName, detail: `${x.planName} · Day ${day}`, done: Boolean(x.done),
      contact_id: x.contactId, contact_name: nameOf(x), item_id: x.planId, assignment_id: x.assignmentId, link_version: x.linkVersion, day, workout_id: x.workoutId,
    }];
  });
}

/** Single workouts on their start date. */
async function workoutEvents(db: Db, s: Scope, r: Range): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: WC.id, contactId: WC.contactId, workoutId: WC.workoutId, startDate: WC.startDate, status: WC.status, linkVersion: WC.linkVersion, name: W.name, firstName: contacts.firstName, lastName: contacts.lastName,
      logged: sql<boolean>`exists (select 1 from ${S} where ${S.assignmentId} = ${WC.id} and ${S.locationId} = ${WC.locationId})`,
    })
    .from(WC)
    .innerJoin(contacts, liveContact(s.locationId, WC.contactId))
    .innerJoin(W, and(eq(W.id, WC.workoutId), eq(W.locationId, WC.locationId)))
    .where(and(eq(WC.locationId, s.locationId), s.contactId ? eq(WC.contactId, s.contactId) : undefined, ne(WC.status, "deleted"), between(WC.startDate, r.from, r.to)))
    .orderBy(WC.startDate, WC.id);
  return rows.map((x) => ({
    id: `workout-${x.id}`, type: "workout" as const, date: x.startDate, title: x.name, detail: "Workout", done: x.status === "completed" || Boolean(x.logged),
    contact_id: x.contactId, contact_name: nameOf(x), item_id: x.workoutId, assignment_id: x.id, link_version: x.linkVersion, day: null, workout_id: x.workoutId,
  }));
}

/** Check-ins due: the enrolments (one statement), their periods here, then the periods done (one statement). */
async function checkInEvents(db: Db, s: Scope, r: Range): Promise<CalendarEvent[]> {
  const rows = await db
    .select({ id: E.id, contactId: E.contactId, trackingId: T.id, name: T.name, periodDays: T.periodDays, startDate: E.startDate, linkVersion: E.linkVersion, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(E)
    .innerJoin(contacts, liveContact(s.locationId, E.contactId))
    .innerJoin(T, and(eq(T.id, E.trackingId), eq(T.locationId, E.locationId)))
    .where(and(eq(E.locationId, s.locationId), s.contactId ? eq(E.contactId, s.contactId) : undefined, eq(E.status, "active"), lte(E.startDate, r.to)))
    .orderBy(E.id);
  const due = rows.flatMap((x) => checkInsDue(x.startDate, x.periodDays, r.from, r.to).map((d) => ({ ...d, x })));
  if (!due.length) return [];
  const periods = due.map((d) => d.period);
  const done = await db.select({ enrolmentId: K.enrolmentId, period: K.period }).from(K)
    .where(and(eq(K.locationId, s.locationId), inArray(K.enrolmentId, [...new Set(due.map((d) => d.x.id))]), between(K.period, Math.min(...periods), Math.max(...periods)), isNull(K.replacedAt)));
  const doneKeys = new Set(done.map((d) => `${d.enrolmentId}-${d.period}`));
  return due.map(({ period, date, x }) => ({
    id: `check-in-${x.id}-${period}`, type: "check_in" as const, date, title: x.name, detail: "Check-in", done: doneKeys.has(`${x.id}-${period}`),
    contact_id: x.contactId, contact_name: nameOf(x), item_id: x.trackingId, assignment_id: x.id, link_version: x.linkVersion, day: period, workout_id: null,
  }));
}

/** Every event of the location (or one of its contacts) in [from, to], by date, kind and title. */
export async function calendarEvents(db: Db, s: Scope, r: Range): Promise<CalendarEvent[]> {
  const [plans, singles, checkIns] = await Promise.all([planEvents(db, s, r), workoutEvents(db, s, r), checkInEvents(db, s, r)]);
  return [...plans, ...singles, ...checkIns].sort((a, b) => a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.contact_name.localeCompare(b.contact_name) || a.id.localeCompare(b.id, "en", { numeric: true }));
}

/** The contact named by a coach's `contact_id`, in the accessed location (same statement); another location's → 404. */
async function contactInLocation(db: Db, ctx: Pick<Ctx, "locationId">, contactId: number) {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.locationId, ctx.locationId), isNull(contacts.deletedAt)));
  if (!row) throw notFound("Contact");
}

const coachView = ({ link_version: _v, assignment_id: _a, ...e }: CalendarEvent) => e;

/** GET /calendar/events: the location's (or one contact's) events in the range. */
export async function coachEvents(db: Db, ctx: Pick<Ctx, "locationId">, q: { start_date: string; end_date: string; contact_id?: number }) {
  const scope = { locationId: ctx.locationId, contactId: q.contact_id };
  const [, events] = await Promise.all([q.contact_id ? contactInLocation(db, ctx, q.contact_id) : null, calendarEvents(db, scope, { from: q.start_date, to: q.end_date })]);
  return { data: events.map(coachView) };
}

/** GET /calendar/events-by-date: one day's events. */
export async function coachEventsByDate(db: Db, ctx: Pick<Ctx, "locationId">, q: { date: string; contact_id?: number }) {
  return coachEvents(db, ctx, { start_date: q.date, end_date: q.date, contact_id: q.contact_id });
}
