"use client";

import { useState } from "react";
import { CircleCheck, LinkIcon } from "lucide-react";
import type { z } from "@hono/zod-openapi";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Providers } from "@/components/shell/providers";
import { api } from "@/lib/api/client";
import { PORTAL_LINK_INVALID, PORTAL_PASSWORD_SET } from "@/lib/contacts/portal-constants";
import { portalPasswordBody } from "@/lib/contacts/portal-schemas";
import { ApiError } from "@/lib/http/client";
import { portalPath } from "@/lib/portal/constants";
import { IconBadge } from "@/components/ui/icon-badge";

type Values = z.input<typeof portalPasswordBody>;

/** A used, expired or unknown link: say so and who can send a new one; no form, no links. */
export function PortalLinkInvalid() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <IconBadge icon={LinkIcon} tone="warning" />
      <p className="text-sm text-foreground">{PORTAL_LINK_INVALID}</p>
    </div>
  );
}

/**
 * The client's password form (POST /portal/set-password). The page has no session: the
 * providers carry no location scope. A link spent meanwhile (another tab) turns into the
 * invalid state; success signs the client in and opens their portal.
 */
export function PortalSetPasswordForm({ token }: { token: string }) {
  return (
    <Providers scope={{ locationId: null, companyAdminId: null }}>
      <SetPassword token={token} />
    </Providers>
  );
}

function SetPassword({ token }: { token: string }) {
  const [state, setState] = useState<"form" | "done" | "invalid">("form");
  // The token is not a field of the form: a refusal of the link itself turns the page into the invalid state.
  const form = useApiForm<Values>(portalPasswordBody, { defaultValues: { password: "", password_confirmation: "" } });
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/portal/set-password", { body: { token, ...v } }),
    form,
    // The call signs the client in: straight on into their portal.
    onSuccess: (res) => {
      setState("done");
      window.location.assign(portalPath(res.slug));
    },
  });
  const submit = (v: Values) =>
    save.mutateAsync(v).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 422 && err.body?.errors && "token" in err.body.errors) setState("invalid");
      throw err;
    });
  if (state === "invalid") return <PortalLinkInvalid />;
  if (state === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <IconBadge icon={CircleCheck} tone="success" />
        <p className="text-sm font-medium text-foreground">{PORTAL_PASSWORD_SET}</p>
        <p className="text-sm text-muted-foreground">Opening your client portal…</p>
      </div>
    );
  }
  return (
    <ApiForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <TextField<Values> name="password" id="portal-password" label="New password" type="password" autoComplete="new-password" help="At least 8 characters." autoFocus />
      <TextField<Values> name="password_confirmation" id="portal-password-confirmation" label="Retype password" type="password" autoComplete="new-password" />
      <FormServerError />
      <SubmitButton busyLabel="Saving">Set password</SubmitButton>
    </ApiForm>
  );
}
