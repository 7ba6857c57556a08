/**
 * The playbook dashboard's list configuration (URL state) and the view state -> API query
 * mapping. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { PLAYBOOK_PER_PAGE, PLAYBOOK_SORTS, type PlaybookSort } from "./constants";

export const MAX_SEARCH_LENGTH = 100;

export const playbookList = defineList({
  perPage: PLAYBOOK_PER_PAGE,
  perPageOptions: [6, 12, 24],
  sort: { keys: PLAYBOOK_SORTS, default: "ordering", direction: "desc", firstDirection: { ordering: "desc", created_at: "desc", title: "asc" } },
  filters: {},
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type PlaybookListState = ListState<PlaybookSort, never>;

/** The view as GET /playbook/list's query: a folder's playbooks, or (searching) every folder's. */
export function toPlaybookQuery(state: PlaybookListState, folderId: number) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "ordering",
    order: state.direction,
    ...(state.search ? { search: state.search } : { folder_id: folderId }),
    ...(state.search && folderId ? { folder_id: folderId } : {}),
  };
}
