import { DAYS_PER_WEEK, planDayDate } from "@/lib/workouts/plan-days";

/**
 * The calendar's date rules (issue 32 "Calendar"), pure so the unit tests pin them down. Dates
 * are `YYYY-MM-DD` calendar days in the location's time zone, counted as days (never as 24-hour
 * steps), like the plan days (lib/workouts/plan-days.ts) and check-in periods
 * (lib/progress-tracking/periods.ts) they map.
 */

/** The longest range one call answers: a month view with its leading and trailing weeks fits. */
export const CALENDAR_RANGE_MAX_DAYS = 62;

const DAY_MS = 86_400_000;
const dayNo = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (iso: string, n: number) => isoOf(dayNo(iso) + n);
/** Days from `from` to `to` (0: the same day). */
export const daysBetween = (from: string, to: string) => dayNo(to) - dayNo(from);

/** Plan day of a week slot: the plan's `weekIndex`-th week (1-based, its order) and weekday 1-7. */
export const planSlotDay = (weekIndex: number, weekday: number) => (weekIndex - 1) * DAYS_PER_WEEK + weekday;

/** The date a plan week's weekday falls on for a plan started on `startDate`. */
export const planSlotDate = (startDate: string, weekIndex: number, weekday: number) => planDayDate(startDate, planSlotDay(weekIndex, weekday));

/**
 * Check-ins due in [from, to]: a check-in is due on the first day of each period (period 0
 * starts on the enrolment's start date, each `periodDays` long), the day it opens. Answers each
 * period's number and due date.
 */
export function checkInsDue(startDate: string, periodDays: number, from: string, to: string): { period: number; date: string }[] {
  const len = Math.max(1, Math.floor(periodDays));
  const first = Math.max(0, Math.ceil(daysBetween(startDate, from) / len));
  const last = Math.floor(daysBetween(startDate, to) / len);
  const out: { period: number; date: string }[] = [];
  for (let p = first; p <= last; p++) out.push({ period: p, date: addDays(startDate, p * len) });
  return out;
}

/** A `YYYY-MM-DD` that exists. */
export const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
