"use client";

import Link from "next/link";
import { FileText, Megaphone, SearchX, Signature, Tags } from "lucide-react";
import { AssetDashboard } from "@/components/content-dashboard/asset-dashboard";
import { defineAssetDashboard, type DashboardApi } from "@/components/content-dashboard/asset-dashboard-types";
import type { ListAccess } from "@/components/list/bulk-bar";
import { ListEmpty } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { can } from "@/lib/auth/permissions";
import { formatDate } from "@/lib/format";
import type { ListState } from "@/lib/list/params";
import { templateList, type TemplateListState } from "@/lib/templates/columns";
import { NAME_MAX, TEMPLATE_TYPE_LABELS, TEMPLATE_TYPES, TYPE_FILTER_LABELS, type TypeFilter } from "@/lib/templates/constants";
import { templateCalls, templateKeys, useTemplateCategories, useTemplateList, type Template, type TemplateCategory, type TemplatePage } from "@/lib/templates/hooks";
import { CategoryBar } from "./category-bar";
import { TEMPLATE_ICONS } from "./template-icons";
import { MoveTemplatesDialog, NewTemplateDialog } from "./template-dialogs";

/** A broadcast draft from the template, opened in the broadcast editor. */
const toBroadcast = (t: Template, api: DashboardApi<Template>) =>
  api.run(() => templateCalls.addBroadcastDraft(t.id)).then((res) => api.go(`/broadcasts/${(res as { data: { id: number } }).data.id}`), () => {});
const categoryOf = (state: ListState) => (state.filters.category ? Number(state.filters.category) : undefined);

/** The template dashboard (/template) by category (doc 2 s2), 6 cards a page in hand-made order. */
export const templateDashboard = defineAssetDashboard<Template>({
  type: "template", area: "templates", icon: Tags, invalidate: [templateKeys.all],
  description: "Emails, texts and voicemails you write once and send to any client, with their details filled in.",
  list: { config: templateList, useList: (state, _folderId, options) => useTemplateList(state as TemplateListState, options) },
  name: { key: "name", max: NAME_MAX, label: "Template name" },
  editHref: (id) => `/template/${id}/edit`,
  card: {
    icon: (t) => TEMPLATE_ICONS[t.is_content] ?? FileText,
    thumbnail: (t) => t.thumbnail,
    detail: (t) => <span>{t.category_name} · updated {formatDate(t.updated_at)}</span>,
    badges: (t) => <Badge variant="primary">{TEMPLATE_TYPE_LABELS[t.is_content]}</Badge>,
  },
  empty: { description: "Write a welcome email or a session reminder once, then send it to any client in a click. Merge fields like {{ contact.first_name }} fill in their details." },
  menu: ["rename", "move", "duplicate", "delete"],
  moveLabel: "Move to category",
  // Email and SMS templates become broadcast drafts (POST /template/add-broadcasts-draft), opened next.
  extra: (t, api) => (can(api.access, "broadcasts", "create") && (t.is_content === TEMPLATE_TYPES.email || t.is_content === TEMPLATE_TYPES.sms) ? [{ label: "Add to broadcasts", icon: Megaphone, onSelect: () => void toBroadcast(t, api) }] : []),
  confirmDelete: { title: "Are you sure?", description: (t) => `“${t.name}” will be deleted. This cannot be undone.` },
  dialogs: {
    create: ({ open, onOpenChange, api }) => open && <NewTemplateDialog open onOpenChange={onOpenChange} categoryId={categoryOf(api.state)} />,
    move: ({ item, onOpenChange }) => item && <MoveTemplatesDialog open onOpenChange={onOpenChange} ids={[item.id]} current={item.category_id} />,
  },
});

/** The module's own pieces: the category bar, the type filter, the signatures link. */
export function TemplateIndex({ initialCategories, ...props }: { initialPage: TemplatePage; initialState: ListState; initialCategories: TemplateCategory[]; access: ListAccess; userId: number }) {
  const categories = useTemplateCategories(initialCategories).data ?? initialCategories;
  return (
    <AssetDashboard
      decl={templateDashboard}
      {...props}
      slots={({ state, update, refresh, may }) => ({
        actions: <Button variant="outline" asChild><Link href="/template/signatures"><Signature aria-hidden="true" /> Signatures</Link></Button>,
        bar: <CategoryBar categories={categories} current={categoryOf(state)} onSelect={(id) => update({ filters: { category: id ? String(id) : null } })} canCreate={may("create")} canEdit={may("update")} canDelete={may("delete")} onChanged={refresh} />,
        // Named like the search box beside it (an aria-label: the toolbar is one row).
        toolbar: (
          <NativeSelect aria-label="Type" wrapperClassName="sm:w-48" value={state.filters.type ?? "all"} onChange={(e) => update({ filters: { type: e.target.value === "all" ? null : e.target.value } })}>
            {(Object.keys(TYPE_FILTER_LABELS) as TypeFilter[]).map((k) => <option key={k} value={k}>{TYPE_FILTER_LABELS[k]}</option>)}
          </NativeSelect>
        ),
        heading: state.filters.category ? `Templates in ${categories.find((c) => String(c.id) === state.filters.category)?.name ?? "this category"}` : "All templates",
        filtered: Boolean(state.search || state.filters.type || state.filters.category),
        noMatch: (
          <ListEmpty
            icon={SearchX}
            title={state.search ? `No templates match “${state.search}”` : "No templates here"}
            description="Try another category or type, or clear the search."
            action={<Button variant="outline" onClick={() => update({ search: "", filters: { type: null, category: null } })}>Show all templates</Button>}
          />
        ),
      })}
    />
  );
}
