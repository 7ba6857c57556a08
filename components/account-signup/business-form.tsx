"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { BUSINESS_TYPES, MSG_BUSINESS_VERIFIED } from "@/lib/account-signup/constants";
import { signupApi } from "@/lib/account-signup/hooks";
import { stepPath } from "@/lib/account-signup/paths";
import { guessTimezone } from "@/lib/account-signup/places";
import { verifyBusinessBody } from "@/lib/account-signup/schemas";
import type { Country } from "@/lib/reference-data/countries";
import type { Timezone } from "@/lib/reference-data/timezones";

type Values = z.input<typeof verifyBusinessBody>;
export type BusinessDefaults = { business_name: string; business_type: string; address: string; timezone: string; country: string };

/**
 * Verify Business: name, kind, address, time zone and country. The lists come from the page
 * (lib/reference-data on the server), the ones the server checks the answer against.
 */
export function BusinessForm({ token, defaults, countries, timezones }: { token: string; defaults: BusinessDefaults; countries: Country[]; timezones: Timezone[] }) {
  const router = useRouter();
  const form = useApiForm(verifyBusinessBody, { defaultValues: defaults as Values });
  // The browser's own zone is the likely answer; the server renders without knowing it.
  useEffect(() => {
    if (!defaults.timezone) form.setValue("timezone", guessTimezone(timezones));
  }, [defaults.timezone, form, timezones]);
  const save = useApiMutation({
    mutationFn: (v: z.output<typeof verifyBusinessBody>) => signupApi.verifyBusiness(token, v),
    success: MSG_BUSINESS_VERIFIED,
    form,
    onSuccess: () => router.push(stepPath(token, "plans")),
  });
  return (
    <ApiForm<Values, z.output<typeof verifyBusinessBody>> form={form} onSubmit={save.mutateAsync}>
      <TextField name="business_name" label="Business name" required autoComplete="organization" autoFocus />
      <SelectField name="business_type" label="Business type" required>
        <option value="">Choose a type</option>
        {BUSINESS_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
      </SelectField>
      <TextField name="address" label="Business address" required autoComplete="street-address" />
      <SelectField name="country" label="Country" required>
        <option value="">Choose a country</option>
        {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
      </SelectField>
      <SelectField name="timezone" label="Time zone" required>
        <option value="">Choose a time zone</option>
        {timezones.map((z) => <option key={z.name} value={z.name}>{z.label}</option>)}
      </SelectField>
      <FormServerError />
      <SubmitButton busyLabel="Verifying" className="w-full">Continue</SubmitButton>
    </ApiForm>
  );
}
