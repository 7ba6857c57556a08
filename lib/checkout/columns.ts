/** The product list's URL state (list kit) and its mapping to GET /product/list. Pure. */
import { defineList, type ListState } from "@/lib/list/params";
import { PRODUCT_LIST_PER_PAGE, PRODUCT_SORTS } from "./constants";

export const PRODUCT_SEARCH_MAX = 100;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productList = defineList({
  perPage: PRODUCT_LIST_PER_PAGE,
  perPageOptions: [6, 12, 24, 48],
  sort: { keys: PRODUCT_SORTS, default: "ordering", direction: "desc", firstDirection: { ordering: "desc", date_created: "desc", price: "desc" } },
  filters: { view: ["archived"] },
  search: { maxLength: PRODUCT_SEARCH_MAX },
});

export type ProductListState = ListState<ProductSort, "view">;

export function toProductQuery(state: ProductListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "ordering",
    order: state.direction,
    archived: state.filters.view === "archived" ? 1 : 0,
    ...(state.search ? { search: state.search } : {}),
  };
}

/** The orders list (/checkout/orders): paid by default; the other tabs show unfinished ones. */
export const ORDER_TABS = ["pending", "failed", "all"] as const;
export const orderList = defineList({
  perPage: 25,
  perPageOptions: [10, 25, 50, 100],
  sort: { keys: ["date_created", "total"] as const, default: "date_created", direction: "desc", firstDirection: { date_created: "desc", total: "desc" } },
  filters: { status: ORDER_TABS },
  search: { maxLength: PRODUCT_SEARCH_MAX },
});
export type OrderListState = ListState<"date_created" | "total", "status">;

export function toOrderQuery(state: OrderListState) {
  return {
    page: state.page,
    per_page: state.per_page,
    order_by: state.sort ?? "date_created",
    order: state.direction,
    status: (state.filters.status ?? "paid") as "paid" | "pending" | "failed" | "all",
    ...(state.search ? { search: state.search } : {}),
  };
}
