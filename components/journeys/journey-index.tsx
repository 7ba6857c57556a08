"use client";

import { Power, PowerOff, Route } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { journeyList } from "@/lib/journeys/columns";
import { NAME_MAX } from "@/lib/journeys/constants";
import { journeyKeys, useJourneyList, type JourneyPage, type JourneySummary } from "@/lib/journeys/hooks";
import type { ListState } from "@/lib/list/params";

/** The journeys dashboard (/journeys): cards 6 a page in the coach's own order, in folders, with an on/off switch. */
export const journeyDashboard = defineAssetDashboard<JourneySummary>({
  type: "journey", area: "journeys", icon: Route, folders: true,
  description: "Automations that welcome, nurture and follow up with your contacts on their own.",
  invalidate: [journeyKeys.all],
  list: { config: journeyList, useList: useJourneyList },
  tabs: {
    filter: "mode",
    label: "Which journeys",
    options: [{ value: "all", label: "All" }, { value: "enabled", label: "On", empty: "No journeys are on" }, { value: "disabled", label: "Off", empty: "No journeys are off" }],
    emptyHint: "Switch a journey on or off from its card’s menu.",
  },
  name: { key: "name", max: NAME_MAX },
  editHref: (id) => `/journey/${id}/edit`,
  card: {
    muted: (j) => !j.enabled,
    detail: (j) => `${j.trigger_title ?? "No trigger yet"} · ${formatCount(j.steps, "step")} · ${formatCount(j.active, "contact")} active`,
    badges: (j) => (j.enabled ? <Badge variant="success">On</Badge> : <Badge variant="neutral">Off</Badge>),
  },
  empty: { description: "Create a journey, pick what starts it, then add emails, waits and conditions.", inFolder: "Create a journey here, or move journeys into this folder from their menu." },
  menu: ["rename", "move", "duplicate", "delete"],
  switches: (j, { run }) => [
    { label: j.enabled ? "Turn off" : "Turn on", icon: j.enabled ? PowerOff : Power, onSelect: () => void run(() => api.patch("/journey/{id}/change-status", { params: { id: j.id }, body: { status: !j.enabled } })).catch(() => {}) },
  ],
  calls: {
    create: (name, folderId) => api.post("/journey/create", { body: { name, ...(folderId ? { folder_id: folderId } : {}) } }),
    rename: (id, name) => api.patch("/journey/{id}/rename", { params: { id }, body: { name } }),
  },
  create: { description: "Give it a name; you choose its trigger and steps in the builder next." },
  confirmDelete: { description: (j) => `Delete “${j.name}”? Contacts on it stop where they are, and its history goes with it.` },
});

export function JourneyIndex(props: { initialPage: JourneyPage; initialState: ListState; access: ListAccess; userId: number }) {
  return <AssetDashboard decl={journeyDashboard} {...props} />;
}
