"use client";

import { Activity } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { trackingList } from "@/lib/progress-tracking/columns";
import { TRACKING_NAME_MAX } from "@/lib/progress-tracking/constants";
import { trackingKeys, useTrackingList, type TrackingPage, type TrackingSummary } from "@/lib/progress-tracking/hooks";

const periodLabel = (days: number) => (days === 7 ? "Weekly" : days === 1 ? "Daily" : `Every ${days} days`);

/** The client tracking dashboard (/progress-tracking): cards 6 a page, newest first (doc 3 s9). */
export const trackingDashboard = defineAssetDashboard<TrackingSummary>({
  type: "progress-tracking", area: "progress-tracking", nouns: { one: "client tracking", many: "client trackings" }, icon: Activity,
  description: "Weekly check-ins of weight, measurements, photos and how the week went, with goals and a leaderboard.",
  invalidate: [trackingKeys.all],
  // No hand-made order: the table keeps `ordering` for the spec's order_by, newest first.
  list: { config: trackingList, useList: useTrackingList, reorder: false },
  name: { key: "name", max: TRACKING_NAME_MAX },
  editHref: (id) => `/progress-tracking/${id}/edit`,
  card: {
    detail: (t) => `${periodLabel(t.period_days)} check-in · ${formatCount(t.contacts, "contact")}`,
    badges: (t) => (t.contacts > 0 ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">No contacts</Badge>),
  },
  empty: { description: "Create a tracking, choose what your clients report each week, then add your clients." },
  menu: ["rename", "duplicate", "delete"],
  calls: { create: (name) => api.post("/progress-tracking/create", { body: { name } }) },
  create: { description: "Give it a name; you choose the questions and categories in the editor next." },
  confirmDelete: { description: (t) => `Delete “${t.name}”? Its check-ins and progress photos are deleted with it.` },
});

export function TrackingIndex(props: { initialPage: TrackingPage; initialState: ListState; access: ListAccess; userId: number }) {
  return <AssetDashboard decl={trackingDashboard} {...props} />;
}
