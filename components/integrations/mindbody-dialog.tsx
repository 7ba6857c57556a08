"use client";

import type { RefObject } from "react";
import type { z } from "zod";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog, returnFocusTo } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { integrationKeys } from "@/lib/integrations/hooks";
import { mindbodyConnectBody } from "@/lib/integrations/mindbody/schemas";

type Values = z.input<typeof mindbodyConnectBody>;

/** Connect (or change) the location's Mindbody site: checked with Mindbody before it is saved. */
export function MindbodyDialog({
  open,
  onOpenChange,
  siteId,
  username,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteId: string | null;
  username: string | null;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const defaults: Values = { site_id: siteId ?? "", username: username ?? "", password: "" };
  const form = useApiForm(mindbodyConnectBody, { defaultValues: defaults });
  const connect = useApiMutation({
    mutationFn: (v: z.output<typeof mindbodyConnectBody>) => api.post("/integration/connect-mindbody", { body: v }),
    success: (res) => res.message,
    form,
    invalidate: [integrationKeys.mindbody()],
    onSuccess: () => change(false),
  });

  function change(next: boolean) {
    if (!next) form.reset(defaults);
    onOpenChange(next);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      form={form}
      onSubmit={connect.mutateAsync}
      title={siteId ? "Change Mindbody login" : "Connect Mindbody"}
      description="Your Mindbody site id and the login of a staff member who may see clients (the owner or a manager). We check it with Mindbody and store the password encrypted."
      submitLabel="Connect"
      busyLabel="Connecting"
      onCloseAutoFocus={returnFocusTo(returnFocusRef)}
    >
      <TextField<Values> name="site_id" label="Site id" required inputMode="numeric" autoComplete="off" placeholder="123456" help="In Mindbody under Settings › Business info; -99 is the sandbox site." />
      <TextField<Values> name="username" label="Staff username" required autoComplete="off" />
      <TextField<Values> name="password" label="Staff password" required type="password" autoComplete="new-password" />
    </FormDialog>
  );
}
