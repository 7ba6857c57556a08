"use client";

import { useState, type ReactNode } from "react";
import { Pencil } from "lucide-react";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { GENDERS, SOURCES } from "@/lib/contacts/constants";
import { profileForm, type ContactFormField } from "@/lib/contacts/forms";
import { contactKeys, type ContactDetail, type ContactStatusTab } from "@/lib/contacts/hooks";
import { formatDate } from "@/lib/format";
import { formatPhone } from "@/lib/format-phone";
import { statusTitle } from "./contact-cells";

const FIELDS = ["first_name", "last_name", "email", "number", "status", "gender", "source"] as const satisfies readonly ContactFormField[];
type Field = (typeof FIELDS)[number];
type Values = Record<string, string>;
type UpdateBody = Parameters<typeof api.patch<"/contact/{id}/update">>[1]["body"];

/** The contact's fields; "Edit" turns the card into a form in place (PATCH /contact/{id}/update). */
export function ContactDetails({ contact, tabs, titles, canUpdate }: {
  contact: ContactDetail;
  tabs: ContactStatusTab[];
  titles: ReadonlyMap<string, string>;
  canUpdate: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Details</CardTitle>
        {canUpdate && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <EditForm contact={contact} tabs={tabs} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-sm">
            <Row label="First name">{contact.first_name}</Row>
            <Row label="Last name">{contact.last_name}</Row>
            <Row label="Email">{contact.email && <a className="text-primary-strong underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>{contact.email}</a>}</Row>
            <Row label="Phone">{formatPhone(contact.number)}</Row>
            <Row label="Status">{statusTitle(contact.status, titles)}</Row>
            <Row label="Gender">{contact.gender}</Row>
            <Row label="Source">{contact.source}</Row>
            <Row label="Added">{formatDate(contact.date_created)}</Row>
            <Row label="Last action">{contact.last_action}</Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-foreground">
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

function EditForm({ contact, tabs, onDone }: { contact: ContactDetail; tabs: ContactStatusTab[]; onDone: () => void }) {
  const id = contact.id;
  // Field names carry the contact id: the update call answers its 422s with these keys (doc 2 s5).
  const key = (f: Field) => `${f}_${id}`;
  const defaults: Values = Object.fromEntries(FIELDS.map((f) => [key(f), String(contact[f] ?? "")]));
  const form = useApiForm<Values>(profileForm(id, FIELDS, defaults), { defaultValues: defaults });
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      // Only what the coach changed is sent; empty means "none" for the optional fields.
      const changed = FIELDS.filter((f) => (v[key(f)] ?? "") !== defaults[key(f)]);
      const body = Object.fromEntries(changed.map((f) => [f, v[key(f)] || (f === "first_name" || f === "last_name" ? "" : null)])) as UpdateBody;
      return api.patch("/contact/{id}/update", { params: { id }, body });
    },
    invalidate: [contactKeys.all],
    success: (data) => data.message,
    form,
    onSuccess: onDone,
  });
  const submit = (v: Values) => (FIELDS.some((f) => (v[key(f)] ?? "") !== defaults[key(f)]) ? save.mutateAsync(v) : Promise.resolve(onDone()));

  return (
    <ApiForm form={form} onSubmit={submit} aria-label="Edit contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name={key("first_name")} label="First name" required autoComplete="off" autoFocus />
        <TextField name={key("last_name")} label="Last name" autoComplete="off" />
      </div>
      <TextField name={key("email")} label="Email" type="email" autoComplete="off" />
      <TextField name={key("number")} label="Phone" type="tel" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name={key("status")} label="Status">
          {tabs.map((t) => (
            <optgroup key={t.type} label={t.title}>
              {t.items.map((i) => (
                <option key={i.id} value={i.value}>
                  {i.title}
                </option>
              ))}
            </optgroup>
          ))}
          {!tabs.some((t) => t.items.some((i) => i.value === contact.status)) && <option value={contact.status}>{contact.status}</option>}
        </SelectField>
        <SelectField name={key("gender")} label="Gender">
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
        <SelectField name={key("source")} label="Source">
          <option value="">Not set</option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <FormServerError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton busyLabel="Saving">Save</SubmitButton>
      </div>
    </ApiForm>
  );
}
