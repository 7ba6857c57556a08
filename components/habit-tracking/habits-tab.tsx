"use client";

import { useState } from "react";
import { ListChecks, Pencil, Plus, Trash2 } from "lucide-react";
import { ListEmpty } from "@/components/list/list-states";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { frequencyText, KIND_LABELS } from "@/lib/habit-tracking/form-schemas";
import type { Habit, HabitCategory } from "@/lib/habit-tracking/hooks";
import { CategoriesDialog, HabitDialog } from "./habit-dialogs";
import { useEditorCall } from "@/components/form/use-editor-call";
import { habitKeys } from "@/lib/habit-tracking/hooks";

type Dialog =
  | { kind: "categories"; addOne: boolean }
  | { kind: "habit"; categoryId: number; habit: Habit | null }
  | { kind: "delete-category"; category: HabitCategory }
  | { kind: "delete-habit"; habit: Habit }
  | null;

/** A list shown in the order just dropped until the refetch brings the saved one. */
function useMoved<T extends { id: number }>(items: T[]) {
  const [moved, setMoved] = useState<{ from: T[]; ids: number[] } | null>(null);
  const shown = moved && moved.from === items ? moved.ids.map((id) => items.find((i) => i.id === id)!).filter(Boolean) : items;
  return [shown, (ids: number[] | null) => setMoved(ids ? { from: items, ids } : null)] as const;
}

const habitDetail = (h: Habit) => (h.kind === "count" ? `${h.target ?? 0}${h.unit ? ` ${h.unit}` : ""} a day` : KIND_LABELS.yes_no);

function HabitRows({ category, canEdit, open }: { category: HabitCategory; canEdit: boolean; open: (d: Dialog) => void }) {
  const run = useEditorCall(habitKeys.all);
  const [shown, setMoved] = useMoved(category.habits);
  if (category.habits.length === 0) return <p className="px-1 text-sm text-muted-foreground">No habits in this category yet.</p>;
  return (
    <SortableList
      items={shown}
      getId={(h) => h.id}
      getLabel={(h) => h.name}
      disabled={!canEdit}
      className="flex flex-col gap-2"
      onReorder={(ids) => {
        setMoved(ids);
        void run(() => api.patch("/habit-tracking/sort-category-habits", { body: { category_id: category.id, ids } })).finally(() => setMoved(null));
      }}
      renderItem={(h, handle) => (
        <div className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-background p-2.5">
          {canEdit && <DragHandle handle={handle} label={h.name} className="shrink-0" />}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium [overflow-wrap:anywhere] text-foreground">{h.name}</p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              <Badge variant="outline">{habitDetail(h)}</Badge>
              <span className="text-xs text-muted-foreground">{frequencyText(h)}</span>
            </div>
          </div>
          {canEdit && (
            <div className="flex shrink-0 items-center">
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${h.name}`} onClick={() => open({ kind: "habit", categoryId: category.id, habit: h })}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${h.name}`} onClick={() => open({ kind: "delete-habit", habit: h })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      )}
    />
  );
}

/** The Habits tab: categories of habits, both sorted by drag or keyboard; names edited together so errors land on their row. */
export function HabitsTab({ trackingId, categories, canEdit }: { trackingId: number; categories: HabitCategory[]; canEdit: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const run = useEditorCall(habitKeys.all);
  const [shown, setMoved] = useMoved(categories);
  const close = (o: boolean) => !o && setDialog(null);
  const addCategory = (
    <Button variant="outline" onClick={() => setDialog({ kind: "categories", addOne: true })}>
      <Plus aria-hidden="true" /> Add category
    </Button>
  );

  return (
    <section aria-labelledby="ht-habits" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ht-habits" className="text-base font-semibold text-foreground">Habits</h2>
        {canEdit && categories.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "categories", addOne: false })}>
            <Pencil aria-hidden="true" /> Rename categories
          </Button>
        )}
      </div>
      {categories.length === 0 ? (
        <ListEmpty
          icon={ListChecks}
          title="No habits yet"
          description="Start with a category, such as Nutrition, then add habits: a yes/no (took vitamins) or a count toward a target (8 glasses of water)."
          action={canEdit ? addCategory : undefined}
        />
      ) : (
        <SortableList
          items={shown}
          getId={(c) => c.id}
          getLabel={(c) => c.name}
          disabled={!canEdit}
          className="flex flex-col gap-4"
          onReorder={(ids) => {
            setMoved(ids);
            void run(() => api.patch("/habit-tracking/sort-category", { body: { tracking_id: trackingId, ids } })).finally(() => setMoved(null));
          }}
          renderItem={(c, handle) => (
            <article aria-label={c.name} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4">
              <header className="flex min-w-0 items-center gap-2">
                {canEdit && <DragHandle handle={handle} label={c.name} className="shrink-0" />}
                <h3 className="min-w-0 flex-1 text-sm font-semibold [overflow-wrap:anywhere] text-foreground">{c.name}</h3>
                {canEdit && (
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${c.name}`} onClick={() => setDialog({ kind: "delete-category", category: c })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </header>
              <HabitRows category={c} canEdit={canEdit} open={setDialog} />
              {canEdit && (
                <div>
                  <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "habit", categoryId: c.id, habit: null })} aria-label={`Add habit to ${c.name}`}>
                    <Plus aria-hidden="true" /> Add habit
                  </Button>
                </div>
              )}
            </article>
          )}
        />
      )}
      {canEdit && categories.length > 0 && <div>{addCategory}</div>}

      {dialog?.kind === "categories" && <CategoriesDialog trackingId={trackingId} categories={categories} addOne={dialog.addOne} onOpenChange={close} />}
      {dialog?.kind === "habit" && <HabitDialog trackingId={trackingId} categoryId={dialog.categoryId} habit={dialog.habit} onOpenChange={close} />}
      <ConfirmDialog
        open={dialog?.kind === "delete-category" || dialog?.kind === "delete-habit"}
        onOpenChange={close}
        title={dialog?.kind === "delete-category" ? "Delete this category?" : "Delete this habit?"}
        description={
          dialog?.kind === "delete-category" ? `“${dialog.category.name}” and its habits will be deleted with their logs.`
          : dialog?.kind === "delete-habit" ? `“${dialog.habit.name}” will be deleted with its logs.` : undefined
        }
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind === "delete-category") await run(() => api.delete("/habit-tracking/category/{id}/delete", { params: { id: dialog.category.id } }));
          if (dialog?.kind === "delete-habit") await run(() => api.delete("/habit-tracking/{id}/delete-habit", { params: { id: trackingId }, body: { id: dialog.habit.id } }));
          setDialog(null);
        }}
      />
    </section>
  );
}
