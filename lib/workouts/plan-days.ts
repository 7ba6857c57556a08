import { wallDay, zonedInstant } from "@/lib/utils/time-zone";

/**
 * Workout plans' calendar (issue 29 "Workout plans"): weeks of seven days, day N (1-based, across
 * weeks) is the start date + N − 1 calendar days in the location's time zone. Dates are counted
 * as calendar days, never as 24-hour steps, so a DST change (a 23- or 25-hour day) moves nothing.
 */
export const DAYS_PER_WEEK = 7;

const parse = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`plan-days: not a date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The date of plan day `n` (1-based) for a plan started on `startDate` (YYYY-MM-DD). */
export function planDayDate(startDate: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`plan-days: day ${n} is not 1 or more`);
  return format(parse(startDate) + (n - 1) * DAY_MS);
}

/** Which plan day a date is (1-based; 0 or less: before the start). */
export function planDayNumber(startDate: string, date: string): number {
  return Math.round((parse(date) - parse(startDate)) / DAY_MS) + 1;
}

/** The plan day an instant falls on in the location's time zone ("today" for a contact). */
export function planDayAt(startDate: string, instant: Date, timeZone: string): number {
  const d = wallDay(instant, timeZone);
  return planDayNumber(startDate, `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`);
}

/** Week (1-based) and weekday (1-7) of plan day `n`. */
export const weekAndDay = (n: number) => ({ week: Math.floor((n - 1) / DAYS_PER_WEEK) + 1, day: ((n - 1) % DAYS_PER_WEEK) + 1 });
/** Plan day number of a week's day (day 1-7). */
export const dayNumber = (week: number, day: number) => (week - 1) * DAYS_PER_WEEK + day;

/** The instant plan day `n` starts (local midnight) in the zone: for reminders at a wall-clock time. */
export function planDayStart(startDate: string, n: number, timeZone: string, hour = 0, minute = 0): Date {
  const [y, m, d] = planDayDate(startDate, n).split("-").map(Number);
  return zonedInstant(timeZone, y, m, d, hour, minute);
}
