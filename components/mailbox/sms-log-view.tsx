"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowDownLeft, ArrowUpRight, MessageSquare } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/http/client";
import { SMS_DIRECTION_FILTERS, type SmsLogPage } from "@/lib/mailbox/sms-types";
import { cn } from "@/lib/utils/cn";
import { fullTime } from "./format";
import { LoadError } from "./load-error";
import { MailboxHeader } from "./mailbox-header";
import { SmsStatusBadge } from "./sms-status-badge";

export function SmsLogView({ initialPage, embedded }: { initialPage: SmsLogPage; embedded: boolean }) {
  const [direction, setDirection] = useState<string>("all");
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const list = useQuery({
    queryKey: ["sms-log", direction, page, perPage],
    queryFn: ({ signal }) =>
      apiFetch<SmsLogPage>("/mailbox/sms", { query: { page, per_page: perPage, direction: direction === "all" ? undefined : direction }, signal }),
    initialData: direction === "all" && page === 1 && perPage === 25 ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  const data = list.data;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <MailboxHeader
        channel="sms"
        count={data && `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "message" : "messages"}`}
        description="Every text message in or out of your locations, newest first."
        capturedNote={
          embedded && (
            <>
              Without a connected Twilio account, texts are captured here and not sent. Connect a location&rsquo;s Twilio number, or set <code className="font-mono text-xs">TWILIO_ACCOUNT_SID</code>, to send for real.
            </>
          )
        }
      />
      <Tabs
        value={direction}
        onValueChange={(v) => {
          setDirection(v);
          setPage(1);
        }}
        className="min-w-0"
      >
        <TabsList aria-label="Direction">
          {SMS_DIRECTION_FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={direction} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <Card className="min-w-0 overflow-hidden">
            {list.isError && !data ? (
              <LoadError message="We couldn’t load your text messages." onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : !data ? (
              <div className="flex justify-center p-10">
                <Spinner label="Loading text messages" />
              </div>
            ) : data.total === 0 ? (
              <EmptyState
                icon={MessageSquare}
                title={direction === "all" ? "No text messages yet" : "Nothing here yet"}
                description="Texts you send to contacts and their replies will appear here."
              />
            ) : (
              <>
                <Table className={cn(list.isPlaceholderData && "opacity-60")}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Contact</TableHead>
                      <TableHead>Message</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>Location</TableHead>
                      <TableHead>Date</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.data.map((m) => {
                      const inbound = m.direction === "inbound";
                      const Icon = inbound ? ArrowDownLeft : ArrowUpRight;
                      return (
                        <TableRow key={m.id}>
                          <TableCell className="whitespace-nowrap">
                            <span className="inline-flex items-start gap-2">
                              <Icon className={cn("mt-0.5 size-4 shrink-0", inbound ? "text-success-strong" : "text-primary-strong")} aria-hidden="true" />
                              <span className="sr-only">{inbound ? "From" : "To"}</span>
                              <span className="flex flex-col">
                                {m.contact_name && <span className="font-medium text-foreground">{m.contact_name}</span>}
                                <span className={cn("tabular-nums", m.contact_name && "text-xs text-muted-foreground")}>{inbound ? m.from : m.to}</span>
                              </span>
                            </span>
                          </TableCell>
                          <TableCell className="min-w-64 max-w-md">
                            <p className="break-words whitespace-pre-wrap text-foreground">{m.body}</p>
                            {m.segments > 1 && <p className="mt-0.5 text-xs text-muted-foreground">{m.segments} segments</p>}
                          </TableCell>
                          <TableCell>
                            <div className="flex flex-col items-start gap-1">
                              <SmsStatusBadge status={m.status} />
                              {m.status_reason && <span className="max-w-56 text-xs text-danger-strong">{m.status_reason}</span>}
                            </div>
                          </TableCell>
                          <TableCell className="whitespace-nowrap text-muted-foreground">{m.location}</TableCell>
                          <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                            <time dateTime={new Date(m.created_at).toISOString()}>{fullTime(m.created_at)}</time>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
                <div className="border-t border-border px-4 py-3">
                  <Pagination
                    page={data.current_page}
                    lastPage={data.last_page}
                    total={data.total}
                    perPage={data.per_page}
                    onPageChange={setPage}
                    onPerPageChange={(n) => {
                      setPerPage(n);
                      setPage(1);
                    }}
                  />
                </div>
              </>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
