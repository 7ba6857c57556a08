"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/http/client";
import { handleApiError, toFormErrors } from "@/lib/http/handle-error";
import { loginForm } from "@/lib/auth/forms";
import { finishSignIn } from "./finish-sign-in";

type Values = z.infer<typeof loginForm>;

export function LoginForm() {
  const params = useSearchParams();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ access_token: string }>("/auth/login", { method: "POST", body: values });
      await finishSignIn(res.access_token, { callbackUrl: params.get("callbackUrl") });
    } catch (err) {
      handleApiError(err, { setFieldErrors: toFormErrors(setError) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Email" htmlFor="email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" autoFocus {...register("email")} />
      </Field>
      <Field label="Password" htmlFor="password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </Field>
      <div className="-mt-1 flex justify-end">
        <Link href="/forgot" className="text-sm font-medium text-primary-strong hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={isSubmitting} loadingText="Signing in">
        Sign in
      </Button>
    </form>
  );
}
