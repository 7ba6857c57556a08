"use client";

import type { ReactNode } from "react";
import { Controller, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";

/**
 * A labelled rich-text editor bound to the form (the kit's TextField for HTML bodies). A
 * `<label for>` does not name a contenteditable, so a text label also becomes its aria-label.
 */
export function RichTextField<T extends FieldValues>({
  name, label, help, required, className, ...editor
}: { name: Path<T>; label: ReactNode; help?: ReactNode; required?: boolean; className?: string } & Omit<RichTextEditorProps, "value" | "onChange" | "onBlur" | "controlProps">) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} htmlFor={`field-${name}`} help={help} error={fieldState.error?.message} required={required} className={className}>
          {(controlProps) => <RichTextEditor {...editor} label={typeof label === "string" ? label : undefined} value={(field.value as string) ?? ""} onChange={field.onChange} onBlur={field.onBlur} controlProps={controlProps} />}
        </Field>
      )}
    />
  );
}
