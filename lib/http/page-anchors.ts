/**
 * Page boundaries remembered per list: the row at a given index (its id, and its sort key when
 * the list's statement seeks by key), valid for one list version (a counter a trigger bumps on
 * every write that can move the list's rows). A later page at or after a boundary seeks from that
 * row through the sort index instead of skipping rows with OFFSET, so paging forward costs what
 * the first page costs. In memory, per process; a boundary of another version is never used (the
 * page statement reports the version it read). Used by the list kit's `seek` option
 * (lib/http/list-query.ts) and by the contact list's own statement (lib/contacts/service.ts).
 */
export type Anchor = { index: number; id: number; k?: string };
type Entry = { version: number; points: Map<number, Anchor> };

const MAX_LISTS = 500;
const MAX_POINTS = 256;

// On globalThis: Next's server build can hold this module more than once.
const lists = ((globalThis as Record<string, unknown>).__listPageAnchors ??= new Map()) as Map<string, Entry>;

/** The nearest boundary at or before `index` of this list, with the version it belongs to. */
export function nearestAnchor(key: string, index: number): (Anchor & { version: number }) | null {
  const entry = lists.get(key);
  if (!entry || index < 0) return null;
  let best: Anchor | null = null;
  for (const a of entry.points.values()) if (a.index <= index && (!best || a.index > best.index)) best = a;
  return best && { ...best, version: entry.version };
}

/** The version the remembered boundaries of a list belong to, if any. */
export function cachedVersion(key: string): number | undefined {
  return lists.get(key)?.version;
}

export function remember(key: string, version: number, anchors: Anchor[]): void {
  let entry = lists.get(key);
  if (!entry || entry.version !== version) {
    if (!entry && lists.size >= MAX_LISTS) lists.clear();
    entry = { version, points: new Map() };
    lists.set(key, entry);
  }
  if (entry.points.size + anchors.length > MAX_POINTS) entry.points.clear();
  for (const a of anchors) entry.points.set(a.index, a);
}

export function forget(key: string): void {
  lists.delete(key);
}
