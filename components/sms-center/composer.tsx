"use client";

import { z } from "zod";
import { CalendarClock, Send } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextField, TextareaField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { MESSAGE_MAX } from "@/lib/scheduled/constants";
import type { MessageChannel } from "@/lib/sms-center/columns";
import { MESSAGE_WRITES } from "@/lib/sms-center/hooks";
import { isoToZoned, zonedToIso } from "@/lib/sms-center/time";

const composerSchema = z.object({
  message: z.string().trim().min(1, "The message field is required.").max(MESSAGE_MAX, `The message may not be greater than ${MESSAGE_MAX} characters.`),
  // A datetime-local value in the location's zone; only read when scheduling.
  send_at: z.string(),
  schedule: z.boolean(),
}).superRefine((v, ctx) => {
  if (v.schedule && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.send_at)) ctx.addIssue({ code: "custom", path: ["send_at"], message: "Choose the date and time to send it." });
});
type ComposerValues = z.infer<typeof composerSchema>;
type Answer = { status: number; message: string };

/**
 * The one composer of the message centre, for SMS and portal chat alike: send now, or
 * schedule for a time typed in the location's time zone. An SMS the server did not queue
 * (status not 1) shows the server's message.
 */
export function Composer({ channel, contactId, timeZone, canSend }: { channel: MessageChannel; contactId: number; timeZone: string; canSend: boolean }) {
  const form = useApiForm(composerSchema, { defaultValues: { message: "", send_at: "", schedule: false } });
  const scheduling = form.watch("schedule");

  const send = useApiMutation<ComposerValues, Answer>({
    mutationFn: async (v) => {
      if (v.schedule) {
        // The schema checked the shape; the server checks it is in the future.
        const body = { contact_id: contactId, message: v.message, send_at: zonedToIso(v.send_at, timeZone) ?? "" };
        return channel === "sms" ? api.post("/sms-center/schedule", { body }) : api.post("/portal-chat/schedule", { body });
      }
      const body = { contact_id: contactId, message: v.message };
      return channel === "sms" ? api.post("/contact/send-sms", { body }) : api.post("/portal-chat/send-message", { body });
    },
    invalidate: MESSAGE_WRITES,
    success: (d) => (d.status === 1 ? d.message : null),
    form,
    onSuccess: (d) => {
      if (d.status !== 1) return void toast.error(d.message);
      form.reset({ message: "", send_at: "", schedule: false });
    },
  });

  if (!canSend) return <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">You can read this conversation but not send messages.</p>;

  const toggleSchedule = () => {
    // An hour from now, in the location's zone, as a starting point.
    if (!scheduling && !form.getValues("send_at")) form.setValue("send_at", isoToZoned(new Date(Date.now() + 3_600_000), timeZone));
    form.setValue("schedule", !scheduling);
  };

  return (
    <ApiForm form={form} onSubmit={send.mutateAsync} className="gap-3 border-t border-border bg-card px-4 py-3" aria-label={channel === "sms" ? "Reply by SMS" : "Reply in portal chat"}>
      <TextareaField<ComposerValues>
        name="message"
        label={channel === "sms" ? "SMS message" : "Portal message"}
        rows={3}
        maxLength={MESSAGE_MAX}
        placeholder={channel === "sms" ? "Write an SMS…" : "Write a message…"}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends, as in every chat tool.
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {scheduling && <TextField<ComposerValues> name="send_at" label={`Send at (${timeZone})`} type="datetime-local" required />}
      <FormServerError />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button type="button" variant="outline" onClick={toggleSchedule} aria-pressed={scheduling}>
          <CalendarClock aria-hidden="true" />
          {scheduling ? "Send now instead" : "Schedule"}
        </Button>
        <SubmitButton busyLabel={scheduling ? "Scheduling" : "Sending"}>
          {scheduling ? <CalendarClock aria-hidden="true" /> : <Send aria-hidden="true" />}
          {scheduling ? "Schedule" : "Send"}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
