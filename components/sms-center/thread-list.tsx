"use client";

import { Inbox } from "lucide-react";
import { ListEmpty, ListError, ListLoading } from "@/components/list/list-states";
import { Avatar } from "@/components/ui/avatar";
import { formatShortDateTime, isoString } from "@/lib/format";
import type { Thread } from "@/lib/sms-center/columns";
import type { ThreadTab } from "@/lib/sms-center/constants";
import { cn } from "@/lib/utils/cn";

type Props = {
  threads: Thread[] | undefined;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
  selected: number | null;
  onSelect: (contactId: number) => void;
  tab: ThreadTab;
  search: string;
  onClearSearch: () => void;
  timeZone: string;
  channelLabel: string;
};

const EMPTY: Record<ThreadTab, { title: string; description: string }> = {
  inbox: { title: "No conversations yet", description: "Replies from your contacts show up here. Start one from a contact's profile." },
  unread: { title: "You're all caught up", description: "Conversations with messages you haven't read show up here." },
  archived: { title: "Nothing archived", description: "Archive a conversation to tidy your inbox; a new message brings it back." },
};

/** The threads of one tab, newest activity first; unread ones stand out. */
export function ThreadList({ threads, failed, onRetry, retrying, selected, onSelect, tab, search, onClearSearch, timeZone, channelLabel }: Props) {
  if (failed) return <ListError title="We couldn’t load your conversations" onRetry={onRetry} retrying={retrying} className="m-4" />;
  if (!threads) return <ListLoading label="Loading conversations" />;
  if (!threads.length)
    return search ? (
      <ListEmpty
        icon={Inbox}
        title="No matching conversations"
        description={`No ${channelLabel} conversation matches “${search}”.`}
        action={
          <button type="button" className="text-sm font-medium text-primary-strong hover:underline" onClick={onClearSearch}>
            Clear search
          </button>
        }
        className="m-4"
      />
    ) : (
      <ListEmpty icon={Inbox} title={EMPTY[tab].title} description={EMPTY[tab].description} className="m-4" />
    );
  return (
    <ul aria-label="Conversations" className="divide-y divide-border">
      {threads.map((t) => {
        const active = t.contact_id === selected;
        return (
          <li key={t.contact_id}>
            <button
              type="button"
              onClick={() => onSelect(t.contact_id)}
              aria-current={active ? "true" : undefined}
              className={cn(
                "flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                active && "bg-primary-tint hover:bg-primary-tint",
              )}
            >
              <Avatar name={t.name} src={t.photo} size="sm" decorative />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span className={cn("min-w-0 flex-1 truncate text-sm", t.unread ? "font-semibold text-foreground" : "font-medium text-foreground")}>{t.name}</span>
                  <time dateTime={isoString(t.last_at)} className="shrink-0 text-xs text-muted-foreground">
                    {formatShortDateTime(t.last_at, { timeZone })}
                  </time>
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span className={cn("min-w-0 flex-1 truncate text-sm", t.unread ? "text-foreground" : "text-muted-foreground")}>
                    {t.last_direction === "outbound" && <span className="text-muted-foreground">You: </span>}
                    {t.last_message}
                  </span>
                  {t.unread > 0 && (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary-strong px-1.5 text-xs font-semibold text-primary-foreground">
                      {t.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
