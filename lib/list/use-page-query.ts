"use client";

import { useEffect } from "react";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { handleApiError } from "@/lib/http/handle-error";
import type { Page } from "@/lib/http/pagination";
import { sameListState, type ListState } from "./params";

export type PageQueryOptions<Row, St extends ListState> = {
  /** The module's key for this view, e.g. contactKeys.list(state); the state must be part of it. */
  queryKey: QueryKey;
  state: St;
  fetchPage: (state: St, signal: AbortSignal) => Promise<Page<Row>>;
  /** The page the server rendered, and the view it rendered it for. */
  initial?: { state: ListState; page: Page<Row> };
  /** Called when the page asked for is past the end (rows deleted, an old bookmark). */
  onPastEnd?: (lastPage: number) => void;
};

/**
 * One page of any list. The previous page stays on screen while the next loads
 * (placeholder data), and because every view has its own key a late answer for an old view
 * never replaces the current one. Load failures are handled silently (doc 1 s8: list loads
 * only log) apart from session and permission handling; the screen shows its error state.
 */
export function usePageQuery<Row, St extends ListState>({ queryKey, state, fetchPage, initial, onPastEnd }: PageQueryOptions<Row, St>) {
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(state, signal),
    placeholderData: keepPreviousData,
    initialData: initial && sameListState(initial.state, state) ? initial.page : undefined,
  });

  useEffect(() => {
    if (result.error) handleApiError(result.error, { silent: true });
  }, [result.error]);

  const page = result.data;
  const stale = result.isPlaceholderData;
  useEffect(() => {
    if (page && !stale && page.data.length === 0 && page.total > 0 && state.page > page.last_page) onPastEnd?.(page.last_page);
  }, [page, stale, state.page, onPastEnd]);

  return {
    ...result,
    page,
    /** The rows on screen belong to the previous view. */
    stale,
    /** A refetch with rows on screen (show a small spinner, not a skeleton). */
    refreshing: result.isFetching && page != null,
    /** Nothing matches this view. */
    empty: page != null && !stale && page.total === 0,
    /** The first load failed: nothing to show. */
    failed: result.isError && page == null,
    /** A refresh failed: older rows are on screen. */
    refreshFailed: result.isError && page != null && !stale,
  };
}
