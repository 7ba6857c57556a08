import { zonedInstant, wallDay, zoneOffsetMinutes } from "@/lib/utils/time-zone";
import { DELAY_UNIT_SECONDS, type DelayUnit } from "./constants";

/**
 * When a subscriber's next message is due (pure: the service and the job pass the times in).
 * `from` is the last send (or enrolment); the delay runs from there, then a send window moves
 * the time to the window's next opening in the sequence's zone, wall time, so a DST change
 * keeps "09:00" at 09:00.
 */
export type SendWindow = { start: string | null; end: string | null; timezone: string };

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export const delaySeconds = (amount: number, unit: DelayUnit | string) => amount * (DELAY_UNIT_SECONDS[unit as DelayUnit] ?? 86_400);

/** The wall minute of the day (0–1439) at `at` in `timeZone`. */
function wallMinute(at: Date, timeZone: string): number {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** `at`, or the next instant inside the window (start inclusive, end exclusive; end ≤ start wraps past midnight). */
export function intoWindow(at: Date, w: SendWindow): Date {
  if (!w.start || !w.end) return at;
  const start = minutesOf(w.start);
  const end = minutesOf(w.end);
  if (start === end) return at;
  const now = wallMinute(at, w.timezone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (inside) return at;
  const d = wallDay(at, w.timezone);
  // Before today's opening: today; otherwise tomorrow's.
  const day = now < start ? d.day : d.day + 1;
  return zonedInstant(w.timezone, d.year, d.month, day, Math.floor(start / 60), start % 60);
}

/** The due time of a message `amount unit` after `from`, inside the window. */
export function dueAt(from: Date, amount: number, unit: DelayUnit | string, w: SendWindow): Date {
  return intoWindow(new Date(from.getTime() + delaySeconds(amount, unit) * 1000), w);
}

/** Seconds from `now` until `due` (0 when past). */
export const secondsUntil = (due: Date, now: Date) => Math.max(0, Math.ceil((due.getTime() - now.getTime()) / 1000));
