"use client";

import { useState } from "react";
import { BookmarkPlus, CircleHelp, MessageCircleQuestion, Pencil, Plus, Trash2 } from "lucide-react";
import { maxLength, minLength, object, string, trim } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, isoString } from "@/lib/format";
import { FAQ_QUESTION_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, usePlaybookQuestions, type PlaybookFaq } from "@/lib/playbooks/hooks";
import { useEditorMutation } from "./use-editor-mutation";

type Values = { question: string; answer: string };
const faqForm = object({ question: string().check(trim(), minLength(1, "The question field is required."), maxLength(FAQ_QUESTION_MAX)), answer: string() });

/** The FAQ shown beside the playbook, and the questions contacts asked (answered ones become FAQ entries). */
export function FaqPanel({ playbookId, faqs, canUpdate, userId }: { playbookId: number; faqs: PlaybookFaq[]; canUpdate: boolean; userId: number }) {
  const [editing, setEditing] = useState<{ faq: PlaybookFaq | null; question?: { id: number; text: string } } | null>(null);
  const [deleting, setDeleting] = useState<PlaybookFaq | null>(null);
  const questions = usePlaybookQuestions(playbookId);
  const remove = useEditorMutation({ mutationFn: (id: number) => playbookCalls.deleteFaq(id), success: "FAQ has been deleted successfully!" });
  const removeQuestion = useEditorMutation({ mutationFn: (id: number) => playbookCalls.deleteQuestions([id]), success: "Question has been deleted successfully!" });
  const toFaq = useEditorMutation({ mutationFn: (id: number) => playbookCalls.questionToFaq(id), success: "Question has been added to the FAQ!" });

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">FAQ</CardTitle>
          {canUpdate && (
            <Button size="sm" variant="outline" onClick={() => setEditing({ faq: null })}>
              <Plus aria-hidden="true" /> Add question
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {faqs.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CircleHelp className="size-4 shrink-0" aria-hidden="true" /> No FAQ yet. Answer what clients ask most, once.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="FAQ">
              {faqs.map((f) => (
                <li key={f.id} className="flex min-w-0 items-start gap-2 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words text-foreground">{f.question}</p>
                    {/* The API sanitises answers on save and again when it reads them (RichTextView is server-only). */}
                    <div className="rich-text mt-1 text-sm break-words text-muted-foreground" dangerouslySetInnerHTML={{ __html: f.answer }} />
                  </div>
                  {canUpdate && (
                    <>
                      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${f.question}`} onClick={() => setEditing({ faq: f })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${f.question}`} onClick={() => setDeleting(f)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">Questions from clients</CardTitle>
        </CardHeader>
        <CardContent>
          {questions.isPending ? (
            <Spinner size="sm" label="Loading questions" />
          ) : !questions.data?.length ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MessageCircleQuestion className="size-4 shrink-0" aria-hidden="true" /> No questions yet. Clients can ask from the playbook in their portal.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Questions from clients">
              {questions.data.map((q) => (
                <li key={q.id} className="flex min-w-0 items-start gap-2 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm break-words text-foreground">{q.question}</p>
                    <p className="text-xs text-muted-foreground">
                      {q.contact_name ?? "A contact"} · <time dateTime={isoString(q.created_at) ?? undefined}>{formatDate(q.created_at)}</time>
                      {q.answer ? " · Answered" : ""}
                    </p>
                  </div>
                  {canUpdate && (
                    <>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Add “${q.question}” to the FAQ`}
                        onClick={() => (q.answer ? void toFaq.mutateAsync(q.id).catch(() => {}) : setEditing({ faq: null, question: { id: q.id, text: q.question } }))}
                      >
                        <BookmarkPlus aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={`Delete “${q.question}”`} onClick={() => void removeQuestion.mutateAsync(q.id).catch(() => {})}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {editing && <FaqDialog key={editing.faq?.id ?? editing.question?.id ?? "new"} playbookId={playbookId} faq={editing.faq} question={editing.question} userId={userId} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete FAQ entry?"
        description={deleting ? `“${deleting.question}” will be removed from the FAQ.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </div>
  );
}

/** Adds or edits an FAQ entry; from a client's question, the answer files it (question-to-faq). */
function FaqDialog({ playbookId, faq, question, userId, onClose }: { playbookId: number; faq: PlaybookFaq | null; question?: { id: number; text: string }; userId: number; onClose: () => void }) {
  const form = useApiForm<Values>(faqForm, { defaultValues: { question: faq?.question ?? question?.text ?? "", answer: faq?.answer ?? "" } });
  const save = useEditorMutation({
    mutationFn: (v: Values) => (question ? playbookCalls.questionToFaq(question.id, v.answer) : playbookCalls.saveFaq(playbookId, { ...(faq ? { id: faq.id } : {}), question: v.question, answer: v.answer })),
    success: faq ? "FAQ has been updated successfully!" : "FAQ has been added successfully!",
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog open onOpenChange={(o) => !o && onClose()} size="lg" form={form} onSubmit={save.mutateAsync} title={question ? "Answer and add to FAQ" : faq ? "Edit FAQ entry" : "Add FAQ entry"} submitLabel="Save" busyLabel="Saving">
      <TextField<Values> name="question" label="Question" required maxLength={FAQ_QUESTION_MAX} disabled={!!question} />
      <RichTextField<Values> name="answer" label="Answer" tools="basic" userId={userId} />
    </FormDialog>
  );
}
