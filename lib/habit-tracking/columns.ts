/**
 * The habit tracking dashboard's list configuration (URL state) and the view -> GET
 * /habit-tracking/list query. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { DASHBOARD_PER_PAGE } from "./constants";

export const trackingList = defineList({
  perPage: DASHBOARD_PER_PAGE,
  perPageOptions: [DASHBOARD_PER_PAGE, 12, 24, 48],
  // doc 3 s9: order_by order, newest first.
  sort: { keys: ["ordering"] as const, default: "ordering", direction: "desc" },
  filters: {},
  search: { maxLength: 100 },
});

export type TrackingListState = ListState<"ordering", never>;

export function toTrackingQuery(state: TrackingListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "order" as const,
    order: "desc" as const,
    ...(state.search ? { search: state.search } : {}),
  };
}
