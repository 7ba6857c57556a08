"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { firstError, type AuthFormAction, type AuthFormState } from "./form-state";
import { ResetExpired } from "./reset-expired";
import { SubmitButton } from "./submit-button";

/** Posts to the reset action; a link spent meanwhile (another tab) turns into the expired state. */
export function ResetForm({ action, token }: { action: AuthFormAction; token: string }) {
  const [state, formAction] = useActionState<AuthFormState, FormData>(action, {});
  if (state.status === "expired") return <ResetExpired />;
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <Field label="New password" htmlFor="password" help="At least 8 characters." error={firstError(state, "password")}>
        <Input name="password" type="password" autoComplete="new-password" autoFocus />
      </Field>
      <Field label="Retype password" htmlFor="password_confirmation" error={firstError(state, "password_confirmation")}>
        <Input name="password_confirmation" type="password" autoComplete="new-password" />
      </Field>
      <SubmitButton loadingText="Saving">Reset password</SubmitButton>
    </form>
  );
}
