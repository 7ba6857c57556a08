"use client";

import { CalendarRange, Library } from "lucide-react";
import Link from "next/link";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { WORKOUT_NAME_MAX } from "@/lib/workouts/constants";
import { planList } from "@/lib/workouts/plan-columns";
import { planKeys, usePlanList, type PlanCard, type PlanPage } from "@/lib/workouts/plan-hooks";
import { WorkoutTabs } from "./workout-tabs";

/** The Plans tab of /workouts: multi-week programmes, cards 6 a page in the coach's own order. */
export const planDashboard = defineAssetDashboard<PlanCard>({
  type: "workout-plan", area: "workouts", icon: CalendarRange,
  nouns: { one: "workout plan", many: "workout plans" },
  description: "Multi-week programmes: each week's days filled with your workouts, assigned to clients from a start date.",
  invalidate: [planKeys.all],
  list: { config: planList, useList: usePlanList },
  name: { key: "name", max: WORKOUT_NAME_MAX },
  editHref: (id) => `/workout-plan/${id}/edit`,
  card: {
    thumbnail: (p) => p.thumbnail,
    detail: (p) => `${formatCount(p.weeks, "week")} · ${p.workouts ? formatCount(p.workouts, "workout") : "no workouts yet"}`,
  },
  empty: { description: "Create a plan, then put your workouts on its days, week by week." },
  menu: ["rename", "thumbnail", "duplicate", "delete"],
  calls: {
    create: (name) => api.post("/workout-plan/create", { body: { name, description: "" } }),
    rename: (id, name) => api.patch("/workout-plan/{id}/rename", { params: { id }, body: { name } }),
  },
  create: { description: "Give it a name; you fill its weeks in the plan editor next." },
  confirmDelete: { description: (p) => `Delete “${p.name}”? Its weeks go with it, and clients it is assigned to no longer see it.` },
});

export function PlanIndex(props: { initialPage: PlanPage; initialState: ListState; access: ListAccess; userId: number }) {
  return (
    <AssetDashboard
      decl={planDashboard}
      {...props}
      slots={() => ({
        bar: <WorkoutTabs active="plans" />,
        actions: (
          <Button asChild variant="outline">
            <Link href="/workouts-ui"><Library className="size-4" aria-hidden /> Exercise library</Link>
          </Button>
        ),
      })}
    />
  );
}
