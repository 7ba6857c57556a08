import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TemplateIndex } from "@/components/templates/template-index";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { parseListParams } from "@/lib/list/params";
import { listCategories } from "@/lib/templates/categories";
import { templateList, toTemplateQuery, type TemplateListState } from "@/lib/templates/columns";
import { listTemplates } from "@/lib/templates/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Templates" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** TemplatesIndex: the first page and the categories come straight from the services. */
export default async function TemplatesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "templates", "view")) redirect("/access-denied");
  const state = parseListParams(templateList, params) as TemplateListState;
  const db = await getDb();
  const categories = await listCategories(db, ctx);
  const page = await listTemplates(db, ctx, toTemplateQuery(state));
  return <TemplateIndex initialPage={page} initialState={state} initialCategories={categories.data} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} userId={ctx.userId} />;
}
