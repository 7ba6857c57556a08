import { wallDay, zonedInstant } from "@/lib/utils/time-zone";

/**
 * Reminder planning, pure: a schedule is a wall-clock time on set ISO weekdays (1 Monday … 7
 * Sunday) in a time zone. Each scheduled local day is one reminder "period": the planned
 * instant is that day's time in the zone, so 09:00 stays 09:00 across a DST change. A time the
 * spring-forward skips goes out just after the gap (zonedInstant); on the fall-back day the
 * time names one instant (the first), so a day never gets two.
 */
export type ReminderSchedule = { time: string; days: readonly number[] };

const DAY = 86_400_000;

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export const isoWeekday = (y: number, m: number, d: number) => ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;

/** The first planned instant strictly after `after`, or null when the schedule names no day. */
export function nextReminderAt(schedule: ReminderSchedule, timeZone: string, after: Date): Date | null {
  const days = new Set(schedule.days);
  if (!days.size) return null;
  const [hour, minute] = schedule.time.split(":").map(Number);
  const today = wallDay(after, timeZone);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  // Eight local days always hold the next weekday of the set after `after`'s day.
  for (let i = 0; i <= 8; i++) {
    const d = new Date(start + i * DAY);
    const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    if (!days.has(isoWeekday(y, m, dd))) continue;
    const at = zonedInstant(timeZone, y, m, dd, hour, minute);
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}
