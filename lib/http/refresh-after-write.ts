import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * After a write: every query under `keys` reads again, after the write. A read already in
 * flight may have read before the write committed, and TanStack Query reuses a first fetch
 * in flight (a query with no data yet) instead of starting another on invalidation, so its
 * stale answer would stay on screen. Cancelling those reads first makes the invalidation's
 * refetch the one that lands (an unread thread opened while its list was loading stayed unread).
 */
export async function refreshAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey, fetchStatus: "fetching" })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
