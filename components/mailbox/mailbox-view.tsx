"use client";

import { useCallback, useState } from "react";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ListPagination } from "@/components/list/list-panel";
import { ListEmpty, ListError, ListLoading, ListRefreshError } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { formatCount, formatShortDateTime, isoString } from "@/lib/format";
import { MAILBOX_FILTERS, mailboxList, type MailboxListState, type MailboxPage } from "@/lib/mailbox/email-types";
import { useMailboxPage } from "@/lib/mailbox/hooks";
import { cn } from "@/lib/utils/cn";
import { MailboxHeader } from "./mailbox-header";
import { MailboxMessagePane } from "./message-pane";
import { EmailStatusBadge } from "./status-badge";

const ALL = "all";

export function MailboxView({ initialPage, initialState, captured }: { initialPage: MailboxPage; initialState: MailboxListState; captured: boolean }) {
  const [state, update] = useListState(mailboxList);
  const filter = state.filters.status ?? ALL;
  const [openId, setOpenId] = useState<number | null>(null);

  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useMailboxPage(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const data = list.page;
  // Nothing to read: one empty state across the card instead of two panes.
  const empty = list.empty;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <MailboxHeader
        channel="email"
        count={data && formatCount(data.total, "email")}
        description="Every email your account sends: password resets, codes and messages to your contacts."
        capturedNote={
          captured &&
          "Email delivery isn’t set up yet, so emails are kept here instead of being sent. Open password reset links and sign-in codes from here."
        }
      />

      <Tabs value={filter} onValueChange={(v) => update({ filters: { status: v === ALL ? null : v } })} className="min-w-0">
        <TabsList aria-label="Email status">
          {MAILBOX_FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value={filter} tabIndex={-1} className="min-w-0 focus-visible:outline-none">
          <Card className={cn("grid min-w-0 overflow-hidden md:min-h-[560px]", !empty && "md:grid-cols-[minmax(280px,380px)_1fr]")}>
            <section aria-label="Emails" className={cn("flex min-w-0 flex-col border-border md:border-r", openId !== null && "hidden md:flex")}>
              {list.refreshFailed && (
                <ListRefreshError message="We couldn’t refresh your emails." onRetry={() => void list.refetch()} retrying={list.isFetching} />
              )}
              {list.failed ? (
                <ListError title="We couldn’t load your emails" onRetry={() => void list.refetch()} retrying={list.isFetching} />
              ) : !data ? (
                <ListLoading label="Loading emails" />
              ) : empty ? (
                <ListEmpty
                  icon={Mail}
                  title={filter === ALL ? "No emails yet" : "No emails with this status"}
                  description={filter === ALL ? "Password resets, verification codes and messages to your contacts will appear here." : "Try another status."}
                />
              ) : (
                <>
                  {list.refreshing && (
                    <div className="flex justify-end border-b border-border px-4 py-1.5">
                      <Spinner size="sm" label="Loading emails" />
                    </div>
                  )}
                  <ul className={cn("flex-1 divide-y divide-border overflow-y-auto", list.stale && "opacity-60")}>
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
                            <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={isoString(m.created_at)}>
                              {formatShortDateTime(m.created_at)}
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
                    <div className="border-t border-border px-3">
                      <ListPagination page={state.page} data={data} onPage={(p) => update({ page: p })} />
                    </div>
                  )}
                </>
              )}
            </section>

            {!empty && (
              <section aria-label="Email" className={cn("min-w-0 flex-col", openId === null ? "hidden md:flex" : "flex")}>
                {openId === null ? (
                  <ListEmpty icon={Mail} title="Select an email to read it" description="The message opens here, exactly as it was sent." />
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
