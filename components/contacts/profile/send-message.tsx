"use client";

import { useState, type ReactNode } from "react";
import { Mail, MessageSquare } from "lucide-react";
import { toast } from "sonner";
import { TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { contactKeys, type ContactDetail } from "@/lib/contacts/hooks";
import { emailForm, smsForm } from "@/lib/contacts/profile-forms";
import { formatPhone } from "@/lib/format-phone";

/**
 * Send SMS and Send email from the profile (POST /contact/send-sms, /contact/send-email). The
 * answers follow doc 2 s4: SMS status 1 is queued, anything else shows the server's message;
 * email status 1 is sent, -1 shows the server's response.
 */
export function SendMessageButtons({ contact }: { contact: ContactDetail }) {
  const [open, setOpen] = useState<"sms" | "email" | null>(null);
  return (
    <>
      {contact.number && (
        <Button variant="outline" size="sm" onClick={() => setOpen("sms")}>
          <MessageSquare className="size-4" aria-hidden="true" />
          Send SMS
        </Button>
      )}
      {contact.email && (
        <Button variant="outline" size="sm" onClick={() => setOpen("email")}>
          <Mail className="size-4" aria-hidden="true" />
          Send email
        </Button>
      )}
      <SmsDialog contact={contact} open={open === "sms"} onOpenChange={(o) => setOpen(o ? "sms" : null)} />
      <EmailDialog contact={contact} open={open === "email"} onOpenChange={(o) => setOpen(o ? "email" : null)} />
    </>
  );
}

type Sent = { status: number; message: string };
type DialogProps = { contact: ContactDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Shows a refused send as the server's message; a queued one closes the dialog. */
const onSent = (ok: (d: Sent) => boolean, close: () => void) => (d: Sent) => {
  if (ok(d)) close();
  else toast.error(d.message);
};

type SmsValues = { message: string };

function SmsDialog({ contact, open, onOpenChange }: DialogProps) {
  const form = useApiForm<SmsValues>(smsForm, { defaultValues: { message: "" } });
  const send = useApiMutation({
    mutationFn: (v: SmsValues) => api.post("/contact/send-sms", { body: { contact_id: contact.id, message: v.message } }),
    invalidate: [contactKeys.all],
    success: (d) => (d.status === 1 ? d.message : null),
    form,
    onSuccess: onSent((d) => d.status === 1, () => {
      form.reset({ message: "" });
      onOpenChange(false);
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={send.mutateAsync}
      title="Send SMS"
      description={<>To {formatPhone(contact.number)}</>}
      submitLabel="Send"
      busyLabel="Sending"
    >
      <TextareaField<SmsValues> name="message" id={`sms-message-${contact.id}`} label="Message" rows={4} autoFocus />
    </FormDialog>
  );
}

type EmailValues = { subject: string; message: string };

function EmailDialog({ contact, open, onOpenChange }: DialogProps) {
  return (
    <ComposeEmailDialog
      idPrefix={`email-${contact.id}`}
      to={<>To {contact.email}</>}
      open={open}
      onOpenChange={onOpenChange}
      send={(v) => api.post("/contact/send-email", { body: { contact_id: contact.id, ...v } })}
    />
  );
}

/**
 * Compose and send an email (subject and plain-text body): the profile's Send email and the bulk
 * bar's (components/contacts/contact-bulk-actions.tsx) differ only in `to` and `send`. Status 1
 * (sent or queued) shows the answer's message and closes; -1 shows it as an error (doc 2 s4).
 */
export function ComposeEmailDialog({ idPrefix, to, open, onOpenChange, send, onSent: sent }: {
  idPrefix: string;
  to: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  send: (values: EmailValues) => Promise<Sent>;
  onSent?: () => void;
}) {
  const form = useApiForm<EmailValues>(emailForm, { defaultValues: { subject: "", message: "" } });
  const mutation = useApiMutation({
    mutationFn: send,
    invalidate: [contactKeys.all],
    success: (d) => (d.status === 1 ? d.message : null),
    form,
    onSuccess: onSent((d) => d.status !== -1, () => {
      form.reset({ subject: "", message: "" });
      onOpenChange(false);
      sent?.();
    }),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={mutation.mutateAsync}
      title="Send email"
      description={to}
      submitLabel="Send"
      busyLabel="Sending"
      size="lg"
    >
      <TextField<EmailValues> name="subject" id={`${idPrefix}-subject`} label="Subject" autoComplete="off" autoFocus />
      <TextareaField<EmailValues> name="message" id={`${idPrefix}-message`} label="Message" rows={8} />
    </FormDialog>
  );
}
