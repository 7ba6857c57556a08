"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Filter, SearchX, UsersRound } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BulkBar, type ListAccess } from "@/components/list/bulk-bar";
import { ColumnMenu } from "@/components/list/column-menu";
import { DataTable } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListSelection } from "@/components/list/use-selection";
import { useListState } from "@/components/list/use-list-state";
import { activeFilterCount, COLUMN_META, contactList, isContactTab, MAX_SEARCH_LENGTH, type ContactListState } from "@/lib/contacts/columns";
import { CONTACT_TABS, TAB_TITLES, type ContactColumn, type ContactTab } from "@/lib/contacts/constants";
import { useContactList, useContactTabs, useTableColumns, type ContactPage, type ContactStatusTab } from "@/lib/contacts/hooks";
import { useRequestCounter } from "@/lib/list/use-request-counter";
import { formatCount, formatNumber } from "@/lib/format";
import { nextSort, selectionScope } from "@/lib/list/params";
import { cn } from "@/lib/utils/cn";
import { can } from "@/lib/auth/permissions";
import { ContactImport } from "@/components/contact-import/contact-import";
import { AddContactDialog } from "./add-contact-dialog";
import { ContactCentreLinks } from "./contact-centre-links";
import { useContactBulkActions, type CopyTarget } from "./contact-bulk-actions";
import { contactCard, contactColumns, fullName } from "./contact-cells";
import { ContactFilters } from "./contact-filters";
import { ExportButton } from "./export-button";
import { ManageTabsDialog } from "./manage-tabs-dialog";

const ALL = "all";

/** The status colour of each tab, as a small dot (colour is never the only cue: the label is there). */
const TAB_DOT: Record<ContactTab, string> = {
  leads: "bg-status-leads",
  trials: "bg-status-trials",
  clients: "bg-status-clients",
  staff: "bg-status-staff",
  lost: "bg-status-lost",
};

export type ContactIndexProps = {
  initialTabs: ContactStatusTab[];
  initialPage: ContactPage;
  initialState: ContactListState;
  /** The user's remembered columns (server side), rendered from the first paint. */
  initialColumns: ContactColumn[];
  /** Whose import progress events to follow (progress-channel carries user_id). */
  userId: number;
  access: ListAccess;
  /** Locations Copy To Location offers (empty without the assign permission). */
  copyTargets?: CopyTarget[];
  /** The location's zone: date presets ("Today"…) are its days, whatever the browser's zone. */
  timeZone: string;
};

