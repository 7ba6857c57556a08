"use client";

import { SendToContactsDialog } from "@/components/content-dashboard/send-to-contacts-dialog";
import { api } from "@/lib/api/client";
import { contactPageKeys, pageKeys } from "@/lib/pages/hooks";

/** "Send to contacts" / "Restrict from contacts" from the dashboard: pick contacts for one page. */
export function PageContactsDialog({ mode, page, open, onOpenChange }: {
  mode: "send" | "restrict";
  page: { id: number; title: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = mode === "send";
  return (
    <SendToContactsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={send ? "Send page" : "Restrict page"}
      description={
        send
          ? `“${page?.title ?? ""}” will be in each contact’s client portal, and they get an email with its link.`
          : `“${page?.title ?? ""}” will no longer be in these contacts’ client portal.`
      }
      submitLabel={send ? "Send" : "Restrict"}
      busyLabel={send ? "Sending" : "Restricting"}
      max={1000}
      run={(contactIds) => api.post(send ? "/page/send-to-contact" : "/page/restrict-from-contact", { body: { page_ids: [page?.id ?? 0], contact_ids: contactIds } })}
      invalidate={[pageKeys.all, contactPageKeys.all]}
    />
  );
}
