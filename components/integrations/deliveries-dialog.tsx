"use client";

import { Badge } from "@/components/ui/badge";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { useDeliveries, type FitFunnelWebhook } from "@/lib/integrations/hooks";

const STATUS_VARIANT = { delivered: "success", failed: "danger", queued: "neutral" } as const;

/** A webhook's delivery log: the newest 25 attempts with what the receiver answered. */
export function DeliveriesDialog({ webhook, onOpenChange }: { webhook: FitFunnelWebhook | null; onOpenChange: (open: boolean) => void }) {
  const log = useDeliveries(webhook?.id ?? null);
  return (
    <Dialog open={webhook !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Deliveries of {webhook?.name}</DialogTitle>
          <DialogDescription>Failed deliveries are retried for about 16 minutes before they give up.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {log.isPending ? (
            <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading deliveries">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : log.isError ? (
            <p className="text-sm text-danger-strong">The delivery log could not be loaded. Close this and try again.</p>
          ) : log.data.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No deliveries yet. Send a test to see one here.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {log.data.data.map((d) => (
                <li key={d.id} className="flex flex-col gap-1 py-2.5 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={STATUS_VARIANT[d.status as keyof typeof STATUS_VARIANT] ?? "neutral"}>{d.status}</Badge>
                    <span className="font-mono text-xs">{d.event}</span>
                    <span className="text-muted-foreground">#{d.id}</span>
                    <span className="ml-auto text-muted-foreground">{formatDateTime(d.delivered_at ?? d.created_at)}</span>
                  </div>
                  <p className="text-muted-foreground">
                    {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
                    {d.response_status !== null && ` · HTTP ${d.response_status}`}
                    {d.error && ` · ${d.error}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
