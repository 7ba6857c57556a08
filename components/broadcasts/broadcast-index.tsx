"use client";

import { Megaphone, MessageSquareText } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { broadcastList } from "@/lib/broadcasts/columns";
import { NAME_MAX } from "@/lib/broadcasts/constants";
import { broadcastKeys, useBroadcastList, type BroadcastPage, type BroadcastSummary } from "@/lib/broadcasts/hooks";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { BroadcastStatusBadge, broadcastWhen } from "./broadcast-status";
import { NewBroadcastDialog } from "./new-broadcast-dialog";

const unsent = (b: BroadcastSummary) => b.status === "draft" || b.status === "scheduled";

function detail(b: BroadcastSummary): string {
  if (unsent(b)) return broadcastWhen(b) ?? "Not sent yet";
  const opened = b.channel === "email" ? ` · ${formatCount(b.opened, "open")}` : "";
  return `${formatCount(b.sent, "recipient")} of ${b.total}${opened}`;
}

/** The broadcasts dashboard (/broadcasts): one-off email and SMS sends as cards, 6 a page, newest first, in folders. */
export const broadcastDashboard = defineAssetDashboard<BroadcastSummary>({
  type: "broadcast", area: "broadcasts", icon: Megaphone, folders: true, invalidate: [broadcastKeys.all],
  description: "One-off emails and texts to your groups, tags and statuses, now or on a schedule.",
  // Newest first (order_by id): there is no hand-made order to drag.
  list: { config: broadcastList, useList: useBroadcastList, reorder: false },
  tabs: {
    filter: "type",
    label: "Which broadcasts",
    options: [{ value: "all", label: "All" }, { value: "email", label: "Email", empty: "No email broadcasts" }, { value: "sms", label: "SMS", empty: "No SMS broadcasts" }],
  },
  name: { key: "name", max: NAME_MAX },
  editHref: (id) => `/broadcasts/${id}`,
  card: {
    icon: (b) => (b.channel === "sms" ? MessageSquareText : Megaphone),
    detail,
    badges: (b) => <><Badge variant="outline">{b.channel === "sms" ? "SMS" : "Email"}</Badge><BroadcastStatusBadge status={b.status} /></>,
  },
  empty: {
    description: "Write one message and send it to a group, a tag or a status, now or later.",
    inFolder: "Create a broadcast here, or move broadcasts into this folder from their menu.",
  },
  menu: ["rename", "move", "duplicate", "delete"],
  editLabel: (b) => (unsent(b) ? "Edit" : "View report"),
  // A broadcast that is sending cannot be deleted (its job is mid-way).
  canDelete: (b) => b.status !== "sending",
  confirmDelete: { description: (b) => `Delete “${b.name}”? ${b.status === "scheduled" ? "It will not be sent. " : ""}Its report goes with it.` },
  dialogs: {
    create: ({ open, onOpenChange, api: { folderId } }) => <NewBroadcastDialog open={open} onOpenChange={onOpenChange} folderId={folderId} />,
  },
});

export function BroadcastIndex(props: { initialPage: BroadcastPage; initialState: ListState; access: ListAccess; userId: number }) {
  return <AssetDashboard decl={broadcastDashboard} {...props} />;
}
