"use client";

import { Controller } from "react-hook-form";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { sendToContactsForm } from "@/lib/file-library/extra-hooks";
import { formCalls, formKeys } from "@/lib/forms/hooks";
import { formatCount } from "@/lib/format";

type Values = { contacts: PickedContact[] };

/** "Send to contacts" from the forms dashboard: each chosen contact is emailed their own link. */
export function SendFormDialog({ formIds, label, open, onOpenChange }: { formIds: number[]; label: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<Values>(sendToContactsForm, { defaultValues: { contacts: [] } });
  const send = useApiMutation({
    mutationFn: (v: Values) => formCalls.send(formIds, v.contacts.map((c) => c.id)),
    invalidate: [formKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      onOpenChange(false);
      form.reset({ contacts: [] });
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) form.reset({ contacts: [] });
      }}
      form={form}
      onSubmit={send.mutateAsync}
      title="Send to contacts"
      description={`Each contact gets an email with their own link to ${label}; their answers land on their profile.`}
      submitLabel="Send"
      busyLabel="Sending"
    >
      <Controller
        control={form.control}
        name="contacts"
        render={({ field, fieldState }) => <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} max={500} />}
      />
      <p className="text-xs text-muted-foreground">{formatCount(form.watch("contacts").length, "contact")} chosen.</p>
    </FormDialog>
  );
}
