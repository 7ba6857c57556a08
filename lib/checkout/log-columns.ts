/** The checkout log's URL state (list kit) and its mapping to GET /order/checkout-logs. Pure. */
import { defineList, type ListState } from "@/lib/list/params";

export const LOG_FILTERS = ["purchase", "refund", "payment_failed"] as const;
export const LOG_SEARCH_MAX = 100;
export const logList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: ["date_created"] as const, default: "date_created", direction: "desc", firstDirection: { date_created: "desc" } },
  filters: { filter: LOG_FILTERS },
  search: { maxLength: LOG_SEARCH_MAX },
});
export type LogListState = ListState<"date_created", "filter">;

export function toLogQuery(state: LogListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    filter: (state.filters.filter ?? "all") as "all" | (typeof LOG_FILTERS)[number],
    ...(state.search ? { search: state.search } : {}),
  };
}
