import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PlaybookEditor } from "@/components/playbooks/editor/playbook-editor";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/http/errors";
import { playbookDetails } from "@/lib/playbooks/editor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Playbook" };

/** PlaybookEdit: the playbook comes straight from the service; another location's id is the 404 page. */
export default async function PlaybookEditPage({ params }: { params: Promise<{ playbook: string }> }) {
  const [{ playbook }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "playbooks", "view")) redirect("/access-denied");
  const id = Number(playbook);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const details = await playbookDetails(await getDb(), ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!details) notFound();
  return <PlaybookEditor initial={details} userId={ctx.userId} canUpdate={can(ctx, "playbooks", "update")} canDelete={can(ctx, "playbooks", "delete")} />;
}
