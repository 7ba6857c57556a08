"use client";

import type { ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { array, minLength, number, object, optional, string } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { formatCount } from "@/lib/format";

type Values = { contacts: PickedContact[]; start_date?: string };
const pickForm = object({ contacts: array(object({ id: number(), name: string() })).check(minLength(1, "Choose at least one contact.")), start_date: optional(string()) });
const EMPTY: Values = { contacts: [], start_date: "" };

/**
 * Pick contacts for one or more items of a content module, from its dashboard: "Send to
 * contacts" (and a page's "Restrict from contacts"). The module makes the call (`run`) with the
 * chosen ids; `max` is its API's cap on contacts per call. With `startDate`, a date picker
 * too (an enrolment's first day: empty means the module's default, today); its value goes to
 * `run` as `start_date` and the server's 422 on it shows under the field.
 */
export function SendToContactsDialog({ open, onOpenChange, title = "Send to contacts", description, submitLabel = "Send", busyLabel = "Sending", max, run, invalidate, onDone, startDate }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: ReactNode;
  submitLabel?: string;
  busyLabel?: string;
  max: number;
  run: (contactIds: number[], extra: { start_date?: string }) => Promise<{ message?: string }>;
  invalidate: QueryKey[];
  onDone?: () => void;
  startDate?: { label: string; help: string };
}) {
  const form = useApiForm<Values>(pickForm, { defaultValues: EMPTY });
  const send = useApiMutation({
    mutationFn: (v: Values) => run(v.contacts.map((c) => c.id), v.start_date ? { start_date: v.start_date } : {}),
    invalidate,
    success: (d) => d.message ?? null,
    form,
    onSuccess: () => {
      onOpenChange(false);
      form.reset(EMPTY);
      onDone?.();
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) form.reset(EMPTY);
      }}
      form={form}
      onSubmit={send.mutateAsync}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <Controller
        control={form.control}
        name="contacts"
        render={({ field, fieldState }) => <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} max={max} />}
      />
      <p className="text-xs text-muted-foreground">{formatCount(form.watch("contacts").length, "contact")} chosen.</p>
      {startDate && <TextField<Values> name="start_date" label={startDate.label} help={startDate.help} type="date" />}
    </FormDialog>
  );
}
