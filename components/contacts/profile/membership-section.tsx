"use client";

import { useState } from "react";
import { string, object, trim, maxLength, regex } from "zod/mini";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { CONTACT_MSG } from "@/lib/contacts/forms";
import { contactKeys, useContact, type ContactDetail } from "@/lib/contacts/hooks";
import { memberIdForm } from "@/lib/contacts/profile-forms";
import { formatDate } from "@/lib/format";
import { defineProfileSection, type ProfileContext } from "./registry";

/** Member ID and birthday: set the ID, where it is emailed, resend it; the birthday the birthday message uses. */
export const membershipSection = defineProfileSection<ContactDetail>({
  id: "membership",
  title: "Member ID and birthday",
  order: 25,
  column: "side",
  useData: (contactId, initial) => useContact(contactId, initial),
  hasContent: (c, ctx) => ctx.access.canUpdate || Boolean(c.member_id || c.birthday),
  Component: MembershipCard,
});

type Values = { member_id: string; member_id_email: string; birthday: string };

const form = object({
  member_id: memberIdForm.shape.member_id,
  member_id_email: string().check(trim(), maxLength(255, "The email may not be greater than 255 characters."), regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, CONTACT_MSG.emailInvalid)),
  birthday: string().check(regex(/^(\d{4}-\d{2}-\d{2})?$/, "The birthday must be a date.")),
});

function MembershipCard({ data: contact, ctx }: { data: ContactDetail; ctx: ProfileContext }) {
  const [editing, setEditing] = useState(false);
  const id = contact.id;
  const resend = useApiMutation({
    mutationFn: () => api.put("/contact/{id}/resend-member-id", { params: { id } }),
    invalidate: [contactKeys.all],
    success: (d) => d.message ?? "",
  });
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">Member ID and birthday</CardTitle>
        {ctx.access.canUpdate && !editing && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit member ID and birthday">
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {editing ? (
          <EditForm contact={contact} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3">
              <dt className="text-muted-foreground">Member ID</dt>
              <dd className="min-w-0 truncate">{contact.member_id ?? <NotSet />}</dd>
              <dt className="text-muted-foreground">Sent to</dt>
              <dd className="min-w-0 truncate">{contact.member_id_email ?? (contact.email ? "The contact's email" : <NotSet />)}</dd>
              <dt className="text-muted-foreground">Birthday</dt>
              <dd className="min-w-0 truncate">{formatDate(contact.birthday) ?? <NotSet />}</dd>
            </dl>
            {ctx.access.canUpdate && contact.member_id && (contact.member_id_email || contact.email) && (
              <Button variant="outline" size="sm" className="self-start" disabled={resend.isPending} onClick={() => resend.mutate()}>
                Resend member ID
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function NotSet() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not set</span>
    </span>
  );
}

/** Each changed value goes to its own call (update-member-id, change-member-id-email, update-birthday). */
function EditForm({ contact, onDone }: { contact: ContactDetail; onDone: () => void }) {
  const id = contact.id;
  const defaults: Values = { member_id: contact.member_id ?? "", member_id_email: contact.member_id_email ?? "", birthday: contact.birthday ?? "" };
  const f = useApiForm<Values>(form, { defaultValues: defaults });
  const save = useApiMutation({
    mutationFn: async (v: Values) => {
      if (v.member_id !== defaults.member_id) await api.patch("/contact/{id}/update-member-id", { params: { id }, body: { member_id: v.member_id || null } });
      if (v.member_id_email !== defaults.member_id_email) await api.post("/contact/change-member-id-email", { body: { contact_id: id, email: v.member_id_email || null } });
      if (v.birthday !== defaults.birthday) await api.patch("/contact/{id}/update-birthday", { params: { id }, body: { birthday: v.birthday || null } });
    },
    invalidate: [contactKeys.all],
    success: "Profile has been updated successfully!",
    form: f,
    onSuccess: onDone,
  });
  return (
    <ApiForm form={f} onSubmit={save.mutateAsync} aria-label="Edit member ID and birthday">
      <TextField<Values> name="member_id" id={`member-id-${id}`} label="Member ID" autoComplete="off" autoFocus />
      <TextField<Values> name="member_id_email" id={`member-id-email-${id}`} label="Send member ID to" type="email" placeholder={contact.email ?? "Email address"} autoComplete="off" help="Leave empty to use the contact's email." />
      <TextField<Values> name="birthday" id={`birthday-${id}`} label="Birthday" type="date" />
      <FormServerError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={f.formState.isSubmitting}>
          Cancel
        </Button>
        <SubmitButton busyLabel="Saving">Save</SubmitButton>
      </div>
    </ApiForm>
  );
}
