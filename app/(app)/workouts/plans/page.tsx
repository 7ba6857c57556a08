import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PlanIndex } from "@/components/workouts/plan-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { planList, toPlanQuery } from "@/lib/workouts/plan-columns";
import { listPlans } from "@/lib/workouts/plans";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Workout Plans" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The Plans tab: the first page of cards comes straight from the service (no API hop). */
export default async function WorkoutPlansPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "workouts", "view")) redirect("/access-denied");
  const state = parseListParams(planList, params);
  const page = await listPlans(await getDb(), ctx, toPlanQuery(state));
  return <PlanIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
