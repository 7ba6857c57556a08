/**
 * The contact list's view state <-> URL query string. Pure (server page and client share it).
 * Parsing is lenient: anything invalid falls back to its default instead of answering 422.
 */
import {
  CONTACT_TABLE_PER_PAGE,
  CONTACT_TABS,
  PER_PAGE_OPTIONS,
  SORTABLE,
  type ContactTab,
} from "@/lib/contacts/constants";
import type { ContactListQuery } from "@/lib/contacts/schemas";

export type { ContactListQuery };
export type SortKey = ContactListQuery["order_by"];
export type SortOrder = ContactListQuery["order"];

/** The API's own limits (lib/contacts/schemas.ts), without pulling zod into the client. */
const MAX_PER_PAGE = Math.max(...PER_PAGE_OPTIONS);
const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_QUERY: ContactListQuery = {
  page: 1,
  per_page: CONTACT_TABLE_PER_PAGE,
  order_by: "date_created",
  order: "desc",
};

type RawParams = URLSearchParams | { get(key: string): string | null } | Record<string, string | string[] | undefined>;

function read(raw: RawParams, key: string): string | undefined {
  if (typeof (raw as URLSearchParams).get === "function") {
    return (raw as URLSearchParams).get(key) ?? undefined;
  }
  const v = (raw as Record<string, string | string[] | undefined>)[key];
  return Array.isArray(v) ? v[0] : v;
}

function int(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(value: string | undefined, options: readonly T[]): T | undefined {
  return options.find((o) => o === value);
}

export function isContactTab(value: unknown): value is ContactTab {
  return typeof value === "string" && (CONTACT_TABS as readonly string[]).includes(value);
}

/** Search params (URLSearchParams or Next's searchParams object) -> a valid list query. */
export function parseContactQuery(raw: RawParams): ContactListQuery {
  const search = read(raw, "search")?.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  const status = oneOf(read(raw, "status"), CONTACT_TABS);
  const q: ContactListQuery = {
    page: int(read(raw, "page"), 1, MAX_PAGE) ?? DEFAULT_QUERY.page,
    per_page: int(read(raw, "per_page"), 1, MAX_PER_PAGE) ?? DEFAULT_QUERY.per_page,
    order_by: oneOf(read(raw, "order_by"), SORTABLE) ?? DEFAULT_QUERY.order_by,
    order: oneOf(read(raw, "order"), ["asc", "desc"] as const) ?? DEFAULT_QUERY.order,
  };
  if (status) q.status = status;
  if (search) q.search = search;
  return q;
}

/** The query string for a view: defaults are left out so URLs stay short. */
export function toSearchParams(q: ContactListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.status) p.set("status", q.status);
  if (q.search) p.set("search", q.search);
  if (q.order_by !== DEFAULT_QUERY.order_by) p.set("order_by", q.order_by);
  if (q.order !== DEFAULT_QUERY.order) p.set("order", q.order);
  if (q.per_page !== DEFAULT_QUERY.per_page) p.set("per_page", String(q.per_page));
  if (q.page !== DEFAULT_QUERY.page) p.set("page", String(q.page));
  return p;
}

export function sameQuery(a: ContactListQuery, b: ContactListQuery): boolean {
  return (
    a.page === b.page &&
    a.per_page === b.per_page &&
    a.order_by === b.order_by &&
    a.order === b.order &&
    (a.status ?? null) === (b.status ?? null) &&
    (a.search ?? "") === (b.search ?? "")
  );
}

/** Text columns start A→Z; the date starts with the newest, starred with the starred ones. */
export function firstOrderFor(key: SortKey): SortOrder {
  return key === "date_created" || key === "starred" ? "desc" : "asc";
}

/** Clicking a header: same column flips the order, a new column starts with its natural order. */
export function nextSort(q: ContactListQuery, key: SortKey): Pick<ContactListQuery, "order_by" | "order"> {
  if (q.order_by === key) return { order_by: key, order: q.order === "asc" ? "desc" : "asc" };
  return { order_by: key, order: firstOrderFor(key) };
}
