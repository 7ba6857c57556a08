"use client";

import { useState } from "react";
import { UserPlus } from "lucide-react";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { SOURCES } from "@/lib/contacts/constants";
import { addContactForm } from "@/lib/contacts/forms";
import { contactKeys, type ContactStatusTab } from "@/lib/contacts/hooks";
import { planLimitKey } from "@/lib/membership/hooks";

type Values = { first_name: string; last_name: string; email: string; number: string; status: string; source: string };
const EMPTY: Values = { first_name: "", last_name: "", email: "", number: "", status: "", source: "" };

/** "Add contact" (POST /contact/save): the essentials; everything else is edited on the profile. */
export function AddContactDialog({ tabs }: { tabs: ContactStatusTab[] }) {
  const [open, setOpen] = useState(false);
  const form = useApiForm(addContactForm, { defaultValues: EMPTY });
  const { reset } = form;
  const save = useApiMutation({
    mutationFn: (v: Values) =>
      api.post("/contact/save", { body: { ...v, status: v.status || undefined, source: (v.source || null) as (typeof SOURCES)[number] | null } }),
    invalidate: [contactKeys.all, planLimitKey],
    success: (data) => data.message,
    form,
    onSuccess: () => {
      reset(EMPTY);
      setOpen(false);
    },
  });
  const firstLead = tabs.find((t) => t.type === "leads")?.items[0]?.title ?? "Prospect";

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY);
        setOpen(next);
      }}
      trigger={
        <Button>
          <UserPlus className="size-4" aria-hidden="true" />
          Add contact
        </Button>
      }
      form={form}
      onSubmit={save.mutateAsync}
      title="Add contact"
      description="Add someone you work with. You can fill in the rest on their profile."
      submitLabel="Add contact"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values> name="first_name" label="First name" required autoComplete="off" autoFocus />
        <TextField<Values> name="last_name" label="Last name" autoComplete="off" />
      </div>
      <TextField<Values> name="email" label="Email" type="email" autoComplete="off" />
      <TextField<Values> name="number" label="Phone" type="tel" autoComplete="off" help="Include the country code, e.g. +44, for numbers outside the US." />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<Values> name="status" label="Status">
          <option value="">{firstLead} (default)</option>
          {tabs.map((t) =>
            t.items.length ? (
              <optgroup key={t.type} label={t.title}>
                {t.items.map((i) => (
                  <option key={i.id} value={i.value}>
                    {i.title}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </SelectField>
        <SelectField<Values> name="source" label="Source">
          <option value="">Not set</option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
