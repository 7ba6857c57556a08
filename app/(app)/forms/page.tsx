import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FormIndex } from "@/components/forms/form-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { copyTargets } from "@/lib/contacts/copy-to-location";
import { currentCtx } from "@/lib/auth/server-session";
import { formList, toFormQuery } from "@/lib/forms/columns";
import { listForms } from "@/lib/forms/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Forms" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** FormIndex: the first dashboard page comes straight from the service (no API hop). */
export default async function FormsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "forms", "view")) redirect("/access-denied");
  const state = parseListParams(formList, params);
  const db = await getDb();
  const [page, targets] = await Promise.all([listForms(db, ctx, toFormQuery(state)), copyTargets(db, ctx)]);
  return <FormIndex initialPage={page} initialState={state} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} userId={ctx.userId} copyTargets={targets} />;
}
