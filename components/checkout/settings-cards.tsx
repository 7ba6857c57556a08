"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Building2, Coins, Mail } from "lucide-react";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ListError, ListLoading } from "@/components/list/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon-badge";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { checkout } from "@/lib/api/client";
import { companySettingsForm, CURRENCIES, currencySettingsForm, emailSettingsForm } from "@/lib/checkout/forms";
import { EMAIL_FIELDS, EMAIL_TYPES } from "@/lib/checkout/settings-constants";
import { settingsKeys, useCompanySettings, useEmailSettings, type CompanySettings, type EmailSettings } from "@/lib/checkout/settings-hooks";

type CompanyValues = { company_name: string; email: string; phone: string; address: string; tax_id: string };
type CurrencyValues = { currency: string; currency_symbol: string };
type EmailValues = { subject: string; body: string };

function SettingsCard({ icon, title, description, children }: { icon: typeof Mail; title: string; description: string; children: React.ReactNode }) {
  return (
    <Card className="w-full min-w-0 max-w-[720px]">
      <CardHeader className="flex-row items-start gap-3">
        <IconBadge icon={icon} tone="primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function CompanyForm({ initial, canUpdate }: { initial: CompanySettings; canUpdate: boolean }) {
  const toValues = (s: CompanySettings): CompanyValues => ({ company_name: s.company_name, email: s.email, phone: s.phone, address: s.address, tax_id: s.tax_id });
  const form = useApiForm<CompanyValues>(companySettingsForm, { defaultValues: toValues(initial) });
  const save = useApiMutation({
    mutationFn: (v: CompanyValues) => checkout.patch("/setting/update-company-settings", { body: v }),
    invalidate: [settingsKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => form.reset(toValues(d.data)),
  });
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync}>
      <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">Company details</legend>
        <TextField<CompanyValues> name="company_name" label="Company name" autoComplete="organization" help="Shown at the top of every invoice; your business name until you set one." />
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <TextField<CompanyValues> name="email" label="Billing email" type="email" autoComplete="email" />
          <TextField<CompanyValues> name="phone" label="Phone" type="tel" autoComplete="tel" />
        </div>
        <TextareaField<CompanyValues> name="address" label="Address" rows={3} autoComplete="street-address" />
        <TextField<CompanyValues> name="tax_id" label="Tax ID" autoComplete="off" />
        <FormServerError />
      </fieldset>
      {canUpdate && (
        <div className="flex justify-end">
          <SubmitButton busyLabel="Saving">Save company</SubmitButton>
        </div>
      )}
    </ApiForm>
  );
}

function CurrencyForm({ initial, canUpdate }: { initial: CompanySettings; canUpdate: boolean }) {
  const toValues = (s: CompanySettings): CurrencyValues => ({ currency: s.currency, currency_symbol: s.currency_symbol });
  const router = useRouter();
  const form = useApiForm<CurrencyValues>(currencySettingsForm, { defaultValues: toValues(initial) });
  const save = useApiMutation({
    mutationFn: (v: CurrencyValues) => checkout.patch("/setting/update-company-currency-settings", { body: v }),
    invalidate: [settingsKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => {
      form.reset(toValues(d.data));
      router.refresh(); // the checkout screens' symbol comes from their layout, on the server
    },
  });
  const codes = CURRENCIES.includes(initial.currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [initial.currency, ...CURRENCIES];
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync}>
      <fieldset disabled={!canUpdate} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Currency</legend>
        <SelectField<CurrencyValues> name="currency" label="Currency" required>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField<CurrencyValues> name="currency_symbol" label="Symbol" required autoComplete="off" maxLength={8} />
        <FormServerError />
      </fieldset>
      {canUpdate && (
        <div className="flex justify-end">
          <SubmitButton busyLabel="Saving">Save currency</SubmitButton>
        </div>
      )}
    </ApiForm>
  );
}

