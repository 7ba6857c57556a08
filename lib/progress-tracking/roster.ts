import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/db";
import { contacts, progressTrackingCheckIns as K, progressTrackingContacts as E, reminderSends } from "@/db/schema";
import type { Ctx } from "@/lib/auth/access";
import { formatCount } from "@/lib/format";
import { periodOf, periodRange, todayIn } from "./periods";
import { PROGRESS_REMINDER_SOURCE, sendProgressRemindersNow } from "./reminders";
import { rosterStatus } from "./roster-status";
import { findTracking } from "./service";

/**
 * The check-in roster (issue 28 "Beyond every anchor"): each active contact's current period,
 * whether it is in, due or missed (and for how many periods running), and whether the late
 * ones were nudged this period. Four statements whatever the number of contacts.
 */
type LocCtx = Pick<Ctx, "locationId">;

/** The nudge's send key: once per enrolment and period (the period's first day, as UTC midnight, stands for it). */
const NUDGE_TAG = "nudge";
const nudgeKey = (periodStart: string) => ({ tag: NUDGE_TAG, at: new Date(`${periodStart}T00:00:00Z`) });

export async function checkInRoster(db: Db, ctx: LocCtx, trackingId: number, now = new Date()) {
  const t = await findTracking(db, ctx, trackingId);
  const today = todayIn(t.timezone, now);
  const [rows, checkIns, nudges] = await Promise.all([
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
  ]);
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
