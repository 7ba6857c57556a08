"use client";

import type { RefObject } from "react";
import { ShieldOff } from "lucide-react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog, returnFocusTo } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { TWOFA_DISABLED } from "@/lib/users/constants";
import { disableTwofaForm } from "@/lib/users/forms";
import { IconBadge } from "@/components/ui/icon-badge";

type Values = z.infer<typeof disableTwofaForm>;

/** Turning 2FA off: the account password confirms it; the secret and recovery codes are deleted. */
export function DisableTwofaDialog({ open, onOpenChange, returnFocusRef }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusRef: RefObject<HTMLElement | null> }) {
  const form = useApiForm(disableTwofaForm, { defaultValues: { password: "" }, mode: "onSubmit" });
  const { reset } = form;
  const disable = useApiMutation({
    mutationFn: (v: Values) => api.post("/billing/disable-twofa", { body: v }),
    success: TWOFA_DISABLED,
    form,
    onSuccess: () => {
      reset();
      onOpenChange(false);
      // 2FA is part of the session's routing claims: a full load re-issues them (see enable).
      window.location.reload();
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      form={form}
      onSubmit={disable.mutateAsync}
      size="sm"
      onCloseAutoFocus={returnFocusTo(returnFocusRef)}
      icon={
        <IconBadge icon={ShieldOff} tone="danger" className="mb-2" />
      }
      title="Turn off two-factor authentication?"
      description="Signing in will need only your password. Your recovery codes stop working."
      submitLabel="Turn off"
      busyLabel="Turning off"
      submitVariant="danger"
    >
      <TextField<Values> name="password" label="Account password" type="password" autoComplete="current-password" required autoFocus />
    </FormDialog>
  );
}
