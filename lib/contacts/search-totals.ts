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
