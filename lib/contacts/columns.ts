/**
 * Contact table column metadata (doc 2 s9) and the saved column choice.
 * Pure: safe to import from server and client code.
 */
import { CONTACT_COLUMNS, DEFAULT_COLUMNS, SORTABLE, type ContactColumn } from "./constants";

/** localStorage key of the user's visible columns (a JSON array of column keys). */
export const COLUMNS_STORAGE_KEY = "contacts.table.columns.v1";

export type SortableColumn = (typeof SORTABLE)[number];

export type ColumnMeta = {
  key: ContactColumn;
  label: string;
  /** Label only for assistive tech (the header cell shows nothing or an icon). */
  hideLabel: boolean;
  /** The API key to sort by, or null when the column cannot be sorted. */
  sortKey: SortableColumn | null;
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

/** Header shows an icon (starred) or nothing (photo) instead of text. */
const HIDDEN_LABELS: ReadonlySet<ContactColumn> = new Set(["photo", "starred"]);

export function isSortable(key: string): key is SortableColumn {
  return (SORTABLE as readonly string[]).includes(key);
}

export function isContactColumn(key: unknown): key is ContactColumn {
  return typeof key === "string" && (CONTACT_COLUMNS as readonly string[]).includes(key);
}

/** All columns in table order. */
export const COLUMN_META: readonly ColumnMeta[] = CONTACT_COLUMNS.map((key) => ({
  key,
  label: LABELS[key],
  hideLabel: HIDDEN_LABELS.has(key),
  sortKey: isSortable(key) ? key : null,
}));

export const COLUMN_BY_KEY = Object.fromEntries(COLUMN_META.map((c) => [c.key, c])) as Record<
  ContactColumn,
  ColumnMeta
>;

/**
 * The visible columns from whatever was saved (an array, or its JSON text).
 * Unknown keys and duplicates are dropped and the table order is kept; anything unusable
 * (not an array, bad JSON, nothing valid left) falls back to the default columns.
 */
export function visibleColumns(saved: unknown): ContactColumn[] {
  let value = saved;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [...DEFAULT_COLUMNS];
    }
  }
  if (!Array.isArray(value)) return [...DEFAULT_COLUMNS];
  const chosen = new Set(value.filter(isContactColumn));
  if (chosen.size === 0) return [...DEFAULT_COLUMNS];
  return CONTACT_COLUMNS.filter((c) => chosen.has(c));
}

/** Turns one column on or off; the last visible column cannot be hidden. */
export function toggleColumn(
  current: readonly ContactColumn[],
  key: ContactColumn,
  on: boolean,
): ContactColumn[] {
  const next = new Set(current);
  if (on) next.add(key);
  else if (next.size > 1) next.delete(key);
  return CONTACT_COLUMNS.filter((c) => next.has(c));
}
