"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ExternalLink, ImagePlus, MailPlus, X } from "lucide-react";
import { ApiForm, FormServerError, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ImagePicker } from "@/components/image-library/image-picker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { RECOVERY_LIMITS, RECOVERY_LOGO_TYPE } from "@/lib/email-logs/constants";
import { emailLogKeys, useRecoveryPage } from "@/lib/email-logs/hooks";
import { recoverySave, type RecoveryPage, type RecoverySave } from "@/lib/email-logs/schemas";

export type RecoveryData = { initial: RecoveryPage; canUpdate: boolean; userId: number };

const valuesOf = (p: RecoveryPage): RecoverySave => ({ headline: p.headline, text: p.text, button: p.button, logo: p.logo });

/**
 * Admin Settings > Email: the recovery page someone lands on after unsubscribing
 * (`/resubscribes/{the location's public id}`): headline, text, button label and logo, saved with
 * POST /recovery-page/save (templates update, as the route gates it), with a link to the page.
 */
export function RecoveryPageCard({ initial, canUpdate, userId }: RecoveryData) {
  const page = useRecoveryPage(initial).data ?? initial;
  const [picking, setPicking] = useState(false);
  const form = useApiForm(recoverySave, { defaultValues: valuesOf(page) });
  const save = useApiMutation({
    mutationFn: (v: RecoverySave) => api.post("/recovery-page/save", { body: v }),
    invalidate: [emailLogKeys.recovery()],
    success: (res) => res.message,
    form,
    // What was saved becomes the form's clean state (trimmed, as the server stores it).
    onSuccess: (res) => form.reset(valuesOf(res.data)),
  });
  const logo = useWatch({ control: form.control, name: "logo" });
  const previewHref = `/resubscribes/${page.id}`;

  return (
    <Card className="flex min-w-0 max-w-[880px] flex-col gap-4 p-5">
      <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <MailPlus className="size-4 text-muted-foreground" aria-hidden />
            Recovery page
          </h2>
          <p className="text-sm text-muted-foreground">What people see after they unsubscribe from your emails, with a button to join again.</p>
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <a href={previewHref} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" /> Preview page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
      <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Recovery page" className="flex min-w-0 flex-col gap-4">
        <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
          <TextField name="headline" label="Headline" required maxLength={RECOVERY_LIMITS.headline} />
          <TextareaField name="text" label="Text" required maxLength={RECOVERY_LIMITS.text} rows={3} />
          <TextField name="button" label="Button label" required maxLength={RECOVERY_LIMITS.button} className="sm:max-w-xs" />
          <div className="flex min-w-0 flex-col gap-2">
            <span className="text-sm font-medium text-foreground">Logo</span>
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              {logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a library image of any host
                <img src={logo} alt="Recovery page logo" className="max-h-16 max-w-full rounded-md border border-border bg-white object-contain p-1" />
              ) : (
                <p className="text-sm text-muted-foreground">No logo yet.</p>
              )}
              {canUpdate && (
                <>
                  <Button type="button" variant="outline" onClick={() => setPicking(true)}>
                    <ImagePlus aria-hidden="true" /> {logo ? "Change logo" : "Add logo"}
                  </Button>
                  {logo && (
                    <Button type="button" variant="ghost" onClick={() => form.setValue("logo", null, { shouldDirty: true })}>
                      <X aria-hidden="true" /> Remove logo
                    </Button>
                  )}
                </>
              )}
            </div>
          </div>
        </fieldset>
        {canUpdate ? (
          <>
            <FormServerError />
            <SubmitButton busyLabel="Saving" className="self-start">Save recovery page</SubmitButton>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">You can view the recovery page; changing it needs permission to update templates.</p>
        )}
      </ApiForm>
      {picking && (
        <ImagePicker
          open
          onOpenChange={setPicking}
          type={RECOVERY_LOGO_TYPE}
          userId={userId}
          current={logo ? { url: logo, name: "Recovery page logo" } : null}
          onPicked={(img) => {
            form.setValue("logo", img.url, { shouldDirty: true, shouldValidate: true });
            setPicking(false);
          }}
        />
      )}
    </Card>
  );
}
