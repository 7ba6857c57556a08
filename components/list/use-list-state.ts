"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import {
  applyListPatch,
  parseListParams,
  sameListState,
  toListSearchParams,
  type ListConfig,
  type ListPatch,
  type ListState,
} from "@/lib/list/params";

/**
 * A list's view state, kept in the URL so reload, back/forward and shared links restore it.
 * Parsed with the same function the server page used for the first render.
 */
export function useListState<S extends string, F extends string>(config: ListConfig<S, F>) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const qs = searchParams.toString();
  const state = useMemo(() => parseListParams(config, new URLSearchParams(qs)), [config, qs]);

  /**
   * Shallow URL update: history.replaceState is synced into useSearchParams by Next without a
   * server round trip. It reads the live URL, so a late debounced search never undoes a page
   * or tab change made meanwhile.
   */
  const update = useCallback(
    (patch: ListPatch<S, F>) => {
      const current = parseListParams(config, new URLSearchParams(window.location.search));
      const next: ListState<S, F> = applyListPatch(current, patch);
      if (sameListState(next, current)) return;
      const nextQs = toListSearchParams(config, next).toString();
      window.history.replaceState(null, "", nextQs ? `${pathname}?${nextQs}` : pathname);
    },
    [config, pathname],
  );

  return [state, update] as const;
}
