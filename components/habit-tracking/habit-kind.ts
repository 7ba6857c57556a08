"use client";

import { ListChecks } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { useHabitTrackingChoices } from "@/lib/habit-tracking/hooks";

function useHabitKindChoices(enabled: boolean) {
  const q = useHabitTrackingChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((t) => ({ id: t.id, label: t.name })) };
}

/** Habit trackings as a content kind: the contact bulk bar's picker. */
export const habitKind: ContentKind = { noun: "habit tracking", plural: "habit trackings", icon: ListChecks, screen: { href: "/habit-tracking", title: "Habit Tracking" }, useChoices: useHabitKindChoices };
