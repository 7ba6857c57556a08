"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { workoutKeys, type WorkoutDetail } from "@/lib/workouts/hooks";

type Answer = { message: string; data: WorkoutDetail };

/**
 * The builder's one mutation: every builder call answers the whole workout, which replaces the
 * builder's cache at once (no refetch); the answer's message is the toast unless `quiet`.
 */
export function useBuilderCall(workoutId: number, quiet = false) {
  const qc = useQueryClient();
  return useApiMutation<() => Promise<Answer>, Answer>({
    mutationFn: (call) => call(),
    success: quiet ? undefined : (r) => r.message,
    invalidate: [["workouts", "list"]], // the dashboard's counts
    onSuccess: (r) => qc.setQueryData(workoutKeys.detail(workoutId), r.data),
  });
}
