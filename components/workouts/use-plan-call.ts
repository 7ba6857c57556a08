"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { planKeys, type PlanDetail } from "@/lib/workouts/plan-hooks";

type Answer = { message: string; data: PlanDetail };

/** The plan editor's one mutation: every call answers the whole plan, which replaces the editor's cache (no refetch). */
export function usePlanCall(planId: number) {
  const qc = useQueryClient();
  return useApiMutation<() => Promise<Answer>, Answer>({
    mutationFn: (call) => call(),
    success: (r) => r.message,
    invalidate: [[...planKeys.all, "list"]], // the Plans tab's counts
    onSuccess: (r) => qc.setQueryData(planKeys.detail(planId), r.data),
  });
}
