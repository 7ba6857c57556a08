"use client";

import { Dumbbell } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { useWorkoutChoices } from "@/lib/workouts/hooks";

function useChoices(enabled: boolean) {
  const q = useWorkoutChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((w) => ({ id: w.id, label: w.name })) };
}

/** Workouts as content a coach assigns to a contact (the profile card, the contact bulk bar). */
export const workoutKind: ContentKind = { noun: "workout", plural: "workouts", icon: Dumbbell, screen: { href: "/workouts", title: "Workouts" }, useChoices };
