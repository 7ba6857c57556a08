import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BroadcastIndex } from "@/components/broadcasts/broadcast-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { broadcastList, toBroadcastQuery } from "@/lib/broadcasts/columns";
import { listBroadcasts } from "@/lib/broadcasts/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Broadcasts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** BroadcastIndex: the main folder's first page of cards comes straight from the service (no API hop). */
export default async function BroadcastsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "broadcasts", "view")) redirect("/access-denied");
  const state = parseListParams(broadcastList, params);
  const page = await listBroadcasts(await getDb(), ctx, toBroadcastQuery(state, 0));
  return <BroadcastIndex initialPage={page} initialState={state} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} userId={ctx.userId} />;
}
