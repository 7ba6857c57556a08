"use client";

import { useRouter } from "next/navigation";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { MSG_EMAIL_CODE_SENT } from "@/lib/account-signup/constants";
import { signupApi } from "@/lib/account-signup/hooks";
import { stepPath } from "@/lib/account-signup/paths";
import { createAccountBody } from "@/lib/account-signup/schemas";

type Values = z.input<typeof createAccountBody>;

/** Register: starts the sign-up; an email already registered opens the shared dialog (403 email_exists). */
export function RegisterForm() {
  const router = useRouter();
  const form = useApiForm(createAccountBody, {
    defaultValues: { full_name: "", email: "", phone: "", password: "", password_confirmation: "" },
  });
  const create = useApiMutation({
    mutationFn: (values: z.output<typeof createAccountBody>) => signupApi.create(values),
    // Creating the sign-up sends the first code.
    success: MSG_EMAIL_CODE_SENT,
    form,
    onSuccess: (res) => router.push(stepPath(res.token, "verify-email")),
  });
  return (
    <ApiForm<Values, z.output<typeof createAccountBody>> form={form} onSubmit={create.mutateAsync}>
      <TextField name="full_name" label="Full name" required autoComplete="name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Mobile phone" type="tel" required autoComplete="tel" help="Include your country code, for example +1 415 555 0100." />
      <TextField name="password" label="Password" type="password" required autoComplete="new-password" help="At least 8 characters." />
      <TextField name="password_confirmation" label="Retype password" type="password" required autoComplete="new-password" />
      <FormServerError />
      <SubmitButton busyLabel="Creating account" className="w-full">Create account</SubmitButton>
    </ApiForm>
  );
}
