import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ProductIndex } from "@/components/checkout/product-index";
import { getDb } from "@/db";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { productList, toProductQuery } from "@/lib/checkout/columns";
import { listProcessors } from "@/lib/checkout/processors";
import { listProducts } from "@/lib/checkout/products";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Products" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutProducts: the first page and the processors come straight from the services. */
export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const state = parseListParams(productList, params);
  const db = await getDb();
  const [page, processors, shareTargets] = await Promise.all([listProducts(db, ctx, toProductQuery(state)), listProcessors(db, ctx), copyTargets(db, ctx)]);
  return (
    <ProductIndex
      initialPage={page}
      initialState={state}
      processors={processors.data}
      shareTargets={shareTargets}
      access={{ canCreate: can(ctx, "checkouts", "create"), canUpdate: can(ctx, "checkouts", "update"), canDelete: can(ctx, "checkouts", "delete") }}
    />
  );
}
