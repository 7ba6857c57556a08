/**
 * The journeys dashboard's list configuration (URL state) and the view -> GET /journey/list-all
 * query. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { JOURNEYS_PER_PAGE } from "./constants";

export const journeyList = defineList({
  perPage: JOURNEYS_PER_PAGE,
  perPageOptions: [JOURNEYS_PER_PAGE, 12, 24, 48],
  // The coach's own order (drag and drop), newest first.
  sort: { keys: ["ordering"] as const, default: "ordering", direction: "desc" },
  filters: { mode: ["enabled", "disabled"] },
  search: { maxLength: 100 },
});

export type JourneyListState = ListState<"ordering", "mode">;

/** In a folder: its journeys; at the top: the main folder's, and a search looks through every folder. */
export function toJourneyQuery(state: JourneyListState, folderId: number) {
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
