"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/http/client";
import { MAILBOX_FILTERS, type MailboxPage } from "@/lib/mailbox/email-types";
import { cn } from "@/lib/utils/cn";
import { LoadError } from "./load-error";
import { MailboxHeader } from "./mailbox-header";
import { MailboxMessagePane } from "./message-pane";
import { EmailStatusBadge } from "./status-badge";
import { shortTime } from "./format";

const PER_PAGE = 25;

export function MailboxView({ initialPage, captured }: { initialPage: MailboxPage; captured: boolean }) {
  const [filter, setFilter] = useState<string>("all");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useQuery({
    queryKey: ["mailbox", filter, page],
    queryFn: ({ signal }) =>
      apiFetch<MailboxPage>("/mailbox/messages", { query: { page, per_page: PER_PAGE, status: filter === "all" ? undefined : filter }, signal }),
    initialData: filter === "all" && page === 1 ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  // Nothing to read: one empty state across the card instead of two panes.
  const empty = data?.total === 0;

  const onFilter = (value: string) => {
    setFilter(value);
    setPage(1);
  };

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <MailboxHeader
        channel="email"
        count={data && `${data.total.toLocaleString("en-US")} ${data.total === 1 ? "email" : "emails"}`}
        description="Every email your account sends: password resets, codes and messages to your contacts."
        capturedNote={
          captured && (
            <>
              Email is captured on this machine, so nothing leaves it: open reset links and codes here. Set <code className="font-mono text-xs">SMTP_URL</code> to deliver through your mail server.
            </>
          )
        }
      />

      <Tabs value={filter} onValueChange={onFilter} className="min-w-0">
        <TabsList aria-label="Email status">
          {MAILBOX_FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value={filter} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <Card className={cn("grid min-h-[560px] min-w-0 overflow-hidden", !empty && "md:grid-cols-[minmax(280px,380px)_1fr]")}>
            <section aria-label="Emails" className={cn("flex min-w-0 flex-col border-border md:border-r", openId !== null && "hidden md:flex")}>
              {list.isError && !data ? (
                <LoadError message="We couldn’t load your emails." onRetry={() => void list.refetch()} retrying={list.isFetching} />
              ) : !data ? (
                <div className="flex flex-1 items-center justify-center p-6">
                  <Spinner label="Loading emails" />
                </div>
              ) : data.total === 0 ? (
                <EmptyState
                  icon={Mail}
                  className="flex-1"
                  title={filter === "all" ? "No emails yet" : "No emails with this status"}
                  description={filter === "all" ? "Password resets, verification codes and messages to your contacts will appear here." : "Try another status."}
                />
              ) : (
                <>
                  <ul className={cn("flex-1 divide-y divide-border overflow-y-auto", list.isPlaceholderData && "opacity-60")}>
                    {data.data.map((m) => (
                      <li key={m.id}>
                        <button
                          type="button"
                          onClick={() => setOpenId(m.id)}
                          aria-current={openId === m.id ? "true" : undefined}
                          className={cn(
                            "flex w-full min-w-0 flex-col gap-1 px-4 py-3 text-left transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                            openId === m.id && "bg-primary-tint hover:bg-primary-tint",
                          )}
                        >
                          <span className="flex min-w-0 items-center gap-2">
                            <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{m.to}</span>
                            <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={String(m.created_at)}>
                              {shortTime(m.created_at)}
                            </time>
                          </span>
                          <span className="flex min-w-0 items-center gap-2">
                            <span className="min-w-0 flex-1 truncate text-sm text-secondary-foreground">{m.subject}</span>
                            <EmailStatusBadge status={m.status} />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  {data.last_page > 1 && (
                    <div className="border-t border-border px-3 py-2">
                      <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />
                    </div>
                  )}
                </>
              )}
            </section>

            {!empty && (
              <section aria-label="Email" className={cn("min-w-0 flex-col", openId === null ? "hidden md:flex" : "flex")}>
                {openId === null ? (
                  <EmptyState icon={Mail} className="flex-1" title="Select an email to read it" description="The message opens here, exactly as it was sent." />
                ) : (
                  <>
                    <div className="border-b border-border px-3 py-2 md:hidden">
                      <Button variant="ghost" size="sm" onClick={() => setOpenId(null)}>
                        <ArrowLeft aria-hidden="true" /> All emails
                      </Button>
                    </div>
                    <MailboxMessagePane id={openId} />
                  </>
                )}
              </section>
            )}
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
