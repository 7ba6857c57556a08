"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { newPasswordForm } from "@/lib/auth/forms";

type Values = z.infer<typeof newPasswordForm>;

export function ResetForm({ token }: { token: string }) {
  const [tokenError, setTokenError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setTokenError(null);
    try {
      const res = await apiFetch<{ message: string }>("/auth/reset-password", { method: "POST", body: { ...values, token } });
      toast.success(res.message);
      window.location.assign("/login");
    } catch (err) {
      handleApiError(err, {
        setFieldErrors: (errors) => {
          if (errors.token) setTokenError(errors.token[0]);
          for (const f of ["password", "password_confirmation"] as const) {
            if (errors[f]) setError(f, { type: "server", message: errors[f][0] });
          }
        },
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {tokenError ? (
        <p role="alert" className="rounded-md bg-danger-tint px-3 py-2 text-sm text-danger-strong">
          {tokenError}{" "}
          <Link href="/forgot" className="font-medium underline">Request a new link</Link>
        </p>
      ) : null}
      <Field label="New password" htmlFor="password" help="At least 8 characters." error={formState.errors.password?.message}>
        <Input type="password" autoComplete="new-password" autoFocus {...register("password")} />
      </Field>
      <Field label="Retype password" htmlFor="password_confirmation" error={formState.errors.password_confirmation?.message}>
        <Input type="password" autoComplete="new-password" {...register("password_confirmation")} />
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting} loadingText="Saving">
        Reset password
      </Button>
    </form>
  );
}
