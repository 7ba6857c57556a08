/** Client queries of the checkout dashboard (TanStack Query); keys live under checkoutKeys.all so any checkout write refreshes them. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";
import type { DatePreset } from "@/lib/list/date-presets";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toLogQuery, type LogListState } from "./log-columns";

export type ChartStats = CheckoutAnswer<"get", "/dashboard/chart-stats">;
export type CheckoutActivity = CheckoutAnswer<"get", "/dashboard/recent-activities">["data"][number];
export type AbandonedPage = CheckoutAnswer<"get", "/client/abandoned-orders">;
export type DashboardView = { preset: DatePreset; test: boolean };

const flag = (test: boolean) => (test ? "1" : "0") as "0" | "1";

export const dashboardKeys = {
  chart: (v: DashboardView) => ["checkout", "dashboard", "chart", v] as const,
  recent: (test: boolean) => ["checkout", "dashboard", "recent", test] as const,
  abandoned: (test: boolean) => ["checkout", "dashboard", "abandoned", test] as const,
};

export function useChartStats(view: DashboardView, initialData?: ChartStats) {
  return useQuery({
    queryKey: dashboardKeys.chart(view),
    queryFn: ({ signal }) => checkout.get("/dashboard/chart-stats", { query: { date_preset: view.preset, test: flag(view.test) }, signal }),
    initialData,
    placeholderData: keepPreviousData,
  });
}

export function useRecentActivities(initialData?: CheckoutActivity[]) {
  return useQuery({
    queryKey: dashboardKeys.recent(false),
    queryFn: ({ signal }) => checkout.get("/dashboard/recent-activities", { query: { filter: "all" }, signal }).then((r) => r.data),
    initialData,
  });
}

export function useAbandonedOrders(test: boolean, initialData?: AbandonedPage) {
  return useQuery({
    queryKey: dashboardKeys.abandoned(test),
    queryFn: ({ signal }) => checkout.get("/client/abandoned-orders", { query: { per_page: 5, test: flag(test) }, signal }),
    initialData,
    placeholderData: keepPreviousData,
  });
}

export type LogPage = CheckoutAnswer<"get", "/order/checkout-logs">;

export function useCheckoutLogs(state: LogListState, options: { initial?: { state: ListState; page: LogPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<CheckoutActivity, LogListState>({
    queryKey: ["checkout", "logs", state],
    state,
    fetchPage: (s, signal) => checkout.get("/order/checkout-logs", { query: toLogQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}
