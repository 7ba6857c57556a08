"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { ExternalLink, Inbox, RotateCcw, UsersRound } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api } from "@/lib/api/client";
import { BROADCAST_MSG } from "@/lib/broadcasts/constants";
import { broadcastKeys, useBroadcastLogs, type BroadcastDetail } from "@/lib/broadcasts/hooks";
import { formatNumber, formatShortDateTime } from "@/lib/format";

type Stats = { total: number; sent: number; opened: number; clicked: number; bounced: number; complained: number; unsubscribed: number };

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-md border border-border px-3 py-2">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{formatNumber(value)}</span>
    </div>
  );
}

/** A sending or sent broadcast: totals, each recipient's outcome, the public view and the resend to unopened. */
export function BroadcastReport({ broadcast, mayResend }: { broadcast: BroadcastDetail; mayResend: boolean }) {
  const router = useRouter();
  const [page, setPage] = useState(1);
  const logs = useBroadcastLogs(broadcast.id, page, true);
  const email = broadcast.channel === "email";
  const resend = useApiMutation({
    mutationFn: () => api.post("/broadcast/resend-unopens", { body: { id: broadcast.id } }),
    invalidate: [broadcastKeys.all],
    success: BROADCAST_MSG.queued,
    onSuccess: (d) => router.push(`/broadcasts/${d.data.id}`),
  });
  const stats: Stats | undefined = logs.data?.stats;

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" aria-labelledby="totals-title">
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
          <h2 id="totals-title" className="text-base font-semibold">Report</h2>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href="/mailbox"><Inbox aria-hidden="true" /> Open the outbox</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/broadcast/${broadcast.id}/public-view`} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" /> Public view
              </a>
            </Button>
            {email && mayResend && (
              <Button type="button" size="sm" onClick={() => void resend.mutateAsync().catch(() => {})} loading={resend.isPending} loadingText="Queueing">
                <RotateCcw aria-hidden="true" /> Resend to unopened
              </Button>
            )}
          </div>
        </div>
        {stats && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Tile label="Recipients" value={stats.total} />
            <Tile label="Sent" value={stats.sent} />
            {email && <Tile label="Opened" value={stats.opened} />}
            {email && <Tile label="Clicked" value={stats.clicked} />}
            {email && <Tile label="Bounced" value={stats.bounced} />}
            {email && <Tile label="Complaints" value={stats.complained} />}
            {email && <Tile label="Unsubscribed" value={stats.unsubscribed} />}
          </div>
        )}
      </Card>

      <Card className="min-w-0 p-0" aria-labelledby="logs-title">
        <h2 id="logs-title" className="px-4 pt-4 text-base font-semibold sm:px-5">Recipients</h2>
        {logs.isError ? (
          <ListError title="We couldn’t load the recipients" onRetry={() => void logs.refetch()} retrying={logs.isFetching} />
        ) : logs.data && logs.data.total === 0 ? (
          <ListEmpty icon={UsersRound} title="No recipients yet" description="The recipients are fixed when the broadcast starts sending." />
        ) : (
          <div className="p-2 sm:p-3">
            <Table aria-label="Recipients" containerClassName="max-w-full">
              <TableHeader>
                <TableRow>
                  <TableHead>Contact</TableHead>
                  <TableHead className="hidden sm:table-cell">Address</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="hidden md:table-cell">Sent</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(logs.data?.data ?? []).map((r) => (
                  <TableRow key={r.contact_id}>
                    <TableCell className="max-w-40 truncate">
                      <Link href={`/contact/${r.contact_id}/profile`} className="hover:underline">{`${r.first_name} ${r.last_name}`.trim() || r.address}</Link>
                    </TableCell>
                    <TableCell className="hidden max-w-56 truncate sm:table-cell">{r.address}</TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        <Badge variant={r.state === "sent" ? "success" : "neutral"}>{r.state === "sent" ? "Sent" : r.state === "pending" ? "Waiting" : "Skipped"}</Badge>
                        {r.opened_at && <Badge variant="primary">Opened</Badge>}
                        {r.clicked_at && <Badge variant="primary">Clicked</Badge>}
                        {r.bounced && <Badge variant="danger">Bounced</Badge>}
                        {r.complained && <Badge variant="danger">Complaint</Badge>}
                        {r.unsubscribed && <Badge variant="warning">Unsubscribed</Badge>}
                      </div>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{r.sent_at ? formatShortDateTime(r.sent_at) : "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {logs.data && logs.data.last_page > 1 && (
              <div className="flex items-center justify-between gap-2 px-2 pt-3">
                <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
                <span className="text-sm text-muted-foreground tabular-nums">{page} / {logs.data.last_page}</span>
                <Button type="button" variant="outline" size="sm" disabled={page >= logs.data.last_page} onClick={() => setPage(page + 1)}>Next</Button>
              </div>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
