import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ClientIndex } from "@/components/checkout/client-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { clientList, toClientQuery } from "@/lib/checkout/client-list";
import { clientAssignTags, listClients } from "@/lib/checkout/clients";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Clients" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutClients: the first page and the tag filter come straight from the service. */
export default async function ClientsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const db = await getDb();
  const state = parseListParams(clientList, params);
  const [page, tags] = await Promise.all([listClients(db, ctx, toClientQuery(state)), clientAssignTags(db, ctx)]);
  return <ClientIndex initialPage={page} initialTags={tags.data} initialState={state} canUpdate={can(ctx, "checkouts", "update")} />;
}
