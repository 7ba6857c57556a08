import { workouts } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { WORKOUT_NAME_MAX } from "./constants";

/** Where the dashboard keeps its hand-made order (lib/http/reorder.ts). */
export const workoutOrderable: Orderable = { table: workouts, id: workouts.id, locationId: workouts.locationId, ordering: workouts.ordering, noun: "Workout" };

/** POST /workout/update-thumbnail and PATCH /workout/update-ordering (lib/content-dashboard): the /workouts cards. */
export const workoutDashboard = defineDashboardType({ type: "workout", area: "workouts", orderable: workoutOrderable, thumbnail: workouts.thumbnail });

/** The dashboard's shared calls (lib/content-dashboard/assets.ts) on the workouts table. */
export const workoutAssets = defineAssetTable({
  table: workouts, id: workouts.id, locationId: workouts.locationId, name: workouts.name, nameMax: WORKOUT_NAME_MAX, noun: "Workout", updatedAt: workouts.updatedAt,
});
