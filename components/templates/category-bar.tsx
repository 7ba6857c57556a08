"use client";

import { useState } from "react";
import { toast } from "sonner";
import { MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { NameDialog } from "@/components/folders/name-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { handleApiError } from "@/lib/http/handle-error";
import { GENERAL_CATEGORY, NAME_MAX, TEMPLATE_MSG } from "@/lib/templates/constants";
import { templateCalls, type TemplateCategory } from "@/lib/templates/hooks";
import { cn } from "@/lib/utils/cn";

type Dialog = { kind: "new" } | { kind: "rename"; c: TemplateCategory } | { kind: "delete"; c: TemplateCategory } | null;
const nameError = (v: string) => (v.trim() === "" ? "The name field is required." : v.trim().length > NAME_MAX ? `The name may not be greater than ${NAME_MAX} characters.` : null);

/**
 * The dashboard's categories as filter chips (All, General, the coach's own), with a menu to
 * rename or delete a category; deleting one moves its templates to General.
 */
export function CategoryBar({ categories, current, onSelect, canCreate, canEdit, canDelete, onChanged }: {
  categories: TemplateCategory[];
  current?: number;
  onSelect: (id: number | null) => void;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const total = categories.reduce((n, c) => n + c.templates_count, 0);
  const chip = (active: boolean) =>
    cn("inline-flex h-8 max-w-56 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring", active ? "border-primary bg-primary-tint text-primary-strong" : "border-border bg-card text-foreground hover:bg-muted");

  return (
    <nav aria-label="Template categories" className="flex min-w-0 flex-wrap items-center gap-2">
      <button type="button" className={chip(current === undefined)} aria-pressed={current === undefined} onClick={() => onSelect(null)}>
        All <span className="tabular-nums text-muted-foreground">{total}</span>
      </button>
      {categories.map((c) => (
        <span key={c.id} className="inline-flex min-w-0 items-center">
          <button type="button" className={chip(current === c.id)} aria-pressed={current === c.id} onClick={() => onSelect(c.id)}>
            <span className="truncate">{c.name}</span> <span className="tabular-nums text-muted-foreground">{c.templates_count}</span>
          </button>
          {!c.is_default && (canEdit || canDelete) && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={`Actions for category ${c.name}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {canEdit && <DropdownMenuItem onSelect={() => setDialog({ kind: "rename", c })}><Pencil aria-hidden="true" /> Rename</DropdownMenuItem>}
                {canDelete && <DropdownMenuItem variant="danger" onSelect={() => setDialog({ kind: "delete", c })}><Trash2 aria-hidden="true" /> Delete</DropdownMenuItem>}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </span>
      ))}
      {canCreate && (
        <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "new" })}>
          <Plus aria-hidden="true" /> New category
        </Button>
      )}

      <NameDialog
        key={dialog?.kind === "rename" ? `rename-${dialog.c.id}` : dialog?.kind ?? "none"}
        open={dialog?.kind === "new" || dialog?.kind === "rename"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={dialog?.kind === "rename" ? "Rename category" : "New category"}
        label="Category name"
        initial={dialog?.kind === "rename" ? dialog.c.name : ""}
        submitText={dialog?.kind === "rename" ? "Rename" : "Create"}
        busyText={dialog?.kind === "rename" ? "Renaming" : "Creating"}
        maxLength={NAME_MAX}
        check={nameError}
        onSubmit={async (name) => {
          if (dialog?.kind === "rename") {
            await templateCalls.renameCategory(dialog.c.id, name);
            toast.success(TEMPLATE_MSG.categoryUpdated);
          } else {
            await templateCalls.createCategory(name);
            toast.success(TEMPLATE_MSG.categoryCreated);
          }
          await onChanged();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Are you sure?"
        description={dialog?.kind === "delete" ? `The category “${dialog.c.name}” will be deleted and its templates moved to ${GENERAL_CATEGORY}.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind !== "delete") return;
          try {
            await templateCalls.deleteCategory(dialog.c.id);
            toast.success(TEMPLATE_MSG.categoryDeleted);
            if (current === dialog.c.id) onSelect(null);
            await onChanged();
          } catch (e) {
            handleApiError(e);
          }
          setDialog(null);
        }}
      />
    </nav>
  );
}
