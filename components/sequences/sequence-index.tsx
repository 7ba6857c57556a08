"use client";

import { ListOrdered } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { sequenceList } from "@/lib/sequences/columns";
import { TITLE_MAX } from "@/lib/sequences/constants";
import { sequenceKeys, useSequenceList, type SequencePage, type SequenceSummary } from "@/lib/sequences/hooks";

/** The sequences dashboard (/sequences): cards 6 a page in the coach's own order, in folders. */
export const sequenceDashboard = defineAssetDashboard<SequenceSummary>({
  type: "sequence", area: "sequences", icon: ListOrdered, folders: true,
  description: "Timed series of emails and texts that go out one after another to each subscriber.",
  invalidate: [sequenceKeys.all],
  list: { config: sequenceList, useList: useSequenceList },
  name: { key: "title", max: TITLE_MAX },
  editHref: (id) => `/sequence/${id}/edit`,
  card: {
    detail: (s) => `${formatCount(s.messages, "message")} · ${formatCount(s.subscribers, "subscriber")} active`,
  },
  empty: { description: "Create a sequence, write its messages with a delay between each, then add contacts.", inFolder: "Create a sequence here, or move sequences into this folder from their menu." },
  menu: ["rename", "move", "duplicate", "delete"],
  calls: {
    create: (title, folderId) => api.post("/sequence/create", { body: { title, ...(folderId ? { folder_id: folderId } : {}) } }),
  },
  create: { description: "Give it a title; you write its messages in the editor next." },
  confirmDelete: { description: (s) => `Delete “${s.title}”? Nothing more is sent to its subscribers, and its history goes with it.` },
});

export function SequenceIndex(props: { initialPage: SequencePage; initialState: ListState; access: ListAccess; userId: number }) {
  return <AssetDashboard decl={sequenceDashboard} {...props} />;
}
