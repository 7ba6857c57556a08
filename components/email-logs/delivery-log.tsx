"use client";

import { useCallback, useMemo } from "react";
import { MailSearch, Send } from "lucide-react";
import { DataTable } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { EmailStatusBadge } from "@/components/mailbox/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { deliveryList, type DeliveryListState } from "@/lib/email-logs/columns";
import { DELIVERY_SOURCES, DELIVERY_STATUSES } from "@/lib/email-logs/constants";
import { useDeliveryLog, type DeliveryLogPage } from "@/lib/email-logs/hooks";
import type { DeliveryLogRow } from "@/lib/email-logs/schemas";
import { formatDateTime, formatNumber, isoString } from "@/lib/format";

const ALL = "all";
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Filter({ label, value, options, onChange }: { label: string; value: string | null; options: readonly string[]; onChange: (v: string | null) => void }) {
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? null : v)}>
      <SelectTrigger aria-label={label} className="w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{`All ${label.toLowerCase()}es`.replace("sourcees", "sources")}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o} value={o}>{cap(o)}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const Events = ({ r }: { r: DeliveryLogRow }) => (
  <span className="flex flex-wrap gap-1">
    <Badge variant="neutral" className="tabular-nums">{`${formatNumber(r.opens)} opens`}</Badge>
    <Badge variant="neutral" className="tabular-nums">{`${formatNumber(r.clicks)} clicks`}</Badge>
    {r.bounced && <Badge variant="danger">Bounced</Badge>}
  </span>
);

/** GET /email-log/get-delivery-log: every email the location sent, newest first, by status and source. */
export function DeliveryLog({ initialPage, initialState }: { initialPage: DeliveryLogPage; initialState: DeliveryListState }) {
  const [state, update] = useListState(deliveryList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useDeliveryLog(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const filtered = !!(state.filters.status || state.filters.source);
  const columns = useMemo<ListColumn<DeliveryLogRow, "date">[]>(
    () => [
      { key: "to", label: "To", alwaysVisible: true, cell: (r) => <span className="font-medium text-foreground [overflow-wrap:anywhere]">{r.to}</span> },
      { key: "subject", label: "Subject", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.subject}</span> },
      { key: "status", label: "Status", className: "w-32", cell: (r) => <span title={r.status_reason ?? undefined}><EmailStatusBadge status={r.status} /></span> },
      { key: "events", label: "Events", className: "w-56", cell: (r) => <Events r={r} /> },
      { key: "source", label: "Source", className: "w-28", cell: (r) => (r.source ? cap(r.source) : "—") },
      { key: "date", label: "Date", className: "w-48", cell: (r) => <time dateTime={isoString(r.created_at)}>{formatDateTime(r.created_at)}</time> },
    ],
    [],
  );
  const card = {
    title: (r: DeliveryLogRow) => <span className="font-medium [overflow-wrap:anywhere]">{r.to}</span>,
    badge: (r: DeliveryLogRow) => <EmailStatusBadge status={r.status} />,
    fields: [
      { label: "Subject", value: (r: DeliveryLogRow) => r.subject },
      { label: "Events", value: (r: DeliveryLogRow) => <Events r={r} /> },
      { label: "Date", value: (r: DeliveryLogRow) => formatDateTime(r.created_at) },
    ],
  };
  const page = list.page;
  return (
    <section aria-labelledby="delivery-log-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="delivery-log-title" className="text-base font-semibold text-foreground">Delivery log</h2>
      <ListPanel
        toolbar={
          <>
            <Filter label="Status" value={state.filters.status ?? null} options={DELIVERY_STATUSES} onChange={(status) => update({ filters: { status } })} />
            <Filter label="Source" value={state.filters.source ?? null} options={DELIVERY_SOURCES} onChange={(source) => update({ filters: { source } })} />
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading the delivery log" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={deliveryList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        <ListBody
          list={list}
          what="the delivery log"
          noun="emails"
          filtered={filtered}
          noMatch={<ListEmpty icon={MailSearch} title="No email matches these filters" description="Choose another status or source." action={<Button variant="outline" onClick={() => update({ filters: { status: null, source: null } })}>Clear filters</Button>} />}
          empty={<ListEmpty icon={Send} title="No email sent yet" description="Email you send to contacts (from a profile, a template or a broadcast) is logged here with its opens, clicks and bounces." />}
        >
          <DataTable label="Delivery log" keyboardScroll columns={columns} rows={page?.data} rowLabel={(r) => `${r.to}: ${r.subject}`} card={card} stale={list.stale} busy={list.isFetching} skeletonRows={Math.min(state.per_page, 8)} />
        </ListBody>
      </ListPanel>
    </section>
  );
}
