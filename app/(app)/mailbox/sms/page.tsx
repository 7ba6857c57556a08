import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { SmsLogView } from "@/components/mailbox/sms-log-view";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { listSmsLog } from "@/lib/mailbox/sms-service";
import { smsLogList, toSmsLogQuery } from "@/lib/mailbox/sms-types";
import { twilioConnected } from "@/lib/platform/sms/credentials";
import { envTwilio } from "@/lib/platform/sms/transport";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Text Messages" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The account owner's SMS log: every text in or out of the company's locations. */
export default async function MailboxSmsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const state = parseListParams(smsLogList, params);
  const db = await getDb();
  const [page, connected] = await Promise.all([listSmsLog(db, ctx, toSmsLogQuery(state)), twilioConnected(db, ctx.locationId)]);
  return <SmsLogView initialPage={page} initialState={state} embedded={!envTwilio() && !connected} />;
}
