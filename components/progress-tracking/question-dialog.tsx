"use client";

import { useFormContext } from "react-hook-form";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { QUESTION_LABEL_MAX, QUESTION_TYPES, UNIT_MAX } from "@/lib/progress-tracking/constants";
import { optionLines, QUESTION_TYPE_LABELS, questionForm, type QuestionFormValues } from "@/lib/progress-tracking/form-schemas";
import { trackingKeys, type TrackingQuestion } from "@/lib/progress-tracking/hooks";

function TypeExtras() {
  const { watch, register } = useFormContext<QuestionFormValues>();
  const type = watch("type");
  return (
    <>
      {type === "number" && <TextField<QuestionFormValues> name="unit" label="Unit" help="Shown beside the answer, such as kg, hours or steps." maxLength={UNIT_MAX} />}
      {type === "choice" && <TextareaField<QuestionFormValues> name="options" label="Options" help="One option per line (two at least)." rows={4} required />}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register("required")} className="size-4 accent-primary" /> Answer required
      </label>
    </>
  );
}

/** Adds a question to a section (no `question`) or edits one: six types, a unit or options where they apply. */
export function QuestionDialog({ trackingId, sectionId, question, open, onOpenChange }: { trackingId: number; sectionId: number; question: TrackingQuestion | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useApiForm<QuestionFormValues>(questionForm, {
    defaultValues: question
      ? { type: question.type, label: question.label, unit: question.unit ?? "", options: question.options.join("\n"), required: question.required }
      : { type: "number", label: "", unit: "", options: "", required: false },
  });
  const save = useApiMutation({
    mutationFn: (v: QuestionFormValues) =>
      api.post("/progress-tracking/{id}/save-custom-question", {
        params: { id: trackingId },
        body: {
          ...(question ? { id: question.id } : {}), section_id: sectionId, type: v.type, label: v.label, required: v.required,
          ...(v.type === "number" && v.unit ? { unit: v.unit } : {}), ...(v.type === "choice" ? { options: optionLines(v.options) } : {}),
        },
      }),
    invalidate: [trackingKeys.sections(trackingId)],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title={question ? "Edit question" : "Add question"} submitLabel="Save question" busyLabel="Saving">
      <SelectField<QuestionFormValues> name="type" label="Type" required>
        {QUESTION_TYPES.map((t) => (
          <option key={t} value={t}>{QUESTION_TYPE_LABELS[t]}</option>
        ))}
      </SelectField>
      <TextField<QuestionFormValues> name="label" label="Question" required maxLength={QUESTION_LABEL_MAX} />
      <TypeExtras />
    </FormDialog>
  );
}
