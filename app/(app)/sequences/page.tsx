import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SequenceIndex } from "@/components/sequences/sequence-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { sequenceList, toSequenceQuery } from "@/lib/sequences/columns";
import { listSequences } from "@/lib/sequences/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sequences" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** SequenceIndex: the main folder's first page of cards comes straight from the service (no API hop). */
export default async function SequencesPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "sequences", "view")) redirect("/access-denied");
  const state = parseListParams(sequenceList, params);
  const page = await listSequences(await getDb(), ctx, toSequenceQuery(state, 0));
  return <SequenceIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
