"use client";

import type { RefObject } from "react";
import { useRouter } from "next/navigation";
import { Rocket } from "lucide-react";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog, returnFocusTo } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { IconBadge } from "@/components/ui/icon-badge";
import { toast } from "@/components/ui/toaster";
import { skipTrialForm } from "@/lib/auth/forms";
import { billing } from "@/lib/api/client";
import {
  SKIP_TRIAL_BUSY,
  SKIP_TRIAL_BUTTON,
  SKIP_TRIAL_DONE,
  SKIP_TRIAL_PASSWORD_LABEL,
  SKIP_TRIAL_TEXT,
  SKIP_TRIAL_TITLE,
} from "@/lib/shell/constants";

/** Modal "skip trial" (doc 1 s2): the account password ends the trial and starts billing. */
export function SkipTrialDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close: the menu item that opened the dialog no longer exists. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const router = useRouter();
  const form = useApiForm(skipTrialForm, { defaultValues: { password: "" }, mode: "onSubmit" });
  const { reset } = form;
  const skip = useApiMutation({
    mutationFn: (values: { password: string }) => billing.post("/stripe/skip-trial", { body: values }),
    success: SKIP_TRIAL_DONE,
    form,
    onSuccess: () => {
      reset();
      onOpenChange(false);
      router.refresh();
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
      onSubmit={skip.mutateAsync}
      onInvalidSubmit={(errs) => {
        // An invalid submit shows the first error as a toast (doc 1 s5).
        const first = errs.password?.message;
        if (first) toast.error(first);
      }}
      size="sm"
      onCloseAutoFocus={returnFocusTo(returnFocusRef)}
      icon={
        <IconBadge icon={Rocket} tone="primary" className="mb-2" />
      }
      title={SKIP_TRIAL_TITLE}
      description={SKIP_TRIAL_TEXT}
      submitLabel={SKIP_TRIAL_BUTTON}
      busyLabel={SKIP_TRIAL_BUSY}
    >
      <TextField<{ password: string }> name="password" label={SKIP_TRIAL_PASSWORD_LABEL} type="password" autoComplete="current-password" autoFocus />
    </FormDialog>
  );
}
