import { workoutPlans } from "@/db/schema";
import { defineAssetTable } from "@/lib/content-dashboard/assets";
import { defineDashboardType } from "@/lib/content-dashboard/define";
import type { Orderable } from "@/lib/http/reorder";
import { WORKOUT_NAME_MAX } from "./constants";

/** The Plans tab's hand-made order (lib/http/reorder.ts). */
export const planOrderable: Orderable = { table: workoutPlans, id: workoutPlans.id, locationId: workoutPlans.locationId, ordering: workoutPlans.ordering, noun: "Workout plan" };

/** POST /workout-plan/update-thumbnail and PATCH /workout-plan/update-ordering (lib/content-dashboard). */
export const planDashboard = defineDashboardType({ type: "workout-plan", area: "workouts", orderable: planOrderable, thumbnail: workoutPlans.thumbnail });

export const planAssets = defineAssetTable({
  table: workoutPlans, id: workoutPlans.id, locationId: workoutPlans.locationId, name: workoutPlans.name, nameMax: WORKOUT_NAME_MAX, noun: "Workout plan", updatedAt: workoutPlans.updatedAt,
});
