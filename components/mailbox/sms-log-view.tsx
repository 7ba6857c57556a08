"use client";

import { useCallback } from "react";
import { ArrowDownLeft, ArrowUpRight, MessageSquare } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ListColumn } from "@/components/list/columns";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListEmpty, ListError, ListRefreshError } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { formatCount, formatDateTime, isoString } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";
import { useSmsLogPage } from "@/lib/mailbox/hooks";
import { SMS_DIRECTION_FILTERS, smsLogList, type SmsLogEntry, type SmsLogListState, type SmsLogPage } from "@/lib/mailbox/sms-types";
import { cn } from "@/lib/utils/cn";
import { MailboxHeader } from "./mailbox-header";
import { SmsStatusBadge } from "./sms-status-badge";

const ALL = "all";

/** The other party's number: the sender of a received text, the recipient of a sent one. */
function otherNumber(m: SmsLogEntry): string {
  return formatPhone(m.direction === "inbound" ? m.from : m.to) ?? "";
}

function Direction({ m }: { m: SmsLogEntry }) {
  const inbound = m.direction === "inbound";
  const Icon = inbound ? ArrowDownLeft : ArrowUpRight;
  return (
    <>
      <Icon className={cn("size-4 shrink-0", inbound ? "text-success-strong" : "text-primary-strong")} aria-hidden="true" />
      <span className="sr-only">{inbound ? "From" : "To"}</span>
    </>
  );
}

function Status({ m }: { m: SmsLogEntry }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <SmsStatusBadge status={m.status} />
      {m.status_reason && <span className="max-w-56 text-xs whitespace-normal text-danger-strong">{m.status_reason}</span>}
    </div>
  );
}

function When({ m }: { m: SmsLogEntry }) {
  return <time dateTime={isoString(m.created_at)}>{formatDateTime(m.created_at)}</time>;
}

const COLUMNS: ListColumn<SmsLogEntry>[] = [
  {
    key: "contact",
    label: "Contact",
    pinned: true,
    cell: (m) => (
      <span className="inline-flex items-start gap-2">
        <span className="mt-0.5 inline-flex">
          <Direction m={m} />
        </span>
        <span className="flex flex-col">
          {m.contact_name && <span className="font-medium text-foreground">{m.contact_name}</span>}
          <span className={cn("tabular-nums", m.contact_name && "text-xs text-muted-foreground")}>{otherNumber(m)}</span>
        </span>
      </span>
    ),
  },
  {
    key: "body",
    label: "Message",
    className: "min-w-64",
    cellClassName: "min-w-64 max-w-md whitespace-normal",
    cell: (m) => (
      <>
        <p className="break-words whitespace-pre-wrap text-foreground">{m.body}</p>
        {m.segments > 1 && <p className="mt-0.5 text-xs text-muted-foreground">{m.segments} segments</p>}
      </>
    ),
  },
  { key: "status", label: "Status", cell: (m) => <Status m={m} /> },
  { key: "location", label: "Location", cellClassName: "text-muted-foreground", cell: (m) => m.location },
  { key: "date", label: "Date", cellClassName: "text-muted-foreground tabular-nums", cell: (m) => <When m={m} /> },
];

/** A text as a card at 375 px: who, the status, the message, when and where. */
const CARD: CardLayout<SmsLogEntry> = {
  leading: (m) => (
    <span className="mt-1 inline-flex">
      <Direction m={m} />
    </span>
  ),
  title: (m) => m.contact_name ?? otherNumber(m),
  badge: (m) => <SmsStatusBadge status={m.status} />,
  body: (m) => (
    <>
      <p className="text-sm break-words whitespace-pre-wrap text-foreground">{m.body}</p>
      {m.status_reason && <p className="text-xs text-danger-strong">{m.status_reason}</p>}
      <p className="flex min-w-0 flex-wrap gap-x-2 text-xs text-muted-foreground">
        {m.contact_name && <span className="tabular-nums">{otherNumber(m)}</span>}
        <When m={m} />
        <span className="min-w-0 truncate">{m.location}</span>
      </p>
    </>
  ),
};

export function SmsLogView({ initialPage, initialState, embedded }: { initialPage: SmsLogPage; initialState: SmsLogListState; embedded: boolean }) {
  const [state, update] = useListState(smsLogList);
  const direction = state.filters.direction ?? ALL;
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useSmsLogPage(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const data = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <MailboxHeader
        channel="sms"
        count={data && formatCount(data.total, "message")}
        description="Every text message in or out of your locations, newest first."
        capturedNote={
          embedded &&
          "Text messaging isn’t set up yet, so texts are kept here instead of being sent. They go out for real once a Twilio number is connected for your location."
        }
      />
      <Tabs value={direction} onValueChange={(v) => update({ filters: { direction: v === ALL ? null : v } })} className="min-w-0">
        <TabsList aria-label="Direction">
          {SMS_DIRECTION_FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={direction} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <ListPanel
            footer={
              data && !list.empty && !list.failed ? (
                <ListPagination
                  page={state.page}
                  data={data}
                  perPageOptions={smsLogList.perPageOptions}
                  onPage={(p) => update({ page: p })}
                  onPerPage={(n) => update({ per_page: n })}
                />
              ) : undefined
            }
          >
            {list.refreshFailed && (
              <ListRefreshError message="We couldn’t refresh your text messages." onRetry={() => void list.refetch()} retrying={list.isFetching} />
            )}
            {list.refreshing && (
              <div className="flex justify-end border-b border-border px-4 py-1.5">
                <Spinner size="sm" label="Loading text messages" />
              </div>
            )}
            {list.failed ? (
              <ListError title="We couldn’t load your text messages" onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : list.empty ? (
              <ListEmpty
                icon={MessageSquare}
                title={direction === ALL ? "No text messages yet" : direction === "inbound" ? "No texts received yet" : "No texts sent yet"}
                description="Texts you send to contacts and their replies will appear here."
              />
            ) : (
              <DataTable
                label="Text messages"
                columns={COLUMNS}
                rows={data?.data}
                rowLabel={(m) => m.contact_name ?? otherNumber(m)}
                card={CARD}
                stale={list.stale}
                busy={list.isFetching}
              />
            )}
          </ListPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
