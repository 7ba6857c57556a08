"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { firstError, type AuthFormAction, type AuthFormState } from "./form-state";
import { SubmitButton } from "./submit-button";

/**
 * A plain form posting to the login server action: it signs in without JavaScript (the
 * server answers with a redirect, or re-renders /login with the errors), and with
 * JavaScript the same action runs without a page load.
 */
export function LoginForm({ action, callbackUrl, notice }: { action: AuthFormAction; callbackUrl: string | null; notice?: string }) {
  const [state, formAction] = useActionState<AuthFormState, FormData>(action, {});
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      {notice && !state.errors ? (
        <p role="status" className="rounded-md bg-success-tint px-3 py-2 text-sm text-success-strong">{notice}</p>
      ) : null}
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <Field label="Email" htmlFor="email" error={firstError(state, "email")}>
        <Input name="email" type="email" autoComplete="email" autoFocus required defaultValue={state.values?.email ?? ""} key={state.values?.email} />
      </Field>
      <Field label="Password" htmlFor="password" error={firstError(state, "password")}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <div className="-mt-1 flex justify-end">
        <Link href="/forgot" className="text-sm font-medium text-primary-strong hover:underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton loadingText="Signing in">Sign in</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New to CoachOS?{" "}
        <Link href="/create-account" className="font-medium text-primary-strong hover:underline">Create account</Link>
      </p>
    </form>
  );
}
