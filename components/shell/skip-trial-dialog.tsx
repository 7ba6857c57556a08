"use client";

import type { RefObject } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod/mini";
import { Rocket } from "lucide-react";
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
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { skipTrialForm } from "@/lib/auth/forms";
import { billing } from "@/lib/api/client";
import { handleApiError, toFormErrors } from "@/lib/http/handle-error";
import {
  SKIP_TRIAL_BUSY,
  SKIP_TRIAL_BUTTON,
  SKIP_TRIAL_DONE,
  SKIP_TRIAL_PASSWORD_LABEL,
  SKIP_TRIAL_TEXT,
  SKIP_TRIAL_TITLE,
} from "@/lib/shell/constants";

type Values = z.infer<typeof skipTrialForm>;

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
  const form = useForm<Values>({ resolver: zodResolver(skipTrialForm), defaultValues: { password: "" } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: Values) => {
    try {
      await billing.post("/stripe/skip-trial", { body: values });
      toast.success(SKIP_TRIAL_DONE);
      reset();
      onOpenChange(false);
      router.refresh();
    } catch (err) {
      handleApiError(err, { setFieldErrors: toFormErrors(setError) });
    }
  };

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
        <form
          noValidate
          onSubmit={handleSubmit(onValid, (errs) => {
            // An invalid submit shows the first error as a toast (doc 1 s5).
            const first = errs.password?.message;
            if (first) toast.error(first);
          })}
          className="flex min-h-0 flex-col"
        >
          <DialogHeader>
            <span className="mb-2 grid size-10 place-items-center rounded-full bg-primary-tint text-primary-strong">
              <Rocket className="size-5" aria-hidden />
            </span>
            <DialogTitle>{SKIP_TRIAL_TITLE}</DialogTitle>
            <DialogDescription>{SKIP_TRIAL_TEXT}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <Field label={SKIP_TRIAL_PASSWORD_LABEL} htmlFor="skip-trial-password" error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" autoFocus {...register("password")} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting} loadingText={SKIP_TRIAL_BUSY}>
              {SKIP_TRIAL_BUTTON}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
