import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { JourneyIndex } from "@/components/journeys/journey-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { journeyList, toJourneyQuery } from "@/lib/journeys/columns";
import { listJourneys } from "@/lib/journeys/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Journeys" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** JourneyIndex: the main folder's first page of cards comes straight from the service (no API hop). */
export default async function JourneysPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "journeys", "view")) redirect("/access-denied");
  const state = parseListParams(journeyList, params);
  const page = await listJourneys(await getDb(), ctx, toJourneyQuery(state, 0));
  return <JourneyIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
