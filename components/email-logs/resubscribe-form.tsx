"use client";

import { useState } from "react";
import { CircleCheck, MailCheck } from "lucide-react";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Providers } from "@/components/shell/providers";
import { IconBadge } from "@/components/ui/icon-badge";
import { api } from "@/lib/api/client";
import { resubscribeBody } from "@/lib/email-logs/schemas";

type Values = z.input<typeof resubscribeBody>;

/**
 * The recovery page's button (POST /recovery-page/{id}/resubscribe). With the signed token from
 * the unsubscribe page or the confirmation email it resubscribes at once; an address typed by
 * hand gets a confirmation link by email instead, and the page says so.
 */
export function ResubscribeForm(props: { pageId: string; email: string; token: string; button: string }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <Resubscribe {...props} />
    </Providers>
  );
}

function Resubscribe({ pageId, email, token, button }: { pageId: string; email: string; token: string; button: string }) {
  const [done, setDone] = useState<{ confirmed: boolean; message: string } | null>(null);
  const form = useApiForm<Values>(resubscribeBody, { defaultValues: { email } });
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/recovery-page/{id}/resubscribe", { params: { id: pageId }, body: { email: v.email, ...(token && v.email.trim().toLowerCase() === email.toLowerCase() ? { token } : {}) } }),
    form,
    onSuccess: (r) => setDone({ confirmed: r.confirmed, message: r.message }),
  });
  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={done.confirmed ? CircleCheck : MailCheck} tone={done.confirmed ? "success" : "primary"} />
        <p className="text-sm font-medium text-foreground">{done.message}</p>
      </div>
    );
  }
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync} className="flex flex-col gap-4">
      <TextField<Values> name="email" id="resubscribe-email" label="Email address" type="email" autoComplete="email" />
      <FormServerError />
      <SubmitButton busyLabel="Resubscribing">{button}</SubmitButton>
    </ApiForm>
  );
}
