/**
 * The pages dashboard's list configuration (URL state) and the view -> GET /page/list query.
 * Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { PAGES_PER_PAGE } from "./constants";

export const MAX_SEARCH_LENGTH = 100;

export const pageList = defineList({
  perPage: PAGES_PER_PAGE,
  perPageOptions: [PAGES_PER_PAGE, 12, 24, 48],
  // The dashboard's order is the coach's own (drag and drop): ordering, newest first.
  sort: { keys: ["ordering"] as const, default: "ordering", direction: "desc" },
  filters: { mode: ["enabled", "disabled"] },
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type PageListState = ListState<"ordering", "mode">;

/** In a folder: its pages; at the top: the main folder's, and a search looks through every folder. */
export function toPageQuery(state: PageListState, folderId: number) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "ordering" as const,
    order: "desc" as const,
    mode: (state.filters.mode ?? "all") as "all" | "enabled" | "disabled",
    ...(state.search ? { search: state.search } : {}),
    ...(folderId || !state.search ? { folder_id: folderId } : {}),
  };
}
