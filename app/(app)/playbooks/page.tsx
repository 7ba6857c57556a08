import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PlaybookIndex } from "@/components/playbooks/playbook-index";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { parseListParams } from "@/lib/list/params";
import { playbookList, toPlaybookQuery } from "@/lib/playbooks/columns";
import { listPlaybooks } from "@/lib/playbooks/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Playbooks" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** PlaybookIndex: the main folder's first page comes straight from the service (no API hop). */
export default async function PlaybooksPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "playbooks", "view")) redirect("/access-denied");
  const state = parseListParams(playbookList, params);
  const db = await getDb();
  const [page, targets] = await Promise.all([listPlaybooks(db, ctx, toPlaybookQuery(state, 0)), copyTargets(db, ctx)]);
  return <PlaybookIndex initialPage={page} initialState={state} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} userId={ctx.userId} copyTargets={targets} />;
}
