"use client";

import { Controller } from "react-hook-form";
import { TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ContactPicker, type PickedContact } from "@/components/contacts/contact-picker";
import { api } from "@/lib/api/client";
import { GROUP_MEMBERS_MAX } from "@/lib/groups/constants";
import { groupForm } from "@/lib/groups/forms";
import { groupKeys, type Group } from "@/lib/groups/hooks";

type Values = { name: string; description: string; contacts: PickedContact[] };

/** Create a group with its first members (POST /group/create-group), or rename one (POST /group/{id}/edit-group). */
export function GroupFormDialog({ open, onOpenChange, group, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; group?: Group; onCreated?: (g: Group) => void }) {
  const defaults: Values = { name: group?.name ?? "", description: group?.description ?? "", contacts: [] };
  const form = useApiForm<Values>(groupForm, { defaultValues: defaults, values: open ? defaults : undefined });
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      group
        ? api.post("/group/{id}/edit-group", { params: { id: group.id }, body: { name: v.name, description: v.description } })
        : api.post("/group/create-group", { body: { name: v.name, description: v.description, contact_ids: v.contacts.map((c) => c.id) } }),
    invalidate: [groupKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => {
      onOpenChange(false);
      if (!group) onCreated?.(d.data);
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={group ? "Edit group" : "Create group"}
      description={group ? undefined : "Name the group and add its first members. You can add more later, or from the contact list."}
      submitLabel={group ? "Save" : "Create group"}
      size={group ? "md" : "lg"}
    >
      <TextField<Values> name="name" label="Name" required autoComplete="off" autoFocus placeholder="Spring 8-week challenge" />
      <TextareaField<Values> name="description" label="Description" rows={2} placeholder="Who is in it and why (only your team sees this)" />
      {!group && (
        <Controller
          control={form.control}
          name="contacts"
          render={({ field, fieldState }) => <ContactPicker label="Members" value={field.value} onChange={field.onChange} error={fieldState.error?.message} max={GROUP_MEMBERS_MAX} />}
        />
      )}
    </FormDialog>
  );
}
