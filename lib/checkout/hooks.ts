/** Client queries of the checkout host (TanStack Query). */
import { useQuery } from "@tanstack/react-query";
import { checkout, type CheckoutAnswer } from "@/lib/api/client";
import type { ListState } from "@/lib/list/params";
import { usePageQuery } from "@/lib/list/use-page-query";
import { toOrderQuery, toProductQuery, type OrderListState, type ProductListState } from "./columns";

export type ProductPage = CheckoutAnswer<"get", "/product/list">;
export type Product = ProductPage["data"][number];
export type ProductDetail = CheckoutAnswer<"get", "/product/{id}/details">["data"];
export type Bump = CheckoutAnswer<"get", "/bump/list">["data"][number];
export type ProductCoupons = CheckoutAnswer<"get", "/product/{id}/coupons">;
export type Coupon = ProductCoupons["data"][number];
export type Processor = CheckoutAnswer<"get", "/stripe/processors">["data"][number];

/** Invalidate checkoutKeys.all after any checkout write. */
export const checkoutKeys = {
  all: ["checkout"] as const,
  products: (state: ProductListState) => ["checkout", "products", state] as const,
  product: (id: number) => ["checkout", "product", id] as const,
  tracking: (id: number) => ["checkout", "product", id, "tracking"] as const,
  bumps: (id: number) => ["checkout", "product", id, "bumps"] as const,
  coupons: (id: number) => ["checkout", "product", id, "coupons"] as const,
  allProducts: () => ["checkout", "products-all"] as const,
  processors: () => ["checkout", "processors"] as const,
  orders: (state: OrderListState) => ["checkout", "orders", state] as const,
};

export type OrderPage = CheckoutAnswer<"get", "/order/transactions">;
export type Order = OrderPage["data"][number];

export function useOrderList(state: OrderListState, options: { initial?: { state: ListState; page: OrderPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Order, OrderListState>({
    queryKey: checkoutKeys.orders(state),
    state,
    fetchPage: (s, signal) => checkout.get("/order/transactions", { query: toOrderQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useProductList(state: ProductListState, options: { initial?: { state: ListState; page: ProductPage }; onPastEnd?: (last: number) => void } = {}) {
  return usePageQuery<Product, ProductListState>({
    queryKey: checkoutKeys.products(state),
    state,
    fetchPage: (s, signal) => checkout.get("/product/list", { query: toProductQuery(s), signal }),
    initial: options.initial,
    onPastEnd: options.onPastEnd,
  });
}

export function useProcessors(initialData?: Processor[]) {
  return useQuery({ queryKey: checkoutKeys.processors(), queryFn: ({ signal }) => checkout.get("/stripe/processors", { signal }).then((r) => r.data), initialData });
}

export function useAllProducts(enabled: boolean) {
  return useQuery({ queryKey: checkoutKeys.allProducts(), queryFn: ({ signal }) => checkout.get("/product/list-all", { signal }).then((r) => r.data), enabled });
}

/** GET /product/tracking-ids: the product's Meta pixel, GA4 and GTM ids. */
export function useTrackingIds(id: number | null) {
  return useQuery({ queryKey: checkoutKeys.tracking(id ?? 0), queryFn: ({ signal }) => checkout.get("/product/tracking-ids", { query: { product_id: id! }, signal }).then((r) => r.data), enabled: id !== null });
}

export function useProductDetails(id: number | null) {
  return useQuery({ queryKey: checkoutKeys.product(id ?? 0), queryFn: ({ signal }) => checkout.get("/product/{id}/details", { params: { id: id! }, signal }).then((r) => r.data), enabled: id !== null });
}

/** GET /bump/list?product_id=: the order bumps offered on one product, in their checkout order. */
export function useProductBumps(id: number | null) {
  return useQuery({ queryKey: checkoutKeys.bumps(id ?? 0), queryFn: ({ signal }) => checkout.get("/bump/list", { query: { product_id: id! }, signal }).then((r) => r.data), enabled: id !== null });
}

/** GET /product/{id}/coupons: the location's coupons and the one the product offers. */
export function useProductCoupons(id: number | null) {
  return useQuery({ queryKey: checkoutKeys.coupons(id ?? 0), queryFn: ({ signal }) => checkout.get("/product/{id}/coupons", { params: { id: id! }, signal }), enabled: id !== null });
}
