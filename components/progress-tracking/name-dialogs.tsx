"use client";

import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { DIRECTIONS, PERIOD_DAYS_MAX, PERIOD_DAYS_MIN, SECTION_NAME_MAX, UNIT_MAX } from "@/lib/progress-tracking/constants";
import { categoryForm, DIRECTION_LABELS, periodForm, sectionForm, type CategoryFormValues, type PeriodFormValues, type SectionFormValues } from "@/lib/progress-tracking/form-schemas";
import { trackingKeys } from "@/lib/progress-tracking/hooks";

type DialogProps = { trackingId: number; open: boolean; onOpenChange: (o: boolean) => void };

/** Adds a question section (last) or renames one. */
export function SectionDialog({ trackingId, section, open, onOpenChange }: DialogProps & { section: { id: number; name: string } | null }) {
  const form = useApiForm<SectionFormValues>(sectionForm, { defaultValues: { name: section?.name ?? "" } });
  const save = useApiMutation({
    mutationFn: (v: SectionFormValues) => api.post("/progress-tracking/{id}/save-question-section", { params: { id: trackingId }, body: { ...(section ? { id: section.id } : {}), name: v.name } }),
    invalidate: [trackingKeys.sections(trackingId)],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title={section ? "Rename section" : "Add section"} submitLabel="Save section" busyLabel="Saving">
      <TextField<SectionFormValues> name="name" label="Section name" required maxLength={SECTION_NAME_MAX} placeholder="How was your week?" />
    </FormDialog>
  );
}

/** A custom category (name, unit, which way is better), or edits one. */
export function CategoryDialog({ trackingId, category, open, onOpenChange }: DialogProps & { category: CategoryFormValues & { id: number } | null }) {
  const form = useApiForm<CategoryFormValues>(categoryForm, { defaultValues: category ? { name: category.name, unit: category.unit, direction: category.direction } : { name: "", unit: "", direction: "down" } });
  const save = useApiMutation({
    mutationFn: (v: CategoryFormValues) =>
      category
        ? api.post("/progress-tracking/{id}/update-category-progress", { params: { id: trackingId }, body: { id: category.id, ...v } })
        : api.post("/progress-tracking/{id}/create-category-progress", { params: { id: trackingId }, body: v }),
    invalidate: [trackingKeys.sections(trackingId)],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title={category ? "Edit category" : "Custom category"} description="A figure your clients report at every check-in, with a goal per client." submitLabel="Save category" busyLabel="Saving">
      <TextField<CategoryFormValues> name="name" label="Name" required maxLength={SECTION_NAME_MAX} placeholder="Resting heart rate" />
      <TextField<CategoryFormValues> name="unit" label="Unit" maxLength={UNIT_MAX} placeholder="bpm" />
      <SelectField<CategoryFormValues> name="direction" label="Progress means" required>
        {DIRECTIONS.map((d) => (
          <option key={d} value={d}>{DIRECTION_LABELS[d]}</option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/**
 * The check-in period (7: weekly). Stored check-ins move to the periods of the new length
 * (lib/progress-tracking/service.ts renumberCheckIns); the server's 422 shows under the field.
 */
export function PeriodDialog({ trackingId, periodDays, open, onOpenChange, onSaved }: DialogProps & { periodDays: number; onSaved: (days: number) => void }) {
  const form = useApiForm<PeriodFormValues>(periodForm, { defaultValues: { period_days: String(periodDays) } });
  const save = useApiMutation({
    mutationFn: (v: PeriodFormValues) => api.patch("/progress-tracking/{id}/update", { params: { id: trackingId }, body: { period_days: Number(v.period_days) } }),
    invalidate: [trackingKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => {
      onSaved(d.data.period_days);
      onOpenChange(false);
    },
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Check-in period" description="How often clients check in. Past check-ins are placed in the periods of the new length." submitLabel="Save period" busyLabel="Saving">
      <TextField<PeriodFormValues> name="period_days" label="Days per check-in" help={`A whole number from ${PERIOD_DAYS_MIN} to ${PERIOD_DAYS_MAX}; 7 is weekly.`} required inputMode="numeric" type="number" min={PERIOD_DAYS_MIN} max={PERIOD_DAYS_MAX} step={1} />
    </FormDialog>
  );
}
