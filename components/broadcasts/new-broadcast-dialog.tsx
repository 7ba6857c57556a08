"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { BROADCAST_MSG, NAME_MAX } from "@/lib/broadcasts/constants";
import { broadcastKeys } from "@/lib/broadcasts/hooks";

const createForm = z.object({
  name: z.string().trim().min(1, BROADCAST_MSG.nameRequired).max(NAME_MAX, `The name may not be greater than ${NAME_MAX} characters.`),
  channel: z.enum(["email", "sms"]),
});

/** "New broadcast": a name and email or SMS (the dashboard's own create dialog), then the editor. */
export function NewBroadcastDialog({ open, onOpenChange, folderId }: { open: boolean; onOpenChange: (open: boolean) => void; folderId: number }) {
  const router = useRouter();
  const form = useApiForm(createForm, { defaultValues: { name: "", channel: "email" } });
  const create = useApiMutation({
    mutationFn: (v: z.infer<typeof createForm>) => api.post("/broadcast/save", { body: { name: v.name, channel: v.channel, ...(folderId ? { folder_id: folderId } : {}) } }),
    invalidate: [broadcastKeys.all],
    success: (d) => d.message ?? null,
    form,
    onSuccess: (d) => router.push(`/broadcasts/${d.data.id}`),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={create.mutateAsync} size="sm" submitLabel="Create" busyLabel="Creating"
      title="New broadcast" description="Name it and pick email or SMS; you write it and choose who gets it next.">
      <TextField name="name" label="Name" required maxLength={NAME_MAX} autoComplete="off" />
      <SelectField name="channel" label="Send as">
        <option value="email">Email</option>
        <option value="sms">SMS</option>
      </SelectField>
    </FormDialog>
  );
}
