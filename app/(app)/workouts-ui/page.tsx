import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ExerciseLibrary } from "@/components/workouts/exercise-library";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Exercise Library" };

/** WorkoutsUi: the exercise library; it loads in the browser (the search and filters live there). */
export default async function ExerciseLibraryPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!can(ctx, "workouts", "view")) redirect("/access-denied");
  return <ExerciseLibrary userId={ctx.userId} may={{ create: can(ctx, "workouts", "create"), update: can(ctx, "workouts", "update"), delete: can(ctx, "workouts", "delete") }} />;
}
