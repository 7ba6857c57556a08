/**
 * The groups list's configuration for the list kit (URL state) and the view state -> API query
 * mapping. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { GROUP_SORTS, type GroupSort } from "./constants";

export const GROUP_SEARCH_MAX = 100;

export const groupList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: GROUP_SORTS, default: "created_at", direction: "desc", firstDirection: { created_at: "desc", name: "asc" } },
  filters: {},
  search: { maxLength: GROUP_SEARCH_MAX },
});

export type GroupListState = ListState<GroupSort, never>;

/** The view as GET /group/lists' query. */
export function toGroupQuery(state: GroupListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "created_at",
    order: state.direction,
    ...(state.search ? { search: state.search } : {}),
  };
}
