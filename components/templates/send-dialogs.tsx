"use client";

import { useState } from "react";
import { z } from "zod";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextareaField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TEST_RECIPIENTS_MAX, TEST_SENDS_PER_HOUR } from "@/lib/composing/constants";
import { templateCalls, templateKeys } from "@/lib/templates/hooks";

const recipientsForm = z.object({ recipients: z.string().trim().min(1, { error: "Add at least one recipient." }) });
const split = (s: string) => s.split(/[\s,;]+/).map((r) => r.trim()).filter(Boolean);

/** Sends the message as it stands to up to 5 addresses (or numbers), rendered for the preview's contact. */
export function SendTestDialog({ open, onOpenChange, channel, message, contact }: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  channel: "email" | "sms";
  message: { subject: string; body: string };
  contact: PickedContact | null;
}) {
  const form = useApiForm(recipientsForm, { defaultValues: { recipients: "" } });
  const send = useApiMutation({
    mutationFn: async ({ recipients }: { recipients: string }) => {
      const list = split(recipients);
      const res = channel === "email"
        ? await templateCalls.testEmail({ recipients: list, contact_id: contact?.id ?? null, subject: message.subject, body: message.body })
        : await templateCalls.testSms({ recipients: list, contact_id: contact?.id ?? null, body: message.body });
      return res;
    },
    form,
    onSuccess: (res) => {
      if (res.status === 1) toast.success(res.message);
      else toast.error(res.message);
      onOpenChange(false);
    },
  });
  const noun = channel === "email" ? "email addresses" : "phone numbers";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={send.mutateAsync}
      title={channel === "email" ? "Send a test email" : "Send a test SMS"}
      description={`Up to ${TEST_RECIPIENTS_MAX} ${noun}, separated by commas or new lines (${TEST_SENDS_PER_HOUR} test messages an hour). Merge fields are filled in for ${contact ? contact.name : "no one (defaults show)"}.`}
      submitLabel="Send test"
      busyLabel="Sending"
    >
      <TextareaField name="recipients" label={channel === "email" ? "Send to" : "Send to numbers"} required rows={3} placeholder={channel === "email" ? "you@example.com" : "+1 415 555 0100"} />
    </FormDialog>
  );
}

/** Sends a saved template to one contact; a false status shows the server's reason (doc 2 s8). */
export function SendToContactDialog({ open, onOpenChange, templateId }: { open: boolean; onOpenChange: (o: boolean) => void; templateId: number }) {
  const [picked, setPicked] = useState<PickedContact[]>([]);
  const [busy, setBusy] = useState(false);
  const send = useApiMutation({ mutationFn: (contactId: number) => templateCalls.sendToContact(templateId, contactId), invalidate: [templateKeys.logs(templateId)] });
  const submit = async () => {
    if (!picked[0] || busy) return;
    setBusy(true);
    try {
      const res = await send.mutateAsync(picked[0].id);
      if (res.status) {
        toast.success(res.message);
        onOpenChange(false);
      } else toast.error(res.message);
    } catch {
      // useApiMutation's handler has shown it.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent dismissOnOutsideClick={false}>
        <DialogHeader>
          <DialogTitle>Send to a contact</DialogTitle>
          <DialogDescription>The saved template goes out with the contact’s details filled in.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ContactPicker value={picked} onChange={(next) => setPicked(next.slice(-1))} label="Contact" max={1} />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>Cancel</Button>
          <Button onClick={() => void submit()} disabled={!picked[0]} loading={busy} loadingText="Sending">Send</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
