"use client";

import { useMemo, useState, type ReactNode } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { maxLength, object, string, trim } from "zod/mini";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { customFieldForm, customValueMax } from "@/lib/contacts/profile-forms";
import { useCustomFieldValues, type CustomFieldValue } from "@/lib/contacts/profile-hooks";
import { defineProfileSection, type ProfileContext } from "./registry";

/** Custom fields: the location's own fields with this contact's values; add fields, edit values. */
export const customFieldsSection = defineProfileSection<CustomFieldValue[]>({
  id: "custom-fields",
  title: "Custom fields",
  order: 30,
  column: "side",
  useData: (contactId, initial) => useCustomFieldValues(contactId, initial),
  hasContent: (fields, ctx) => fields.length > 0 || ctx.access.canUpdate,
  Component: CustomFieldsCard,
});

const key = (fieldId: number) => `f${fieldId}`;

function CustomFieldsCard({ data: fields, ctx }: { data: CustomFieldValue[]; ctx: ProfileContext }) {
  const [editing, setEditing] = useState(false);
  const canUpdate = ctx.access.canUpdate;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Custom fields</CardTitle>
        {canUpdate && !editing && fields.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit custom fields">
            <Pencil className="size-3.5" aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {editing ? (
          <ValuesForm contactId={ctx.contact.id} fields={fields} onDone={() => setEditing(false)} />
        ) : fields.length > 0 ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
            {fields.map((f) => (
              <Row key={f.id} label={f.name}>
                {f.value}
              </Row>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">No custom fields yet. Add the details you track for every contact, such as a goal or an injury.</p>
        )}
        {canUpdate && <AddField fields={fields} />}
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="min-w-0 truncate text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-foreground">
        {children || (
          <span className="text-muted-foreground">
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not set</span>
          </span>
        )}
      </dd>
    </>
  );
}

function ValuesForm({ contactId, fields, onDone }: { contactId: number; fields: CustomFieldValue[]; onDone: () => void }) {
  const schema = useMemo(
    () => object(Object.fromEntries(fields.map((f) => [key(f.id), string().check(trim(), maxLength(customValueMax, `The value may not be greater than ${customValueMax} characters.`))]))),
    [fields],
  );
  const defaults = Object.fromEntries(fields.map((f) => [key(f.id), f.value ?? ""]));
  const form = useApiForm<Record<string, string>>(schema, { defaultValues: defaults });
  const [removing, setRemoving] = useState<CustomFieldValue | null>(null);
  const save = useApiMutation({
    mutationFn: (v: Record<string, string>) =>
      api.patch("/contact/{id}/custom-fields", { params: { id: contactId }, body: { values: fields.map((f) => ({ field_id: f.id, value: v[key(f.id)] ?? null })) } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onDone,
  });
  const remove = useApiMutation({
    mutationFn: (f: CustomFieldValue) => api.delete("/contact/custom-field/{id}/delete", { params: { id: f.id } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message ?? "",
  });
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Edit custom fields">
      {fields.map((f) => (
        <div key={f.id} className="flex items-end gap-2">
          <TextField name={key(f.id)} label={f.name} autoComplete="off" className="min-w-0 flex-1" />
          <Button type="button" variant="ghost" size="icon" aria-label={`Delete the field ${f.name}`} onClick={() => setRemoving(f)}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FormServerError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton busyLabel="Saving">Save</SubmitButton>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        description={`The field “${removing?.name ?? ""}” and every contact's value of it will be deleted.`}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
          onDone();
        }}
      />
    </ApiForm>
  );
}

type NewField = { name: string };

function AddField({ fields }: { fields: CustomFieldValue[] }) {
  const form = useApiForm<NewField>(customFieldForm, { defaultValues: { name: "" } });
  const add = useApiMutation({
    mutationFn: (v: NewField) => api.post("/contact/custom-field/save", { body: { name: v.name } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => form.reset({ name: "" }),
  });
  return (
    <ApiForm form={form} onSubmit={add.mutateAsync} aria-label="Add a custom field" className={fields.length ? "gap-2 border-t border-border pt-4" : "gap-2"}>
      <div className="flex items-start gap-2">
        <TextField<NewField> name="name" id="custom-field-name" label="New field" placeholder="e.g. Goal" autoComplete="off" className="min-w-0 flex-1" />
        <SubmitButton busyLabel="Adding" variant="outline" className="mt-6">
          <Plus className="size-4" aria-hidden="true" />
          Add
        </SubmitButton>
      </div>
      <FormServerError />
    </ApiForm>
  );
}
