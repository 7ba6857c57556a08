/**
 * The file library's list configuration for the list kit (URL state) and the view state ->
 * API query mapping. Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { FILE_SORTS, type FileSort } from "./constants";

/** The API's search limit (lib/file-library/schemas.ts), without zod in the browser. */
export const MAX_SEARCH_LENGTH = 100;

export const fileList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: FILE_SORTS, default: "created_at", direction: "desc", firstDirection: { created_at: "desc", size: "desc" } },
  filters: { view: ["archived"] },
  search: { maxLength: MAX_SEARCH_LENGTH },
});

export type FileListState = ListState<FileSort, "view">;

/**
 * The view as GET /file/lists' query. Inside a folder the list shows that folder's files;
 * at the top it shows the main folder's, and a search looks through every folder.
 */
export function toFileQuery(state: FileListState, folderId: number) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "created_at",
    order: state.direction,
    archived: state.filters.view === "archived" ? 1 : 0,
    ...(state.search ? { search: state.search } : {}),
    // The archive lists archived files wherever they are, unless a folder is open.
    ...(folderId || (!state.search && state.filters.view !== "archived") ? { folder_id: folderId } : {}),
  };
}
