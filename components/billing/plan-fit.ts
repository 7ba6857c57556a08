import type { PlanLimit } from "@/lib/membership/hooks";
import { DOWNGRADE_LIMITS } from "@/lib/billing/constants";

type PlanLimits = Record<(typeof DOWNGRADE_LIMITS)[number], number | null>;

/** The limits of a plan that what the account uses now breaks (the keys a downgrade checks). */
export function overLimits(usage: Pick<PlanLimit["limits"][number], "key" | "used">[], plan: PlanLimits): (keyof PlanLimits)[] {
  return DOWNGRADE_LIMITS.filter((k) => {
    const limit = plan[k];
    const used = usage.find((u) => u.key === k)?.used ?? 0;
    return limit != null && used > limit;
  });
}
