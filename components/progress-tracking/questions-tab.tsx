"use client";

import { useState } from "react";
import { ListPlus, Pencil, Plus, Trash2 } from "lucide-react";
import { ListEmpty } from "@/components/list/list-states";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { QUESTION_TYPE_LABELS } from "@/lib/progress-tracking/form-schemas";
import type { TrackingQuestion, TrackingSection } from "@/lib/progress-tracking/hooks";
import { CategoriesPanel } from "./categories-panel";
import { SectionDialog } from "./name-dialogs";
import { QuestionDialog } from "./question-dialog";
import type { TrackingCategory } from "@/lib/progress-tracking/hooks";
import { useEditorCall } from "@/components/form/use-editor-call";
import { trackingKeys } from "@/lib/progress-tracking/hooks";

type Dialog =
  | { kind: "section"; section: TrackingSection | null }
  | { kind: "question"; sectionId: number; question: TrackingQuestion | null }
  | { kind: "delete-section"; section: TrackingSection }
  | { kind: "delete-question"; question: TrackingQuestion }
  | null;

/** A list shown in the order just dropped until the refetch brings the saved one. */
function useMoved<T extends { id: number }>(items: T[]) {
  const [moved, setMoved] = useState<{ from: T[]; ids: number[] } | null>(null);
  const shown = moved && moved.from === items ? moved.ids.map((id) => items.find((i) => i.id === id)!).filter(Boolean) : items;
  return [shown, (ids: number[] | null) => setMoved(ids ? { from: items, ids } : null)] as const;
}

function QuestionRows({ section, canEdit, open }: { section: TrackingSection; canEdit: boolean; open: (d: Dialog) => void }) {
  const run = useEditorCall(trackingKeys.all);
  const [shown, setMoved] = useMoved(section.questions);
  if (section.questions.length === 0) return <p className="px-1 text-sm text-muted-foreground">No questions in this section yet.</p>;
  return (
    <SortableList
      items={shown}
      getId={(q) => q.id}
      getLabel={(q) => q.label}
      disabled={!canEdit}
      className="flex flex-col gap-2"
      onReorder={(ids) => {
        setMoved(ids);
        void run(() => api.patch("/progress-tracking/short-custom-question", { body: { section_id: section.id, ids } })).finally(() => setMoved(null));
      }}
      renderItem={(q, handle) => (
        <div className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-background p-2.5">
          {canEdit && <DragHandle handle={handle} label={q.label} className="shrink-0" />}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium [overflow-wrap:anywhere] text-foreground">
              {q.label}
              {q.required && <span className="text-danger-strong" aria-label="required"> *</span>}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              <Badge variant="outline">{QUESTION_TYPE_LABELS[q.type]}</Badge>
              {q.unit && <span className="text-xs text-muted-foreground">{q.unit}</span>}
              {q.type === "choice" && <span className="truncate text-xs text-muted-foreground">{q.options.join(" · ")}</span>}
            </div>
          </div>
          {canEdit && (
            <div className="flex shrink-0 items-center">
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${q.label}`} onClick={() => open({ kind: "question", sectionId: section.id, question: q })}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${q.label}`} onClick={() => open({ kind: "delete-question", question: q })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      )}
    />
  );
}

/** The Questions tab: sections of questions (drag or keyboard to sort both) beside the tracked categories. */
export function QuestionsTab({ trackingId, sections, categories, canEdit }: { trackingId: number; sections: TrackingSection[]; categories: TrackingCategory[]; canEdit: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const run = useEditorCall(trackingKeys.all);
  const [shown, setMoved] = useMoved(sections);
  const close = (o: boolean) => !o && setDialog(null);
  const addSection = (
    <Button variant="outline" onClick={() => setDialog({ kind: "section", section: null })}>
      <Plus aria-hidden="true" /> Add section
    </Button>
  );

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="pt-questions" className="flex min-w-0 flex-col gap-3">
        <h2 id="pt-questions" className="text-base font-semibold text-foreground">Questions</h2>
        {sections.length === 0 ? (
          <ListEmpty
            icon={ListPlus}
            title="No questions yet"
            description="Group questions in sections, such as “How was your week?”: numbers with a unit, text, a 1–10 scale, yes/no, a choice or a photo."
            action={canEdit ? addSection : undefined}
          />
        ) : (
          <SortableList
            items={shown}
            getId={(s) => s.id}
            getLabel={(s) => s.name}
            disabled={!canEdit}
            className="flex flex-col gap-4"
            onReorder={(ids) => {
              setMoved(ids);
              void run(() => api.patch("/progress-tracking/short-question-section", { body: { tracking_id: trackingId, ids } })).finally(() => setMoved(null));
            }}
            renderItem={(s, handle) => (
              <article aria-label={s.name} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4">
                <header className="flex min-w-0 items-center gap-2">
                  {canEdit && <DragHandle handle={handle} label={s.name} className="shrink-0" />}
                  <h3 className="min-w-0 flex-1 text-sm font-semibold [overflow-wrap:anywhere] text-foreground">{s.name}</h3>
                  {canEdit && (
                    <div className="flex shrink-0 items-center">
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Rename ${s.name}`} onClick={() => setDialog({ kind: "section", section: s })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${s.name}`} onClick={() => setDialog({ kind: "delete-section", section: s })}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </header>
                <QuestionRows section={s} canEdit={canEdit} open={setDialog} />
                {canEdit && (
                  <div>
                    <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: "question", sectionId: s.id, question: null })} aria-label={`Add question to ${s.name}`}>
                      <Plus aria-hidden="true" /> Add question
                    </Button>
                  </div>
                )}
              </article>
            )}
          />
        )}
        {canEdit && sections.length > 0 && <div>{addSection}</div>}
      </section>

      <CategoriesPanel trackingId={trackingId} categories={categories} canEdit={canEdit} />

      {dialog?.kind === "section" && <SectionDialog trackingId={trackingId} section={dialog.section} open onOpenChange={close} />}
      {dialog?.kind === "question" && <QuestionDialog trackingId={trackingId} sectionId={dialog.sectionId} question={dialog.question} open onOpenChange={close} />}
      <ConfirmDialog
        open={dialog?.kind === "delete-section" || dialog?.kind === "delete-question"}
        onOpenChange={close}
        title={dialog?.kind === "delete-section" ? "Delete this section?" : "Delete this question?"}
        description={
          dialog?.kind === "delete-section" ? `“${dialog.section.name}” and its questions will be deleted. Answers already given stay in the history.`
          : dialog?.kind === "delete-question" ? `“${dialog.question.label}” will be deleted. Answers already given stay in the history.` : undefined
        }
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind === "delete-section") await run(() => api.delete("/progress-tracking/{id}/delete-question-section", { params: { id: trackingId }, body: { id: dialog.section.id } }));
          if (dialog?.kind === "delete-question") await run(() => api.delete("/progress-tracking/{id}/delete-question", { params: { id: trackingId }, body: { id: dialog.question.id } }));
          setDialog(null);
        }}
      />
    </div>
  );
}
