"use client";

import { useState } from "react";
import { Copy, ListPlus, Pencil, Plus, Trash2 } from "lucide-react";
import { useEditorCall } from "@/components/form/use-editor-call";
import { ListEmpty } from "@/components/list/list-states";
import { DragHandle, SortableList } from "@/components/sortable/sortable-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isChoice, QUESTION_TYPE_LABELS } from "@/lib/forms/constants";
import { formCalls, formKeys, type Question } from "@/lib/forms/hooks";
import { QuestionDialog } from "./question-dialog";

type Dialog = { kind: "edit"; question: Question | null } | { kind: "delete"; question: Question } | null;

/** The builder's questions: add, edit, duplicate, delete, and drag (or keyboard) to reorder. */
export function QuestionList({ formId, questions, canEdit }: { formId: number; questions: Question[]; canEdit: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [moved, setMoved] = useState<{ from: Question[]; ids: number[] } | null>(null);
  const shown = moved && moved.from === questions ? moved.ids.map((id) => questions.find((q) => q.id === id)!).filter(Boolean) : questions;

  const run = useEditorCall(formKeys.all);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {questions.length === 0 ? (
        <ListEmpty
          icon={ListPlus}
          title="No questions yet"
          description="Add the first question: short or long text, a number, a date, choices, a rating or yes/no."
          action={canEdit ? <Button onClick={() => setDialog({ kind: "edit", question: null })}><Plus aria-hidden="true" /> Add question</Button> : undefined}
        />
      ) : (
        <SortableList
          items={shown}
          getId={(q) => q.id}
          getLabel={(q) => q.title}
          disabled={!canEdit}
          className="flex flex-col gap-2"
          onReorder={(ids) => {
            setMoved({ from: questions, ids });
            void run(() => formCalls.sortQuestions(formId, ids)).finally(() => setMoved(null));
          }}
          renderItem={(q, handle) => (
            <article className="flex min-w-0 items-start gap-2 rounded-lg border border-border bg-card p-3 shadow-sm">
              {canEdit && <DragHandle handle={handle} label={q.title} className="shrink-0" />}
              <div className="min-w-0 flex-1">
                <h2 className="text-sm font-medium [overflow-wrap:anywhere] text-foreground">
                  {q.title}
                  {q.required === 1 && <span className="text-danger-strong" aria-label="required"> *</span>}
                </h2>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <Badge variant="outline">{QUESTION_TYPE_LABELS[q.type]}</Badge>
                  {isChoice(q.type) && <span className="truncate text-xs text-muted-foreground">{q.options.join(" · ")}</span>}
                </div>
              </div>
              {canEdit && (
                <div className="flex shrink-0 items-center">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${q.title}`} onClick={() => setDialog({ kind: "edit", question: q })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Duplicate ${q.title}`} onClick={() => void run(() => formCalls.duplicateQuestion(q.id))}>
                    <Copy aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete ${q.title}`} onClick={() => setDialog({ kind: "delete", question: q })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </article>
          )}
        />
      )}
      {canEdit && questions.length > 0 && (
        <div>
          <Button variant="outline" onClick={() => setDialog({ kind: "edit", question: null })}>
            <Plus aria-hidden="true" /> Add question
          </Button>
        </div>
      )}
      <QuestionDialog
        key={dialog?.kind === "edit" ? `q-${dialog.question?.id ?? "new"}` : "q-closed"}
        formId={formId}
        question={dialog?.kind === "edit" ? dialog.question : null}
        open={dialog?.kind === "edit"}
        onOpenChange={(o) => !o && setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        description={dialog?.kind === "delete" ? `“${dialog.question.title}” and its answers will be deleted.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={() => run(() => formCalls.deleteQuestion(dialog?.kind === "delete" ? dialog.question.id : 0)).then(() => setDialog(null))}
      />
    </div>
  );
}
