/**
 * Column definitions of a list screen and the saved choice of visible columns.
 * The types and helpers are pure; the cells are React nodes built by the module.
 */
import type { ReactNode } from "react";

export type ListColumn<Row, S extends string = string, K extends string = string> = {
  key: K;
  label: string;
  /** Header content instead of the label (an icon); the label stays for screen readers. */
  header?: ReactNode;
  /** Show the label only to assistive tech (narrow columns: photo, star). */
  hideLabel?: boolean;
  /** The API's sort key, when the column can be sorted. */
  sortKey?: S;
  cell: (row: Row) => ReactNode;
  /** Width and alignment of the header cell (e.g. "w-12"); cells follow the header's width. */
  className?: string;
  cellClassName?: string;
  /**
   * Pinned columns stay put when the table scrolls sideways. Only leading columns can be
   * pinned; each pinned column but the last needs `width` (px) to place the next one.
   */
  pinned?: boolean;
  width?: number;
  /** Some columns are always shown (the name); the rest can be switched off. */
  alwaysVisible?: boolean;
};

/**
 * The visible column keys from whatever was saved (an array or its JSON text): unknown keys
 * and duplicates are dropped, table order is kept, always-visible columns are added, and
 * anything unusable falls back to the defaults.
 */
export function readVisibleColumns<K extends string>(
  saved: unknown,
  all: readonly { key: K; alwaysVisible?: boolean }[],
  defaults: readonly K[],
): K[] {
  let value = saved;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const known = new Set(all.map((c) => c.key));
  const chosen = Array.isArray(value) ? new Set(value.filter((k): k is K => typeof k === "string" && known.has(k as K))) : new Set<K>();
  const base = chosen.size > 0 ? chosen : new Set(defaults);
  return all.filter((c) => c.alwaysVisible || base.has(c.key)).map((c) => c.key);
}

/** Turns one column on or off; always-visible columns and the last visible one stay. */
export function toggleVisibleColumn<K extends string>(
  current: readonly K[],
  all: readonly { key: K; alwaysVisible?: boolean }[],
  key: K,
  on: boolean,
): K[] {
  const next = new Set(current);
  const col = all.find((c) => c.key === key);
  if (on) next.add(key);
  else if (next.size > 1 && !col?.alwaysVisible) next.delete(key);
  return all.filter((c) => next.has(c.key)).map((c) => c.key);
}

/** The localStorage key of one user's visible columns on one list. */
export function columnsStorageKey(listId: string, userId: number | string): string {
  return `list.${listId}.columns.v2.${userId}`;
}
