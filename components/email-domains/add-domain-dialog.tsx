"use client";

import { useState, type RefObject } from "react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import { domainForm } from "@/lib/email-domains/forms";
import { emailDomainKeys, type EmailDomain } from "@/lib/email-domains/hooks";
import { DnsRecords } from "./dns-records";

type Values = z.infer<typeof domainForm>;

/** Add a sending domain, then show the DNS records to create (the save's dns_details). */
export function AddDomainDialog({
  open,
  onOpenChange,
  onVerify,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerify: (domain: EmailDomain) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const form = useApiForm(domainForm, { defaultValues: { domain: "" } });
  const [saved, setSaved] = useState<EmailDomain | null>(null);
  const save = useApiMutation({
    mutationFn: (v: Values) => api.post("/email-domain/save", { body: { domain: v.domain.trim() } }),
    success: (res) => res.message,
    form,
    invalidate: [emailDomainKeys.all],
    onSuccess: (res) => setSaved(res.domain),
  });

  function change(next: boolean) {
    // Once the records show, the save is done: closing is allowed while the list still refreshes.
    if (form.formState.isSubmitting && !saved) return;
    if (!next) {
      setSaved(null);
      form.reset({ domain: "" });
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        size={saved ? "lg" : "md"}
        dismissOnOutsideClick={false}
        onCloseAutoFocus={(e) => {
          if (!returnFocusRef?.current) return;
          e.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        {saved ? (
          <>
            <DialogHeader>
              <DialogTitle>Create the DNS records for {saved.domain}</DialogTitle>
              <DialogDescription>
                Create these records at your domain&apos;s DNS host, then verify. DNS changes can take a few minutes (sometimes hours) to show.
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
              <DnsRecords records={saved.dns_details} idPrefix={`new-${saved.id}`} checked={false} />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Verify later
                </Button>
              </DialogClose>
              <Button
                type="button"
                onClick={() => {
                  onVerify(saved);
                  change(false);
                }}
              >
                Verify now
              </Button>
            </DialogFooter>
          </>
        ) : (
          <FormDialogPanel
            form={form}
            onSubmit={save.mutateAsync}
            title="Add sending domain"
            description="Send this location's emails from your own domain. You'll get the DNS records to create next."
            submitLabel="Add domain"
            busyLabel="Adding"
          >
            <TextField<Values> name="domain" label="Domain" required autoComplete="off" spellCheck={false} placeholder="mail.yourstudio.com" maxLength={253} />
          </FormDialogPanel>
        )}
      </DialogContent>
    </Dialog>
  );
}
