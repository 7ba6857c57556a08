"use client";

import { useRef, useState } from "react";
import { ListChecks, Pencil, Plus, Send, Trash2, Webhook } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { api } from "@/lib/api/client";
import { formatDateTime } from "@/lib/format";
import { MSG } from "@/lib/integrations/constants";
import { integrationKeys, useWebhooks, type FitFunnelWebhook } from "@/lib/integrations/hooks";
import { DeliveriesDialog } from "./deliveries-dialog";
import { WebhookDialog } from "./webhook-dialog";

/** Fit-funnel webhooks of the accessed location: list, add, edit, test, delivery log, delete. */
export function WebhooksCard({ initial, canUpdate, canDelete }: { initial: FitFunnelWebhook[]; canUpdate: boolean; canDelete: boolean }) {
  const hooks = useWebhooks(initial).data ?? initial;
  const [dialog, setDialog] = useState<{ editing: FitFunnelWebhook | null } | null>(null);
  const [log, setLog] = useState<FitFunnelWebhook | null>(null);
  const [deleting, setDeleting] = useState<FitFunnelWebhook | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const test = useApiMutation({
    mutationFn: (id: number) => api.post("/integration/fit-funnel-webhook/{id}/test", { params: { id } }),
    success: (res) => res.message,
    invalidate: (_res, id) => [integrationKeys.webhooks(), integrationKeys.deliveries(id)],
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/integration/delete-fit-funnel-webhook", { query: { id } }),
    success: MSG.webhookDeleted,
    invalidate: [integrationKeys.webhooks()],
  });

  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Webhook className="size-4 text-muted-foreground" aria-hidden />
          Fit funnel webhooks
        </h2>
        {canUpdate && hooks.length > 0 && (
          <Button ref={addButton} type="button" size="sm" onClick={() => setDialog({ editing: null })}>
            <Plus className="size-4" aria-hidden />
            Add webhook
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">Each event is POSTed as JSON, signed with HMAC-SHA256 (header X-CoachOS-Signature over the timestamp and body).</p>
      {hooks.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title="No webhooks yet"
          description="Add your funnel's webhook URL to send it this location's events as they happen."
          action={
            canUpdate ? (
              <Button ref={addButton} type="button" onClick={() => setDialog({ editing: null })}>
                <Plus className="size-4" aria-hidden />
                Add webhook
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Webhooks">
          {hooks.map((h) => (
            <li key={h.id} className="flex min-w-0 flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{h.name}</span>
                  <Badge variant={h.is_active ? "success" : "neutral"}>{h.is_active ? "On" : "Off"}</Badge>
                  {h.last_delivery && (
                    <Badge variant={h.last_delivery.status === "delivered" ? "outline" : h.last_delivery.status === "failed" ? "danger" : "neutral"}>
                      Last: {h.last_delivery.status}
                    </Badge>
                  )}
                </span>
                <span className="truncate font-mono text-xs text-muted-foreground" title={h.url}>{h.url}</span>
                <span className="text-xs text-muted-foreground">
                  {h.events.join(", ")} · added {formatDateTime(h.created_at)}
                </span>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                {canUpdate && (
                  <Button type="button" variant="outline" size="sm" disabled={!h.is_active || test.isPending} onClick={() => test.mutate(h.id)}>
                    <Send className="size-4" aria-hidden />
                    Send test
                  </Button>
                )}
                <Button type="button" variant="ghost" size="sm" onClick={() => setLog(h)}>
                  <ListChecks className="size-4" aria-hidden />
                  Deliveries
                </Button>
                {canUpdate && (
                  <Button type="button" variant="ghost" size="sm" aria-label={`Edit ${h.name}`} onClick={() => setDialog({ editing: h })}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                )}
                {canDelete && (
                  <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${h.name}`} onClick={() => setDeleting(h)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <WebhookDialog key={dialog?.editing?.id ?? "new"} open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} editing={dialog?.editing ?? null} returnFocusRef={addButton} />
      <DeliveriesDialog webhook={log} onOpenChange={(open) => !open && setLog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description={`The webhook "${deleting?.name ?? ""}" and its delivery log are deleted; it receives no more events.`}
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </Card>
  );
}
