"use client";

import { useRef, useState, type ReactNode } from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { cn } from "@/lib/utils/cn";
import { Button } from "./button";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Default "Are you sure?". */
  title?: ReactNode;
  description?: ReactNode;
  /** Default "Yes". */
  confirmText?: string;
  /** Default "Cancel". */
  cancelText?: string;
  /** Busy label on the confirm button while onConfirm runs (e.g. "Moving"). Defaults to confirmText. */
  busyText?: string;
  /** "confirm" = confirm colour (#2f80ed token), "danger" = danger colour (#eb1414 token). */
  tone?: "confirm" | "danger";
  /** Style the cancel ("deny") button in the danger colour (the spec's deny colour). Default false. */
  dangerCancel?: boolean;
  /**
   * Runs on confirm. While its promise is pending the buttons are busy and the dialog cannot be
   * dismissed. On success the dialog closes; if it throws/rejects the dialog stays open (report the
   * error yourself, e.g. with toast.error).
   */
  onConfirm: () => void | Promise<void>;
  /** Called when the user cancels (button or Esc). */
  onCancel?: () => void;
  /** Extra content under the description (e.g. a checkbox "also delete…"). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  className?: string;
};

/**
 * "Are you sure?" dialog on Radix AlertDialog. Never closes on outside click; Esc cancels;
 * the confirm button is focused on open, so Enter confirms.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = "Are you sure?",
  description,
  confirmText = "Yes",
  cancelText = "Cancel",
  busyText,
  tone = "confirm",
  dangerCancel = false,
  onConfirm,
  onCancel,
  children,
  confirmDisabled,
  className,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const handleOpenChange = (next: boolean) => {
    if (busy) return; // cannot dismiss while working
    if (!next) onCancel?.();
    onOpenChange(next);
  };

  const handleConfirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch {
      // Keep the dialog open so the user can retry or cancel; the caller reports the error.
      setBusy(false);
    }
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          className={cn(
            "fixed inset-0 z-50 bg-overlay",
            "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
          )}
        />
        <AlertDialogPrimitive.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-lg border border-border bg-card text-card-foreground shadow-lg outline-none",
            "data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out",
            className,
          )}
          onOpenAutoFocus={(event) => {
            // Focus the confirm button (Radix focuses Cancel by default) so Enter confirms.
            if (confirmRef.current && !confirmRef.current.disabled) {
              event.preventDefault();
              confirmRef.current.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex flex-col gap-1.5 overflow-y-auto px-6 pt-5 pb-3">
            <AlertDialogPrimitive.Title className="text-base leading-6 font-semibold text-foreground">
              {title}
            </AlertDialogPrimitive.Title>
            {description && (
              <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            )}
            {children}
          </div>
          <div className="flex flex-col-reverse gap-2 px-6 pt-3 pb-5 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button
                type="button"
                variant={dangerCancel ? "danger-outline" : "outline"}
                disabled={busy}
              >
                {cancelText}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              ref={confirmRef}
              type="button"
              variant={tone === "danger" ? "danger" : "confirm"}
              loading={busy}
              loadingText={busyText ?? confirmText}
              disabled={confirmDisabled}
              onClick={handleConfirm}
            >
              {confirmText}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
