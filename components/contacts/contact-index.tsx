"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { SearchX, TriangleAlert, UsersRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CONTACT_TABS, PER_PAGE_OPTIONS, TAB_TITLES, type ContactTab } from "@/lib/contacts/constants";
import {
  useContactList,
  useContactTabs,
  useVisibleColumns,
  type ContactPage,
  type ContactStatusTab,
} from "@/lib/contacts/hooks";
import { cn } from "@/lib/utils/cn";
import { BulkBar } from "./bulk-bar";
import { ColumnToggle } from "./column-toggle";
import { ContactSearch } from "./contact-search";
import { ContactTable } from "./contact-table";
import { numberFormat } from "./format";
import {
  isContactTab,
  nextSort,
  parseContactQuery,
  sameQuery,
  toSearchParams,
  type ContactListQuery,
  type SortKey,
} from "@/lib/contacts/list-query";

const ALL = "all";

/** The status colour of each tab, as a small dot (colour is never the only cue: the label is there). */
const TAB_DOT: Record<ContactTab, string> = {
  leads: "bg-status-leads",
  trials: "bg-status-trials",
  clients: "bg-status-clients",
  staff: "bg-status-staff",
  lost: "bg-status-lost",
};

const NO_SELECTION: ReadonlySet<number> = new Set();

export type ContactIndexProps = {
  initialTabs: ContactStatusTab[];
  initialPage: ContactPage;
  initialQuery: ContactListQuery;
};

