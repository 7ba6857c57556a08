import { useQuery } from "@tanstack/react-query";
import { api, type ApiAnswer } from "@/lib/api/client";

export type PlanLimit = ApiAnswer<"get", "/membership/plan-limit">["membership"];

/** Doc 1 s7: re-fetched after a contact is added or an import ends (invalidate this key). */
export const planLimitKey = ["membership", "plan-limit"] as const;

export function usePlanLimit(enabled = true, initialData?: PlanLimit) {
  return useQuery({
    queryKey: planLimitKey,
    queryFn: async ({ signal }) => (await api.get("/membership/plan-limit", { signal })).membership,
    enabled,
    initialData,
  });
}
