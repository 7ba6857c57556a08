"use client";

import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { TAG_TYPE_TITLES, TAG_TYPES, type TagType } from "@/lib/tags/constants";
import { tagForm } from "@/lib/tags/forms";
import { tagKeys } from "@/lib/tags/hooks";

type Values = { name: string; tag_type: string };
export type EditedTag = { id: number; name: string; tag_type: number };

/** Create a tag (POST /tag/create) or rename / retype one (PATCH /tag/edit-tag). */
export function TagFormDialog({ open, onOpenChange, tag, defaultType = 1 }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tag to edit; none to create. */
  tag?: EditedTag;
  defaultType?: TagType;
}) {
  const defaults = { name: tag?.name ?? "", tag_type: String(tag?.tag_type ?? defaultType) };
  const form = useApiForm<Values>(tagForm, { defaultValues: defaults, values: open ? defaults : undefined });
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const tag_type = Number(v.tag_type) as TagType;
      return tag
        ? api.patch("/tag/edit-tag", { body: { id: tag.id, name: v.name, tag_type } })
        : api.post("/tag/create", { body: { name: v.name, tag_type } });
    },
    invalidate: [tagKeys.all, contactKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={tag ? "Edit tag" : "Create tag"}
      submitLabel={tag ? "Save" : "Create tag"}
      size="sm"
    >
      <TextField<Values> name="name" label="Name" required autoComplete="off" autoFocus />
      <SelectField<Values> name="tag_type" label="Type">
        {TAG_TYPES.map((t) => (
          <option key={t} value={String(t)}>
            {TAG_TYPE_TITLES[t]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