/** ContactIndex (/contacts): status tabs, search, column toggles and the paged contact table. */
export function ContactIndex({ initialTabs, initialPage, initialQuery }: ContactIndexProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const paramsKey = searchParams.toString();
  // The URL is the source of truth, so reload and back/forward restore the view.
  const query = useMemo(() => parseContactQuery(new URLSearchParams(paramsKey)), [paramsKey]);
  const tableRef = useRef<HTMLDivElement>(null);

  /**
   * Shallow URL update: history.replaceState is synced into useSearchParams by Next without a
   * server round trip or scrolling. Reads the live URL so a late debounced search never
   * undoes a page or tab change made meanwhile.
   */
  const update = useCallback(
    (patch: Partial<ContactListQuery>) => {
      const current = parseContactQuery(new URLSearchParams(window.location.search));
      const next: ContactListQuery = { ...current, ...patch };
      if (!next.status) delete next.status;
      if (!next.search) delete next.search;
      if (sameQuery(next, current)) return;
      const qs = toSearchParams(next).toString();
      window.history.replaceState(null, "", qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );

  const tabsQuery = useContactTabs(initialTabs);
  const tabs = tabsQuery.data ?? initialTabs;
  const titles = useMemo(
    () => new Map(tabs.flatMap((t) => t.items.map((i) => [i.value, i.title] as const))),
    [tabs],
  );
  const allCount = tabs.reduce((sum, t) => sum + t.count, 0);
  const tabTitle = query.status ? TAB_TITLES[query.status] : "All";

  const list = useContactList(query, sameQuery(query, initialQuery) ? initialPage : undefined);
  const page = list.data;
  const stale = list.isPlaceholderData;
  const refreshing = list.isFetching && page != null;

  const [columns, setColumns] = useVisibleColumns();

  // Selection belongs to one filtered set (tab + search); paging and sorting keep it.
  const scope = `${query.status ?? ALL}\u0000${query.search ?? ""}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: NO_SELECTION,
  });
  const selected = selection.scope === scope ? selection.ids : NO_SELECTION;
  const setSelected = useCallback((ids: ReadonlySet<number>) => setSelection({ scope, ids }), [scope]);

  // A page past the end (rows deleted, bookmarked URL): go to the last page.
  useEffect(() => {
    if (page && !stale && page.data.length === 0 && page.total > 0 && query.page > page.last_page) {
      update({ page: page.last_page });
    }
  }, [page, stale, query.page, update]);

  // A new page or order starts at the top of the table's own scroll area.
  useEffect(() => {
    tableRef.current?.firstElementChild?.scrollTo({ top: 0 });
  }, [query.page, query.per_page, query.order_by, query.order]);

  const onSort = (key: SortKey) => update({ ...nextSort(query, key), page: 1 });
  const onTab = (value: string) => update({ status: isContactTab(value) ? value : undefined, page: 1 });
  const onSearch = (search: string) => update({ search: search || undefined, page: 1 });

  const showEmpty = page != null && !stale && page.total === 0;
  const showError = list.isError && page == null;

  return (
    // Room under the table for the floating bulk-action bar.
    <div className={cn("flex w-full min-w-0 flex-col gap-5", selected.size > 0 && "pb-16")}>
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Contacts</h1>
          <Badge className="tabular-nums">
            {numberFormat.format(allCount)} {allCount === 1 ? "contact" : "contacts"}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Everyone you work with, from first enquiry to long-term client.
        </p>
      </header>

      <Tabs value={query.status ?? ALL} onValueChange={onTab} className="min-w-0">
        <TabsList aria-label="Contact status">
          <TabsTrigger value={ALL} count={numberFormat.format(allCount)}>
            All
          </TabsTrigger>
          {CONTACT_TABS.map((type) => {
            const tab = tabs.find((t) => t.type === type);
            return (
              <TabsTrigger key={type} value={type} count={numberFormat.format(tab?.count ?? 0)}>
                <span aria-hidden="true" className={cn("size-2 rounded-full", TAB_DOT[type])} />
                {tab?.title ?? TAB_TITLES[type]}
              </TabsTrigger>
            );
          })}
        </TabsList>

        <TabsContent value={query.status ?? ALL} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <Card className="min-w-0 overflow-hidden">
            <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
              <ContactSearch value={query.search ?? ""} onSearch={onSearch} className="min-w-0 flex-1" />
              <div className="ml-auto flex items-center gap-2">
                {refreshing && <Spinner size="sm" label="Loading contacts" />}
                <ColumnToggle columns={columns} onChange={setColumns} />
              </div>
            </div>

            {list.isError && page != null && !stale && (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-2 border-b border-border bg-danger-tint px-4 py-2 text-sm text-danger-strong"
              >
                <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                <span className="flex-1">We couldn’t refresh your contacts. You may be seeing older data.</span>
                <Button variant="outline" size="sm" onClick={() => void list.refetch()} loading={list.isFetching} loadingText="Retrying">
                  Retry
                </Button>
              </div>
            )}

            {showError ? (
              <div role="alert">
                <EmptyState
                  icon={TriangleAlert}
                  title="We couldn’t load your contacts"
                  description="Something went wrong while loading this list. Check your connection and try again."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => void list.refetch()}
                      loading={list.isFetching}
                      loadingText="Retrying"
                    >
                      Retry
                    </Button>
                  }
                />
              </div>
            ) : showEmpty && query.search ? (
              <EmptyState
                icon={SearchX}
                title={`No contacts match “${query.search}”`}
                description={
                  query.status
                    ? `Nothing in ${tabTitle} matches. Check the spelling, search by email or number, or search all contacts.`
                    : "Check the spelling, or search by email or phone number instead."
                }
                action={
                  <>
                    <Button variant="outline" onClick={() => onSearch("")}>
                      Clear search
                    </Button>
                    {query.status && (
                      <Button variant="ghost" onClick={() => update({ status: undefined, page: 1 })}>
                        Search all contacts
                      </Button>
                    )}
                  </>
                }
              />
            ) : showEmpty ? (
              <EmptyState
                icon={UsersRound}
                title={query.status ? `No contacts in ${tabTitle} yet` : "No contacts yet"}
                description={
                  query.status
                    ? `Contacts appear here once their status is in ${tabTitle}. Change a contact’s status from their profile or with a bulk action.`
                    : "Add your first contact or import a CSV to start building your client list."
                }
                action={
                  query.status && allCount > 0 ? (
                    <Button variant="outline" onClick={() => update({ status: undefined, page: 1 })}>
                      View all contacts
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <div ref={tableRef} className="min-w-0">
                <ContactTable
                  columns={columns}
                  rows={page?.data}
                  stale={stale}
                  busy={list.isFetching}
                  skeletonRows={Math.min(query.per_page, 10)}
                  query={query}
                  onSort={onSort}
                  titles={titles}
                  selected={selected}
                  onSelectedChange={setSelected}
                />
                </div>
                {page && (
                <div className="border-t border-border px-4">
                  <Pagination
                    page={query.page}
                    lastPage={page?.last_page ?? 1}
                    total={page?.total ?? 0}
                    perPage={query.per_page}
                    perPageOptions={PER_PAGE_OPTIONS}
                    onPageChange={(p) => update({ page: p })}
                    onPerPageChange={(n) => update({ per_page: n, page: 1 })}
                  />
                </div>
                )}
              </>
            )}
          </Card>
        </TabsContent>
      </Tabs>

      <BulkBar count={selected.size} onClear={() => setSelected(NO_SELECTION)} />
    </div>
  );
}
