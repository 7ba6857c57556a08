import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderIndex } from "@/components/checkout/order-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { orderList, toOrderQuery } from "@/lib/checkout/columns";
import { listOrders } from "@/lib/checkout/order-list";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Orders" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutOrders: the first page comes straight from the service. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const state = parseListParams(orderList, params);
  const page = await listOrders(await getDb(), ctx, toOrderQuery(state));
  return <OrderIndex initialPage={page} initialState={state} canRefund={can(ctx, "checkouts", "update")} />;
}
