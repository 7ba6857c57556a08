import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmailLogIndex } from "@/components/email-logs/email-log-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { deliveryList, toDeliveryQuery } from "@/lib/email-logs/columns";
import { deliveryLog } from "@/lib/email-logs/logs";
import { emailReport } from "@/lib/email-logs/report";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Email Logs" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** EmailLogIndex: the report and the first page of the delivery log come straight from the services. */
export default async function EmailLogsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "broadcasts", "view")) redirect("/access-denied");
  const state = parseListParams(deliveryList, params);
  const db = await getDb();
  const [report, page] = await Promise.all([emailReport(db, ctx, {}), deliveryLog(db, ctx, toDeliveryQuery(state))]);
  return <EmailLogIndex report={report} initialPage={page} initialState={state} />;
}
