import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/client";
import type { UnreadCounts } from "./unread";

/** The bell's count: server-rendered first, refetched when a realtime message arrives. */
export const UNREAD_COUNT_KEY = ["message-center", "unread-count"] as const;

export function useUnreadCount(initial: number): number {
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => apiFetch<{ data: UnreadCounts }>("/message-center/unread-count", { signal }).then((r) => r.data.count),
    initialData: initial,
  });
  return data;
}
