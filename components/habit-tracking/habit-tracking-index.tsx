"use client";

import { ListChecks } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { trackingList } from "@/lib/habit-tracking/columns";
import { TRACKING_NAME_MAX } from "@/lib/habit-tracking/constants";
import { habitKeys, useHabitTrackingList, type HabitTrackingPage, type HabitTrackingSummary } from "@/lib/habit-tracking/hooks";
import type { ListState } from "@/lib/list/params";

/** The habit tracking dashboard (/habit-tracking): cards 6 a page, order_by order, newest first (doc 3 s9). */
export const habitDashboard = defineAssetDashboard<HabitTrackingSummary>({
  type: "habit-tracking", area: "habit-tracking", nouns: { one: "habit tracking", many: "habit trackings" }, icon: ListChecks,
  description: "Daily habits such as water, steps, sleep and protein: your clients tick them off on their phone, you see scores, streaks and a leaderboard.",
  invalidate: [habitKeys.all],
  list: { config: trackingList, useList: useHabitTrackingList, reorder: false },
  name: { key: "name", max: TRACKING_NAME_MAX },
  editHref: (id) => `/habit-tracking/${id}/edit`,
  card: {
    detail: (t) => `${formatCount(t.habits, "habit")} · ${formatCount(t.contacts, "contact")}`,
    badges: (t) => (t.contacts > 0 ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">No contacts</Badge>),
  },
  empty: { description: "Create a habit tracking, add categories of daily habits, then start it for your clients." },
  menu: ["rename", "duplicate", "delete"],
  calls: { create: (name) => api.post("/habit-tracking/create", { body: { name } }) },
  create: { description: "Give it a name; you add the habits in the editor next." },
  confirmDelete: { description: (t) => `Delete “${t.name}”? Its logs and proof photos are deleted with it.` },
});

export function HabitTrackingIndex(props: { initialPage: HabitTrackingPage; initialState: ListState; access: ListAccess; userId: number }) {
  return <AssetDashboard decl={habitDashboard} {...props} />;
}
