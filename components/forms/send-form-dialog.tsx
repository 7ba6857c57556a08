"use client";

import { SendToContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { formCalls, formKeys } from "@/lib/forms/hooks";

/** "Send to contacts" from the forms dashboard: each chosen contact is emailed their own link. */
export function SendFormDialog({ formIds, label, open, onOpenChange }: { formIds: number[]; label: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SendToContactsDialog
      open={open}
      onOpenChange={onOpenChange}
      description={`Each contact gets an email with their own link to ${label}; their answers land on their profile.`}
      max={500}
      run={(contactIds) => formCalls.send(formIds, contactIds)}
      invalidate={[formKeys.all]}
    />
  );
}
