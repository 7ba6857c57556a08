"use client";

import { useState } from "react";
import { CalendarClock, Trash2 } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatDateTime, isoString } from "@/lib/format";
import type { MessageChannel, ScheduledItem } from "@/lib/sms-center/columns";
import { MESSAGE_WRITES, useScheduledFor } from "@/lib/sms-center/hooks";

/** The conversation's messages waiting to be sent, each deletable before its time. */
export function ScheduledList({ channel, contactId, timeZone, canDelete }: { channel: MessageChannel; contactId: number; timeZone: string; canDelete: boolean }) {
  const scheduled = useScheduledFor(channel, contactId);
  const [confirm, setConfirm] = useState<ScheduledItem | null>(null);
  const remove = useApiMutation<number, { status: number; message?: string }>({
    mutationFn: (id) =>
      channel === "sms"
        ? api.delete("/sms-center/delete-scheduled-sms", { body: { schedule_ids: [id] } })
        : api.delete("/portal-chat/delete-scheduled-message", { body: { ids: [id] } }),
    invalidate: MESSAGE_WRITES,
    success: (d) => d.message,
  });
  const items = scheduled.data ?? [];
  if (!items.length) return null;
  return (
    <section aria-label="Scheduled messages" className="border-t border-border bg-muted/40 px-4 py-3">
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <CalendarClock className="size-4" aria-hidden="true" /> Scheduled
      </h3>
      <ul className="flex flex-col gap-2">
        {items.map((s) => (
          <li key={s.id} className="flex items-start gap-3 rounded-lg border border-border bg-card px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words whitespace-pre-wrap text-foreground">{s.body}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                Sends <time dateTime={isoString(s.send_at)}>{formatDateTime(s.send_at, { timeZone })}</time>
              </p>
            </div>
            {canDelete && (
              <Button type="button" variant="ghost" size="icon-sm" aria-label={`Delete scheduled message: ${s.body.slice(0, 40)}`} onClick={() => setConfirm(s)}>
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        description="The scheduled message will not be sent."
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (confirm) await remove.mutateAsync(confirm.id).catch(() => undefined);
          setConfirm(null);
        }}
      />
    </section>
  );
}
