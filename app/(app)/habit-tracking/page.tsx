import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HabitTrackingIndex } from "@/components/habit-tracking/habit-tracking-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { toTrackingQuery, trackingList } from "@/lib/habit-tracking/columns";
import { listTrackings } from "@/lib/habit-tracking/service";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Habit Tracking" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** HabitTrackingIndex: the first page of cards comes straight from the service (no API hop). */
export default async function HabitTrackingPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "habit-tracking", "view")) redirect("/access-denied");
  const state = parseListParams(trackingList, params);
  const page = await listTrackings(await getDb(), ctx, toTrackingQuery(state));
  return <HabitTrackingIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
