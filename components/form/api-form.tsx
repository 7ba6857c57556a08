"use client";

import type { ComponentProps, ReactNode } from "react";
import { useForm, useFormContext, FormProvider, type FieldErrors, type FieldValues, type UseFormProps, type UseFormReturn, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { $ZodType } from "zod/v4/core";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils/cn";
import { SERVER_ERROR } from "./server-errors";

/**
 * A react-hook-form form validated by a zod schema: the same schema the route declares for
 * its body (or its client twin from zod/mini), so the browser and the server agree. `null`
 * leaves the checking to the server (its 422 field messages), for the public checkout page.
 */
export function useApiForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: $ZodType<Output, Input> | null,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  // null: the server's 422 is the only check (a public page that must not ship zod's runtime).
  return useForm<Input, unknown, Output>({ mode: "onTouched", ...options, resolver: schema ? zodResolver(schema) : undefined });
}

export type ApiFormProps<Input extends FieldValues, Output extends FieldValues> = Omit<ComponentProps<"form">, "onSubmit"> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Usually `mutation.mutateAsync`; a rejection was already handled by useApiMutation. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** Called with the client-side errors when a submit does not validate. */
  onInvalidSubmit?: (errors: FieldErrors<Input>) => void;
  children: ReactNode;
};

/** The form element: validates, submits, and keeps the form busy until the call answers. */
export function ApiForm<Input extends FieldValues, Output extends FieldValues>({ form, onSubmit, onInvalidSubmit, children, className, ...props }: ApiFormProps<Input, Output>) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(SERVER_ERROR as never);
    // useApiMutation's onError has shown the error and set the field messages.
    await onSubmit(values).catch(() => undefined);
  }, onInvalidSubmit);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className={cn("flex flex-col gap-4", className)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** `id` (optional) replaces the default `field-{name}` when one screen holds several forms with the same field. */
type FieldBase<T extends FieldValues> = { name: Path<T>; label: ReactNode; help?: ReactNode; required?: boolean; className?: string };

function useFieldError(name: string): string | undefined {
  const { formState, getFieldState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

/** A labelled text input bound to the form, with its client or server message under it. */
export function TextField<T extends FieldValues>({ name, label, help, required, className, ...input }: FieldBase<T> & Omit<ComponentProps<typeof Input>, "name">) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <Field label={label} htmlFor={input.id ?? `field-${name}`} help={help} error={error} required={required} className={className}>
      <Input {...input} {...register(name)} aria-required={required || undefined} />
    </Field>
  );
}

/** A labelled textarea bound to the form. */
export function TextareaField<T extends FieldValues>({ name, label, help, required, className, ...textarea }: FieldBase<T> & Omit<ComponentProps<typeof Textarea>, "name">) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <Field label={label} htmlFor={textarea.id ?? `field-${name}`} help={help} error={error} required={required} className={className}>
      <Textarea {...textarea} {...register(name)} aria-required={required || undefined} />
    </Field>
  );
}

/** A labelled native select bound to the form; pass the <option>s (and <optgroup>s) as children. */
export function SelectField<T extends FieldValues>({ name, label, help, required, className, children, ...select }: FieldBase<T> & Omit<ComponentProps<typeof NativeSelect>, "name">) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <Field label={label} htmlFor={select.id ?? `field-${name}`} help={help} error={error} required={required} className={className}>
      <NativeSelect {...select} {...register(name)} aria-required={required || undefined}>
        {children}
      </NativeSelect>
    </Field>
  );
}

/** Server messages for fields the form does not show. */
export function FormServerError() {
  const error = useFieldError(SERVER_ERROR);
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-tint px-3 py-2 text-sm text-danger-strong">
      {error}
    </p>
  );
}

/** The submit button: disabled with a spinner and the busy label ("Saving") while submitting. */
export function SubmitButton({ busyLabel, children, ...props }: Omit<ComponentProps<typeof Button>, "type" | "loading" | "loadingText"> & { busyLabel: string }) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" loading={formState.isSubmitting} loadingText={busyLabel} {...props}>
      {children}
    </Button>
  );
}
