"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";

/**
 * One text field in a dialog: new folder, rename folder, rename file. `check` runs before
 * anything is sent (a folder title over 24 characters is never sent); a 422 from the server
 * shows its message on the field. The parent gives it a new key per use, so it opens fresh.
 */
export function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  initial,
  submitText,
  busyText,
  maxLength,
  check,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  label: string;
  initial: string;
  submitText: string;
  busyText: string;
  maxLength?: number;
  check: (value: string) => string | null;
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = check(value);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      await onSubmit(value.trim());
      onOpenChange(false);
    } catch (err) {
      const fieldError = err instanceof ApiError && err.status === 422 ? Object.values(err.body?.errors ?? {})[0]?.[0] : undefined;
      if (fieldError) setError(fieldError);
      else handleApiError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent size="sm" {...(description ? {} : { "aria-describedby": undefined })}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <DialogBody>
            <Field label={label} htmlFor="name-dialog-input" error={error} required help={maxLength ? `${value.trim().length}/${maxLength} characters` : undefined}>
              <Input value={value} autoFocus autoComplete="off" onChange={(e) => { setValue(e.target.value); if (error) setError(null); }} />
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} loadingText={busyText}>
              {submitText}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
