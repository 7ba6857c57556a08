"use client";

import { Activity } from "lucide-react";
import type { ContentKind } from "@/components/content-dashboard/content-kind";
import { useTrackingChoices } from "@/lib/progress-tracking/hooks";

function useTrackingKindChoices(enabled: boolean) {
  const q = useTrackingChoices(enabled);
  return { isPending: q.isPending, isSuccess: q.isSuccess, data: q.data?.map((t) => ({ id: t.id, label: t.name })) };
}

/** Client trackings as a content kind: the profile section's and the contact bulk bar's picker. */
export const trackingKind: ContentKind = { noun: "client tracking", plural: "client trackings", icon: Activity, screen: { href: "/progress-tracking", title: "Progress Tracking" }, useChoices: useTrackingKindChoices };
