"use client";

import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { ColorPicker } from "./color-picker";

/** A labelled colour picker bound to the form (value "#rrggbb"). */
export function ColorField<T extends FieldValues>({ name, label, help, required, className }: { name: Path<T>; label: string; help?: ReactNode; required?: boolean; className?: string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} htmlFor={`field-${name}`} help={help} error={fieldState.error?.message} required={required} className={className}>
          {(controlProps) => <ColorPicker value={(field.value as string) ?? ""} onChange={field.onChange} label={label} controlProps={controlProps} />}
        </Field>
      )}
    />
  );
}
