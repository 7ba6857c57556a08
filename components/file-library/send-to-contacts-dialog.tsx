"use client";

import { Controller } from "react-hook-form";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { ASSIGN_IDS_MAX } from "@/lib/file-library/constants";
import { contactFileKeys } from "@/lib/file-library/contact-hooks";
import { fileExtraCalls, sendToContactsForm } from "@/lib/file-library/extra-hooks";
import { fileKeys } from "@/lib/file-library/hooks";
import { formatCount } from "@/lib/format";

type Values = { contacts: PickedContact[] };

/** "Send to contacts" from /files: pick contacts, then POST /file/send-to-contact with the chosen files. */
export function SendToContactsDialog({ fileIds, label, open, onOpenChange, onSent }: { fileIds: number[]; label: string; open: boolean; onOpenChange: (open: boolean) => void; onSent?: () => void }) {
  const form = useApiForm<Values>(sendToContactsForm, { defaultValues: { contacts: [] } });
  const send = useApiMutation({
    mutationFn: (v: Values) => fileExtraCalls.sendToContacts(fileIds, v.contacts.map((c) => c.id)),
    invalidate: [fileKeys.all, contactFileKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      onOpenChange(false);
      form.reset({ contacts: [] });
      onSent?.();
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
      description={`${label} will be in each contact’s files and, unless it is private, in their client portal.`}
      submitLabel="Send"
      busyLabel="Sending"
    >
      <Controller
        control={form.control}
        name="contacts"
        render={({ field, fieldState }) => (
          <ContactPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} max={ASSIGN_IDS_MAX} />
        )}
      />
      <p className="text-xs text-muted-foreground">{formatCount(form.watch("contacts").length, "contact")} chosen.</p>
    </FormDialog>
  );
}
