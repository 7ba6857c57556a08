import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getDb } from "@/db";
import { MailboxView } from "@/components/mailbox/mailbox-view";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { listMailbox } from "@/lib/mailbox/email-service";
import { mailboxList, toMailboxQuery } from "@/lib/mailbox/email-types";
import { emailTransport } from "@/lib/platform/email/transport";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Mailbox" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The account owner's mailbox: every email the company's account has sent or captured. */
export default async function MailboxPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const state = parseListParams(mailboxList, params);
  const page = await listMailbox(await getDb(), ctx, toMailboxQuery(state));
  return <MailboxView initialPage={page} initialState={state} captured={emailTransport().kind === "outbox"} />;
}
