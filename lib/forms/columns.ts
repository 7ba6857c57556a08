/**
 * The forms dashboard's list configuration (URL state) and the view state -> GET /form/list
 * query. Pure: the server page and the browser share it. Doc 2 s9: per_page 6, page 1,
 * order_by ordering, desc; folder_id null means every folder.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { DASHBOARD_PER_PAGE } from "./constants";

export const formList = defineList({
  perPage: DASHBOARD_PER_PAGE,
  perPageOptions: [6, 12, 24, 48],
  filters: { folder: (v: string) => /^[1-9]\d{0,8}$/.test(v) },
  search: { maxLength: 100 },
});

export type FormListState = ListState<never, "folder">;

export function toFormQuery(state: FormListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: "ordering" as const,
    order: "desc" as const,
    ...(state.search ? { search: state.search } : {}),
    ...(state.filters.folder ? { folder_id: Number(state.filters.folder) } : {}),
  };
}
