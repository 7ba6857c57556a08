import { playbookDashboard } from "@/lib/playbooks/dashboard";
import { pageDashboard } from "@/lib/pages/dashboard";
import { templateDashboard } from "@/lib/templates/dashboard";
import { formDashboard } from "@/lib/forms/dashboard";
import { journeyDashboard } from "@/lib/journeys/dashboard";
import { sequenceDashboard } from "@/lib/sequences/dashboard";
import { workoutDashboard } from "@/lib/workouts/dashboard";
import { planDashboard } from "@/lib/workouts/plan-dashboard";
import type { DashboardType } from "./define";

/**
 * Every content type with a dashboard of cards. A module adds one line here (its declaration
 * lives in the module: `lib/<module>/dashboard.ts`).
 */
export const DASHBOARD_TYPES: readonly DashboardType[] = [playbookDashboard, pageDashboard, templateDashboard, formDashboard, journeyDashboard, sequenceDashboard, workoutDashboard, planDashboard];

export function dashboardType(type: string): DashboardType | undefined {
  return DASHBOARD_TYPES.find((t) => t.type === type);
}
