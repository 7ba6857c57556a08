import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SuppressedContacts } from "@/components/contacts/suppressed-contacts";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { suppressionList, suppressionType, toSuppressionQuery } from "@/lib/contacts/bulk-lists";
import { listSuppressions } from "@/lib/contacts/suppressions";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Suppressions" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ContactSuppressions (/contacts/suppressions?type=bounces|complaints|unsubscribes). */
export default async function SuppressionsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "contacts-center", "view")) redirect("/access-denied");
  const state = parseListParams(suppressionList, params);
  const page = await listSuppressions(await getDb(), ctx, suppressionType(state), toSuppressionQuery(state));
  return <SuppressedContacts initialPage={page} initialState={state} />;
}
