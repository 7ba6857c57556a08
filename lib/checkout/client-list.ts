/** The clients list's URL state (list kit) and its mapping to GET /client/list. Pure. */
import { defineList, type ListState } from "@/lib/list/params";

export const CLIENT_SORTS = ["last_purchase", "name", "date_created"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const clientList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: CLIENT_SORTS, default: "last_purchase", direction: "desc", firstDirection: { last_purchase: "desc", date_created: "desc", name: "asc" } },
  // The tag filter is a tag id; one that is not the location's simply matches no client.
  filters: { tag: (v: string) => /^[1-9]\d{0,8}$/.test(v) },
  search: { maxLength: 100 },
});
export type ClientListState = ListState<ClientSort, "tag">;

export function toClientQuery(state: ClientListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "last_purchase",
    order: state.direction,
    ...(state.search ? { search: state.search } : {}),
    ...(state.filters.tag ? { tag_id: Number(state.filters.tag) } : {}),
  };
}
