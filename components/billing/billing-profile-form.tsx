"use client";

import { useState } from "react";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { billingKeys, type BillingProfileView } from "@/lib/billing/hooks";
import { changeEmailBody, profileBody } from "@/lib/billing/schemas";

type ProfileValues = z.input<typeof profileBody>;
type ProfileOut = z.output<typeof profileBody>;
type EmailValues = z.input<typeof changeEmailBody>;
type EmailOut = z.output<typeof changeEmailBody>;

/** The billing profile tab: who the invoices are addressed to, and the email they go to. */
export function BillingProfileForm({ profile }: { profile: BillingProfileView }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { id, email, ...fields } = profile;
  const form = useApiForm<ProfileValues, ProfileOut>(profileBody, { defaultValues: fields });
  const save = useApiMutation({
    mutationFn: (values: ProfileOut) => api.patch("/billing/profile/{id}/update", { params: { id }, body: values }),
    invalidate: [billingKeys.profile()],
    success: (res: { message: string }) => res.message,
    form,
  });

  return (
    <div className="flex max-w-[720px] flex-col gap-5">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Billing email</CardTitle>
          <CardDescription>Invoices and payment notices go here.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <span className="min-w-0 truncate text-sm font-medium">{email}</span>
          <Button variant="outline" onClick={() => setEmailOpen(true)}>Change email</Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Billing address</CardTitle>
          <CardDescription>Printed on your invoices.</CardDescription>
        </CardHeader>
        <CardContent>
          <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Billing profile">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField<ProfileValues> name="name" label="Name" required autoComplete="name" />
              <TextField<ProfileValues> name="company_name" label="Company name" autoComplete="organization" />
              <TextField<ProfileValues> name="address" label="Address" autoComplete="street-address" className="sm:col-span-2" />
              <TextField<ProfileValues> name="city" label="City" autoComplete="address-level2" />
              <TextField<ProfileValues> name="state" label="State / region" autoComplete="address-level1" />
              <TextField<ProfileValues> name="postal_code" label="Postal code" autoComplete="postal-code" />
              <TextField<ProfileValues> name="country" label="Country" autoComplete="country-name" />
            </div>
            <FormServerError />
            <SubmitButton busyLabel="Saving" className="self-start">Save</SubmitButton>
          </ApiForm>
        </CardContent>
      </Card>
      {emailOpen && <ChangeEmailDialog open={emailOpen} onOpenChange={setEmailOpen} />}
    </div>
  );
}

function ChangeEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useApiForm<EmailValues, EmailOut>(changeEmailBody, { defaultValues: { email: "", password: "" } });
  const change = useApiMutation({
    mutationFn: (values: EmailOut) => api.post("/billing/change-email", { body: values }),
    invalidate: [billingKeys.profile()],
    success: (res: { message: string }) => res.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={change.mutateAsync} title="Change billing email"
      description="Confirm with your account password." submitLabel="Change email" busyLabel="Changing">
      <TextField<EmailValues> name="email" label="New billing email" type="email" required autoComplete="email" />
      <TextField<EmailValues> name="password" label="Password" type="password" required autoComplete="current-password" />
    </FormDialog>
  );
}
