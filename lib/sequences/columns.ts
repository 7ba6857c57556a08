/**
 * The sequences dashboard's list configuration (URL state) and the view -> GET /sequence/list-all
 * query. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { SEQUENCES_PER_PAGE } from "./constants";

export const sequenceList = defineList({
  perPage: SEQUENCES_PER_PAGE,
  perPageOptions: [SEQUENCES_PER_PAGE, 12, 24, 48],
  // The coach's own order (drag and drop), newest first (doc 3 s9: order_by ordering).
  sort: { keys: ["ordering"] as const, default: "ordering", direction: "desc" },
  filters: {},
  search: { maxLength: 100 },
});

export type SequenceListState = ListState<"ordering", never>;

/** In a folder: its sequences; at the top: the main folder's, and a search looks through every folder. */
export function toSequenceQuery(state: SequenceListState, folderId: number) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "ordering" as const,
    order: "desc" as const,
    ...(state.search ? { search: state.search } : {}),
    ...(folderId || !state.search ? { folder_id: folderId } : {}),
  };
}
