"use client";

import { Controller } from "react-hook-form";
import { array, minLength, number, object, string } from "zod/mini";
import { useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount } from "@/lib/format";
import { apiFetch } from "@/lib/http/client";
import { playbookKeys } from "@/lib/playbooks/hooks";

type Values = { contacts: PickedContact[] };
const sendForm = object({ contacts: array(object({ id: number(), name: string() })).check(minLength(1, "Choose at least one contact.")) });

/** "Send to contacts" from the dashboard: each new contact is emailed a link to the playbook in their portal. */
export function SendPlaybookDialog({ playbook, open, onOpenChange }: { playbook: { id: number; title: string } | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<Values>(sendForm, { defaultValues: { contacts: [] } });
  const send = useApiMutation({
    mutationFn: (v: Values) => apiFetch<{ status: number; message?: string }>("/playbook/send-to-contact", { method: "POST", body: { playbook_ids: [playbook?.id ?? 0], contact_ids: v.contacts.map((c) => c.id) } }),
    invalidate: [playbookKeys.all, contactKeys.all],
    success: (d) => d.message ?? null,
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
      description={`${playbook?.title ?? "The playbook"} appears in each contact’s portal, and each gets an email with a link to it.`}
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
