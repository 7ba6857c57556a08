/**
 * Message times in the location's time zone (the message centre shows and schedules in it,
 * whatever the browser's zone). Pure: the server page and the browser print the same text.
 */

/** The zone's offset from UTC at `instant`, in minutes (Europe/Zurich in summer: 120). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(instant);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time typed in the location's zone ("2026-11-25T09:30", a datetime-local value)
 * as an ISO instant. Null for text that is not such a time.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  if (Number.isNaN(wall)) return null;
  // Two passes settle the offset across a DST change.
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess).toISOString();
}

/** The datetime-local value (wall time in the zone) of an instant: the scheduler's default. */
export function isoToZoned(iso: string | Date, timeZone: string): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const local = new Date(d.getTime() + offsetMinutes(d, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}
