"use client";

import { useActionState } from "react";
import { MailCheck } from "lucide-react";
import { IconBadge } from "@/components/ui/icon-badge";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { firstError, type AuthFormAction, type AuthFormState } from "./form-state";
import { SubmitButton } from "./submit-button";

/** Posts to the forgot-password action; works as a plain form without JavaScript. */
export function ForgotForm({ action }: { action: AuthFormAction }) {
  const [state, formAction] = useActionState<AuthFormState, FormData>(action, {});

  if (state.status === "sent") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={MailCheck} tone="success" />
        <p className="text-sm text-foreground">{state.message}</p>
      </div>
    );
  }

  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="email" error={firstError(state, "email")}>
        <Input name="email" type="email" autoComplete="email" autoFocus defaultValue={state.values?.email ?? ""} key={state.values?.email} />
      </Field>
      <SubmitButton loadingText="Sending">Send reset link</SubmitButton>
    </form>
  );
}
