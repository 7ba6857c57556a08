"use client";

import { useState } from "react";
import { Mail, Trash2, Users } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate } from "@/lib/format";
import { assignCalls, playbookKeys, usePlaybookUsers } from "@/lib/playbooks/hooks";

/** GET /playbook/{id}/users: who the playbook is sent to, how far each got; resend the link or restrict. */
export function PlaybookUsersDialog({ playbook, onClose }: { playbook: { id: number; title: string } | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const users = usePlaybookUsers(playbook?.id ?? null, page);
  const resend = useApiMutation({ mutationFn: (contactId: number) => assignCalls.resend(playbook!.id, contactId), success: (d) => d.message ?? null });
  const restrict = useApiMutation({ mutationFn: (contactId: number) => assignCalls.restrict([playbook!.id], { contact_ids: [contactId] }), invalidate: [playbookKeys.all, contactKeys.all], success: (d) => d.message ?? null });
  const data = users.data;
  return (
    <Dialog open={playbook !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Contacts</DialogTitle>
          <DialogDescription>{playbook ? `Who has “${playbook.title}” and how far they got.` : ""}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {users.isPending ? (
            <Spinner size="sm" label="Loading contacts" />
          ) : users.isError ? (
            <p className="text-sm text-danger-strong">We couldn’t load the contacts.</p>
          ) : !data?.data.length ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Users className="size-4 shrink-0" aria-hidden="true" /> Not sent to anyone yet. Use “Send to contacts” to share it.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Contacts with this playbook">
              {data.data.map((u) => (
                <li key={u.contact_id} className="flex min-w-0 items-center gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{u.name || u.email || `Contact ${u.contact_id}`}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {u.completed_at ? "Completed" : u.started_at ? `${u.steps_done} of ${formatCount(u.steps_total, "step")} done` : "Not started"} · Sent {formatDate(u.sent_at)}
                    </p>
                  </div>
                  <Button variant="ghost" size="icon-sm" aria-label={`Resend to ${u.name || u.email || "contact"}`} onClick={() => void resend.mutateAsync(u.contact_id).catch(() => {})}>
                    <Mail aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Restrict from ${u.name || u.email || "contact"}`} onClick={() => void restrict.mutateAsync(u.contact_id).catch(() => {})}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {data && data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
