/**
 * Page boundaries remembered per list for the list kit's `seek` option (lib/http/list-query.ts):
 * the id of the row at a given index, valid for one list version (a counter a trigger bumps on
 * every write that can move the list's rows). A later page at or after a boundary seeks from that
 * row through the sort index instead of skipping rows with OFFSET. In memory, per process; a
 * boundary of another version is never used (the page statement reports the version it read).
 */
type Entry = { version: number; points: Map<number, number> };

const MAX_LISTS = 500;
const MAX_POINTS = 256;

// On globalThis: Next's server build can hold this module more than once.
const lists = ((globalThis as Record<string, unknown>).__listPageAnchors ??= new Map()) as Map<string, Entry>;

/** The nearest boundary at or before `index` of this list, with the version it belongs to. */
export function nearestBoundary(key: string, index: number): { version: number; index: number; id: number } | null {
  const entry = lists.get(key);
  if (!entry || index < 0) return null;
  let best = -1;
  for (const i of entry.points.keys()) if (i <= index && i > best) best = i;
  return best < 0 ? null : { version: entry.version, index: best, id: entry.points.get(best)! };
}

export function rememberBoundary(key: string, version: number, index: number, id: number): void {
  let entry = lists.get(key);
  if (!entry || entry.version !== version) {
    if (!entry && lists.size >= MAX_LISTS) lists.clear();
    entry = { version, points: new Map() };
    lists.set(key, entry);
  }
  if (entry.points.size >= MAX_POINTS) entry.points.clear();
  entry.points.set(index, id);
}

export function forgetBoundaries(key: string): void {
  lists.delete(key);
}