/** ContactIndex (/contacts): status tabs, search, column toggles and the paged contact list. */
export function ContactIndex({ initialTabs, initialPage, initialState, initialColumns, userId, access, copyTargets = [], timeZone }: ContactIndexProps) {
  const [state, update] = useListState(contactList);
  const status = state.filters.status as ContactTab | undefined;
  const tableRef = useRef<HTMLDivElement>(null);

  const tabsQuery = useContactTabs(initialTabs);
  const tabs = tabsQuery.data ?? initialTabs;
  const titles = useMemo(() => new Map(tabs.flatMap((t) => t.items.map((i) => [i.value, i.title] as const))), [tabs]);
  const allCount = tabs.reduce((sum, t) => sum + t.count, 0);
  const tabTitle = status ? TAB_TITLES[status] : "All";

  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const { counter, loading } = useRequestCounter();
  const list = useContactList(state, { initial: { state: initialState, page: initialPage }, onPastEnd, counter, timeZone });
  const page = list.page;
  const filterCount = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);

  const columns = useMemo(() => contactColumns(titles), [titles]);
  const [visible, setVisible] = useTableColumns(initialColumns);
  const shown = useMemo(() => columns.filter((c) => visible.includes(c.key)), [columns, visible]);
  const card = useMemo(() => contactCard(titles), [titles]);

  const selection = useListSelection(selectionScope(state), page?.total ?? 0);
  const bulk = useContactBulkActions({ state, selection, tabs, rows: page?.data ?? [], copyTargets, total: page?.total ?? 0, timeZone });

  // A new page or order starts at the top of the table's own scroll area.
  useEffect(() => {
    tableRef.current?.querySelector(".overflow-auto")?.scrollTo({ top: 0 });
  }, [state.page, state.per_page, state.sort, state.direction]);

  // A status item belongs to one tab: a new tab drops it.
  const onTab = (value: string) => update({ filters: { status: isContactTab(value) ? value : null, item: null } });
  const clearFilters = () => update({ filters: { item: null, tag: null, temperature: null, source: null, starred: null, flagged: null, date: null, from: null, to: null } });
  const onSearch = (search: string) => update({ search });
  const showAll = () => update({ filters: { status: null } });

  return (
    // Room under the list for the floating bulk-action bar.
    <div className={cn("flex w-full min-w-0 flex-col gap-5", selection.count > 0 && "pb-16")}>
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Contacts</h1>
            <Badge className="tabular-nums">{formatCount(allCount, "contact")}</Badge>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ContactCentreLinks />
            <ContactImport tabs={tabs} userId={userId} canCreate={can(access, "contacts-center", "create")} canDelete={can(access, "contacts-center", "delete")} />
            {can(access, "contacts-center", "create") && <AddContactDialog tabs={tabs} />}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">Everyone you work with, from first enquiry to long-term client.</p>
      </header>

      <Tabs value={status ?? ALL} onValueChange={onTab} className="min-w-0">
        <TabsList aria-label="Contact status">
          <TabsTrigger value={ALL} count={formatNumber(allCount)}>
            All
          </TabsTrigger>
          {CONTACT_TABS.map((type) => {
            const tab = tabs.find((t) => t.type === type);
            return (
              <TabsTrigger key={type} value={type} count={formatNumber(tab?.count ?? 0)}>
                <span aria-hidden="true" className={cn("size-2 rounded-full", TAB_DOT[type])} />
                {tab?.title ?? TAB_TITLES[type]}
              </TabsTrigger>
            );
          })}
        </TabsList>

        <TabsContent value={status ?? ALL} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <ListPanel
            toolbar={
              <>
                <ListSearch
                  value={state.search}
                  onSearch={onSearch}
                  label="Search contacts"
                  placeholder="Search name, email, phone"
                  maxLength={MAX_SEARCH_LENGTH}
                  className="min-w-0 flex-1"
                />
                <div className="ml-auto flex flex-wrap items-center gap-2">
                  {loading && page && <Spinner size="sm" label="Loading contacts" />}
                  <Button variant="outline" size="sm" aria-expanded={filtersOpen} aria-controls="contact-filters" onClick={() => setFiltersOpen((o) => !o)}>
                    <Filter aria-hidden="true" />
                    Filters
                    {filterCount > 0 && <Badge className="ml-0.5 tabular-nums">{filterCount}</Badge>}
                  </Button>
                  <ExportButton state={state} total={page?.total ?? 0} timeZone={timeZone} />
                  {can(access, "contacts-center", "update") && <ManageTabsDialog tabs={tabs} />}
                  <ColumnMenu all={COLUMN_META} visible={visible} onChange={setVisible} />
                </div>
              </>
            }
            footer={
              page && !list.empty && !list.failed ? (
                <ListPagination
                  page={state.page}
                  data={page}
                  perPageOptions={contactList.perPageOptions}
                  onPage={(p) => update({ page: p })}
                  onPerPage={(n) => update({ per_page: n })}
                />
              ) : undefined
            }
          >
            {filtersOpen && (
              <div id="contact-filters">
                <ContactFilters state={state} tabs={tabs} status={status} timeZone={timeZone} onChange={(filters) => update({ filters })} />
              </div>
            )}
            {/* A search that finds nothing wins over the filters here (its state offers Clear filters too). */}
            <ListBody
              list={list}
              what="your contacts"
              noun="contacts"
              search={state.search}
              onClearSearch={() => onSearch("")}
              searchHint={
                status
                  ? `Nothing in ${tabTitle} matches${filterCount ? " with these filters" : ""}. Check the spelling, search by email or number, or search all contacts.`
                  : filterCount
                    ? "Nothing matches the search with these filters. Check the spelling, or clear the filters."
                    : "Check the spelling, or search by email or phone number instead."
              }
              searchActions={
                <>
                  {filterCount > 0 && (
                    <Button variant="ghost" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  )}
                  {status && (
                    <Button variant="ghost" onClick={showAll}>
                      Search all contacts
                    </Button>
                  )}
                </>
              }
              filtered={filterCount > 0 && !state.search}
              noMatch={
                <ListEmpty
                  icon={SearchX}
                  title="No contacts match these filters"
                  description={status ? `Nothing in ${tabTitle} matches every filter you chose. Loosen a filter or clear them all.` : "Loosen a filter or clear them all to see your contacts again."}
                  action={
                    <Button variant="outline" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  }
                />
              }
              empty={
                <ListEmpty
                  icon={UsersRound}
                  title={status ? `No contacts in ${tabTitle} yet` : "No contacts yet"}
                  description={
                    status
                      ? `Contacts appear here once their status is in ${tabTitle}. Change a contact’s status from their profile or with a bulk action.`
                      : "Add your first contact or import a CSV to start building your client list."
                  }
                  action={
                    status && allCount > 0 ? (
                      <Button variant="outline" onClick={showAll}>
                        View all contacts
                      </Button>
                    ) : undefined
                  }
                />
              }
            >
              <div ref={tableRef} className="min-w-0">
                <DataTable
                  label="Contacts"
                  columns={shown}
                  rows={page?.data}
                  rowLabel={(c) => fullName(c) || `contact ${c.id}`}
                  card={card}
                  sort={{ key: state.sort, direction: state.direction, onSort: (key) => update(nextSort(contactList, state, key)) }}
                  selection={selection}
                  stale={list.stale}
                  busy={list.isFetching}
                  skeletonRows={Math.min(state.per_page, 10)}
                  containerClassName="md:max-h-[max(22rem,calc(100dvh-24rem))]"
                />
              </div>
            </ListBody>
          </ListPanel>
        </TabsContent>
      </Tabs>

      <BulkBar selection={selection} total={page?.total ?? 0} pageIds={page?.data.map((c) => c.id) ?? []} noun="contacts" actions={bulk.actions} access={access} />
      {bulk.dialogs}
    </div>
  );
}
