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

/** The playbook dashboard (/playbooks): cards 6 a page, folders, drag to reorder; a new playbook stays on the dashboard. */
export const playbookDashboard = defineAssetDashboard<PlaybookCard>({
  type: "playbook", area: "playbooks", icon: BookOpen, folders: true, imports: true, invalidate: [playbookKeys.all],
  description: "Step-by-step programs your clients follow in their portal: lessons, downloads, FAQ and links.",
  list: { config: playbookList, useList: usePlaybookList },
  name: { key: "title", max: TITLE_MAX },
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
  menu: ["people", "share", "send", "rename", "thumbnail", "move", "duplicate", "delete"],
  // Sending needs only playbooks view (the route's gate).
  permits: { send: "view" },
  people: { label: "Contacts", icon: Users },
  switches: (p, { run }) => [
    { label: p.is_pinned ? "Unpin" : "Pin", icon: p.is_pinned ? PinOff : Pin, onSelect: () => void run(() => playbookCalls.pin(p.id, !p.is_pinned)).catch(() => {}) },
    { label: p.all_clients ? "Show to assigned contacts only" : "Show to all clients", icon: Users, onSelect: () => void run(() => playbookCalls.allClients(p.id, !p.all_clients)).catch(() => {}) },
  ],
  calls: { create: playbookCalls.create },
  create: { stay: true },
  // The playbook calls answer their data without a message; the toasts are the spec's copy.
  messages: { created: PLAYBOOK_MSG.created, renamed: PLAYBOOK_MSG.renamed, duplicated: PLAYBOOK_MSG.duplicated, deleted: PLAYBOOK_MSG.deleted },
  confirmDelete: { title: "Delete playbook?", description: (p) => `“${p.title}”, its steps and its downloads will be deleted, and contacts will no longer see it.` },
  dialogs: {
    send: ({ item, open, onOpenChange }) => <SendPlaybookDialog playbook={item} open={open} onOpenChange={onOpenChange} />,
    people: ({ item, onOpenChange }) => <PlaybookUsersDialog playbook={item} onClose={() => onOpenChange(false)} />,
  },
});

export function PlaybookIndex(props: { initialPage: PlaybookPage; initialState: ListState; access: ListAccess; userId: number; copyTargets?: ShareTarget[] }) {
  return <AssetDashboard decl={playbookDashboard} {...props} />;
}
