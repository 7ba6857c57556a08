/** Client queries of the clients screen (TanStack Query). */
import { useQuery } from "@tanstack/react-query";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toClientQuery, type ClientListState } from "./client-list";
import { checkoutKeys } from "./hooks";

export type ClientPage = CheckoutAnswer<"get", "/client/list">;
export type Client = ClientPage["data"][number];
export type ClientTag = CheckoutAnswer<"get", "/tag/client-assign-tags">["data"][number];

export const clientKeys = {
  list: (state: ClientListState) => [...checkoutKeys.all, "clients", state] as const,
  tags: () => [...checkoutKeys.all, "client-tags"] as const,
  detail: (id: number) => [...checkoutKeys.all, "client", id] as const,
};

export function useClientList(state: ClientListState, options: { initial?: { state: ListState; page: ClientPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Client, ClientListState>({
    queryKey: clientKeys.list(state),
    state,
    fetchPage: (s, signal) => checkout.get("/client/list", { query: toClientQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

/** Tags carried by clients (the list's filter); a failure only logs (doc 3 s8: silent). */
export function useClientTags(initialData: ClientTag[]) {
  return useQuery({ queryKey: clientKeys.tags(), queryFn: ({ signal }) => checkout.get("/tag/client-assign-tags", { signal }).then((r) => r.data), initialData, staleTime: 30_000 });
}

/** One client's figures, one-time purchases and subscriptions, loaded together for the profile. */
export function useClientDetail(id: number | null) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const [analytics, purchases, subscriptions] = await Promise.all([
        checkout.get("/client/{id}/analytics", { params: { id: id! }, signal }),
        checkout.get("/client/single-purchase-products", { query: { client_id: id! }, signal }),
        checkout.get("/client/order-subscriptions", { query: { client_id: id! }, signal }),
      ]);
      return { analytics: analytics.data, purchases: purchases.data, subscriptions: subscriptions.data };
    },
  });
}
