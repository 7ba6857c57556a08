import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { WorkoutBuilder } from "@/components/workouts/workout-builder";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { AppError } from "@/lib/http/errors";
import { readWorkout } from "@/lib/workouts/builder";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit Workout" };

/** The builder: the workout comes straight from the service; another location's id is a 404. */
export default async function WorkoutEditPage({ params }: { params: Promise<{ workout: string }> }) {
  const [{ workout }, ctx] = await Promise.all([params, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!can(ctx, "workouts", "view")) redirect("/access-denied");
  const id = Number(workout);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const detail = await readWorkout(await getDb(), ctx, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!detail) notFound();
  return <WorkoutBuilder initial={detail} canEdit={can(ctx, "workouts", "update")} />;
}
