import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { GroupIndex } from "@/components/groups/group-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { groupList, toGroupQuery } from "@/lib/groups/columns";
import { listGroups } from "@/lib/groups/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Groups" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** GroupIndex (/groups): the first page comes straight from the service (no API hop). */
export default async function GroupsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "groups", "view")) redirect("/access-denied");
  const state = parseListParams(groupList, params);
  const page = await listGroups(await getDb(), ctx, toGroupQuery(state));
  return <GroupIndex initialPage={page} initialState={state} access={{ canCreate: can(ctx, "groups", "create"), canUpdate: can(ctx, "groups", "update"), canDelete: can(ctx, "groups", "delete") }} />;
}
