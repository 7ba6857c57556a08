import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SequenceEditor } from "@/components/sequences/sequence-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { listMessages, sequenceRow } from "@/lib/sequences/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Sequence" };

/** The editor: the sequence and its messages come straight from the service; another location's id is a 404. */
export default async function SequenceEditPage({ params }: { params: Promise<{ sequence: string }> }) {
  const [{ sequence }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "sequences", "view")) redirect("/access-denied");
  const id = Number(sequence);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const db = await getDb();
  const loaded = await Promise.all([sequenceRow(db, ctx, id), listMessages(db, ctx, id)]).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!loaded) notFound();
  return <SequenceEditor sequence={loaded[0]} messages={loaded[1].data} canEdit={can(ctx, "sequences", "update")} />;
}
