import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, progressTrackingAnswers as A, progressTrackingCategories as C, progressTrackingCheckIns as K, progressTrackingContacts as E, progressTrackingGoals as G, reminderSends } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { formatCount } from "@/lib/format";
import { periodOf, periodRange, todayIn } from "./periods";
import { PROGRESS_REMINDER_SOURCE, sendProgressRemindersNow } from "./reminders";
import { rosterStatus } from "./roster-status";
import { findTracking } from "./service";
import { trendPoints } from "./insights";
import { categoryTrend, trendSummary } from "./trends";

/**
 * The check-in roster (issue 28 "Beyond every anchor"): each active contact's current period,
 * whether it is in, due or missed (and for how many periods running), and whether the late
 * ones were nudged this period, and per number category the trend ("−0.4 kg/week, on track for
 * 12 Mar": the 7-check-in average and the weekly rate toward the goal, as the view-response
 * page shows it). Seven statements whatever the number of contacts.
 */
type LocCtx = Pick<Ctx, "locationId">;

/** The nudge's send key: once per enrolment and period (the period's first day, as UTC midnight, stands for it). */
const NUDGE_TAG = "nudge";
const nudgeKey = (periodStart: string) => ({ tag: NUDGE_TAG, at: new Date(`${periodStart}T00:00:00Z`) });

export async function checkInRoster(db: Db, ctx: LocCtx, trackingId: number, now = new Date()) {
  const t = await findTracking(db, ctx, trackingId);
  const today = todayIn(t.timezone, now);
  const [rows, checkIns, nudges, cats, values, goals] = await Promise.all([
    db
      .select({ id: E.id, contactId: E.contactId, startDate: E.startDate, lastCheckInAt: E.lastCheckInAt, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
      .from(E)
      .innerJoin(contacts, and(eq(contacts.id, E.contactId), eq(contacts.locationId, E.locationId)))
      .where(and(eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId), eq(E.status, "active")))
      .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(E.id)),
    db
      .selectDistinct({ enrolmentId: K.enrolmentId, period: K.period })
      .from(K)
      .where(and(eq(K.trackingId, trackingId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt))),
    db
      .select({ enrolmentId: reminderSends.enrolmentId, at: reminderSends.dueAt })
      .from(reminderSends)
      .innerJoin(E, and(eq(E.id, reminderSends.enrolmentId), eq(E.trackingId, trackingId), eq(E.locationId, ctx.locationId)))
      .where(and(eq(reminderSends.locationId, ctx.locationId), eq(reminderSends.source, `${PROGRESS_REMINDER_SOURCE}:${NUDGE_TAG}`), inArray(reminderSends.channel, ["email", "sms"]))),
    db.select({ id: C.id, name: C.name, unit: C.unit }).from(C).where(and(eq(C.trackingId, trackingId), eq(C.locationId, ctx.locationId), eq(C.kind, "number"))).orderBy(asc(C.ordering), asc(C.id)),
    db
      .select({ enrolmentId: K.enrolmentId, categoryId: A.categoryId, number: A.number, period: K.period })
      .from(A)
      .innerJoin(K, and(eq(K.id, A.checkInId), eq(K.locationId, A.locationId)))
      .where(and(eq(K.trackingId, trackingId), eq(K.locationId, ctx.locationId), isNull(K.replacedAt), isNotNull(A.categoryId), isNotNull(A.number)))
      .orderBy(asc(K.period), asc(K.id)),
    db.select({ contactId: G.contactId, categoryId: G.categoryId, start: G.start, target: G.target, targetDate: G.targetDate }).from(G).where(and(eq(G.trackingId, trackingId), eq(G.locationId, ctx.locationId))),
  ]);
  const year = now.getUTCFullYear();
  const valuesOf = new Map<number, typeof values>();
  for (const v of values) valuesOf.set(v.enrolmentId, [...(valuesOf.get(v.enrolmentId) ?? []), v]);
  const periods = new Map<number, number[]>();
  for (const k of checkIns) periods.set(k.enrolmentId, [...(periods.get(k.enrolmentId) ?? []), k.period]);
  const nudged = new Set(nudges.map((n) => `${n.enrolmentId}@${n.at ? new Date(n.at).toISOString().slice(0, 10) : ""}`));
  const data = rows.map((e) => {
    const period = periodOf(e.startDate, t.periodDays, today);
    const range = periodRange(e.startDate, t.periodDays, period);
    const { status, missed } = rosterStatus(periods.get(e.id) ?? [], period);
    return {
      contact_id: e.contactId, first_name: e.firstName, last_name: e.lastName, email: e.email,
      period, period_start: range.start, period_end: range.end, status, missed_periods: missed,
      last_check_in_at: e.lastCheckInAt ? new Date(e.lastCheckInAt).toISOString() : null,
      nudged: nudged.has(`${e.id}@${range.start}`),
      trends: cats.map((c) => {
        const g = goals.find((x) => x.contactId === e.contactId && x.categoryId === c.id);
        const trend = categoryTrend(trendPoints(valuesOf.get(e.id) ?? [], c.id, e.startDate, t.periodDays), g ? { start: g.start, target: g.target, target_date: g.targetDate } : null);
        return { category_id: c.id, name: c.name, unit: c.unit, average: trend.average, rate_per_week: trend.rate_per_week, projected_date: trend.projected_date, status: trend.status, summary: trendSummary(trend, c.unit, year) };
      }),
    };
  });
  const count = (s: string) => data.filter((r) => r.status === s).length;
  return { period_days: t.periodDays, today, summary: { submitted: count("submitted"), due: count("due"), missed: count("missed") }, data };
}

/**
 * POST {id}/nudge-late: the reminder, now, to every contact the roster shows as missed, in one
 * action; each contact at most once per period (a double click, or a second coach, sends nothing more).
 */
export async function nudgeLate(db: Db, ctx: LocCtx, trackingId: number, now = new Date()) {
  const roster = await checkInRoster(db, ctx, trackingId, now);
  const late = roster.data.filter((r) => r.status === "missed" && !r.nudged);
  const start = new Map(late.map((r) => [r.contact_id, r.period_start]));
  const sent = await sendProgressRemindersNow(db, ctx, trackingId, late.map((r) => r.contact_id), (contactId) => nudgeKey(start.get(contactId)!));
  const n = sent.filter((s) => s.channel).length;
  const message = n > 0 ? `Reminder sent to ${formatCount(n, "late contact")}` : "Nobody left to nudge: the late ones have had their reminder this period.";
  return { status: 1, message, sent: n };
}
