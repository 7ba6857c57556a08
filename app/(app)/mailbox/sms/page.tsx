import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { twilioAccounts } from "@/db/schema";
import { SmsLogView } from "@/components/mailbox/sms-log-view";
import { currentCtx } from "@/lib/auth/server-session";
import { listSmsLog } from "@/lib/platform/sms/outbox";
import { envTwilio } from "@/lib/platform/sms/transport";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Text Messages" };

/** The account owner's SMS log: every text in or out of the company's locations. */
export default async function MailboxSmsPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const db = await getDb();
  const [page, [connected]] = await Promise.all([
    listSmsLog(db, ctx, { page: 1, per_page: 25 }),
    db.select({ id: twilioAccounts.locationId }).from(twilioAccounts).where(and(eq(twilioAccounts.locationId, ctx.locationId), eq(twilioAccounts.status, "connected"))),
  ]);
  return <SmsLogView initialPage={JSON.parse(JSON.stringify(page))} embedded={!envTwilio() && !connected} />;
}
