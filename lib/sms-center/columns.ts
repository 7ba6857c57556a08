import type { ApiAnswer } from "@/lib/api/client";
import { defineList, type ListState } from "@/lib/list/params";
import { THREADS_PER_PAGE, type ThreadTab } from "./constants";

/** The message centre's shapes, from its route declarations (lib/sms-center, lib/portal-chat). */
export type ThreadPage = ApiAnswer<"get", "/sms-center/contacts">;
export type Thread = ThreadPage["data"][number];
export type SmsLog = ApiAnswer<"get", "/sms-center/chat-logs">["data"][number];
export type PortalLog = ApiAnswer<"get", "/portal-chat/logs">["data"][number];
export type ScheduledItem = ApiAnswer<"get", "/sms-center/scheduled-list">["data"][number];
export type Stats = ApiAnswer<"get", "/sms-center/stats">["data"];

export type MessageChannel = "sms" | "portal";
export const CHANNEL_LABELS: Record<MessageChannel, string> = { sms: "SMS", portal: "Portal chat" };

/**
 * The message centre's URL state: `channel` (SMS by default, or portal), the thread tab
 * (inbox by default), the open conversation (`contact`) and the search.
 */
export const messageCenterList = defineList({
  perPage: THREADS_PER_PAGE,
  perPageOptions: [THREADS_PER_PAGE],
  filters: {
    channel: ["portal"] as const,
    tab: ["unread", "archived"] as const,
    contact: (v: string) => /^[1-9]\d{0,8}$/.test(v),
  },
  search: { maxLength: 100 },
});
export type MessageCenterState = ListState<never, "channel" | "tab" | "contact">;

export const channelOf = (s: MessageCenterState): MessageChannel => (s.filters.channel === "portal" ? "portal" : "sms");
export const tabOf = (s: MessageCenterState): ThreadTab => (s.filters.tab as ThreadTab | undefined) ?? "inbox";
export const contactOf = (s: MessageCenterState): number | null => (s.filters.contact ? Number(s.filters.contact) : null);

/** The list's part of the view: which conversation is open does not change the list (nor refetch it). */
export function threadListView<S extends { filters: Partial<Record<string, string>> }>(s: S): S {
  const { contact: _open, ...filters } = s.filters;
  return { ...s, filters };
}

/** The view state as the thread list's query (GET /sms-center/contacts, /portal-chat/contacts). */
export function toThreadQuery(s: MessageCenterState) {
  return { page: s.page, per_page: s.per_page, tab: tabOf(s), search: s.search || undefined };
}

export const threadsPath = (c: MessageChannel) => (c === "sms" ? "/sms-center/contacts" : "/portal-chat/contacts") as "/sms-center/contacts";
