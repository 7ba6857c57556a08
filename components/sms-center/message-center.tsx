"use client";

import { useState } from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { ListPagination } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { useListState } from "@/components/list/use-list-state";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ListState } from "@/lib/list/params";
import { EVENTS, userChannel } from "@/lib/platform/realtime/channels";
import { useRealtimeEvent } from "@/lib/platform/realtime/client";
import { CHANNEL_LABELS, channelOf, contactOf, messageCenterList, tabOf, type MessageChannel, type Thread, type ThreadPage } from "@/lib/sms-center/columns";
import { THREAD_TAB_LABELS, THREAD_TABS, type ThreadTab } from "@/lib/sms-center/constants";
import { messageKeys, useStats, useThreads } from "@/lib/sms-center/hooks";
import { cn } from "@/lib/utils/cn";
import { Conversation, type ConversationAccess } from "./conversation";
import { NewConversation } from "./new-conversation";
import { ThreadList } from "./thread-list";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

type Props = {
  initialState: ListState;
  initialPage: ThreadPage;
  timeZone: string;
  userId: number;
  access: ConversationAccess;
};

/**
 * The message centre (/message-center, /sms-center): SMS and portal chat threads (Inbox,
 * Unread, Archived), the open conversation with its contact card, and one composer.
 * Below md it is one pane: the list, then the conversation with a back button.
 */
export function MessageCenter({ initialState, initialPage, timeZone, userId, access }: Props) {
  const [state, update] = useListState(messageCenterList);
  const channel = channelOf(state);
  const tab = tabOf(state);
  const selected = contactOf(state);
  const list = useThreads(channel, state, { state: initialState, page: initialPage });
  const stats = useStats(channel);
  const queryClient = useQueryClient();

  // New messages anywhere refresh the lists, counts and the open conversation.
  const refresh = () => void refreshAfterWrite(queryClient, [messageKeys.all]);
  useRealtimeEvent(userChannel("sms-receive", userId), EVENTS["sms-receive"], refresh);
  useRealtimeEvent(userChannel("portal-messsage-member", userId), EVENTS["portal-messsage-member"], refresh);

  // The open thread stays on screen when a write moves it out of the current tab or page.
  const [kept, setKept] = useState<{ channel: MessageChannel; thread: Thread } | null>(null);
  const fromList = list.page?.data.find((t) => t.contact_id === selected) ?? null;
  if (fromList && (kept?.thread !== fromList || kept.channel !== channel)) setKept({ channel, thread: fromList });
  const thread = fromList ?? (kept && kept.channel === channel && kept.thread.contact_id === selected ? kept.thread : null);

  const select = (contactId: number | null) => update({ filters: { contact: contactId ? String(contactId) : null } });
  const showConversation = selected !== null && thread !== null;

  return (
    <div className="flex h-dvh flex-col bg-background">
      <header className="flex items-center gap-3 border-b border-border bg-card px-4 py-3">
        <Link href="/home" className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Home</span>
        </Link>
        <h1 className="flex-1 text-lg font-semibold text-foreground">Message Center</h1>
        {access.canCreate && access.canViewContacts && (
          <NewConversation
            onPick={(t) => {
              setKept({ channel, thread: t });
              select(t.contact_id);
            }}
          />
        )}
      </header>

      <Tabs
        value={channel}
        onValueChange={(v) => update({ filters: { channel: v === "portal" ? "portal" : null, contact: null } })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className={cn("border-b border-border bg-card px-4", showConversation && "hidden md:block")}>
          <TabsList aria-label="Channel" className="gap-4">
            {(["sms", "portal"] as const).map((c) => (
              <TabsTrigger key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      <TabsContent value={channel} tabIndex={-1} className="flex min-h-0 flex-1 pt-0 focus-visible:outline-none">
        <section
          aria-label="Conversations list"
          className={cn("flex min-h-0 w-full flex-col border-r border-border bg-card md:w-80 lg:w-96", showConversation && "hidden md:flex")}
        >
          <Tabs value={tab} onValueChange={(v) => update({ filters: { tab: v === "inbox" ? null : (v as ThreadTab) } })} className="flex min-h-0 flex-1 flex-col">
            <div className="flex flex-col gap-3 border-b border-border px-4 pt-3">
              <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search conversations" placeholder="Search name, phone, email" maxLength={100} />
              <TabsList aria-label="Conversations" className="gap-4">
                {THREAD_TABS.map((t) => (
                  <TabsTrigger key={t} value={t} count={stats.data ? stats.data[t] : undefined}>
                    {THREAD_TAB_LABELS[t]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value={tab} tabIndex={-1} className="flex min-h-0 flex-1 flex-col pt-0 focus-visible:outline-none">
              <div className={cn("min-h-0 flex-1 overflow-y-auto", list.stale && "opacity-60")}>
                <ThreadList
                  threads={list.page?.data}
                  failed={list.failed}
                  onRetry={() => void list.refetch()}
                  retrying={list.isFetching}
                  selected={selected}
                  onSelect={select}
                  tab={tab}
                  search={state.search}
                  onClearSearch={() => update({ search: "" })}
                  timeZone={timeZone}
                  channelLabel={CHANNEL_LABELS[channel]}
                />
              </div>
              {list.page && list.page.last_page > 1 && (
                <div className="border-t border-border px-2">
                  <ListPagination page={state.page} data={list.page} onPage={(page) => update({ page })} />
                </div>
              )}
            </TabsContent>
          </Tabs>
        </section>

        <div className={cn("min-h-0 flex-1 flex-col", showConversation ? "flex" : "hidden md:flex")}>
          {thread ? (
            <Conversation key={`${channel}-${thread.contact_id}`} channel={channel} thread={thread} timeZone={timeZone} access={access} onBack={() => select(null)} />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              className="m-auto"
              title="Choose a conversation"
              description={`Pick ${channel === "sms" ? "an SMS" : "a portal chat"} conversation on the left to read it and reply. Times are shown in ${timeZone}.`}
            />
          )}
        </div>
      </TabsContent>
      </Tabs>
    </div>
  );
}
