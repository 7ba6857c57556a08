/**
 * The contact list's configuration for the list kit: URL state (doc 2 s9 paging, sort, tabs,
 * search) and the table's columns. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { CONTACT_COLUMNS, CONTACT_TABLE_PER_PAGE, CONTACT_TABS, DEFAULT_COLUMNS, PER_PAGE_OPTIONS, SORTABLE, type ContactColumn, type ContactTab } from "./constants";
import type { ContactListQuery } from "./schemas";

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
  filters: { status: CONTACT_TABS },
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type ContactListState = ListState<(typeof SORTABLE)[number], "status">;

/** The view state as the API's query (GET /contact/list). */
export function toContactQuery(state: ContactListState): ContactListQuery {
  const q: ContactListQuery = {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "date_created",
    order: state.direction,
  };
  if (state.filters.status) q.status = state.filters.status as ContactTab;
  if (state.search) q.search = state.search;
  return q;
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
