/**
 * The contact list's configuration for the list kit: URL state (doc 2 s9 paging, sort, tabs,
 * search) and the table's columns. Pure: the server page and the browser share it.
 */
import { DATE_PRESET_KEYS, isIsoDay, presetRange, type DatePreset } from "@/lib/list/date-presets";
import { defineList, type ListState } from "@/lib/list/params";
import {
  CONTACT_COLUMNS, CONTACT_TABLE_PER_PAGE, CONTACT_TABS, DEFAULT_COLUMNS, PER_PAGE_OPTIONS, SORTABLE, SOURCES, TEMPERATURES,
  type ContactColumn, type ContactTab,
} from "./constants";
import type { ContactFilterQuery, ContactListInput } from "./schemas";

/** The API's search limit (lib/contacts/schemas.ts), without pulling zod into the browser. */
export const MAX_SEARCH_LENGTH = 100;

export const contactList = defineList({
  perPage: CONTACT_TABLE_PER_PAGE,
  perPageOptions: PER_PAGE_OPTIONS,
  sort: {
    keys: SORTABLE,
    default: "date_created",
    direction: "desc",
    // The date starts with the newest, starred with the starred ones; text columns A→Z.
    firstDirection: { date_created: "desc", starred: "desc" },
  },
  // URL names: status (the tab), item (a status item's value), tag (a tag id), temperature,
  // source, starred / flagged ("1"), date (a doc 1 s9 preset or "custom" with from / to).
  filters: {
    status: CONTACT_TABS,
    item: (v) => v.trim().length > 0 && v.length <= 100,
    tag: (v) => /^[1-9]\d{0,8}$/.test(v),
    temperature: TEMPERATURES,
    source: SOURCES,
    starred: ["1"],
    flagged: ["1"],
    date: [...DATE_PRESET_KEYS.filter((k) => k !== "all"), "custom"],
    from: isIsoDay,
    to: isIsoDay,
  },
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type ContactFilterName = "status" | "item" | "tag" | "temperature" | "source" | "starred" | "flagged" | "date" | "from" | "to";
export type ContactListState = ListState<(typeof SORTABLE)[number], ContactFilterName>;

/** When a date preset is read: the location's zone (its days are the preset's days) and the instant. */
export type PresetClock = { timeZone?: string; now?: Date };

/** The filters of a view as the API's names (shared by the list and the export). */
export function toContactFilters(state: Pick<ContactListState, "filters" | "search">, { timeZone, now = new Date() }: PresetClock = {}) {
  const f = state.filters;
  const q: { [K in keyof ContactFilterQuery]?: string } = {};
  if (f.status) q.status = f.status as ContactTab;
  if (state.search) q.search = state.search;
  if (f.item) q.status_value = f.item;
  if (f.tag) q.tag_id = f.tag;
  if (f.temperature) q.temperature = f.temperature;
  if (f.source) q.source = f.source;
  if (f.starred) q.starred = "1";
  if (f.flagged) q.flagged = "1";
  const range = f.date === "custom" ? { from: f.from, to: f.to } : f.date ? presetRange(f.date as DatePreset, now, timeZone) : {};
  // A custom range typed backwards is read the right way round rather than refused.
  const [from, to] = range.from && range.to && range.from > range.to ? [range.to, range.from] : [range.from, range.to];
  if (from) q.date_from = from;
  if (to) q.date_to = to;
  return q as Omit<ContactListInput, "page" | "per_page" | "order_by" | "order">;
}

/** Who a contact bulk call acts on: ticked ids, or "all matching" the list's filters minus the unticked (lib/contacts/bulk-schemas.ts targetFields). */
export type ContactTarget = { contact_ids: number[] } | { all: true; except: number[]; filters: ReturnType<typeof toContactFilters> };

/** The view state as the API's query (GET /contact/list). */
export function toContactQuery(state: ContactListState, clock?: PresetClock): ContactListInput & { page: number; per_page: number } {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "date_created",
    order: state.direction,
    ...toContactFilters(state, clock),
  };
}

/** How many filters beyond the tab and search a view sets (the Filters button's badge). */
export function activeFilterCount(state: Pick<ContactListState, "filters">): number {
  const f = state.filters;
  return [f.item, f.tag, f.temperature, f.source, f.starred, f.flagged, f.date].filter(Boolean).length;
}

export function isContactTab(value: unknown): value is ContactTab {
  return typeof value === "string" && (CONTACT_TABS as readonly string[]).includes(value);
}

export type ColumnMeta = {
  key: ContactColumn;
  label: string;
  /** The API key to sort by, or undefined when the column cannot be sorted. */
  sortKey?: (typeof SORTABLE)[number];
  /** The name is always shown: it is what identifies a row. */
  alwaysVisible?: boolean;
};

const LABELS: Record<ContactColumn, string> = {
  photo: "Photo",
  temperature: "Temperature",
  starred: "Starred",
  first_name: "First Name",
  last_name: "Last Name",
  date_created: "Date Created",
  email: "Email",
  number: "Number",
  status: "Status",
  last_action: "Last Action",
  tags: "Tags",
  login_count: "Login Count",
  last_email_activity: "Last Email Activity",
  last_chat: "Last Chat",
};

/**
 * Table order: who the contact is and where they stand first (so Status and Last Action are
 * on screen at 1280 px), then how to reach them, then the narrow markers and the dates.
 */
export const TABLE_ORDER: readonly ContactColumn[] = [
  "photo", "first_name", "last_name", "status", "email", "number", "last_action", "temperature", "starred",
  "date_created", "tags", "login_count", "last_email_activity", "last_chat",
];

function isSortable(key: string): key is (typeof SORTABLE)[number] {
  return (SORTABLE as readonly string[]).includes(key);
}

export const COLUMN_META: readonly ColumnMeta[] = TABLE_ORDER.map((key) => ({
  key,
  label: LABELS[key],
  sortKey: isSortable(key) ? key : undefined,
  alwaysVisible: key === "first_name" || undefined,
}));

export const COLUMN_BY_KEY = Object.fromEntries(COLUMN_META.map((c) => [c.key, c])) as Record<ContactColumn, ColumnMeta>;

/** The spec's default-on columns (doc 2 s9). */
export const DEFAULT_VISIBLE: readonly ContactColumn[] = DEFAULT_COLUMNS;

export { CONTACT_COLUMNS };
