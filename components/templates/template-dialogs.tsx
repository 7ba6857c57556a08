"use client";

import { useRouter } from "next/navigation";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { TEMPLATE_MSG, TEMPLATE_TYPE_LABELS } from "@/lib/templates/constants";
import { templateCalls, templateKeys, useTemplateCategories, type TemplateCategory } from "@/lib/templates/hooks";
import { changeCategory, templateCreate } from "@/lib/templates/schemas";

/** The dashboard's categories, from the query it already holds (opened from it, so never empty-then-filled). */
const useCategories = (): TemplateCategory[] => useTemplateCategories().data ?? [];

/** New template: name, type and category; then its editor opens. */
export function NewTemplateDialog({ open, onOpenChange, categoryId }: { open: boolean; onOpenChange: (o: boolean) => void; categoryId?: number }) {
  const router = useRouter();
  const categories = useCategories();
  const general = categories.find((c) => c.is_default)?.id ?? categories[0]?.id;
  const form = useApiForm(templateCreate.pick({ name: true, is_content: true, category_id: true }), {
    defaultValues: { name: "", is_content: 1, category_id: categoryId ?? general ?? null },
  });
  const save = useApiMutation({
    mutationFn: (v: { name: string; is_content: number; category_id?: number | null }) => templateCalls.create(v),
    invalidate: [templateKeys.all],
    success: TEMPLATE_MSG.created,
    form,
    onSuccess: (res) => {
      onOpenChange(false);
      router.push(`/template/${res.data.id}/edit`);
    },
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="New template" description="Name it and choose what it sends; you write it next." submitLabel="Create" busyLabel="Creating">
      <TextField name="name" label="Template name" required autoFocus maxLength={191} />
      <SelectField name="is_content" label="Type" required>
        {Object.entries(TEMPLATE_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>{label}</option>
        ))}
      </SelectField>
      <SelectField name="category_id" label="Category" required>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>{c.name}</option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** Moves templates to another category. */
export function MoveTemplatesDialog({ ids, open, onOpenChange, current }: { ids: number[]; open: boolean; onOpenChange: (o: boolean) => void; current?: number }) {
  const categories = useCategories();
  const form = useApiForm(changeCategory, { defaultValues: { ids, category_id: current ?? categories[0]?.id } });
  const save = useApiMutation({
    mutationFn: (v: { ids: number[]; category_id: number }) => templateCalls.move(v.ids, v.category_id),
    invalidate: [templateKeys.all],
    success: TEMPLATE_MSG.moved,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Move to category" submitLabel="Move" busyLabel="Moving">
      <SelectField name="category_id" label="Category" required>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>{c.name}</option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
