import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";

/** The bell's count: server-rendered first, refetched when a realtime message arrives. */
export const UNREAD_COUNT_KEY = ["message-center", "unread-count"] as const;

export function useUnreadCount(initial: number): number {
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) => api.get("/message-center/unread-count", { signal }).then((r) => r.data.count),
    initialData: initial,
  });
  return data;
}
