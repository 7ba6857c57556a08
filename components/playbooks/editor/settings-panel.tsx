"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NameDialog } from "@/components/folders/name-dialog";
import { CATEGORY_MAX } from "@/lib/playbooks/constants";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { ColorPicker } from "@/components/color/color-picker";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { api } from "@/lib/api/client";
import { formatNumber } from "@/lib/format";
import { apiFetch } from "@/lib/http/client";
import { playbookCalls, playbookKeys, usePlaybookConfiguration, type PlaybookDetails } from "@/lib/playbooks/hooks";
import { useEditorMutation } from "./use-editor-mutation";

const SECTION_LABELS: Record<string, string> = { steps: "Steps", downloads: "Downloads", faq: "FAQ", questions: "Ask a question" };
const TOGGLES = [
  { key: "show_progress", label: "Show progress to clients" },
  { key: "show_faq", label: "Show the FAQ" },
  { key: "show_questions", label: "Let clients ask questions" },
] as const;

/** Category, portal options, the sidebar's order, and how clients are doing (analytics). */
export function SettingsPanel({ playbook, canUpdate }: { playbook: PlaybookDetails; canUpdate: boolean }) {
  const config = usePlaybookConfiguration();
  const save = useEditorMutation({ mutationFn: (body: Parameters<typeof playbookCalls.updateSettings>[1]) => playbookCalls.updateSettings(playbook.id, body), success: (d) => d.message ?? null });
  const sortSidebar = useEditorMutation({ mutationFn: (order: string[]) => playbookCalls.sortSidebar(playbook.id, order) });
  const stats = useQuery({
    queryKey: [...playbookKeys.details(playbook.id), "analytics"],
    queryFn: ({ signal }) => api.get("/playbook/get-analytics", { query: { playbook_id: playbook.id }, signal }).then((r) => r.data),
  });
  const [categoryDialog, setCategoryDialog] = useState<"new" | "delete" | null>(null);
  const createCategory = useEditorMutation({
    mutationFn: (name: string) => apiFetch<{ data: { id: number; name: string } }>("/playbook/create-category", { method: "POST", body: { name } }),
    success: "Category has been created successfully!",
    onSuccess: (d) => void save.mutateAsync({ category_id: d.data.id }).catch(() => {}),
  });
  const deleteCategory = useEditorMutation({
    mutationFn: (id: number) => apiFetch<{ status: number }>("/playbook/delete-category", { method: "DELETE", body: { id } }),
    success: "Category has been deleted successfully!",
  });
  const categoryName = config.data?.categories.find((c) => c.id === playbook.category_id)?.name;
  const sections = playbook.sidebar_order.map((s, i) => ({ id: i + 1, key: s }));

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">Settings</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="playbook-category">Category</Label>
            <NativeSelect
              id="playbook-category"
              value={playbook.category_id ?? ""}
              disabled={!canUpdate || !config.data}
              onChange={(e) => void save.mutateAsync({ category_id: e.target.value ? Number(e.target.value) : null }).catch(() => {})}
            >
              <option value="">No category</option>
              {config.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            {canUpdate && (
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="ghost" size="sm" onClick={() => setCategoryDialog("new")}>
                  <Plus aria-hidden="true" /> New category
                </Button>
                {categoryName && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setCategoryDialog("delete")}>
                    <Trash2 aria-hidden="true" /> Delete “{categoryName}”
                  </Button>
                )}
              </div>
            )}
          </div>
          {TOGGLES.map((t) => (
            <div key={t.key} className="flex items-center justify-between gap-3">
              <Label htmlFor={`setting-${t.key}`}>{t.label}</Label>
              <Switch id={`setting-${t.key}`} checked={playbook.settings[t.key]} disabled={!canUpdate} onCheckedChange={(v) => void save.mutateAsync({ settings: { [t.key]: v } }).catch(() => {})} />
            </div>
          ))}
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-foreground">Accent colour</span>
            <ColorPicker label="Accent colour" value={playbook.settings.accent_color} disabled={!canUpdate} onChange={(hex) => void save.mutateAsync({ settings: { accent_color: hex } }).catch(() => {})} />
          </div>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-foreground">Sidebar order</span>
            <SortableList
              items={sections}
              getId={(s) => s.id}
              getLabel={(s) => SECTION_LABELS[s.key] ?? s.key}
              disabled={!canUpdate}
              className="flex flex-col gap-1.5"
              onReorder={(ids) => void sortSidebar.mutateAsync(ids.map((id) => sections[id - 1].key)).catch(() => {})}
              renderItem={(s, handle) => (
                <div className="flex items-center gap-2 rounded-md border border-border bg-card px-2 py-1.5 text-sm">
                  {canUpdate && <DragHandle handle={handle} label={SECTION_LABELS[s.key] ?? s.key} />}
                  {SECTION_LABELS[s.key] ?? s.key}
                </div>
              )}
            />
          </div>
        </CardContent>
      </Card>
      <NameDialog
        key={categoryDialog === "new" ? "new" : "idle"}
        open={categoryDialog === "new"}
        onOpenChange={(o) => !o && setCategoryDialog(null)}
        title="New category"
        label="Category name"
        initial=""
        submitText="Create"
        busyText="Creating"
        maxLength={CATEGORY_MAX}
        check={(v) => (!v.trim() ? "The name field is required." : null)}
        onSubmit={async (name) => {
          await createCategory.mutateAsync(name.trim());
        }}
      />
      <ConfirmDialog
        open={categoryDialog === "delete"}
        onOpenChange={(o) => !o && setCategoryDialog(null)}
        title="Delete category?"
        description={`“${categoryName ?? ""}” will be deleted. Its playbooks stay, without a category.`}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (playbook.category_id) await deleteCategory.mutateAsync(playbook.category_id);
        }}
      />

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">Analytics</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {stats.data ? (
            <>
              <dl className="grid grid-cols-3 gap-2 text-center">
                {([["Sent", stats.data.sent], ["Started", stats.data.started], ["Completed", stats.data.completed]] as const).map(([label, n]) => (
                  <div key={label} className="rounded-md bg-muted px-2 py-3">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{formatNumber(n)}</dd>
                  </div>
                ))}
              </dl>
              {stats.data.steps.length > 0 ? (
                <ul className="flex flex-col gap-2" aria-label="Completions by step">
                  {stats.data.steps.map((s) => {
                    const pct = stats.data.sent ? Math.round((s.completed / stats.data.sent) * 100) : 0;
                    return (
                      <li key={s.id} className="flex flex-col gap-1">
                        <div className="flex justify-between gap-2 text-sm">
                          <span className="min-w-0 truncate">{s.title}</span>
                          <span className="shrink-0 tabular-nums text-muted-foreground">{formatNumber(s.completed)} completed</span>
                        </div>
                        <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
                          <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <BarChart3 className="size-4" aria-hidden="true" /> {stats.isError ? "Analytics could not be loaded." : "Loading analytics…"}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
