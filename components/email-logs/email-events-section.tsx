"use client";

import { useState } from "react";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { useContactEmailEvents, type EventLogPage, type EventLogRow } from "@/lib/email-logs/hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";

const KIND: Record<string, { label: string; variant: BadgeVariant }> = {
  open: { label: "Opened", variant: "primary" },
  click: { label: "Clicked", variant: "success" },
  bounce: { label: "Bounced", variant: "danger" },
  soft_bounce: { label: "Soft bounce", variant: "warning" },
  complaint: { label: "Marked as spam", variant: "danger" },
  unsubscribe: { label: "Unsubscribed", variant: "warning" },
};

/** Email activity (GET /contact/email-sent-event-logs): what this contact did with the email they were sent. */
export const emailEventsSection = defineProfileSection<EventLogPage>({
  id: "email-events",
  title: "Email activity",
  order: 31,
  column: "main",
  useData: (contactId, initial) => useContactEmailEvents(contactId, 1, initial),
  // Nothing happened yet: no card.
  hasContent: (page) => page.total > 0,
  Component: EmailEventsCard,
});

function EmailEventsCard({ data: first, ctx }: { data: EventLogPage; ctx: ProfileContext }) {
  const [page, setPage] = useState(1);
  const data = useContactEmailEvents(ctx.contact.id, page, first).data ?? first;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Email activity</CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "event")}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Email activity">
          {data.data.map((e) => (
            <EventItem key={e.id} e={e} />
          ))}
        </ul>
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function EventItem({ e }: { e: EventLogRow }) {
  const k = KIND[e.type] ?? { label: e.type, variant: "neutral" as BadgeVariant };
  return (
    <li className="flex min-w-0 flex-col gap-1 py-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={k.variant}>{k.label}</Badge>
        {e.machine && <Badge variant="outline">Machine</Badge>}
        <time dateTime={isoString(e.created_at)} className="ml-auto text-xs text-muted-foreground">{formatDateTime(e.created_at)}</time>
      </div>
      <p className="text-sm text-foreground [overflow-wrap:anywhere]">{e.subject}</p>
      {e.url && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.url}</p>}
      {e.detail && <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{e.detail}</p>}
    </li>
  );
}
