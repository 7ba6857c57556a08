/** The delivery log's URL state (list kit) and its mapping to GET /email-log/get-delivery-log. Pure. */
import { defineList, type ListState } from "@/lib/list/params";
import { DELIVERY_LOG_PER_PAGE, DELIVERY_SOURCES, DELIVERY_STATUSES } from "./constants";
import type { DeliveryLogQuery } from "./schemas";

export const deliveryList = defineList({
  perPage: DELIVERY_LOG_PER_PAGE,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: ["date"] as const, default: "date", direction: "desc", firstDirection: { date: "desc" } },
  filters: { status: DELIVERY_STATUSES, source: DELIVERY_SOURCES },
});
export type DeliveryListState = ListState<"date", "status" | "source">;

export function toDeliveryQuery(state: DeliveryListState): DeliveryLogQuery {
  return {
    page: state.page,
    per_page: state.per_page,
    ...(state.filters.status ? { status: state.filters.status as DeliveryLogQuery["status"] } : {}),
    ...(state.filters.source ? { source: state.filters.source as DeliveryLogQuery["source"] } : {}),
  };
}
