/**
 * Message times in the location's time zone (the message centre shows and schedules in it,
 * whatever the browser's zone). Pure: the server page and the browser print the same text.
 */
import { zoneOffsetMinutes, zonedInstant } from "@/lib/utils/time-zone";

/**
 * A wall-clock time typed in the location's zone ("2026-11-25T09:30", a datetime-local value)
 * as an ISO instant. Null for text that is not such a time.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const t = zonedInstant(timeZone, +m[1], +m[2], +m[3], +m[4], +m[5]);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

/** The datetime-local value (wall time in the zone) of an instant: the scheduler's default. */
export function isoToZoned(iso: string | Date, timeZone: string): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const local = new Date(d.getTime() + zoneOffsetMinutes(d, timeZone) * 60_000);
  return local.toISOString().slice(0, 16);
}
