"use client";

import { useCallback, useMemo } from "react";
import { ScrollText } from "lucide-react";
import { DataTable } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCheckoutLogs, type CheckoutActivity, type LogPage } from "@/lib/checkout/dashboard-hooks";
import { LOG_SEARCH_MAX, logList, type LogListState } from "@/lib/checkout/log-columns";
import { formatDateTime, isoString } from "@/lib/format";

const KIND: Record<string, { label: string; variant: "success" | "neutral" | "danger" }> = {
  purchase: { label: "Sale", variant: "success" },
  refund: { label: "Refund", variant: "neutral" },
  payment_failed: { label: "Declined", variant: "danger" },
};

function Kind({ a }: { a: CheckoutActivity }) {
  const k = KIND[a.action] ?? { label: a.action, variant: "neutral" as const };
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={k.variant}>{k.label}</Badge>
      {a.test && <Badge variant="outline">Test</Badge>}
    </span>
  );
}

/** CheckoutLogs (/checkout/logs): every sale, refund and declined payment, newest first. */
export function LogIndex({ initialPage, initialState }: { initialPage: LogPage; initialState: LogListState }) {
  const [state, update] = useListState(logList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useCheckoutLogs(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const tab = state.filters.filter ?? "all";

  const columns = useMemo<ListColumn<CheckoutActivity, "date_created">[]>(
    () => [
      { key: "event", label: "Event", alwaysVisible: true, cell: (a) => <span className="font-medium text-foreground [overflow-wrap:anywhere]">{a.title}</span> },
      { key: "detail", label: "Detail", cell: (a) => <span className="[overflow-wrap:anywhere]">{a.body ?? ""}</span> },
      { key: "kind", label: "Type", className: "w-36", cell: (a) => <Kind a={a} /> },
      { key: "date", label: "Date", className: "w-48", cell: (a) => <time dateTime={isoString(a.date_created)}>{formatDateTime(a.date_created)}</time> },
    ],
    [],
  );
  const card = {
    title: (a: CheckoutActivity) => <span className="font-medium [overflow-wrap:anywhere]">{a.title}</span>,
    badge: (a: CheckoutActivity) => <Kind a={a} />,
    fields: [
      { label: "Detail", value: (a: CheckoutActivity) => a.body ?? "" },
      { label: "Date", value: (a: CheckoutActivity) => formatDateTime(a.date_created) },
    ],
  };
  const page = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Checkout logs</h1>
          {page && <Badge className="tabular-nums">{page.total}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">What happened on your checkout pages: sales, refunds and declined payments.</p>
      </header>

      <Tabs value={tab} onValueChange={(v) => update({ filters: { filter: v === "all" ? null : v } })}>
        <TabsList aria-label="Log type">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="purchase">Sales</TabsTrigger>
          <TabsTrigger value="refund">Refunds</TabsTrigger>
          <TabsTrigger value="payment_failed">Declined</TabsTrigger>
        </TabsList>
        <TabsContent value={tab} tabIndex={-1} className="mt-5 min-w-0 focus-visible:outline-none">
          <ListPanel
            toolbar={
              <>
                <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search logs" placeholder="Search by buyer, product or message" maxLength={LOG_SEARCH_MAX} className="min-w-0 flex-1" />
                <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading logs" />}</div>
              </>
            }
            footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={logList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
          >
            <ListBody
              list={list}
              what="the log"
              noun="entries"
              search={state.search}
              onClearSearch={() => update({ search: "" })}
              searchHint="Search by part of a buyer's name, email or product."
              empty={<ListEmpty icon={ScrollText} title="Nothing logged yet" description="Sales, refunds and declined payments on your checkout pages are logged here." />}
            >
              <DataTable
                label="Checkout logs"
                columns={columns}
                rows={page?.data}
                rowLabel={(a) => a.title}
                card={card}
                stale={list.stale}
                busy={list.isFetching}
                skeletonRows={Math.min(state.per_page, 8)}
              />
            </ListBody>
          </ListPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
