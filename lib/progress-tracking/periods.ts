import { wallDay } from "@/lib/utils/time-zone";

/** Check-in periods: period 0 starts on the enrolment's start date, each `periodDays` long, in the location's days. */

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
const isoOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in `timeZone`, from the app's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  const d = wallDay(now, timeZone);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The period `today` falls in (0 before the start: a check-in before the start counts as the first). */
export function periodOf(startDate: string, periodDays: number, today: string): number {
  return Math.max(0, Math.floor((dayNumber(today) - dayNumber(startDate)) / periodDays));
}

/** The first and last day of period `n`. */
export function periodRange(startDate: string, periodDays: number, n: number): { start: string; end: string } {
  const first = dayNumber(startDate) + n * periodDays;
  return { start: isoOf(first), end: isoOf(first + periodDays - 1) };
}
