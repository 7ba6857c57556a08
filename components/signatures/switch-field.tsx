"use client";

import { Controller, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { Switch } from "@/components/ui/switch";

/** A labelled on/off switch bound to the form (a boolean field). */
export function SwitchField<T extends FieldValues>({ name, label }: { name: Path<T>; label: string }) {
  const { control } = useFormContext<T>();
  const id = `field-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Switch id={id} checked={!!field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          <label htmlFor={id} className="text-sm">{label}</label>
        </div>
      )}
    />
  );
}
