"use client";

import { maxLength, minLength, object, string, trim } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { TITLE_MAX } from "@/lib/playbooks/constants";
import { playbookCalls, type PlaybookStep } from "@/lib/playbooks/hooks";
import { useEditorMutation } from "./use-editor-mutation";

type Values = { title: string; content: string };
const tabForm = object({ title: string().check(trim(), minLength(1, "The title field is required."), maxLength(TITLE_MAX)), content: string() });

/** Adds a tab to a step, or edits one: a title and rich text (sanitised by the server on save). */
export function TabDialog({ stepId, tab, open, onOpenChange, userId }: { stepId: number; tab: PlaybookStep["tabs"][number] | null; open: boolean; onOpenChange: (open: boolean) => void; userId: number }) {
  const form = useApiForm<Values>(tabForm, { defaultValues: { title: tab?.title ?? "", content: tab?.content ?? "" } });
  const save = useEditorMutation({
    mutationFn: (v: Values) => playbookCalls.saveTab({ ...(tab ? { id: tab.id } : {}), step_id: stepId, title: v.title, content: v.content }),
    success: tab ? "Tab has been updated successfully!" : "Tab has been added successfully!",
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size="xl" form={form} onSubmit={save.mutateAsync} title={tab ? "Edit tab" : "Add tab"} submitLabel="Save" busyLabel="Saving">
      <TextField<Values> name="title" label="Tab title" required maxLength={TITLE_MAX} />
      <RichTextField<Values> name="content" label="Content" userId={userId} />
    </FormDialog>
  );
}
