import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { WorkoutIndex } from "@/components/workouts/workout-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { parseListParams } from "@/lib/list/params";
import { listWorkouts } from "@/lib/workouts/builder";
import { toWorkoutQuery, workoutList } from "@/lib/workouts/columns";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Workouts" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** WorkoutIndex: the first page of cards comes straight from the service (no API hop). */
export default async function WorkoutsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "workouts", "view")) redirect("/access-denied");
  const state = parseListParams(workoutList, params);
  const page = await listWorkouts(await getDb(), ctx, toWorkoutQuery(state));
  return <WorkoutIndex initialPage={page} initialState={state} userId={ctx.userId} access={{ permissions: ctx.permissions, isOrganizationOwner: ctx.isOrganizationOwner }} />;
}
