"use client";

import type { ReactNode } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListEmpty, ListError, ListRefreshError } from "./list-states";

/** What the body reads off a list's page query (lib/list/use-page-query). */
export type ListBodyQuery = { page?: unknown; empty: boolean; failed: boolean; refreshFailed: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * Any other query (not the kit's page query) in ListBody's terms, read as usePageQuery reads its
 * own: `isEmpty` says when its data holds nothing; placeholder data is not a refresh's result.
 */
export function listBodyOf<T>(
  q: { data: T | undefined; isError: boolean; isFetching: boolean; isPlaceholderData?: boolean; refetch: () => unknown },
  isEmpty: (data: T) => boolean,
): ListBodyQuery {
  const data = q.data;
  return {
    page: data,
    empty: data !== undefined && isEmpty(data),
    failed: q.isError && data === undefined,
    refreshFailed: q.isError && data !== undefined && !q.isPlaceholderData,
    isFetching: q.isFetching,
    refetch: q.refetch,
  };
}

/**
 * The states of a list in its panel, in one order for every list: a refresh that failed (older
 * rows stay), a first load that failed, nothing matching the search (or `filtered`: `noMatch`),
 * nothing yet (`empty`, the module's own words and next step), else the rows (`children`: a
 * DataTable, or a dashboard's cards). `loading` shows before the first page when the rows
 * have no skeleton of their own.
 */
export function ListBody({ list, what, noun, search, onClearSearch, searchHint = "Check the spelling, or search for part of the name.", searchActions, filtered, noMatch, empty, loading, children }: {
  list: ListBodyQuery;
  /** How the errors name the list: "your orders", "the log". */
  what: string;
  /** Plural, lower case, for "No orders match “…”". */
  noun: string;
  search?: string;
  onClearSearch?: () => void;
  searchHint?: string;
  /** More next steps beside Clear search when a search finds nothing ("Clear filters"). */
  searchActions?: ReactNode;
  /** Filters other than the search narrow the view: `noMatch` is shown when it is empty. */
  filtered?: boolean;
  noMatch?: ReactNode;
  empty: ReactNode;
  loading?: ReactNode;
  children: ReactNode;
}) {
  const retry = () => void list.refetch();
  let body: ReactNode;
  if (list.failed) body = <ListError title={`We couldn’t load ${what}`} onRetry={retry} retrying={list.isFetching} />;
  else if (loading && !list.page) body = loading;
  else if (list.empty && filtered && noMatch) body = noMatch;
  else if (list.empty && search)
    body = (
      <ListEmpty
        icon={SearchX}
        title={`No ${noun} match “${search}”`}
        description={searchHint}
        action={
          onClearSearch || searchActions ? (
            <>
              {onClearSearch && <Button variant="outline" onClick={onClearSearch}>Clear search</Button>}
              {searchActions}
            </>
          ) : undefined
        }
      />
    );
  else if (list.empty) body = empty;
  else body = children;
  return (
    <>
      {list.refreshFailed && <ListRefreshError message={`We couldn’t refresh ${what}. You may be seeing older data.`} onRetry={retry} retrying={list.isFetching} />}
      {body}
    </>
  );
}
