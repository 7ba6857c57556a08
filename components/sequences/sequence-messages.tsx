"use client";

import { ArrowDown, ArrowUp, Mail, MessageSquare, Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListEmpty } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatCount } from "@/lib/format";
import { handleApiError } from "@/lib/http/handle-error";
import { SEQUENCE_MSG } from "@/lib/sequences/constants";
import { sequenceKeys, useSequenceMessages, type SequenceMessageRow } from "@/lib/sequences/hooks";
import { MessageDialog } from "./message-dialog";

const delayText = (m: SequenceMessageRow, first: boolean) => {
  if (!m.delay_amount) return first ? "Right after joining" : "Right after the previous one";
  const unit = m.delay_amount === 1 ? m.delay_unit.replace(/s$/, "") : m.delay_unit;
  return `${m.delay_amount} ${unit} after ${first ? "joining" : "the previous one"}`;
};
const preview = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

/** The Messages tab: the messages in order with their delays; add, edit, move, delete, send now. */
export function SequenceMessages({ sequenceId, initial, canEdit }: { sequenceId: number; initial: SequenceMessageRow[]; canEdit: boolean }) {
  const messages = useSequenceMessages(sequenceId, initial);
  const list = messages.data ?? [];
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SequenceMessageRow | null>(null);
  const [removing, setRemoving] = useState<SequenceMessageRow | null>(null);
  const [sending, setSending] = useState<{ message: SequenceMessageRow; count: number; total: number } | null>(null);
  const sort = useApiMutation({
    mutationFn: (ids: number[]) => api.patch("/sequence/{id}/sort-messages", { params: { id: sequenceId }, body: { ids } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.sorted,
  });
  const remove = useApiMutation({
    mutationFn: (messageId: number) => api.delete("/sequence/{id}/delete-message", { params: { id: sequenceId }, body: { message_id: messageId } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.messageDeleted,
  });
  const move = (i: number, by: number) => {
    const ids = list.map((m) => m.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    void sort.mutateAsync(ids).catch(() => {});
  };
  // The confirm dialog shows how many would be delivered now (get-email-count), then sends.
  const askSend = async (m: SequenceMessageRow) => {
    try {
      const r = await api.post("/sequence/{id}/get-email-count", { params: { id: sequenceId }, body: { message_id: m.id } });
      setSending({ message: m, count: r.data.count, total: r.data.total });
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="messages-heading" className="font-semibold">Messages</h2>
        {canEdit && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden /> Add message
          </Button>
        )}
      </div>
      {!list.length ? (
        <div className="rounded-lg border border-border bg-card">
          <ListEmpty icon={Mail} title="No messages yet" description="Add the first email or text; each one after it goes out a delay after the previous one." />
        </div>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Messages in order">
          {list.map((m, i) => (
            <li key={m.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary-strong" aria-hidden>
                {m.kind === "email" ? <Mail className="size-4" /> : <MessageSquare className="size-4" />}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-[13px] font-medium text-muted-foreground">{i + 1}.</span>
                  <h3 className="min-w-0 truncate font-semibold">{m.kind === "email" ? m.subject : "Text message"}</h3>
                  <Badge variant={m.kind === "email" ? "primary" : "outline"}>{m.kind === "email" ? "Email" : "SMS"}</Badge>
                </div>
                <p className="text-[13px] text-muted-foreground">{delayText(m, i === 0)}</p>
                <p className="line-clamp-2 text-[13px] break-words">{preview(m.body)}</p>
                <p className="text-[13px] text-muted-foreground">
                  {formatCount(m.sent, "subscriber")} sent · {m.waiting} waiting for it
                </p>
              </div>
              {canEdit && (
                <div className="flex flex-wrap items-center gap-1 sm:justify-end">
                  <Button variant="ghost" size="icon" aria-label={`Move message ${i + 1} up`} disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Move message ${i + 1} down`} disabled={i === list.length - 1 || sort.isPending} onClick={() => move(i, 1)}>
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Edit message ${i + 1}`} onClick={() => setEditing(m)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete message ${i + 1}`} onClick={() => setRemoving(m)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => void askSend(m)}>
                    <Send className="size-4" aria-hidden /> Send now
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {adding && <MessageDialog sequenceId={sequenceId} first={!list.length} open onOpenChange={(o) => !o && setAdding(false)} />}
      {editing && <MessageDialog key={editing.id} sequenceId={sequenceId} message={editing} first={list[0]?.id === editing.id} open onOpenChange={(o) => !o && setEditing(null)} />}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Delete this message?"
        description="Subscribers waiting for it move on to the next message."
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
        }}
      />
      <ConfirmDialog
        open={!!sending}
        onOpenChange={(o) => !o && setSending(null)}
        title="Send this message now?"
        description={
          sending
            ? `It goes to ${formatCount(sending.count, sending.message.kind === "email" ? "deliverable email" : "deliverable text")} of ${formatCount(sending.total, "active subscriber")}; the others are unsubscribed, suppressed or have no ${sending.message.kind === "email" ? "email address" : "number"}.`
            : ""
        }
        confirmText="Send now"
        confirmDisabled={!sending?.count}
        onConfirm={async () => {
          if (!sending) return;
          try {
            const r = await api.post("/sequence/{id}/send-now", { params: { id: sequenceId }, body: { message_id: sending.message.id } });
            toast.success(r.message);
          } catch (e) {
            handleApiError(e);
            throw e;
          }
        }}
      />
    </section>
  );
}
