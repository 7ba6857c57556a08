"use client";

import { ClipboardList, Eye, EyeOff } from "lucide-react";
import type { ShareTarget } from "@/components/assets/share-dialog";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { Badge } from "@/components/ui/badge";
import { formList, type FormListState } from "@/lib/forms/columns";
import { FORM_TITLE_MAX } from "@/lib/forms/constants";
import { formCalls, formKeys, useFormList, type FormCard, type FormPage } from "@/lib/forms/hooks";
import { formatCount } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { SendFormDialog } from "./send-form-dialog";

/** The forms dashboard (/forms): every form, 6 a page in the coach's own order, until a folder is opened (doc 2 s9). */
export const formDashboard = defineAssetDashboard<FormCard>({
  type: "form", area: "forms", icon: ClipboardList, imports: true, invalidate: [formKeys.all],
  description: "Check-ins, intake questionnaires and surveys your clients fill in, with their answers and analytics.",
  // The open folder is in the URL (?folder=), where the list's query reads it.
  folders: { urlFilter: "folder" },
  list: { config: formList, useList: (state, _folderId, options) => useFormList(state as FormListState, options) },
  name: { key: "title", max: FORM_TITLE_MAX },
  editHref: (id) => `/form/${id}/edit`,
  card: {
    muted: (f) => !f.enabled,
    thumbnail: (f) => f.thumbnail,
    badges: (f) => (
      <>
        {f.is_public ? <Badge variant="primary">Public link</Badge> : <Badge variant="outline">Sent only</Badge>}
        {!f.enabled && <Badge variant="warning">Disabled</Badge>}
      </>
    ),
    detail: (f) => `${formatCount(f.questions, "question")} · ${formatCount(f.respondents, "response")}`,
  },
  empty: {
    description: "Create a weekly check-in or an intake questionnaire, then send it to clients or share its public link.",
    inFolder: "Create a form here, or move forms into this folder from their menu.",
  },
  menu: ["share", "send", "rename", "move", "duplicate", "delete"],
  switches: (f, { run }) => [{ label: f.enabled ? "Disable" : "Enable", icon: f.enabled ? EyeOff : Eye, onSelect: () => void run(() => formCalls.setEnabled(f.id, f.enabled ? 0 : 1)).catch(() => {}) }],
  calls: { create: (title, folderId) => formCalls.create(title, folderId || null) },
  create: { description: "Give it a title; you add the questions next." },
  confirmDelete: { title: "Are you sure?", description: (f) => `“${f.title}” and all its responses will be deleted. This cannot be undone.` },
  dialogs: {
    send: ({ item, open, onOpenChange }) => <SendFormDialog formIds={item ? [item.id] : []} label={item?.title ?? ""} open={open} onOpenChange={onOpenChange} />,
  },
});

export function FormIndex(props: { initialPage: FormPage; initialState: ListState; access: ListAccess; userId: number; copyTargets?: ShareTarget[] }) {
  return <AssetDashboard decl={formDashboard} {...props} />;
}
