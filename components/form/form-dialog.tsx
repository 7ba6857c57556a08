"use client";

import type { ComponentProps, ReactNode, RefObject } from "react";
import type { FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ApiForm, FormServerError, SubmitButton, type ApiFormProps } from "./api-form";

type PanelProps<Input extends FieldValues, Output extends FieldValues> = Pick<ApiFormProps<Input, Output>, "form" | "onSubmit" | "onInvalidSubmit"> & {
  title: ReactNode;
  description?: ReactNode;
  /** A badge above the title (e.g. a danger icon for a destructive change). */
  icon?: ReactNode;
  /** The submit button's words, and what it says while the call runs. */
  submitLabel: ReactNode;
  busyLabel?: string;
  submitVariant?: ComponentProps<typeof Button>["variant"];
  /** Besides while submitting (e.g. while a picture uploads). */
  submitDisabled?: boolean;
  bodyClassName?: string;
  /**
   * Cancel goes back instead of closing: for a form that is one step of a larger dialog (an
   * "add" form over the dialog's list), where Cancel returns to the list.
   */
  onCancel?: () => void;
  children: ReactNode;
};

/**
 * The inside of a form dialog: title and description, the fields, the form-level server error,
 * then Cancel and submit (Cancel disabled while the call runs). FormDialog wraps it; a dialog
 * with more than one phase (a loading step, codes shown after) puts it in its own DialogContent.
 */
export function FormDialogPanel<Input extends FieldValues, Output extends FieldValues>({
  form, onSubmit, onInvalidSubmit, title, description, icon, submitLabel, busyLabel = "Saving", submitVariant, submitDisabled, bodyClassName, onCancel, children,
}: PanelProps<Input, Output>) {
  const busy = form.formState.isSubmitting;
  return (
    <ApiForm form={form} onSubmit={onSubmit} onInvalidSubmit={onInvalidSubmit} className="min-h-0 gap-0">
      <DialogHeader>
        {icon}
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <DialogBody className={bodyClassName ?? "flex flex-col gap-4"}>
        {children}
        <FormServerError />
      </DialogBody>
      <DialogFooter>
        {onCancel ? (
          <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
        )}
        <SubmitButton busyLabel={busyLabel} variant={submitVariant} disabled={submitDisabled}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </ApiForm>
  );
}

/**
 * An onCloseAutoFocus that gives focus back to `ref` (a menu item's trigger that has gone, say,
 * where Radix would return it to nothing); nothing happens while `ref` is empty.
 */
export function returnFocusTo(ref: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    const trigger = ref.current;
    if (!trigger) return;
    event.preventDefault();
    trigger.focus();
  };
}

type FormDialogProps<Input extends FieldValues, Output extends FieldValues> = PanelProps<Input, Output> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: ComponentProps<typeof DialogContent>["size"];
  /** An element that opens the dialog (a DialogTrigger); omit when the caller opens it. */
  trigger?: ReactNode;
  /** Where focus goes when the dialog closes, when not back to a DialogTrigger (Radix's default). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
  /** Below the form, inside the dialog (e.g. a related setting with its own button). */
  after?: ReactNode;
};

/**
 * A form in a dialog, the one way every module builds one. While the call runs the dialog
 * cannot be closed, and a click outside never throws typed work away.
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  open, onOpenChange, size, trigger, onCloseAutoFocus, after, ...panel
}: FormDialogProps<Input, Output>) {
  const busy = panel.form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        size={size}
        dismissOnOutsideClick={false}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(panel.description ? {} : { "aria-describedby": undefined })}
      >
        <FormDialogPanel {...panel} />
        {after}
      </DialogContent>
    </Dialog>
  );
}
