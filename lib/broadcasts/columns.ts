/**
 * The broadcasts dashboard's list configuration (URL state) and the view -> GET /broadcast/list
 * query. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { BROADCASTS_PER_PAGE } from "./constants";

export const MAX_SEARCH_LENGTH = 100;

export const broadcastList = defineList({
  perPage: BROADCASTS_PER_PAGE,
  perPageOptions: [BROADCASTS_PER_PAGE, 12, 24, 48],
  sort: { keys: ["id"] as const, default: "id", direction: "desc" },
  filters: { type: ["email", "sms"] },
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type BroadcastListState = ListState<"id", "type">;

/** In a folder: its broadcasts; at the top: the main folder's, and a search looks through every folder. */
export function toBroadcastQuery(state: BroadcastListState, folderId: number) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "id" as const,
    order: "desc" as const,
    type: (state.filters.type ?? "all") as "all" | "email" | "sms",
    ...(state.search ? { search: state.search } : {}),
    ...(folderId || !state.search ? { folder_id: folderId } : {}),
  };
}
