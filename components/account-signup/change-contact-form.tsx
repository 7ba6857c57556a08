"use client";

import { useRouter } from "next/navigation";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { MSG_EMAIL_CODE_SENT, MSG_PHONE_CODE_SENT } from "@/lib/account-signup/constants";
import { signupApi } from "@/lib/account-signup/hooks";
import { stepPath } from "@/lib/account-signup/paths";
import { changeEmailBody, changePhoneBody } from "@/lib/account-signup/schemas";

/** Change Email (RegisterNewEmail): the new address gets a fresh code at once. */
export function ChangeEmailForm({ token, current }: { token: string; current: string }) {
  const router = useRouter();
  const form = useApiForm(changeEmailBody, { defaultValues: { email: current } });
  const save = useApiMutation({
    mutationFn: (v: z.output<typeof changeEmailBody>) => signupApi.changeEmail(token, v),
    success: MSG_EMAIL_CODE_SENT,
    form,
    onSuccess: () => router.push(stepPath(token, "verify-email")),
  });
  return (
    <ApiForm<z.input<typeof changeEmailBody>, z.output<typeof changeEmailBody>> form={form} onSubmit={save.mutateAsync}>
      <TextField name="email" label="New email" type="email" required autoComplete="email" autoFocus />
      <FormServerError />
      <SubmitButton busyLabel="Sending code" className="w-full">Send code</SubmitButton>
    </ApiForm>
  );
}

/** Change Phone (RegisterNewPhone): the new number is verified again (after the email). */
export function ChangePhoneForm({ token, current, emailVerified }: { token: string; current: string; emailVerified: boolean }) {
  const router = useRouter();
  const form = useApiForm(changePhoneBody, { defaultValues: { phone: current } });
  const save = useApiMutation({
    mutationFn: (v: z.output<typeof changePhoneBody>) => signupApi.changePhone(token, v),
    success: emailVerified ? MSG_PHONE_CODE_SENT : "Mobile phone updated",
    form,
    onSuccess: () => router.push(stepPath(token, emailVerified ? "verify-phone" : "verify-email")),
  });
  return (
    <ApiForm<z.input<typeof changePhoneBody>, z.output<typeof changePhoneBody>> form={form} onSubmit={save.mutateAsync}>
      <TextField name="phone" label="New mobile phone" type="tel" required autoComplete="tel" autoFocus help="Include your country code, for example +1 415 555 0100." />
      <FormServerError />
      <SubmitButton busyLabel="Saving" className="w-full">{emailVerified ? "Send code" : "Save number"}</SubmitButton>
    </ApiForm>
  );
}
