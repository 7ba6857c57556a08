"use client";

import { useFormContext } from "react-hook-form";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { isChoice, QUESTION_TYPE_LABELS, QUESTION_TYPES } from "@/lib/forms/constants";
import { optionLines, questionForm, type QuestionFormValues } from "@/lib/forms/form-schemas";
import { formCalls, formKeys, type Question } from "@/lib/forms/hooks";

function Options() {
  const { watch } = useFormContext<QuestionFormValues>();
  if (!isChoice(watch("type"))) return null;
  return <TextareaField<QuestionFormValues> name="options" label="Options" help="One option per line." rows={5} required />;
}

function RequiredBox() {
  const { register } = useFormContext<QuestionFormValues>();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" {...register("required")} className="size-4 accent-primary" /> Answer required
    </label>
  );
}

/** Adds a question (no `question`) or edits one: type, title, help text, required, options. */
export function QuestionDialog({ formId, question, open, onOpenChange }: { formId: number; question: Question | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useApiForm<QuestionFormValues>(questionForm, {
    defaultValues: question
      ? { type: question.type, title: question.title, description: question.description, required: question.required === 1, options: question.options.join("\n") }
      : { type: "short_text", title: "", description: "", required: false, options: "" },
  });
  const save = useApiMutation({
    mutationFn: (v: QuestionFormValues) =>
      formCalls.saveQuestion(formId, { ...(question ? { question_id: question.id } : {}), type: v.type, title: v.title, description: v.description, required: v.required, options: isChoice(v.type) ? optionLines(v.options) : [] }),
    invalidate: [formKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={question ? "Edit question" : "Add question"}
      submitLabel="Save question"
      busyLabel="Saving"
    >
      <SelectField<QuestionFormValues> name="type" label="Type" required>
        {QUESTION_TYPES.map((t) => (
          <option key={t} value={t}>
            {QUESTION_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <TextField<QuestionFormValues> name="title" label="Question" required maxLength={500} />
      <TextareaField<QuestionFormValues> name="description" label="Help text" rows={2} maxLength={2000} />
      <Options />
      <RequiredBox />
    </FormDialog>
  );
}
