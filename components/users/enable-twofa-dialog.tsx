"use client";

import { useState, type RefObject } from "react";
import { useQuery } from "@tanstack/react-query";
import { Copy, Download, KeyRound, ShieldCheck } from "lucide-react";
import type { z } from "zod/mini";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel, returnFocusTo } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { IconBadge } from "@/components/ui/icon-badge";
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
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { TWOFA_ENABLED } from "@/lib/users/constants";
import { enableTwofaForm } from "@/lib/users/forms";

type Values = z.infer<typeof enableTwofaForm>;

/** Groups a base32 secret in fours so it can be typed into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Turning 2FA on: scan the QR code (or type the key), confirm with a code from the app and
 * the account password; then the recovery codes are shown once, to copy or download.
 */
export function EnableTwofaDialog({ open, onOpenChange, returnFocusRef }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocusRef: RefObject<HTMLElement | null> }) {
  // Each opening is a new setup: the server replaces any earlier, unconfirmed one.
  const [attempt, setAttempt] = useState(0);
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useQuery({
    queryKey: ["users", "twofa-setup", attempt],
    queryFn: ({ signal }) => api.get("/billing/generate-twofa-codes", { signal }),
    enabled: open && !codes,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useApiForm(enableTwofaForm, { defaultValues: { code: "", password: "" }, mode: "onSubmit" });
  const { reset, formState: { isSubmitting } } = form;
  const enable = useApiMutation({
    mutationFn: (v: Values) => api.post("/billing/enable-twofa", { body: v }),
    success: TWOFA_ENABLED,
    form,
    onSuccess: () => setCodes(setup.data?.recovery_codes ?? []),
  });

  function close(next: boolean) {
    // Once the recovery codes show, 2FA is on: Done closes even while the mutation settles.
    if (isSubmitting && !codes) return;
    if (!next) {
      reset();
      // 2FA is part of the session's routing claims: a full load lets the server re-issue them
      // (a soft router.refresh that meets the claims sync redirect renders a blank page).
      if (codes) window.location.reload();
      setCodes(null);
      setAttempt((a) => a + 1);
    }
    onOpenChange(next);
  }

  const codesText = codes?.join("\n") ?? "";
  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(codesText);
      toast.success("Recovery codes copied successfully!");
    } catch {
      toast.error("Failed to copy Recovery codes!");
    }
  }
  function downloadCodes() {
    const url = URL.createObjectURL(new Blob([`CoachOS recovery codes\nEach code signs in once.\n\n${codesText}\n`], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "coachos-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        size="md"
        dismissOnOutsideClick={false}
        onCloseAutoFocus={returnFocusTo(returnFocusRef)}
      >
        {codes ? (
          <>
            <DialogHeader>
              <IconBadge icon={KeyRound} tone="success" className="mb-2" />
              <DialogTitle>Save your recovery codes</DialogTitle>
              <DialogDescription>
                If you lose your phone, each code signs you in once instead of an app code. They are shown only now: copy or download them and keep them safe.
              </DialogDescription>
            </DialogHeader>
            <DialogBody>
              <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted/40 p-3 font-mono text-sm">
                {codes.map((c) => (
                  <li key={c} className="text-center tracking-wider">{c}</li>
                ))}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={copyCodes}>
                  <Copy aria-hidden />
                  Copy codes
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={downloadCodes}>
                  <Download aria-hidden />
                  Download
                </Button>
              </div>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button">I&apos;ve saved my codes</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <FormDialogPanel
            form={form}
            onSubmit={enable.mutateAsync}
            icon={
              <IconBadge icon={ShieldCheck} tone="primary" className="mb-2" />
            }
            title="Set up two-factor authentication"
            description="Scan the QR code with an authenticator app, then enter the 6-digit code it shows."
            submitLabel="Turn on"
            busyLabel="Turning on"
            submitDisabled={!setup.data}
          >
            {setup.isPending ? (
              <div className="grid h-44 place-items-center">
                <Spinner label="Preparing your QR code" />
              </div>
            ) : setup.isError ? (
              <div role="alert" className="flex flex-col items-start gap-2 rounded-md bg-danger-tint px-3 py-3 text-sm text-danger-strong">
                We couldn’t start the setup.
                <Button type="button" variant="outline" size="sm" onClick={() => void setup.refetch()}>Try again</Button>
              </div>
            ) : (
              <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
                {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL the API built */}
                <img src={setup.data.qr_code} alt="QR code for your authenticator app" width={160} height={160} className="size-40 shrink-0 rounded-md border border-border bg-white p-1" />
                <div className="flex min-w-0 flex-col gap-1 text-sm">
                  <p className="text-muted-foreground">Can’t scan it? Enter this key in the app:</p>
                  <code data-testid="twofa-secret" data-secret={setup.data.secret} className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all text-foreground">
                    {grouped(setup.data.secret)}
                  </code>
                </div>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField<Values> name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
              <TextField<Values> name="password" label="Account password" type="password" autoComplete="current-password" required />
            </div>
          </FormDialogPanel>
        )}
      </DialogContent>
    </Dialog>
  );
}
