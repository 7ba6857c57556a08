"use client";

import { useState } from "react";
import { ArrowDown, ArrowUp, Camera, Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { DIRECTION_LABELS } from "@/lib/progress-tracking/form-schemas";
import { useDefaultCategories, type TrackingCategory } from "@/lib/progress-tracking/hooks";
import { CategoryDialog } from "./name-dialogs";
import { useEditorCall } from "@/components/form/use-editor-call";
import { trackingKeys } from "@/lib/progress-tracking/hooks";

type Dialog = { kind: "custom"; category: TrackingCategory | null } | { kind: "delete"; category: TrackingCategory } | null;

/** The categories the tracking follows (weight, measurements, photos…): defaults once each, or custom ones. */
export function CategoriesPanel({ trackingId, categories, canEdit }: { trackingId: number; categories: TrackingCategory[]; canEdit: boolean }) {
  const defaults = useDefaultCategories();
  const run = useEditorCall(trackingKeys.all);
  const [dialog, setDialog] = useState<Dialog>(null);
  const missing = (defaults.data ?? []).filter((d) => !categories.some((c) => c.default_key === d.key));
  const close = (o: boolean) => !o && setDialog(null);

  return (
    <section aria-labelledby="pt-categories" className="flex min-w-0 flex-col gap-3 self-start rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="pt-categories" className="text-base font-semibold text-foreground">Progress categories</h2>
        {canEdit && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm"><Plus aria-hidden="true" /> Add category</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {missing.map((d) => (
                <DropdownMenuItem key={d.key} onSelect={() => void run(() => api.post("/progress-tracking/{id}/create-category-progress", { params: { id: trackingId }, body: { default_key: d.key } }))}>
                  {d.name}{d.unit ? ` (${d.unit})` : ""}
                </DropdownMenuItem>
              ))}
              {missing.length > 0 && <DropdownMenuSeparator />}
              <DropdownMenuItem onSelect={() => setDialog({ kind: "custom", category: null })}>Custom category…</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      <p className="text-sm text-muted-foreground">What clients report at every check-in. Set a goal per client on the Contacts tab.</p>
      {categories.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">No categories yet: add Weight to start.</p>
      ) : (
        <ul aria-label="Tracked categories" className="flex flex-col divide-y divide-border">
          {categories.map((c) => {
            const Icon = c.kind === "photo" ? Camera : c.direction === "down" ? ArrowDown : ArrowUp;
            return (
              <li key={c.id} className="flex min-w-0 items-center gap-2 py-2">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-foreground">{c.name}{c.unit ? ` (${c.unit})` : ""}</p>
                  <p className="text-xs text-muted-foreground">{c.kind === "photo" ? "A photo each check-in" : DIRECTION_LABELS[c.direction]}</p>
                </div>
                {canEdit && (
                  <div className="flex shrink-0 items-center">
                    {c.kind === "number" && (
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${c.name}`} onClick={() => setDialog({ kind: "custom", category: c })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                    )}
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${c.name}`} onClick={() => setDialog({ kind: "delete", category: c })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {dialog?.kind === "custom" && <CategoryDialog trackingId={trackingId} category={dialog.category} open onOpenChange={close} />}
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={close}
        title="Delete this category?"
        description={dialog?.kind === "delete" ? `“${dialog.category.name}” and its goals will be deleted. Values already reported stay in the history.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind === "delete") await run(() => api.delete("/progress-tracking/custom/{id}/delete", { params: { id: dialog.category.id } }));
          setDialog(null);
        }}
      />
    </section>
  );
}
