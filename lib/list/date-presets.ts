/**
 * Doc 1 s9 date presets, for any list with a date filter. Ranges are whole days of the
 * location's time zone (a New York coach's 8 pm sale is "today" for that coach, not
 * tomorrow's UTC day), inclusive at both ends, as `YYYY-MM-DD`; "all" is both dates empty.
 * Pure: the server page and the browser compute the same range for the same instant and zone.
 * `presetBounds` is the one way to turn a preset into instants; `dayBounds` turns days into them.
 */
import { wallDay, zonedInstant } from "@/lib/utils/time-zone";

export const DATE_PRESETS = [
  { key: "today", label: "Today" },
  { key: "yesterday", label: "Yesterday" },
  { key: "last_7_days", label: "Last 7 Days" },
  { key: "last_14_days", label: "Last 14 Days" },
  { key: "last_30_days", label: "Last 30 Days" },
  { key: "this_month", label: "This Month" },
  { key: "last_month", label: "Last Month" },
  { key: "this_year", label: "This Year" },
  { key: "all", label: "All Time" },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]["key"];
export const DATE_PRESET_KEYS = DATE_PRESETS.map((p) => p.key) as readonly DatePreset[];

export type DateRange = { from?: string; to?: string };

const day = (d: Date) => d.toISOString().slice(0, 10);
// Calendar arithmetic on days only: a UTC Date stands for a day of the zone's calendar.
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * The days a preset covers at `now` in `timeZone` (the location's). "Last 7 Days" is today and
 * the six days before it.
 */
export function presetRange(preset: DatePreset, now: Date = new Date(), timeZone = "UTC"): DateRange {
  const w = wallDay(now, timeZone);
  const y = w.year;
  const m = w.month - 1;
  const d = w.day;
  const today = day(utc(y, m, d));
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const t = day(utc(y, m, d - 1));
      return { from: t, to: t };
    }
    case "last_7_days":
      return { from: day(utc(y, m, d - 6)), to: today };
    case "last_14_days":
      return { from: day(utc(y, m, d - 13)), to: today };
    case "last_30_days":
      return { from: day(utc(y, m, d - 29)), to: today };
    case "this_month":
      return { from: day(utc(y, m, 1)), to: today };
    case "last_month":
      return { from: day(utc(y, m - 1, 1)), to: day(utc(y, m, 0)) };
    case "this_year":
      return { from: day(utc(y, 0, 1)), to: today };
    case "all":
      return {};
  }
}

/** Monday to Sunday of the week holding `now` in `timeZone` (the contact chart's "this week"). */
export function weekRange(now: Date = new Date(), timeZone = "UTC"): { from: string; to: string } {
  const w = wallDay(now, timeZone);
  const back = (utc(w.year, w.month - 1, w.day).getUTCDay() + 6) % 7;
  return { from: day(utc(w.year, w.month - 1, w.day - back)), to: day(utc(w.year, w.month - 1, w.day - back + 6)) };
}

/** The instants of whole days in `timeZone`: [midnight starting `from`, midnight ending `to`); null for an open end. */
export function dayBounds(range: DateRange, timeZone = "UTC"): { from: Date | null; to: Date | null } {
  const at = (iso: string, plus: number) => zonedInstant(timeZone, +iso.slice(0, 4), +iso.slice(5, 7), +iso.slice(8, 10) + plus);
  return { from: range.from ? at(range.from, 0) : null, to: range.to ? at(range.to, 1) : null };
}

/** A preset as instants in the location's zone, [from, to), with the days it names. */
export function presetBounds(preset: DatePreset, now: Date = new Date(), timeZone = "UTC") {
  const range = presetRange(preset, now, timeZone);
  return { ...dayBounds(range, timeZone), range };
}

export function isDatePreset(v: unknown): v is DatePreset {
  return typeof v === "string" && (DATE_PRESET_KEYS as readonly string[]).includes(v);
}

/** A `YYYY-MM-DD` that names a real day. */
export function isIsoDay(v: unknown): v is string {
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && day(t) === v;
}
