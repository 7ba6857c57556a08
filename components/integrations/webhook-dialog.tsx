"use client";

import { useState, type RefObject } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { MSG, WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS, type WebhookEvent } from "@/lib/integrations/constants";
import { webhookForm } from "@/lib/integrations/forms";
import { integrationKeys, type FitFunnelWebhook } from "@/lib/integrations/hooks";
import { CopyField } from "@/components/ui/copy-field";

type Values = z.infer<typeof webhookForm>;

/**
 * Add or edit a fit-funnel webhook. A new webhook's signing secret is shown here once, after
 * saving; the dialog then only offers to close.
 */
export function WebhookDialog({
  open,
  onOpenChange,
  editing,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: FitFunnelWebhook | null;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const defaults: Values = editing
    ? { name: editing.name, url: editing.url, events: editing.events.filter((e): e is WebhookEvent => e in WEBHOOK_EVENTS), is_active: editing.is_active }
    : { name: "", url: "", events: ["webhook.test"], is_active: true };
  const form = useApiForm(webhookForm, { defaultValues: defaults });
  const [secret, setSecret] = useState<string | null>(null);

  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/integration/save-fit-funnel-webhook", { body: { ...v, ...(editing ? { id: editing.id } : {}) } }),
    success: MSG.webhookUpdated,
    form,
    invalidate: [integrationKeys.webhooks()],
    onSuccess: (res) => {
      if (res.secret) setSecret(res.secret);
      else close();
    },
  });

  function close() {
    setSecret(null);
    form.reset(defaults);
    onOpenChange(false);
  }
  function change(next: boolean) {
    // Mid-save the dialog stays; once the secret shows, the save is done (the lists may still be
    // refreshing, which keeps the form "submitting") and Done must close it.
    if (form.formState.isSubmitting && !secret) return;
    if (next) onOpenChange(true);
    else close();
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
              <DialogTitle>Webhook saved</DialogTitle>
              <DialogDescription>Copy the signing secret now: it is not shown again. Your receiver checks each request&apos;s X-CoachOS-Signature with it.</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <CopyField id="webhook-secret" label="Signing secret" value={secret} item="Signing secret" />
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
            onSubmit={save.mutateAsync}
            title={editing ? "Edit webhook" : "Add webhook"}
            description="Events of this location are POSTed to the URL as signed JSON."
            submitLabel="Save"
          >
            <TextField<Values> name="name" label="Name" required maxLength={80} placeholder="My funnel" />
            <TextField<Values> name="url" label="URL" required type="url" inputMode="url" placeholder="https://example.com/webhooks/coachos" />
            <Controller
              control={form.control}
              name="events"
              render={({ field, fieldState }) => (
                <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? "webhook-events-error" : undefined}>
                  <legend className="mb-1 text-sm font-medium">Events</legend>
                  {WEBHOOK_EVENT_NAMES.map((ev) => {
                    const id = `webhook-event-${ev}`;
                    return (
                      <div key={ev} className="flex items-start gap-2">
                        <Checkbox
                          id={id}
                          checked={field.value.includes(ev)}
                          onCheckedChange={(on) => field.onChange(on ? [...field.value, ev] : field.value.filter((e) => e !== ev))}
                        />
                        <Label htmlFor={id} className="flex flex-col gap-0.5 font-normal">
                          <span className="font-mono text-xs">{ev}</span>
                          <span className="text-muted-foreground">{WEBHOOK_EVENTS[ev]}</span>
                        </Label>
                      </div>
                    );
                  })}
                  {fieldState.error && (
                    <p id="webhook-events-error" className="text-sm text-danger-strong">{fieldState.error.message}</p>
                  )}
                </fieldset>
              )}
            />
            <Controller
              control={form.control}
              name="is_active"
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4">
                  <Label htmlFor="webhook-active">Send events to this webhook</Label>
                  <Switch id="webhook-active" checked={field.value} onCheckedChange={field.onChange} />
                </div>
              )}
            />
          </FormDialogPanel>
        )}
      </DialogContent>
    </Dialog>
  );
}
