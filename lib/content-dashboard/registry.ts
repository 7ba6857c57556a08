import { formDashboard } from "@/lib/forms/dashboard";
import type { DashboardType } from "./define";

/**
 * Every content type with a dashboard of cards. A module adds one line here (its declaration
 * lives in the module: `lib/<module>/dashboard.ts`).
 */
export const DASHBOARD_TYPES: readonly DashboardType[] = [formDashboard];

export function dashboardType(type: string): DashboardType | undefined {
  return DASHBOARD_TYPES.find((t) => t.type === type);
}
