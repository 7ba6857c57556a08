import { STATUS_FALLBACK_TITLES } from "@/lib/contacts/constants";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
export const numberFormat = new Intl.NumberFormat("en-US");

/** "2026-11-21T09:00:00.000Z" -> "Nov 21, 2026" (UTC, so server and browser agree). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFormat.format(d);
}

/**
 * A status value's display title: the location's status list first, then the spec's
 * fallbacks (Leads -> Prospect, Trial -> ActiveTrial, Bucket -> Lost), else the value itself.
 */
export function statusTitle(value: string, titles: ReadonlyMap<string, string>): string {
  return titles.get(value) ?? STATUS_FALLBACK_TITLES[value] ?? value;
}

export function fullName(c: { first_name: string; last_name: string }): string {
  return `${c.first_name} ${c.last_name}`.trim();
}
