"use client";

import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useTemplateLogs } from "@/lib/templates/hooks";

/** The template's last sends to contacts (template-logs), newest first. */
export function TemplateLogs({ templateId }: { templateId: number }) {
  const logs = useTemplateLogs(templateId);
  const rows = logs.data?.data ?? [];
  return (
    <Card className="min-w-0 p-4 sm:p-5" aria-labelledby="logs-title">
      <h2 id="logs-title" className="mb-3 flex items-center gap-2 text-base font-semibold"><History aria-hidden="true" className="size-4" /> Recent sends</h2>
      {logs.isPending ? (
        <Spinner size="sm" label="Loading sends" />
      ) : logs.isError ? (
        <p className="text-sm text-muted-foreground">We couldn’t load the sends of this template.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not sent to anyone yet. Use “Send to contact” to send it.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {rows.map((l) => (
            <li key={l.id} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium">{l.contact_name ?? "Deleted contact"}</span>
              <Badge variant={l.status === 1 ? "success" : "danger"}>{l.status === 1 ? "Sent" : "Not sent"}</Badge>
              <span className="w-full text-xs text-muted-foreground sm:w-auto">{l.status === 1 ? l.channel.toUpperCase() : l.message} · <time dateTime={l.created_at}>{formatDateTime(l.created_at)}</time></span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
