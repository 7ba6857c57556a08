"use client";

import { Eye, EyeOff, FileText, UsersRound } from "lucide-react";
import type { ShareTarget } from "@/components/assets/share-dialog";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { pageList } from "@/lib/pages/columns";
import { TITLE_MAX } from "@/lib/pages/constants";
import { contactPageKeys, pageKeys, usePageList, type PagePage, type PageSummary } from "@/lib/pages/hooks";
import { PageContactsDialog } from "./page-contacts-dialog";
import { PageMembersDialog } from "./page-members-dialog";

/** The pages dashboard (/pages): cards 6 a page in the coach's own order, in folders, all / enabled / disabled. */
export const pageDashboard = defineAssetDashboard<PageSummary>({
  type: "page", area: "pages", icon: FileText, folders: true, imports: true,
  description: "Welcome pages, guides and resources your clients read in their portal.",
  invalidate: [pageKeys.all, contactPageKeys.all],
  list: { config: pageList, useList: usePageList },
  tabs: {
    filter: "mode",
    label: "Which pages",
    options: [{ value: "all", label: "All" }, { value: "enabled", label: "Enabled", empty: "No enabled pages" }, { value: "disabled", label: "Disabled", empty: "No disabled pages" }],
    emptyHint: "Switch a page on or off from its card’s menu.",
  },
  name: { key: "title", max: TITLE_MAX },
  editHref: (id) => `/page/${id}/edit`,
  card: {
    thumbnail: (p) => p.thumbnail,
    muted: (p) => !p.enabled,
    detail: (p) => `${formatCount(p.members, "member")} · ${formatCount(p.downloads, "download")}`,
    badges: (p) => (p.enabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="neutral">Disabled</Badge>),
  },
  empty: { description: "Create a welcome page or a guide, then send it to your clients.", inFolder: "Create a page here, or move pages into this folder from their menu." },
  menu: ["people", "share", "send", "restrict", "rename", "thumbnail", "move", "duplicate", "delete"],
  people: { label: "Members", icon: UsersRound },
  switches: (p, { run }) => [{ label: p.enabled ? "Disable" : "Enable", icon: p.enabled ? EyeOff : Eye, onSelect: () => void run(() => api.patch("/page/enable-disable", { body: { id: p.id, status: p.enabled ? 0 : 1 } })).catch(() => {}) }],
  calls: { create: (title, folderId) => api.post("/page/create", { body: { title, ...(folderId ? { folder_id: folderId } : {}) } }) },
  create: { description: "Give it a title; you write the page itself in the editor next." },
  confirmDelete: { description: (p) => `Delete “${p.title}”? Its downloads go with it and the contacts it was sent to no longer see it.` },
  dialogs: {
    send: ({ item, open, onOpenChange }) => <PageContactsDialog mode="send" page={item} open={open} onOpenChange={onOpenChange} />,
    restrict: ({ item, open, onOpenChange }) => <PageContactsDialog mode="restrict" page={item} open={open} onOpenChange={onOpenChange} />,
    people: ({ item, open, onOpenChange, api: { may } }) => <PageMembersDialog page={item} open={open} onOpenChange={onOpenChange} canUpdate={may("update")} />,
  },
});

export function PageIndex(props: { initialPage: PagePage; initialState: ListState; access: ListAccess; userId: number; copyTargets?: ShareTarget[] }) {
  return <AssetDashboard decl={pageDashboard} {...props} />;
}
