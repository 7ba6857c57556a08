"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { EmailStatusBadge } from "@/components/mailbox/status-badge";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Pagination } from "@/components/ui/pagination";
import { api } from "@/lib/api/client";
import { EMAIL_LOG_EVENTS_MAX } from "@/lib/contacts/constants";
import { contactKeys } from "@/lib/contacts/hooks";
import { useEmailLogs, type EmailLog, type EmailLogPage } from "@/lib/contacts/profile-hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

type LogEvent = EmailLog["events"][number];

const EVENT: Record<string, { label: string; variant: BadgeVariant }> = {
  open: { label: "Opened", variant: "primary" },
  click: { label: "Clicked", variant: "success" },
  bounce: { label: "Bounced", variant: "danger" },
  soft_bounce: { label: "Soft bounce", variant: "warning" },
  complaint: { label: "Marked as spam", variant: "danger" },
  unsubscribe: { label: "Unsubscribed", variant: "warning" },
};
const eventOf = (type: string) => EVENT[type] ?? { label: type, variant: "neutral" as BadgeVariant };

/**
 * Emails: what the location emailed this contact (GET /contact/{id}/email-logs), newest first,
 * each with its delivery status and what the contact did with it (opens, clicks, bounces,
 * spam reports, unsubscribes); delete a log.
 */
export const emailLogsSection = defineProfileSection<EmailLogPage>({
  id: "email-logs",
  title: "Emails",
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
        <CardTitle as="h2">Emails</CardTitle>
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

/** One badge per kind of thing that happened (opens and clicks counted); machine opens are not a person's. */
function Outcomes({ log }: { log: EmailLog }) {
  const kinds = new Set(log.events.filter((e) => e.type !== "open" && e.type !== "click").map((e) => e.type));
  const items = [
    ...(log.opens > 0 ? [{ key: "open", text: `${eventOf("open").label} ×${log.opens}`, variant: eventOf("open").variant }] : []),
    ...(log.clicks > 0 ? [{ key: "click", text: `${eventOf("click").label} ×${log.clicks}`, variant: eventOf("click").variant }] : []),
    ...[...kinds].map((k) => ({ key: k, text: eventOf(k).label, variant: eventOf(k).variant })),
  ];
  if (!items.length) return null;
  return (
    <div role="group" className="flex flex-wrap gap-1.5" aria-label="What happened">
      {items.map((i) => (
        <Badge key={i.key} variant={i.variant}>{i.text}</Badge>
      ))}
    </div>
  );
}

function EventLine({ e }: { e: LogEvent }) {
  const k = eventOf(e.type);
  return (
    <li className="flex min-w-0 flex-col gap-0.5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-foreground">{k.label}</span>
        {e.machine && <Badge variant="outline">Machine</Badge>}
        <time dateTime={isoString(e.created_at)} className="text-muted-foreground">{formatDateTime(e.created_at)}</time>
      </div>
      {e.url && <span className="text-muted-foreground [overflow-wrap:anywhere]">{e.url}</span>}
      {e.detail && <span className="text-muted-foreground [overflow-wrap:anywhere]">{e.detail}</span>}
    </li>
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
    <li className="flex min-w-0 flex-col gap-2 py-2.5 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
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
      </div>
      <Outcomes log={log} />
      {log.events.length > 0 && (
        <details className="group text-xs">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            Activity ({log.events.length}{log.events.length >= EMAIL_LOG_EVENTS_MAX ? ", latest" : ""})
          </summary>
          <ul className="mt-2 flex flex-col gap-2 border-l border-border pl-3" aria-label={`Activity of ${log.subject}`}>
            {log.events.map((e) => (
              <EventLine key={e.id} e={e} />
            ))}
          </ul>
        </details>
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
