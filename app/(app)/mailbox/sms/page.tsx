import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { SmsLogView } from "@/components/mailbox/sms-log-view";
import { currentCtx } from "@/lib/auth/server-session";
import { listSmsLog } from "@/lib/mailbox/sms-service";
import { twilioConnected } from "@/lib/platform/sms/credentials";
import { envTwilio } from "@/lib/platform/sms/transport";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Text Messages" };

/** The account owner's SMS log: every text in or out of the company's locations. */
export default async function MailboxSmsPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const db = await getDb();
  const [page, connected] = await Promise.all([listSmsLog(db, ctx, { page: 1, per_page: 25 }), twilioConnected(db, ctx.locationId)]);
  return <SmsLogView initialPage={page} embedded={!envTwilio() && !connected} />;
}
