/**
 * The contact list's filters beyond the tab (doc 2 s2 table: status, tag, temperature,
 * source, starred, flagged, date range). Which are set decides the statement's shape
 * (lib/contacts/service.ts prepares one statement per set); their values are its parameters,
 * always sent as text and cast in SQL.
 */
import type { ContactFilterQuery } from "./schemas";

export const FILTER_NAMES = ["status_value", "tag_id", "temperature", "source", "starred", "flagged", "date_from", "date_to"] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The statement parameter each filter fills. */
const PARAM: Record<FilterName, string> = {
  status_value: "statusValue",
  tag_id: "tagId",
  temperature: "temperature",
  source: "source",
  starred: "starred",
  flagged: "flagged",
  date_from: "dateFrom",
  date_to: "dateTo",
};

/** The filters a query sets, in a fixed order. */
export function filterSet(q: Partial<ContactFilterQuery>): FilterName[] {
  return FILTER_NAMES.filter((f) => q[f] !== undefined && q[f] !== null);
}

/** Every filter parameter (null when unset: a prepared statement names them all). */
export function filterParams(q: Partial<ContactFilterQuery>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const f of FILTER_NAMES) {
    const v = q[f];
    out[PARAM[f]] = v === undefined || v === null ? null : String(v);
  }
  return out;
}

/** The filters and their values as one cache key part (page boundaries, remembered totals). */
export function filterKey(q: Partial<ContactFilterQuery>): string {
  return filterSet(q)
    .map((f) => `${f}=${encodeURIComponent(String(q[f]))}`)
    .join("&");
}
