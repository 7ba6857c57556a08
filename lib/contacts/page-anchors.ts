/**
 * Page boundaries remembered per list (location, tab, sort): the sort key and id of the row
 * at a given index. A later request for a page at or after a boundary seeks from it through
 * the sort index instead of skipping rows with OFFSET, so paging forward is as cheap as the
 * first page. Boundaries hold for one list version (bumped by a trigger on every write).
 */
export type Anchor = { index: number; k: string; id: number };
type Entry = { version: number; points: Map<number, Anchor> };

const MAX_LISTS = 500;
const MAX_POINTS = 256;

const lists = ((globalThis as Record<string, unknown>).__contactPageAnchors ??= new Map()) as Map<string, Entry>;

/** The nearest boundary at or before `index` for this list at this version. */
export function nearestAnchor(key: string, version: number | undefined, index: number): Anchor | null {
  const entry = lists.get(key);
  if (!entry || version === undefined || entry.version !== version || index < 0) return null;
  let best: Anchor | null = null;
  for (const a of entry.points.values()) if (a.index <= index && (!best || a.index > best.index)) best = a;
  return best;
}

/** The version the cached boundaries of a list belong to, if any. */
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

/**
 * Search totals remembered per list version, the same way: counting a common three-letter
 * search's matches visits every match (16k rows for "son" in 100k contacts, ~30 ms), while the
 * page itself is a fraction of a millisecond. The page statement checks the version itself
 * and counts again when it moved, so a remembered total is never served stale.
 */
type Total = { version: number; total: number; /** The unfiltered list's size at that version. */ of: number };
const MAX_TOTALS = 1000;
const totals = ((globalThis as Record<string, unknown>).__contactSearchTotals ??= new Map()) as Map<string, Total>;

export function rememberedTotal(key: string): Total | undefined {
  return totals.get(key);
}

export function rememberTotal(key: string, version: number, total: number, of: number): void {
  if (!totals.has(key) && totals.size >= MAX_TOTALS) totals.clear();
  totals.set(key, { version, total, of });
}
