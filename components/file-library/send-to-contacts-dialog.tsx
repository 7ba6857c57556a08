"use client";

import { SendToContactsDialog as ContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { ASSIGN_IDS_MAX } from "@/lib/file-library/constants";
import { contactFileKeys } from "@/lib/file-library/contact-hooks";
import { fileExtraCalls } from "@/lib/file-library/extra-hooks";
import { fileKeys } from "@/lib/file-library/hooks";

/** "Send to contacts" from /files: pick contacts, then POST /file/send-to-contact with the chosen files. */
export function SendToContactsDialog({ fileIds, label, open, onOpenChange, onSent }: { fileIds: number[]; label: string; open: boolean; onOpenChange: (open: boolean) => void; onSent?: () => void }) {
  return (
    <ContactsDialog
      open={open}
      onOpenChange={onOpenChange}
      description={`${label} will be in each contact’s files and, unless it is private, in their client portal.`}
      max={ASSIGN_IDS_MAX}
      run={(contactIds) => fileExtraCalls.sendToContacts(fileIds, contactIds)}
      invalidate={[fileKeys.all, contactFileKeys.all]}
      onDone={onSent}
    />
  );
}
