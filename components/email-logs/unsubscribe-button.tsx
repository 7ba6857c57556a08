"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { unsubscribeAction, type UnsubscribeState } from "@/lib/email-logs/public-actions";

/**
 * The unsubscribe page's one action. Unsubscribing happens only on this press (a POST): mail
 * scanners prefetch every GET link in an email. A plain form posting a server action, so it
 * works without JavaScript (mail clients' and privacy browsers' viewers); then the location's
 * recovery page opens with the address and its signed token, so "Resubscribe" there works at once.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, action, pending] = useActionState<UnsubscribeState, FormData>(unsubscribeAction, {});
  return (
    <form action={action} className="flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state.error ? <p role="alert" className="text-sm text-danger-strong">{state.error}</p> : null}
      <Button type="submit" className="w-full" loading={pending} loadingText="Unsubscribing">
        Unsubscribe
      </Button>
    </form>
  );
}
