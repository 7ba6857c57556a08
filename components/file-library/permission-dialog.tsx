"use client";

import { enum as zEnum, object } from "zod/mini";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { FILE_EXTRA_MSG, FILE_PERMISSIONS, PERMISSION_HINTS, PERMISSION_LABELS, type FilePermission } from "@/lib/file-library/constants";
import { contactFileKeys } from "@/lib/file-library/contact-hooks";
import { fileExtraCalls } from "@/lib/file-library/extra-hooks";
import { fileKeys, type LibraryFile } from "@/lib/file-library/hooks";

type Values = { permission: FilePermission };
const permissionForm = object({ permission: zEnum(FILE_PERMISSIONS) });

/** "Who can see it": PATCH /file/{id}/change-permission. */
export function PermissionDialog({ file, open, onOpenChange }: { file: LibraryFile; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<Values>(permissionForm, { defaultValues: { permission: file.permission } });
  const save = useApiMutation({
    mutationFn: (v: Values) => fileExtraCalls.changePermission(file.id, v.permission),
    invalidate: [fileKeys.all, contactFileKeys.all],
    success: FILE_EXTRA_MSG.permissionUpdated,
    form,
    onSuccess: () => onOpenChange(false),
  });
  const chosen = form.watch("permission");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      form={form}
      onSubmit={save.mutateAsync}
      title="Who can see it"
      description={`${file.name}.${file.ext} in your clients’ portal.`}
      submitLabel="Save"
    >
      <SelectField<Values> name="permission" label="Visible to" help={PERMISSION_HINTS[chosen] ?? undefined}>
        {FILE_PERMISSIONS.map((p) => (
          <option key={p} value={p}>
            {PERMISSION_LABELS[p]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
