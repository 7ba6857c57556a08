"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/http/client";
import { handleApiError, toFormErrors } from "@/lib/http/handle-error";
import { forgotForm } from "@/lib/auth/forms";

type Values = z.infer<typeof forgotForm>;

export function ForgotForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(forgotForm),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>("/auth/forgot-password", { method: "POST", body: values });
      setSent(res.message);
    } catch (err) {
      handleApiError(err, { setFieldErrors: toFormErrors(setError) });
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-10 place-items-center rounded-full bg-success-tint text-success-strong">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <p className="text-sm text-foreground">{sent}</p>
        <Link href="/login" className="text-sm font-medium text-primary-strong hover:underline">Back to login</Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...register("email")} />
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting} loadingText="Sending">
        Send reset link
      </Button>
    </form>
  );
}
