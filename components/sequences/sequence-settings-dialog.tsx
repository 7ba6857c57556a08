"use client";

import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { SEQUENCE_MSG, TITLE_MAX } from "@/lib/sequences/constants";
import { sequenceKeys, type SequenceSummary } from "@/lib/sequences/hooks";

const time = z.string().regex(/^$|^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: "Use a time such as 09:00." });
const schema = z
  .object({ title: z.string().trim().min(1, { error: "The title field is required." }).max(TITLE_MAX), window_start: time, window_end: time, timezone: z.string().min(1, { error: "The timezone field is required." }), stop_on_reply: z.boolean() })
  .refine((v) => !!v.window_start === !!v.window_end, { path: ["window_end"], error: "A send window needs both a start and an end." });
type Values = z.input<typeof schema>;

/** The sequence's title, daily send window and time zone, and stop on reply. */
export function SequenceSettingsDialog({ sequence, open, onOpenChange }: { sequence: SequenceSummary; open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useApiForm<Values, Values>(schema, {
    defaultValues: { title: sequence.title, window_start: sequence.window_start ?? "", window_end: sequence.window_end ?? "", timezone: sequence.timezone, stop_on_reply: sequence.stop_on_reply },
  });
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      api.patch("/sequence/{id}/update", { params: { id: sequence.id }, body: { title: v.title, window_start: v.window_start || null, window_end: v.window_end || null, timezone: v.timezone, stop_on_reply: v.stop_on_reply } }),
    invalidate: [sequenceKeys.all],
    success: SEQUENCE_MSG.updated,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title="Sequence settings" description="Messages due outside the window wait for its next opening; changing it re-plans every subscriber." submitLabel="Save settings">
      <TextField<Values> name="title" label="Title" required maxLength={TITLE_MAX} />
      <div className="grid grid-cols-2 gap-3">
        <TextField<Values> name="window_start" label="Send from" type="time" />
        <TextField<Values> name="window_end" label="Send until" type="time" />
      </div>
      <TextField<Values> name="timezone" label="Time zone" required help="An IANA zone such as Europe/Zurich or America/New_York." />
      <Controller
        control={form.control}
        name="stop_on_reply"
        render={({ field }) => (
          <label className="flex items-center gap-3">
            <Switch checked={field.value} onCheckedChange={field.onChange} />
            <span>Stop a subscriber’s sequence when they reply by text</span>
          </label>
        )}
      />
    </FormDialog>
  );
}
