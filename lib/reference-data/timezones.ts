import { getTimezone } from "countries-and-timezones";

/** A time zone entry: its IANA name and standard offset from UTC ("+05:30"). */
export type Timezone = { name: string; utc_offset: string; label: string };

let cache: Timezone[] | undefined;
let names: Set<string> | undefined;

/**
 * The IANA zones the runtime supports (Node 20's ICU: every canonical zone and the common
 * links, 418), with standard offsets from `countries-and-timezones`, plus UTC. Ordered by
 * offset, then name, as a picker shows them. Computed once per process.
 */
export function timezones(): Timezone[] {
  if (cache) return cache;
  const all = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")];
  const rows = all.map((name) => {
    const info = getTimezone(name);
    const utc_offset = info?.utcOffsetStr ?? "+00:00";
    return { name, utc_offset, label: `(UTC${utc_offset}) ${name.replaceAll("_", " ")}`, minutes: info?.utcOffset ?? 0 };
  });
  rows.sort((a, b) => a.minutes - b.minutes || a.name.localeCompare(b.name, "en"));
  cache = rows.map(({ name, utc_offset, label }) => ({ name, utc_offset, label }));
  return cache;
}

/** The zone is one the runtime can compute local times in (the list above). */
export function isTimezone(name: string): boolean {
  names ??= new Set(timezones().map((z) => z.name));
  return names.has(name);
}
