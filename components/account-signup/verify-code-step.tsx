"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { MSG_EMAIL_CODE_SENT, MSG_EMAIL_VERIFIED, MSG_PHONE_CODE_SENT, MSG_PHONE_VERIFIED, SIGNUP_CODE_LENGTH, type Channel } from "@/lib/account-signup/constants";
import { signupApi } from "@/lib/account-signup/hooks";
import { stepPath } from "@/lib/account-signup/paths";
import { codeBody } from "@/lib/account-signup/schemas";
import { CodeInput } from "./code-input";

type Values = z.input<typeof codeBody>;

/** Seconds left until another code may be sent, counting down once a second. */
function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * Verify Email / Verify Phone: the 6-digit code (paste fills every box), resend with a
 * countdown, and a way to correct the address or number.
 */
export function VerifyCodeStep({ token, channel, resendIn }: { token: string; channel: Channel; resendIn: number }) {
  const router = useRouter();
  const [left, setLeft] = useCountdown(resendIn);
  const form = useApiForm(codeBody, { defaultValues: { code: "" } });
  const verify = useApiMutation({
    mutationFn: (v: z.output<typeof codeBody>) => signupApi.verify(token, channel, v.code),
    success: channel === "email" ? MSG_EMAIL_VERIFIED : MSG_PHONE_VERIFIED,
    form,
    onSuccess: () => router.push(stepPath(token, channel === "email" ? "verify-phone" : "verify-business")),
  });
  const resend = useApiMutation({
    mutationFn: () => signupApi.resend(token, channel),
    success: channel === "email" ? MSG_EMAIL_CODE_SENT : MSG_PHONE_CODE_SENT,
    onSuccess: (res) => {
      setLeft(res.resend_in);
      form.reset({ code: "" });
    },
  });
  const what = channel === "email" ? "email" : "mobile phone number";

  return (
    <div className="flex flex-col gap-5">
      <ApiForm<Values, z.output<typeof codeBody>> form={form} onSubmit={verify.mutateAsync}>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <Field label="Verification code" htmlFor="field-code" error={fieldState.error?.message}>
              {(p) => (
                <CodeInput id={p.id} describedBy={p["aria-describedby"]} invalid={p["aria-invalid"]} value={field.value} onChange={field.onChange}
                  length={SIGNUP_CODE_LENGTH} label="Verification code" autoFocus />
              )}
            </Field>
          )}
        />
        <FormServerError />
        <SubmitButton busyLabel="Verifying" className="w-full">Verify</SubmitButton>
      </ApiForm>
      <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          {left > 0 ? `You can ask for a new code in ${left} s.` : "Didn't get the code?"}
        </p>
        <Button variant="outline" size="sm" disabled={left > 0} loading={resend.isPending} loadingText="Sending" onClick={() => resend.mutate(undefined)}>
          Resend code
        </Button>
        <Link href={stepPath(token, channel === "email" ? "change-email" : "change-phone")} className="font-medium text-primary-strong hover:underline">
          Use a different {what}
        </Link>
      </div>
    </div>
  );
}
