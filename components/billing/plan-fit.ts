import type { PlanLimit } from "@/lib/membership/hooks";

type PlanLimits = { contacts: number | null; locations: number | null; users: number | null };

/** The limits of a plan that what the account uses now breaks (the keys a downgrade checks). */
export function overLimits(usage: PlanLimit["limits"], plan: PlanLimits): (keyof PlanLimits)[] {
  return (["contacts", "locations", "users"] as const).filter((k) => {
    const limit = plan[k];
    const used = usage.find((u) => u.key === k)?.used ?? 0;
    return limit != null && used > limit;
  });
}
