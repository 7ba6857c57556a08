"use client";

import { useWatch } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { api } from "@/lib/api/client";
import { DELAY_MAX, SEQUENCE_MSG, SMS_MAX, SUBJECT_MAX } from "@/lib/sequences/constants";
import { sequenceKeys, type SequenceMessageRow } from "@/lib/sequences/hooks";

const schema = z
  .object({
    kind: z.enum(["email", "sms"]),
    subject: z.string().max(SUBJECT_MAX, { error: `The subject may not be greater than ${SUBJECT_MAX} characters.` }),
    body: z.string(),
    delay_amount: z.coerce.number({ error: "The delay must be a number." }).int({ error: "The delay must be a whole number." }).min(0, { error: "The delay may not be negative." }).max(DELAY_MAX),
    delay_unit: z.enum(["minutes", "hours", "days"]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "email" && !v.subject.trim()) ctx.addIssue({ code: "custom", path: ["subject"], message: "The subject field is required." });
    if (!v.body.replace(/<[^>]*>/g, "").trim()) ctx.addIssue({ code: "custom", path: ["body"], message: "The body field is required." });
    if (v.kind === "sms" && v.body.length > SMS_MAX) ctx.addIssue({ code: "custom", path: ["body"], message: `The body may not be greater than ${SMS_MAX} characters.` });
  });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Writes one message (new at the end, or `message`): email with the rich-text editor, or SMS; its delay after the previous one. */
export function MessageDialog({ sequenceId, message, first, open, onOpenChange }: { sequenceId: number; message?: SequenceMessageRow; first: boolean; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useApiForm<Values, Output>(schema, {
    defaultValues: message
      ? { kind: message.kind, subject: message.subject ?? "", body: message.body, delay_amount: message.delay_amount, delay_unit: message.delay_unit }
      : { kind: "email", subject: "", body: "", delay_amount: first ? 0 : 1, delay_unit: "days" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const save = useApiMutation({
    mutationFn: (v: Output) => {
      const body = { ...v, subject: v.kind === "email" ? v.subject : null };
      return message
        ? api.patch("/sequence/{id}/update-message", { params: { id: sequenceId }, body: { ...body, message_id: message.id } })
        : api.post("/sequence/{id}/add-message", { params: { id: sequenceId }, body });
    },
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.messageSaved,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={message ? "Edit message" : "Add a message"}
      description="Merge fields such as {{ contact.first_name }} work in the subject and the message."
      submitLabel={message ? "Save message" : "Add message"}
      size="lg"
    >
      <SelectField<Values> name="kind" label="Send as" required disabled={!!message}>
        <option value="email">Email</option>
        <option value="sms">SMS</option>
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField<Values> name="delay_amount" label={first ? "Send after joining" : "Send after the previous one"} type="number" min={0} required />
        <SelectField<Values> name="delay_unit" label="Unit" required>
          <option value="minutes">Minutes</option>
          <option value="hours">Hours</option>
          <option value="days">Days</option>
        </SelectField>
      </div>
      {kind === "email" ? (
        <>
          <TextField<Values> name="subject" label="Subject" required maxLength={SUBJECT_MAX} />
          <RichTextField<Values> name="body" label="Message" required />
        </>
      ) : (
        <TextareaField<Values> name="body" label="Message" required rows={5} maxLength={SMS_MAX} help="Up to 1,600 characters." />
      )}
    </FormDialog>
  );
}
