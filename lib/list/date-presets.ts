/**
 * Doc 1 s9 date presets, for any list with a date filter. Ranges are whole UTC days,
 * inclusive at both ends, as `YYYY-MM-DD`; "all" is both dates empty. Pure: the server page
 * and the browser compute the same range for the same instant.
 */
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
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The days a preset covers at `now`. "Last 7 Days" is today and the six days before it. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const today = day(now);
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

export function isDatePreset(v: unknown): v is DatePreset {
  return typeof v === "string" && (DATE_PRESET_KEYS as readonly string[]).includes(v);
}

/** A `YYYY-MM-DD` that names a real day. */
export function isIsoDay(v: unknown): v is string {
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && day(t) === v;
}
