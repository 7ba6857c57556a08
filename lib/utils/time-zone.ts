/**
 * Wall-clock time in an IANA zone, with the runtime's Intl (no zone library is installed; the
 * runtime's tzdb is the one `lib/reference-data/timezones.ts` offers). Pure: the server and the
 * browser compute the same answer for the same instant and zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall clock at `instant` in `timeZone`, as the UTC fields of a Date (month 0-based, as Date's). */
function wallAsUtc(instant: Date, timeZone: string): number {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
}

/** The zone's offset from UTC at `instant`, in minutes (Europe/Zurich in summer: 120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round((wallAsUtc(instant, timeZone) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day at `instant` in `timeZone`: year, month (1-12) and day. */
export function wallDay(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const w = new Date(wallAsUtc(instant, timeZone));
  return { year: w.getUTCFullYear(), month: w.getUTCMonth() + 1, day: w.getUTCDate() };
}

/**
 * The instant a wall-clock time in `timeZone` names (month 1-12; out-of-range fields roll over
 * as Date.UTC's do). Two passes settle the offset across a DST change; a time skipped by a
 * spring-forward lands just after the gap.
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}
