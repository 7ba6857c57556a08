import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageIndex } from "@/components/pages/page-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { pageList, toPageQuery } from "@/lib/pages/columns";
import { listPages } from "@/lib/pages/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pages" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** PageIndex: the main folder's first page of cards comes straight from the service (no API hop). */
export default async function PagesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "pages", "view")) redirect("/access-denied");
  const state = parseListParams(pageList, params);
  const db = await getDb();
  const [page, targets] = await Promise.all([listPages(db, ctx, toPageQuery(state, 0)), copyTargets(db, ctx)]);
  return <PageIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} copyTargets={targets} />;
}
