import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { eq } from "drizzle-orm";
import { MessageCenter } from "@/components/sms-center/message-center";
import { getDb } from "@/db";
import { locations } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { channelOf, messageCenterList, toThreadQuery } from "@/lib/sms-center/columns";
import { listThreads } from "@/lib/sms-center/threads";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Message Center" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** MessageCenter (/message-center) and SmsCenterIndex (/sms-center): the first page of threads from the service. */
export default async function MessageCenterPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "sms-center", "view")) redirect("/access-denied");
  const db = await getDb();
  const state = parseListParams(messageCenterList, await searchParams);
  const [page, [loc]] = await Promise.all([
    listThreads(db, ctx, channelOf(state), toThreadQuery(state)),
    db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, ctx.locationId)),
  ]);
  return (
    <MessageCenter
      initialState={state}
      initialPage={page}
      timeZone={loc?.timezone ?? "UTC"}
      userId={ctx.userId}
      access={{
        canCreate: can(ctx, "sms-center", "create"),
        canUpdate: can(ctx, "sms-center", "update"),
        canDelete: can(ctx, "sms-center", "delete"),
        canViewContacts: can(ctx, "contacts-center", "view"),
      }}
    />
  );
}
