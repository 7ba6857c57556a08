/**
 * The templates dashboard's list configuration (URL state) and the view -> API query mapping.
 * Pure: the server page and the browser share it.
 */
import { defineList, type ListState } from "@/lib/list/params";
import { TEMPLATE_PER_PAGE, TEMPLATE_SORTS, TYPE_FILTERS, type TypeFilter } from "./constants";

export const templateList = defineList({
  perPage: TEMPLATE_PER_PAGE,
  perPageOptions: [6, 12, 24, 48],
  sort: { keys: TEMPLATE_SORTS, default: "ordering", direction: "desc", firstDirection: { ordering: "desc", created_at: "desc", updated_at: "desc" } },
  filters: { type: Object.keys(TYPE_FILTERS).filter((k) => k !== "all"), category: (v: string) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 },
  search: { maxLength: 100 },
});

export type TemplateListState = ListState<(typeof TEMPLATE_SORTS)[number], "type" | "category">;

export function toTemplateQuery(state: TemplateListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "ordering",
    order: state.direction,
    search: state.search,
    category: state.filters.category ? Number(state.filters.category) : ("" as const),
    type: (state.filters.type ?? "all") as TypeFilter,
  };
}
