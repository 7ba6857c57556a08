"use client";

import type { RefObject } from "react";
import { ShieldOff } from "lucide-react";
import type { z } from "zod/mini";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import { TWOFA_DISABLED } from "@/lib/users/constants";
import { disableTwofaForm } from "@/lib/users/forms";

type Values = z.infer<typeof disableTwofaForm>;

/** Turning 2FA off: the account password confirms it; the secret and recovery codes are deleted. */
export function DisableTwofaDialog({ open, onOpenChange, returnFocusRef }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusRef: RefObject<HTMLElement | null> }) {
  const form = useApiForm(disableTwofaForm, { defaultValues: { password: "" }, mode: "onSubmit" });
  const { reset, formState: { isSubmitting } } = form;
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        size="sm"
        dismissOnOutsideClick={false}
        onCloseAutoFocus={(event) => {
          const trigger = returnFocusRef.current;
          if (!trigger) return;
          event.preventDefault();
          trigger.focus();
        }}
      >
        <ApiForm form={form} onSubmit={disable.mutateAsync} className="flex min-h-0 flex-col gap-0">
          <DialogHeader>
            <span className="mb-2 grid size-10 place-items-center rounded-full bg-danger-tint text-danger-strong">
              <ShieldOff className="size-5" aria-hidden />
            </span>
            <DialogTitle>Turn off two-factor authentication?</DialogTitle>
            <DialogDescription>Signing in will need only your password. Your recovery codes stop working.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <TextField<Values> name="password" label="Account password" type="password" autoComplete="current-password" required autoFocus />
            <FormServerError />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <SubmitButton variant="danger" busyLabel="Turning off">Turn off</SubmitButton>
          </DialogFooter>
        </ApiForm>
      </DialogContent>
    </Dialog>
  );
}
