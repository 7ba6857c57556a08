import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PlanEditor } from "@/components/workouts/plan-editor";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { readPlan } from "@/lib/workouts/plans";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Workout Plan" };

/** The plan editor: the plan comes straight from the service; another location's id is a 404. */
export default async function WorkoutPlanEditPage({ params }: { params: Promise<{ plan: string }> }) {
  const [{ plan }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "workouts", "view")) redirect("/access-denied");
  const id = Number(plan);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const detail = await readPlan(await getDb(), ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!detail) notFound();
  return <PlanEditor initial={detail} canEdit={can(ctx, "workouts", "update")} />;
}
