import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { LogIndex } from "@/components/checkout/log-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { checkoutLogs } from "@/lib/checkout/dashboard";
import { logList, toLogQuery } from "@/lib/checkout/log-columns";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout logs" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutLogs: the first page comes straight from the service. */
export default async function CheckoutLogsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const state = parseListParams(logList, params);
  const page = await checkoutLogs(await getDb(), ctx, toLogQuery(state));
  return <LogIndex initialPage={page} initialState={state} />;
}
