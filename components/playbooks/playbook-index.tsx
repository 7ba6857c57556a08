"use client";

import { BookOpen, Pin, PinOff, Users } from "lucide-react";
import type { ShareTarget } from "@/components/assets/share-dialog";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { playbookList } from "@/lib/playbooks/columns";
import { PLAYBOOK_MSG, TITLE_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, playbookKeys, usePlaybookList, type PlaybookCard, type PlaybookPage } from "@/lib/playbooks/hooks";
import { PlaybookUsersDialog } from "./playbook-users-dialog";
import { SendPlaybookDialog } from "./send-playbook-dialog";

/** The calls answer no message the dashboard shows; the spec's copy is the screen's. */
const said = (message: string) => () => ({ message });

/** The playbook dashboard (/playbooks): cards 6 a page, folders, drag to reorder. */
export const playbookDashboard = defineAssetDashboard<PlaybookCard>({
  type: "playbook",
  area: "playbooks",
  noun: { one: "playbook", many: "playbooks", title: "Playbooks", item: "Playbook" },
  icon: BookOpen,
  description: "Step-by-step programs your clients follow in their portal: lessons, downloads, FAQ and links.",
  invalidate: [playbookKeys.all],
  list: { config: playbookList, useList: usePlaybookList, searchPlaceholder: "Search by title" },
  folders: { assetType: "playbooks", store: "playbooks:folder" },
  name: { key: "title", label: "Title", max: TITLE_MAX, required: PLAYBOOK_MSG.titleRequired },
  title: (p) => p.title,
  editHref: (id) => `/playbook/${id}/edit`,
  card: {
    thumbnail: (p) => p.thumbnail,
    detail: (p) => `${formatCount(p.steps_count, "step")} · ${formatCount(p.users_count, "contact")}`,
    badges: (p) => (
      <>
        {p.is_pinned ? <Badge variant="primary"><Pin className="size-3" aria-hidden="true" /> Pinned</Badge> : null}
        {p.all_clients ? <Badge variant="primary">All clients</Badge> : null}
      </>
    ),
  },
  empty: {
    description: "Create your first playbook: add steps with lessons and downloads, then send it to your clients.",
    inFolder: "Create a playbook here, or move one in from the main folder.",
  },
  menu: {
    people: { label: "Contacts", icon: Users },
    share: {},
    // Sending needs only playbooks view (the route's gate).
    send: { permit: "view" },
    rename: {},
    thumbnail: {},
    move: {},
    switches: (p, { run }) => [
      { label: p.is_pinned ? "Unpin" : "Pin", icon: p.is_pinned ? PinOff : Pin, onSelect: () => void run(() => playbookCalls.pin(p.id, !p.is_pinned)).catch(() => {}) },
      { label: p.all_clients ? "Show to assigned contacts only" : "Show to all clients", icon: Users, onSelect: () => void run(() => playbookCalls.allClients(p.id, !p.all_clients)).catch(() => {}) },
    ],
    duplicate: {},
    remove: {},
  },
  calls: {
    create: (title, folderId) => playbookCalls.create(title, folderId).then((r) => ({ ...r, message: PLAYBOOK_MSG.created })),
    afterCreate: "stay",
    rename: (id, title) => playbookCalls.rename(id, title).then(said(PLAYBOOK_MSG.renamed)),
    duplicate: (id) => playbookCalls.duplicate(id).then(said(PLAYBOOK_MSG.duplicated)),
    remove: (ids) => playbookCalls.remove(ids).then(said(PLAYBOOK_MSG.deleted)),
  },
  confirmDelete: { title: "Delete playbook?", description: (p) => `“${p.title}”, its steps and its downloads will be deleted, and contacts will no longer see it.` },
  imports: true,
  dialogs: {
    send: ({ item, open, onOpenChange }) => <SendPlaybookDialog playbook={item} open={open} onOpenChange={onOpenChange} />,
    people: ({ item, onOpenChange }) => <PlaybookUsersDialog playbook={item} onClose={() => onOpenChange(false)} />,
  },
});

export function PlaybookIndex(props: { initialPage: PlaybookPage; initialState: ListState; access: ListAccess; userId: number; copyTargets?: ShareTarget[] }) {
  return <AssetDashboard decl={playbookDashboard} {...props} />;
}
