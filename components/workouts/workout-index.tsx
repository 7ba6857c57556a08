"use client";

import { Dumbbell, Library } from "lucide-react";
import Link from "next/link";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { workoutList } from "@/lib/workouts/columns";
import { WorkoutTabs } from "./workout-tabs";
import { WORKOUT_NAME_MAX } from "@/lib/workouts/constants";
import { useWorkoutList, workoutKeys, type WorkoutCard, type WorkoutPage } from "@/lib/workouts/hooks";

/** The workouts dashboard (/workouts): cards 6 a page in the coach's own order; the Plans tab is /workouts/plans. */
export const workoutDashboard = defineAssetDashboard<WorkoutCard>({
  type: "workout", area: "workouts", icon: Dumbbell,
  description: "Training sessions built from your exercise library, ready to assign to clients.",
  invalidate: [workoutKeys.all],
  list: { config: workoutList, useList: useWorkoutList },
  name: { key: "name", max: WORKOUT_NAME_MAX },
  editHref: (id) => `/workout/${id}/edit`,
  card: {
    thumbnail: (w) => w.thumbnail,
    detail: (w) => (w.blocks ? `${formatCount(w.blocks, "block")} · ${formatCount(w.exercises, "exercise")}` : "No exercises yet"),
  },
  empty: { description: "Create a workout, then build it from the exercise library: supersets, circuits, AMRAPs and EMOMs." },
  menu: ["rename", "thumbnail", "duplicate", "delete"],
  calls: {
    create: (name) => api.post("/workout/create", { body: { name, description: "" } }),
    rename: (id, name) => api.patch("/workout/{id}/rename", { params: { id }, body: { name } }),
  },
  create: { description: "Give it a name; you add blocks and exercises in the builder next." },
  confirmDelete: { description: (w) => `Delete “${w.name}”? Its blocks go with it, and clients it is assigned to no longer see it.` },
});

export function WorkoutIndex(props: { initialPage: WorkoutPage; initialState: ListState; access: ListAccess; userId: number }) {
  return (
    <AssetDashboard
      decl={workoutDashboard}
      {...props}
      slots={() => ({
        bar: <WorkoutTabs active="workouts" />,
        actions: (
          <Button asChild variant="outline">
            <Link href="/workouts-ui"><Library className="size-4" aria-hidden /> Exercise library</Link>
          </Button>
        ),
      })}
    />
  );
}
