"use client";

import { useState, type RefObject } from "react";
import { TriangleAlert } from "lucide-react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import { API_KEY_NAME_MAX } from "@/lib/integrations/constants";
import { apiKeyForm } from "@/lib/integrations/forms";
import { integrationKeys } from "@/lib/integrations/hooks";

type Values = z.infer<typeof apiKeyForm>;
const EMPTY: Values = { name: "" };

/**
 * Create an API key: name it, then the key itself is shown once, with a copy button. Closing the
 * dialog forgets it (only its hash is stored), so the second phase only offers Done.
 */
export function ApiKeyDialog({ open, onOpenChange, returnFocusRef }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusRef?: RefObject<HTMLElement | null> }) {
  const form = useApiForm(apiKeyForm, { defaultValues: EMPTY });
  const [secret, setSecret] = useState<string | null>(null);

  const create = useApiMutation({
    mutationFn: (v: Values) => api.post("/integration/api-keys", { body: v }),
    success: (res) => res.message,
    form,
    invalidate: [integrationKeys.apiKeys()],
    onSuccess: (res) => setSecret(res.token),
  });

  function change(next: boolean) {
    // Once the key shows, the save is done: Done closes even while the key list still refreshes.
    if (form.formState.isSubmitting && !secret) return;
    if (next) return onOpenChange(true);
    setSecret(null);
    form.reset(EMPTY);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        size="md"
        dismissOnOutsideClick={false}
        onCloseAutoFocus={(e) => {
          if (!returnFocusRef?.current) return;
          e.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        {secret ? (
          <>
            <DialogHeader>
              <DialogTitle>Copy your new API key</DialogTitle>
              <DialogDescription>Send it as a bearer token: Authorization: Bearer &lt;key&gt;.</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-4">
              <p role="alert" className="flex gap-2 rounded-md border border-warning bg-warning-tint p-3 text-sm">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden />
                <span>This is the only time the key is shown. Copy it now and keep it somewhere safe: anyone who has it can act as you in this location.</span>
              </p>
              <CopyField id="api-key-secret" label="API key" value={secret} item="API key" />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <FormDialogPanel
            form={form}
            onSubmit={create.mutateAsync}
            title="Create API key"
            description="The key acts as you, with your permissions, in this location only."
            submitLabel="Create key"
            busyLabel="Creating"
          >
            <TextField<Values> name="name" label="Name" required maxLength={API_KEY_NAME_MAX} placeholder="Make.com" help="Say where the key is used, so you know which one to revoke." />
          </FormDialogPanel>
        )}
      </DialogContent>
    </Dialog>
  );
}
