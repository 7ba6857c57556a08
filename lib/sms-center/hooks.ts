/** Client queries and writes of the message centre (SMS and portal chat), TanStack Query. */
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { UNREAD_COUNT_KEY } from "@/lib/shell/unread-query";
import { threadListView, toThreadQuery, type MessageCenterState, type MessageChannel, type Thread, type ThreadPage } from "./columns";

export const messageKeys = {
  all: ["message-center"] as const,
  threads: (channel: MessageChannel, state: MessageCenterState) => ["message-center", "threads", channel, state] as const,
  stats: (channel: MessageChannel) => ["message-center", "stats", channel] as const,
  logs: (channel: MessageChannel, contactId: number) => ["message-center", "logs", channel, contactId] as const,
  scheduled: (channel: MessageChannel, contactId: number) => ["message-center", "scheduled", channel, contactId] as const,
};
/** Every write refreshes the centre's lists and the bell (its key sits under the same prefix). */
export const MESSAGE_WRITES = [messageKeys.all, UNREAD_COUNT_KEY];

export function useThreads(channel: MessageChannel, view: MessageCenterState, initial?: { state: ListState; page: ThreadPage }) {
  const state = threadListView(view);
  return usePageQuery<Thread, MessageCenterState>({
    queryKey: messageKeys.threads(channel, state),
    state,
    fetchPage: (s, signal) =>
      channel === "sms" ? api.get("/sms-center/contacts", { query: toThreadQuery(s), signal }) : api.get("/portal-chat/contacts", { query: toThreadQuery(s), signal }),
    initial: initial && { state: threadListView(initial.state), page: initial.page },
  });
}

export function useStats(channel: MessageChannel) {
  return useQuery({
    queryKey: messageKeys.stats(channel),
    queryFn: ({ signal }) => (channel === "sms" ? api.get("/sms-center/stats", { signal }) : api.get("/portal-chat/stats", { signal })).then((r) => r.data),
  });
}

/** One conversation, oldest first for reading (the API answers newest first). */
export function useConversation(channel: MessageChannel, contactId: number) {
  return useQuery({
    queryKey: messageKeys.logs(channel, contactId),
    queryFn: async ({ signal }) => {
      const query = { contact_id: contactId, per_page: 100 };
      const page = channel === "sms" ? await api.get("/sms-center/chat-logs", { query, signal }) : await api.get("/portal-chat/logs", { query, signal });
      return [...page.data].reverse();
    },
  });
}

export function useScheduledFor(channel: MessageChannel, contactId: number) {
  return useQuery({
    queryKey: messageKeys.scheduled(channel, contactId),
    queryFn: ({ signal }) =>
      (channel === "sms"
        ? api.get("/sms-center/scheduled-list", { query: { contact_id: contactId, per_page: 100 }, signal })
        : api.get("/portal-chat/scheduled-message", { query: { contact_id: contactId, per_page: 100 }, signal })
      ).then((r) => r.data),
  });
}
