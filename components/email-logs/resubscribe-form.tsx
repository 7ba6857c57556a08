"use client";

import { useActionState } from "react";
import { CircleCheck, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { IconBadge } from "@/components/ui/icon-badge";
import { Input } from "@/components/ui/input";
import { resubscribeAction, type ResubscribeState } from "@/lib/email-logs/public-actions";

/**
 * The recovery page's button (the service of POST /recovery-page/{id}/resubscribe, as a server
 * action: a plain HTML form that works without JavaScript). With the signed token from the
 * unsubscribe page or the confirmation email it resubscribes at once; an address typed by hand
 * gets a confirmation link by email instead, and the page says so.
 */
export function ResubscribeForm({ pageId, email, token, button }: { pageId: string; email: string; token: string; button: string }) {
  const [state, action, pending] = useActionState<ResubscribeState, FormData>(resubscribeAction, {});
  if (state.done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={state.done.confirmed ? CircleCheck : MailCheck} tone={state.done.confirmed ? "success" : "primary"} />
        <p className="text-sm font-medium text-foreground">{state.done.message}</p>
      </div>
    );
  }
  const typed = state.email ?? email;
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="page_id" value={String(pageId)} />
      <input type="hidden" name="token" value={token} />
      <Field label="Email address" htmlFor="resubscribe-email" error={state.errors?.email?.[0]}>
        <Input name="email" type="email" autoComplete="email" defaultValue={typed} key={typed} />
      </Field>
      {state.errors && !state.errors.email ? <p role="alert" className="text-sm text-danger-strong">{Object.values(state.errors).flat()[0]}</p> : null}
      <Button type="submit" className="w-full" loading={pending} loadingText="Resubscribing">
        {button}
      </Button>
    </form>
  );
}
