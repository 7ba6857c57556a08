/** Client queries of the subscriptions screen (TanStack Query). */
import { useQuery } from "@tanstack/react-query";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { checkoutKeys } from "./hooks";
import { toSubscriptionQuery, type SubscriptionListState } from "./subscription-list";

export type SubscriptionAnswer = CheckoutAnswer<"get", "/order/all-subscriptions">;
export type SubscriptionPage = SubscriptionAnswer["subscriptions"];
export type Subscription = SubscriptionPage["data"][number];
export type SubscriptionStats = SubscriptionAnswer["stats"];

export const subscriptionKeys = {
  list: (state: SubscriptionListState) => [...checkoutKeys.all, "subscriptions", state] as const,
  stats: () => [...checkoutKeys.all, "subscription-stats"] as const,
};

export function useSubscriptionList(state: SubscriptionListState, options: { initial?: { state: ListState; page: SubscriptionPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Subscription, SubscriptionListState>({
    queryKey: subscriptionKeys.list(state),
    state,
    fetchPage: (s, signal) => checkout.get("/order/all-subscriptions", { query: toSubscriptionQuery(s), signal }).then((r) => r.subscriptions),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useSubscriptionStats(initialData: SubscriptionStats) {
  return useQuery({
    queryKey: subscriptionKeys.stats(),
    queryFn: ({ signal }) => checkout.get("/order/all-subscriptions", { query: { per_page: 1 }, signal }).then((r) => r.stats),
    initialData,
    staleTime: 30_000,
  });
}
