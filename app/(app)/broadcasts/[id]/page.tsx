import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BroadcastEditor } from "@/components/broadcasts/broadcast-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { audienceChoices, broadcastDetails } from "@/lib/broadcasts/service";
import { AppError } from "@/lib/http/errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Broadcast" };

/** BroadcastEdit: the location's broadcast (editor, or its report once sending), or the 404 page. */
export default async function BroadcastEditPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id: raw }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "broadcasts", "view")) redirect("/access-denied");
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!id || id > 2_147_483_647) notFound();
  const db = await getDb();
  const broadcast = await broadcastDetails(db, ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!broadcast) notFound();
  const choices = await audienceChoices(db, ctx);
  return <BroadcastEditor initial={broadcast} choices={choices} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
