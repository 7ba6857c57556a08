"use client";

import type { ReactNode } from "react";
import { FolderOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { CardSkeletons, ListEmpty } from "@/components/list/list-states";
import { Spinner } from "@/components/ui/spinner";
import type { Page } from "@/lib/http/pagination";
import { FOLDER_MSG } from "@/lib/folders/constants";
import { ContentGrid } from "./content-grid";

/** What the dashboard list reads off its page query (lib/list/use-page-query). */
export type DashboardListQuery = {
  page: (Pick<Page<unknown>, "last_page" | "total" | "per_page"> & { data: unknown[] }) | undefined;
  refreshing: boolean;
  stale: boolean;
  empty: boolean;
  failed: boolean;
  refreshFailed: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The body of a content dashboard (playbooks, pages, forms, templates, broadcasts): a folder that
 * is gone, else the list kit's states (ListBody) with card skeletons, then the cards.
 * The cards' titles are h3 (ContentCard), so a hidden h2 keeps the outline h1 > h2 > h3.
 */
export function ContentDashboardList<T>({
  noun, list, items, search, onClearSearch, searchField = "title", filtered, noMatch, empty, folderGone, onBackToMain,
  heading, label, getId, getTitle, onReorder, renderCard, className = "p-4",
}: {
  /** Plural, lower case: "playbooks". */
  noun: string;
  list: DashboardListQuery;
  items: T[];
  search: string;
  onClearSearch: () => void;
  /** What the search looks in, for the "no match" hint. */
  searchField?: "title" | "name";
  /** Filters other than the search narrow the view: `noMatch` is shown when it is empty. */
  filtered?: boolean;
  noMatch?: ReactNode;
  /** The view is empty and unfiltered. */
  empty: ReactNode;
  folderGone?: boolean;
  onBackToMain?: () => void;
  /** The hidden h2 over the cards; "Your {noun}" by default, null where the page has one already. */
  heading?: string | null;
  label: string;
  getId: (item: T) => number;
  getTitle: (item: T) => string;
  onReorder?: (ids: number[]) => Promise<unknown>;
  renderCard: Parameters<typeof ContentGrid<T>>[0]["renderCard"];
  className?: string;
}) {
  return (
    <div className={className}>
      {folderGone ? (
        <ListEmpty
          icon={FolderOpen}
          title="This folder is no longer here"
          description={`It may have been deleted or archived. Its ${noun} are in the main folder.`}
          action={onBackToMain ? <Button variant="outline" onClick={onBackToMain}>Back to {FOLDER_MSG.mainFolder}</Button> : undefined}
        />
      ) : (
        <ListBody
          list={list}
          what={`your ${noun}`}
          noun={noun}
          search={search}
          onClearSearch={onClearSearch}
          searchHint={`Check the spelling, or search for part of the ${searchField}.`}
          filtered={filtered}
          noMatch={noMatch}
          empty={empty}
          loading={<CardSkeletons count={6} />}
        >
          {heading !== null && <h2 className="sr-only">{heading ?? `Your ${noun}`}</h2>}
          <ContentGrid label={label} items={items} getId={getId} getTitle={getTitle} busy={list.stale} onReorder={onReorder} renderCard={renderCard} />
        </ListBody>
      )}
    </div>
  );
}

type ListProps<T> = Parameters<typeof ContentDashboardList<T>>[0];

/**
 * A content dashboard's panel: the search box (and a spinner while it refreshes) over the
 * dashboard list, and the pages under it. The list's state is the kit's URL state (useListState).
 */
export function ContentDashboardPanel<T>({ state, update, perPageOptions, searchLabel, searchPlaceholder, searchMaxLength, toolbar, ...list }: Omit<ListProps<T>, "search" | "onClearSearch" | "className"> & {
  state: { search: string; page: number };
  update: (patch: { search?: string; page?: number; per_page?: number }) => void;
  perPageOptions: readonly number[];
  searchLabel: string;
  searchPlaceholder: string;
  searchMaxLength: number;
  /** The module's own controls beside the search box (the templates' type filter). */
  toolbar?: ReactNode;
}) {
  const page = list.list.page;
  return (
    <ListPanel
      toolbar={
        <>
          <ListSearch value={state.search} onSearch={(search) => update({ search })} label={searchLabel} placeholder={searchPlaceholder} maxLength={searchMaxLength} className="min-w-0 flex-1" />
          {toolbar}
          <div className="ml-auto flex items-center gap-2">{list.list.refreshing && <Spinner size="sm" label={`Loading ${list.noun}`} />}</div>
        </>
      }
      footer={page && !list.list.empty && !list.list.failed ? <ListPagination page={state.page} data={page} perPageOptions={perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
    >
      <ContentDashboardList {...list} search={state.search} onClearSearch={() => update({ search: "" })} />
    </ListPanel>
  );
}
