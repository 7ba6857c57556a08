"use client";

import { useState } from "react";
import Link from "next/link";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { EmailStatusBadge } from "@/components/mailbox/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { useContactBroadcasts, type ContactBroadcast, type ContactBroadcastPage } from "@/lib/broadcasts/hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";

/**
 * Broadcasts (GET /contact/broadcast-logs): the broadcasts this contact was sent, newest first,
 * with how the send went and whether the email was opened or clicked. Each links to its
 * broadcast's page for a viewer with broadcasts view.
 */
export const broadcastsSection = defineProfileSection<ContactBroadcastPage>({
  id: "broadcasts",
  title: "Broadcasts",
  order: 32,
  column: "main",
  useData: (contactId, initial) => useContactBroadcasts(contactId, 1, initial),
  // Never part of a broadcast: no card (broadcasts are sent from the Broadcasts screen).
  hasContent: (page) => page.total > 0,
  Component: BroadcastsCard,
});

function BroadcastsCard({ data: first, ctx }: { data: ContactBroadcastPage; ctx: ProfileContext }) {
  const [page, setPage] = useState(1);
  const data = useContactBroadcasts(ctx.contact.id, page, first).data ?? first;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Broadcasts</CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "broadcast")}</span>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y divide-border" aria-label="Broadcasts sent">
          {data.data.map((b) => (
            <BroadcastItem key={b.broadcast_id} b={b} canOpen={ctx.access.canViewBroadcasts === true} />
          ))}
        </ul>
        {data.last_page > 1 && <Pagination page={page} lastPage={data.last_page} total={data.total} perPage={data.per_page} onPageChange={setPage} />}
      </CardContent>
    </Card>
  );
}

function BroadcastItem({ b, canOpen }: { b: ContactBroadcast; canOpen: boolean }) {
  const email = b.channel === "email";
  return (
    <li className="flex min-w-0 flex-col gap-1.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-foreground">
            {canOpen ? (
              <Link href={`/broadcasts/${b.broadcast_id}`} className="hover:text-primary-strong hover:underline">{b.name}</Link>
            ) : (
              b.name
            )}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {b.sent_at ? <time dateTime={isoString(b.sent_at)}>{formatDateTime(b.sent_at)}</time> : "Waiting to be sent"}
            {email && b.subject ? ` · ${b.subject}` : ""}
          </p>
        </div>
        <Badge variant="outline">{email ? "Email" : "SMS"}</Badge>
        {b.message_status ? <EmailStatusBadge status={b.message_status} /> : <Badge variant="warning">Pending</Badge>}
      </div>
      {email && (b.opens > 0 || b.clicks > 0 || b.bounced || b.unsubscribed) && (
        <div role="group" className="flex flex-wrap gap-1.5" aria-label="What happened">
          {b.opens > 0 && <Badge variant="primary">Opened ×{b.opens}</Badge>}
          {b.clicks > 0 && <Badge variant="success">Clicked ×{b.clicks}</Badge>}
          {b.bounced && <Badge variant="danger">Bounced</Badge>}
          {b.unsubscribed && <Badge variant="warning">Unsubscribed</Badge>}
        </div>
      )}
    </li>
  );
}
