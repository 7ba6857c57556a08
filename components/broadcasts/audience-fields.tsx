"use client";

import { useController, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";

type Choice = { value: string | number; label: string };

/**
 * A fieldset of checkboxes bound to an array field (group_ids, tag_ids, statuses...): the
 * audience pickers. Scrolls inside itself when a location has many groups or tags.
 */
export function ChecklistField<T extends FieldValues>({ name, legend, choices, empty, disabled }: { name: Path<T>; legend: string; choices: Choice[]; empty: string; disabled?: boolean }) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value ?? []) as (string | number)[];
  const toggle = (v: string | number, on: boolean) => field.onChange(on ? [...value, v] : value.filter((x) => x !== v));
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="flex max-h-44 flex-col gap-1.5 overflow-y-auto rounded-md border border-border p-2">
          {choices.map((c) => {
            const id = `${name}-${c.value}`;
            return (
              <label key={id} htmlFor={id} className="flex min-w-0 items-center gap-2 text-sm">
                <Checkbox id={id} checked={value.includes(c.value)} onCheckedChange={(on) => toggle(c.value, on === true)} disabled={disabled} />
                <span className="truncate">{c.label}</span>
              </label>
            );
          })}
        </div>
      )}
      {fieldState.error?.message && <p id={errorId} className="text-sm text-danger-strong">{fieldState.error.message}</p>}
    </fieldset>
  );
}
