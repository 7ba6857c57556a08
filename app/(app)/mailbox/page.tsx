import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { MailboxView } from "@/components/mailbox/mailbox-view";
import { currentCtx } from "@/lib/auth/server-session";
import { listMailbox } from "@/lib/mailbox/email-service";
import { emailTransport } from "@/lib/platform/email/transport";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Mailbox" };

/** The account owner's mailbox: every email the company's account has sent or captured. */
export default async function MailboxPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const page = await listMailbox(await getDb(), ctx, { page: 1, per_page: 25 });
  return <MailboxView initialPage={page} captured={emailTransport().kind === "outbox"} />;
}
