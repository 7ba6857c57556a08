import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TrackingIndex } from "@/components/progress-tracking/tracking-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { toTrackingQuery, trackingList } from "@/lib/progress-tracking/columns";
import { listTrackings } from "@/lib/progress-tracking/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Progress Tracking" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ProgressTrackingIndex: the first page of cards comes straight from the service (no API hop). */
export default async function ProgressTrackingPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "progress-tracking", "view")) redirect("/access-denied");
  const state = parseListParams(trackingList, params);
  const page = await listTrackings(await getDb(), ctx, toTrackingQuery(state));
  return <TrackingIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
