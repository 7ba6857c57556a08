"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { EmailStatusBadge } from "@/components/mailbox/status-badge";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { useEmailLogs, type EmailLog, type EmailLogPage } from "@/lib/contacts/profile-hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

/** Email logs: what the location emailed this contact (the platform's records), newest first; delete. */
export const emailLogsSection = defineProfileSection<EmailLogPage>({
  id: "email-logs",
  title: "Email logs",
  order: 30,
  column: "main",
  useData: (contactId, initial) => useEmailLogs(contactId, 1, initial),
  // Nothing sent yet: no card (sending is in the profile's header).
  hasContent: (page) => page.total > 0,
  Component: EmailLogsCard,
});

function EmailLogsCard({ data: first, ctx }: { data: EmailLogPage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const [page, setPage] = useState(1);
  const data = useEmailLogs(id, page, first).data ?? first;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Email logs</CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "email")}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Emails sent">
          {data.data.map((log) => (
            <LogItem key={log.id} log={log} contactId={id} canDelete={ctx.access.canUpdate} />
          ))}
        </ul>
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function LogItem({ log, contactId, canDelete }: { log: EmailLog; contactId: number; canDelete: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => api.delete("/contact/{id}/delete-email-logs", { params: { id: contactId }, body: { ids: [log.id] } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
  });
  return (
    <li className="flex min-w-0 items-start gap-3 py-2.5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-foreground">{log.subject}</p>
        <p className="truncate text-xs text-muted-foreground">
          <time dateTime={isoString(log.created_at)}>{formatDateTime(log.created_at)}</time> · {log.to}
        </p>
        {log.status_reason && <p className="text-xs break-words text-muted-foreground">{log.status_reason}</p>}
      </div>
      <EmailStatusBadge status={log.status} />
      {canDelete && (
        <Button variant="ghost" size="icon-sm" aria-label={`Delete email log ${log.subject}`} onClick={() => setConfirming(true)}>
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description="This email log will be deleted permanently."
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          await remove.mutateAsync();
        }}
      />
    </li>
  );
}
