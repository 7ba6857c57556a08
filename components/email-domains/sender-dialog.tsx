"use client";

import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { senderForm } from "@/lib/email-domains/forms";
import { emailDomainKeys, type EmailDomain, type EmailSender } from "@/lib/email-domains/hooks";

type Values = z.infer<typeof senderForm>;

/** Add or edit a sender (from name and an address on the domain). */
export function SenderDialog({ domain, editing, open, onOpenChange }: { domain: EmailDomain; editing: EmailSender | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm(senderForm, {
    defaultValues: editing
      ? { id: editing.id, domain_id: domain.id, from_name: editing.from_name, from_email: editing.from_email }
      : { domain_id: domain.id, from_name: "", from_email: `hello@${domain.domain}` },
  });
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/email-domain/save-sender", { body: { ...v, from_email: v.from_email.trim() } }),
    success: (res) => res.message,
    form,
    invalidate: [emailDomainKeys.all],
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={editing ? "Edit sender" : "Add sender"}
      description={`Who your emails come from. The address must be on ${domain.domain}.`}
      submitLabel="Save"
    >
      <TextField<Values> name="from_name" label="From name" required maxLength={100} placeholder="Olivia at Downtown Fitness" />
      <TextField<Values> name="from_email" label="From email" required type="email" autoComplete="off" spellCheck={false} />
    </FormDialog>
  );
}
