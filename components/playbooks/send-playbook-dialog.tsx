"use client";

import { SendToContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { contactKeys } from "@/lib/contacts/hooks";
import { assignCalls, playbookKeys } from "@/lib/playbooks/hooks";

/** "Send to contacts" from the dashboard: each new contact is emailed a link to the playbook in their portal. */
export function SendPlaybookDialog({ playbook, open, onOpenChange }: { playbook: { id: number; title: string } | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SendToContactsDialog
      open={open}
      onOpenChange={onOpenChange}
      description={`${playbook?.title ?? "The playbook"} appears in each contact’s portal, and each gets an email with a link to it.`}
      max={500}
      run={(contactIds) => assignCalls.send([playbook?.id ?? 0], { contact_ids: contactIds })}
      invalidate={[playbookKeys.all, contactKeys.all]}
    />
  );
}