const EMAIL_LABELS: Record<number, { name: string; help: string }> = {
  [EMAIL_TYPES.abandoned]: { name: "Abandoned checkout", help: "Sent once, 60 minutes after a buyer gave their email but did not pay, with a link back to their order." },
  [EMAIL_TYPES.transaction]: { name: "Receipt", help: "Sent when a payment succeeds, with the invoice attached and links to the buyer's invoices and card." },
  [EMAIL_TYPES.dunning]: { name: "Failed payment", help: "Sent after each failed renewal (retried after 3, 5 and 7 days, then cancelled), with a link to update the card." },
};

function EmailForm({ initial, canUpdate }: { initial: EmailSettings; canUpdate: boolean }) {
  const form = useApiForm<EmailValues>(emailSettingsForm, { defaultValues: { subject: initial.subject, body: initial.body } });
  const [enabled, setEnabled] = useState(initial.enabled);
  const save = useApiMutation({
    mutationFn: (v: EmailValues) => checkout.patch("/setting/update-email-settings", { body: { type: initial.type, enabled, ...v } }),
    invalidate: [settingsKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => form.reset({ subject: d.data.subject, body: d.data.body }),
  });
  const id = `email-enabled-${initial.type}`;
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync}>
      <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
        <legend className="sr-only">{EMAIL_LABELS[initial.type].name} email</legend>
        <p className="text-sm text-muted-foreground">{EMAIL_LABELS[initial.type].help}</p>
        <div className="flex items-center gap-2">
          <Switch id={id} checked={enabled} onCheckedChange={setEnabled} />
          <Label htmlFor={id}>{enabled ? "On" : "Off"}</Label>
        </div>
        <TextField<EmailValues> name="subject" label="Subject" required autoComplete="off" />
        <TextareaField<EmailValues> name="body" label="Message" required rows={7} help={`Merge fields: ${EMAIL_FIELDS.join(", ")}. The link is added below your message.`} />
        <FormServerError />
      </fieldset>
      {canUpdate && (
        <div className="flex justify-end">
          <SubmitButton busyLabel="Saving">Save email</SubmitButton>
        </div>
      )}
    </ApiForm>
  );
}

function EmailSettingsBody({ canUpdate }: { canUpdate: boolean }) {
  const [type, setType] = useState<number>(EMAIL_TYPES.transaction);
  const settings = useEmailSettings(type);
  const shown = settings.data;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="email-type">Email</Label>
        <NativeSelect id="email-type" value={String(type)} onChange={(e) => setType(Number(e.target.value))}>
          {Object.values(EMAIL_TYPES).map((t) => (
            <option key={t} value={t}>
              {EMAIL_LABELS[t].name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {settings.isError ? (
        <ListError title="The email settings could not be loaded." onRetry={() => settings.refetch()} retrying={settings.isFetching} />
      ) : !shown ? (
        <ListLoading label="Loading the email settings" />
      ) : (
        // A type switch remounts the form with that type's saved wording.
        <EmailForm key={type} initial={shown} canUpdate={canUpdate} />
      )}
    </div>
  );
}

/** The settings tab's own cards: company details (on invoices), currency, and the three checkout emails. */
export function CheckoutSettingsCards({ canUpdate }: { canUpdate: boolean }) {
  const company = useCompanySettings();
  return (
    <>
      <SettingsCard icon={Building2} title="Company details" description="Your company as it appears on invoices.">
        {company.isError ? (
          <ListError title="The company settings could not be loaded." onRetry={() => company.refetch()} retrying={company.isFetching} />
        ) : company.data ? (
          <CompanyForm initial={company.data} canUpdate={canUpdate} />
        ) : (
          <ListLoading label="Loading the company settings" />
        )}
      </SettingsCard>
      <SettingsCard icon={Coins} title="Currency" description="The currency your checkout figures are shown in, and the symbol its amounts carry on your screens and invoices.">
        {company.data ? <CurrencyForm initial={company.data} canUpdate={canUpdate} /> : <ListLoading label="Loading the currency settings" />}
      </SettingsCard>
      <SettingsCard icon={Mail} title="Emails" description="What buyers receive: abandoned checkout reminders, receipts and failed payment notices.">
        <EmailSettingsBody canUpdate={canUpdate} />
      </SettingsCard>
    </>
  );
}
