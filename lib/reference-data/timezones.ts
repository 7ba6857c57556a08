import { getAllTimezones } from "countries-and-timezones";

/** A time zone entry: its IANA name and standard offset from UTC ("+05:30"). */
export type Timezone = { name: string; utc_offset: string; label: string };

let cache: Timezone[] | undefined;

/** The runtime can compute wall-clock times in this zone (any IANA name or link it knows). */
function runtimeKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * UTC, then tzdb's current zones (the `countries-and-timezones` package: Asia/Kolkata, not the
 * backward link Asia/Calcutta that Node's ICU still lists) with their standard offsets, ordered
 * by offset, then name, as a picker shows them. The fixed Etc/GMT±N zones are left out: a coach
 * picks a place. Computed once per process.
 */
export function timezones(): Timezone[] {
  if (cache) return cache;
  const rows = Object.values(getAllTimezones({ deprecated: false }))
    .filter((z) => z.name.includes("/") && !z.name.startsWith("Etc/") && runtimeKnows(z.name))
    .sort((a, b) => a.utcOffset - b.utcOffset || a.name.localeCompare(b.name, "en"))
    .map((z) => ({ name: z.name, utc_offset: z.utcOffsetStr }));
  cache = [{ name: "UTC", utc_offset: "+00:00" }, ...rows].map((z) => ({ ...z, label: `(UTC${z.utc_offset}) ${z.name.replaceAll("_", " ")}` }));
  return cache;
}

const known = new Map<string, boolean>();

/**
 * A zone a setting may store: any name the runtime knows, so a link typed by an older client
 * (Asia/Calcutta) still works; the list above is what pickers offer.
 */
export function isTimezone(name: string): boolean {
  if (name === "Factory") return false; // ICU's placeholder zone, not a place
  let ok = known.get(name);
  if (ok === undefined) {
    ok = runtimeKnows(name);
    if (known.size < 2000) known.set(name, ok); // bounded: names come from requests
  }
  return ok;
}
