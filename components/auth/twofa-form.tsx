"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/http/client";
import { handleApiError, toFormErrors } from "@/lib/http/handle-error";
import { twofaForm } from "@/lib/auth/forms";
import { authStateFrom } from "@/lib/auth/claims";
import { updateSession } from "@/lib/auth/client-session";
import { afterTwoFactor } from "@/lib/routing/decide";
import { LogoutButton } from "./logout-button";

type Values = z.infer<typeof twofaForm>;

export function TwofaForm() {
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(twofaForm),
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch("/auth/verify-twofa", { method: "POST", body: values });
      const claims = await updateSession(); // re-reads the verified state into the session claims
      window.location.assign(afterTwoFactor(authStateFrom(claims)));
    } catch (err) {
      handleApiError(err, { setFieldErrors: toFormErrors(setError) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field
        label="Authentication code"
        htmlFor="code"
        help="The 6-digit code from your authenticator app, or a recovery code."
        error={formState.errors.code?.message}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus {...register("code")} />
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting} loadingText="Verifying">
        Verify
      </Button>
      <LogoutButton variant="ghost" className="w-full" />
    </form>
  );
}
