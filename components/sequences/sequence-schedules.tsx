"use client";

import { CalendarClock, Trash2 } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListEmpty, ListLoading } from "@/components/list/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/api/client";
import { formatDateTime } from "@/lib/format";
import { SEQUENCE_MSG } from "@/lib/sequences/constants";
import { sequenceKeys, useMessageSchedules, useSequenceMessages } from "@/lib/sequences/hooks";

const schema = z.object({
  message_id: z.coerce.number({ error: "Choose a message." }).int().positive({ error: "Choose a message." }),
  send_at: z.string().min(1, { error: "The send at field is required." }),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const titleOf = (m: { kind: string; subject: string | null; body: string }, i: number) => `${i + 1}. ${m.kind === "email" ? m.subject : `SMS: ${m.body.slice(0, 40)}`}`;

/** The Schedules tab: one-off dated sends of a message to every active subscriber. */
export function SequenceSchedules({ sequenceId, canEdit }: { sequenceId: number; canEdit: boolean }) {
  const messages = useSequenceMessages(sequenceId).data ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const messageId = picked ?? messages[0]?.id ?? null;
  const schedules = useMessageSchedules(messageId);
  const [open, setOpen] = useState(false);
  const form = useApiForm<Values, Output>(schema, { defaultValues: { message_id: messageId ?? 0, send_at: "" } });
  const create = useApiMutation({
    // The picker gives wall time in the browser's zone; the API takes an instant.
    mutationFn: (v: Output) => api.post("/sequence/{id}/schedule-sequence", { params: { id: sequenceId }, body: { message_id: v.message_id, send_at: new Date(v.send_at).toISOString() } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.scheduled,
    form,
    onSuccess: (_d, v) => {
      setPicked(v.message_id);
      setOpen(false);
    },
  });
  const remove = useApiMutation({
    mutationFn: (scheduleId: number) => api.delete("/sequence/{id}/delete-schedule", { params: { id: sequenceId }, body: { schedule_id: scheduleId } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.scheduleDeleted,
  });
  return (
    <section aria-labelledby="schedules-heading" className="flex flex-col rounded-lg border border-border bg-card">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <h2 id="schedules-heading" className="font-semibold">Schedules</h2>
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect aria-label="Message" value={messageId ?? ""} onChange={(e) => setPicked(Number(e.target.value))} className="w-56 max-w-full" disabled={!messages.length}>
            {messages.map((m, i) => (
              <option key={m.id} value={m.id}>{titleOf(m, i)}</option>
            ))}
          </NativeSelect>
          {canEdit && (
            <Button disabled={!messages.length} onClick={() => { form.reset({ message_id: messageId ?? 0, send_at: "" }); setOpen(true); }}>
              <CalendarClock className="size-4" aria-hidden /> Schedule a send
            </Button>
          )}
        </div>
      </div>
      {!messages.length ? (
        <ListEmpty icon={CalendarClock} title="No messages to schedule" description="Add a message first; then you can send it to every subscriber at a date you pick." />
      ) : !schedules.data ? (
        <ListLoading label="Loading schedules" />
      ) : !schedules.data.length ? (
        <ListEmpty icon={CalendarClock} title="Nothing scheduled" description="Schedule a one-off send of this message to every active subscriber." />
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Schedules">
          {schedules.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="flex items-center gap-2">
                <time dateTime={s.send_at} className="font-medium">{formatDateTime(s.send_at)}</time>
                <Badge variant={s.status === "sent" ? "success" : "primary"}>{s.status === "sent" ? `Sent to ${s.sent}` : "Scheduled"}</Badge>
                <span className="text-[13px] text-muted-foreground">{s.contact_ids ? `${s.contact_ids.length} chosen` : "All active subscribers"}</span>
              </span>
              {canEdit && s.status === "scheduled" && (
                <Button variant="ghost" size="icon" aria-label={`Cancel the send of ${formatDateTime(s.send_at)}`} onClick={() => void remove.mutateAsync(s.id).catch(() => {})}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormDialog open={open} onOpenChange={setOpen} form={form} onSubmit={create.mutateAsync} title="Schedule a send" description="The message goes once to every active subscriber at that time." submitLabel="Schedule">
        <SelectField<Values> name="message_id" label="Message" required>
          {messages.map((m, i) => (
            <option key={m.id} value={m.id}>{titleOf(m, i)}</option>
          ))}
        </SelectField>
        <TextField<Values> name="send_at" label="Send at" type="datetime-local" required />
      </FormDialog>
    </section>
  );
}
