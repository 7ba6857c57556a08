"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { CATEGORY_NAME_MAX, FREQUENCIES, HABIT_KINDS, HABIT_NAME_MAX, UNIT_MAX } from "@/lib/habit-tracking/constants";
import { categoriesForm, FREQUENCY_LABELS, habitForm, KIND_LABELS, WEEKDAY_LABELS, type CategoriesFormValues, type HabitFormValues } from "@/lib/habit-tracking/form-schemas";
import { habitKeys, type Habit, type HabitCategory } from "@/lib/habit-tracking/hooks";

type DialogProps = { trackingId: number; onOpenChange: (o: boolean) => void };

/**
 * Every category's name in one form, plus new ones (added last). One save-category call; the
 * server's errors name categories.N.name, which is this form's row N.
 */
export function CategoriesDialog({ trackingId, categories, addOne, onOpenChange }: DialogProps & { categories: HabitCategory[]; addOne: boolean }) {
  const initial = categories.map((c) => ({ id: c.id, name: c.name }));
  const form = useApiForm<CategoriesFormValues>(categoriesForm, { defaultValues: { categories: addOne || !initial.length ? [...initial, { name: "" }] : initial } });
  const rows = useFieldArray({ control: form.control, name: "categories" });
  const save = useApiMutation({
    mutationFn: (v: CategoriesFormValues) => api.post("/habit-tracking/{id}/save-category", { params: { id: trackingId }, body: { categories: v.categories.map((c) => (c.id ? { id: c.id, name: c.name } : { name: c.name })) } }),
    invalidate: [habitKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Categories" description="Group habits, such as Nutrition, Movement or Sleep." submitLabel="Save categories" busyLabel="Saving">
      {rows.fields.map((f, i) => (
        <div key={f.id} className="flex min-w-0 items-end gap-2">
          <TextField<CategoriesFormValues> name={`categories.${i}.name`} label={`Category ${i + 1}`} required maxLength={CATEGORY_NAME_MAX} className="min-w-0 flex-1" placeholder="Nutrition" />
          {!f.id && rows.fields.length > 1 && (
            <Button type="button" variant="ghost" size="icon-sm" className="mb-1" aria-label={`Remove new category ${i + 1}`} onClick={() => rows.remove(i)}>
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => rows.append({ name: "" })}>
          <Plus aria-hidden="true" /> Add category
        </Button>
      </div>
    </FormDialog>
  );
}

function HabitExtras() {
  const { watch, register } = useFormContext<HabitFormValues>();
  const kind = watch("kind");
  const frequency = watch("frequency");
  return (
    <>
      {kind === "count" && (
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <TextField<HabitFormValues> name="target" label="Daily target" inputMode="decimal" required placeholder="8" />
          <TextField<HabitFormValues> name="unit" label="Unit" maxLength={UNIT_MAX} placeholder="glasses" />
        </div>
      )}
      <SelectField<HabitFormValues> name="frequency" label="How often" required>
        {FREQUENCIES.map((f) => (
          <option key={f} value={f}>{FREQUENCY_LABELS[f]}</option>
        ))}
      </SelectField>
      {frequency === "weekdays" && (
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-foreground">On</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAY_LABELS.map((d, i) => (
              <label key={d} className="flex items-center gap-1.5 rounded-md border border-border px-2 py-1 text-sm">
                <input type="checkbox" value={String(i + 1)} {...register("weekdays")} className="size-4 accent-primary" /> {d}
              </label>
            ))}
          </div>
          <WeekdaysError />
        </fieldset>
      )}
      {frequency === "weekly" && <TextField<HabitFormValues> name="times_per_week" label="Times a week" inputMode="numeric" required placeholder="3" />}
    </>
  );
}

function WeekdaysError() {
  const { formState } = useFormContext<HabitFormValues>();
  const msg = formState.errors.weekdays?.message;
  return msg ? <p role="alert" className="mt-1 text-sm text-danger-strong">{String(msg)}</p> : null;
}

const FIELDS = ["name", "kind", "target", "unit", "frequency", "weekdays", "times_per_week"] as const;
const numberOrNull = (s: string) => (s.trim() === "" ? null : Number(s.replace(",", ".")));

/** Adds a habit to a category (no `habit`) or edits one: yes/no or a count toward a target, daily, on weekdays or N times a week. */
export function HabitDialog({ trackingId, categoryId, habit, onOpenChange }: DialogProps & { categoryId: number; habit: Habit | null }) {
  const form = useApiForm<HabitFormValues>(habitForm, {
    defaultValues: habit
      ? { name: habit.name, kind: habit.kind, target: habit.target === null ? "" : String(habit.target), unit: habit.unit, frequency: habit.frequency, weekdays: habit.weekdays.map(String), times_per_week: habit.times_per_week === null ? "" : String(habit.times_per_week) }
      : { name: "", kind: "yes_no", target: "", unit: "", frequency: "daily", weekdays: [], times_per_week: "" },
  });
  const save = useApiMutation({
    mutationFn: (v: HabitFormValues): Promise<{ message: string }> => {
      const fields = {
        name: v.name, kind: v.kind, frequency: v.frequency,
        ...(v.kind === "count" ? { target: numberOrNull(v.target), unit: v.unit } : { target: null, unit: "" }),
        weekdays: v.frequency === "weekdays" ? (Array.isArray(v.weekdays) ? v.weekdays : []).map(Number) : [],
        times_per_week: v.frequency === "weekly" ? numberOrNull(v.times_per_week) : null,
      };
      return habit
        ? api.patch("/habit-tracking/{id}/update-habits", { params: { id: trackingId }, body: { habits: [{ id: habit.id, ...fields }] } })
        : api.post("/habit-tracking/{id}/create-habit", { params: { id: trackingId }, body: { category_id: categoryId, ...fields } });
    },
    invalidate: [habitKeys.all],
    success: (d) => d.message,
    // update-habits answers on habits.0.<field>
    errorFields: Object.fromEntries(FIELDS.map((f) => [`habits.0.${f}`, f])),
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title={habit ? "Edit habit" : "Add habit"} description="What your client ticks off or counts on their habit page." submitLabel="Save habit" busyLabel="Saving">
      <TextField<HabitFormValues> name="name" label="Habit" required maxLength={HABIT_NAME_MAX} placeholder="Drink water" />
      <SelectField<HabitFormValues> name="kind" label="Logged as" required>
        {HABIT_KINDS.map((k) => (
          <option key={k} value={k}>{KIND_LABELS[k]}</option>
        ))}
      </SelectField>
      <HabitExtras />
    </FormDialog>
  );
}
