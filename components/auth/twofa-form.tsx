"use client";

import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { firstError, type AuthFormAction, type AuthFormState } from "./form-state";
import { SubmitButton } from "./submit-button";

/** Posts the code to the verify action; works as a plain form without JavaScript. */
export function TwofaForm({ action }: { action: AuthFormAction }) {
  const [state, formAction] = useActionState<AuthFormState, FormData>(action, {});
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <Field
        label="Authentication code"
        htmlFor="code"
        help="The 6-digit code from your authenticator app, or a recovery code."
        error={firstError(state, "code")}
      >
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus />
      </Field>
      <SubmitButton loadingText="Verifying">Verify</SubmitButton>
    </form>
  );
}
