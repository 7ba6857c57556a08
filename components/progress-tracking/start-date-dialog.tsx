"use client";

import { z } from "zod";
import type { QueryKey } from "@tanstack/react-query";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";

const startForm = z.object({ start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date.") });
export type StartValues = z.infer<typeof startForm>;

/**
 * The enrolment's start date (a date picker), saved through the tracking's relation call: one
 * dialog for progress and habit tracking. The server's 422 on a bad date shows under the field.
 */
export function StartDateDialog({ name, start, description, save, invalidate, onOpenChange }: {
  name: string;
  start: string;
  description: string;
  save: (v: StartValues) => Promise<{ message: string }>;
  invalidate: QueryKey[];
  onOpenChange: (o: boolean) => void;
}) {
  const form = useApiForm<StartValues>(startForm, { defaultValues: { start_date: start } });
  const mutation = useApiMutation({ mutationFn: save, invalidate, success: (d) => d.message, form, onSuccess: () => onOpenChange(false) });
  return (
    <FormDialog open onOpenChange={onOpenChange} form={form} onSubmit={mutation.mutateAsync} title={`Start date for ${name}`} description={description} submitLabel="Save" busyLabel="Saving">
      <TextField<StartValues> name="start_date" label="Start date" type="date" required />
    </FormDialog>
  );
}
