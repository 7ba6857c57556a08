"use client";

import { useState } from "react";
import { KeyRound, MailCheck } from "lucide-react";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Providers } from "@/components/shell/providers";
import { Button } from "@/components/ui/button";
import { IconBadge } from "@/components/ui/icon-badge";
import { api } from "@/lib/api/client";
import { portalPath } from "@/lib/portal/constants";
import { portalEmailBody, portalLoginBody } from "@/lib/portal/schemas";

const loginForm = portalLoginBody.omit({ slug: true });
const emailForm = portalEmailBody.omit({ slug: true });
type LoginValues = z.input<typeof loginForm>;
type EmailValues = z.input<typeof emailForm>;
type Mode = "password" | "link" | "forgot";

/**
 * A portal's sign-in (POST /portal/login), and its two other ways in: a magic sign-in link
 * (POST /portal/sign-in-link) and a forgotten password (POST /portal/forgot-password). The
 * page has no coach session: the providers carry no location scope.
 */
export function PortalSignIn({ slug, notice }: { slug: string; notice?: string }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <SignIn slug={slug} notice={notice} />
    </Providers>
  );
}

function SignIn({ slug, notice }: { slug: string; notice?: string }) {
  const [mode, setMode] = useState<Mode>("password");
  const [sent, setSent] = useState<string | null>(null);
  const [email, setEmail] = useState("");

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={MailCheck} tone="success" />
        <p className="text-sm text-foreground">{sent}</p>
        <Button variant="ghost" onClick={() => { setSent(null); setMode("password"); }}>Back to sign in</Button>
      </div>
    );
  }
  if (mode === "password") {
    return (
      <div className="flex flex-col gap-4">
        {notice ? <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm text-foreground">{notice}</p> : null}
        <PasswordForm slug={slug} email={email} onEmail={setEmail} onForgot={() => setMode("forgot")} />
        <div className="relative text-center text-xs text-muted-foreground before:absolute before:inset-x-0 before:top-1/2 before:border-t before:border-border">
          <span className="relative bg-card px-2">or</span>
        </div>
        <Button variant="outline" className="w-full" onClick={() => setMode("link")}>
          <KeyRound aria-hidden /> Email me a sign-in link
        </Button>
      </div>
    );
  }
  return <EmailForm key={mode} slug={slug} mode={mode} email={email} onSent={setSent} onBack={() => setMode("password")} />;
}

function PasswordForm({ slug, email, onEmail, onForgot }: { slug: string; email: string; onEmail: (v: string) => void; onForgot: () => void }) {
  const form = useApiForm<LoginValues>(loginForm, { defaultValues: { email, password: "" } });
  const login = useApiMutation({
    mutationFn: (v: LoginValues) => api.post("/portal/login", { body: { slug, ...v } }),
    form,
    onSuccess: (res) => window.location.assign(portalPath(res.slug)),
  });
  return (
    <ApiForm form={form} onSubmit={(v) => login.mutateAsync(v)} className="flex flex-col gap-4">
      <TextField<LoginValues> name="email" id="portal-email" label="Email" type="email" autoComplete="email" inputMode="email" autoFocus />
      <TextField<LoginValues> name="password" id="portal-password" label="Password" type="password" autoComplete="current-password" />
      <div className="-mt-2 text-right">
        <button type="button" onClick={() => { onEmail(form.getValues("email")); onForgot(); }} className="text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          Forgot password?
        </button>
      </div>
      <FormServerError />
      <SubmitButton busyLabel="Signing in" className="w-full">Sign in</SubmitButton>
    </ApiForm>
  );
}

function EmailForm({ slug, mode, email, onSent, onBack }: { slug: string; mode: "link" | "forgot"; email: string; onSent: (message: string) => void; onBack: () => void }) {
  const form = useApiForm<EmailValues>(emailForm, { defaultValues: { email } });
  const send = useApiMutation({
    mutationFn: (v: EmailValues) => api.post(mode === "link" ? "/portal/sign-in-link" : "/portal/forgot-password", { body: { slug, ...v } }),
    form,
    onSuccess: (res) => onSent(res.message),
  });
  return (
    <ApiForm form={form} onSubmit={(v) => send.mutateAsync(v)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {mode === "link" ? "We will email you a link that signs you in once, within 15 minutes. No password needed." : "We will email you a link to choose a new password."}
      </p>
      <TextField<EmailValues> name="email" id="portal-link-email" label="Email" type="email" autoComplete="email" inputMode="email" autoFocus />
      <FormServerError />
      <SubmitButton busyLabel="Sending" className="w-full">{mode === "link" ? "Email me a sign-in link" : "Email me a reset link"}</SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>Back to sign in</Button>
    </ApiForm>
  );
}
