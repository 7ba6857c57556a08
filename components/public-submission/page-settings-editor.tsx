"use client";

import type { ReactNode } from "react";
import type { QueryKey } from "@tanstack/react-query";
import { ColorField } from "@/components/color/color-field";
import { ApiForm, FormServerError, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { PUBLIC_SETTING_KEYS as KEYS, publicSettingsForm, type PublicSettingsValues } from "@/lib/public-links/page-settings-form";

/**
 * A public submission page's settings tab (progress check-in, habits): texts and colours beside
 * a live phone preview the module draws from the values being typed. Saving goes through the
 * module's update call with `{ public_settings }`; its 422s land on the fields.
 */
export function PageSettingsEditor({ initial, canEdit, description, save, invalidate, onSaved, preview }: {
  initial: PublicSettingsValues;
  canEdit: boolean;
  description: string;
  save: (v: PublicSettingsValues) => Promise<{ message?: string }>;
  invalidate: QueryKey[];
  onSaved: (v: PublicSettingsValues) => void;
  preview: (live: PublicSettingsValues) => ReactNode;
}) {
  const form = useApiForm<PublicSettingsValues>(publicSettingsForm, { defaultValues: initial });
  const mutation = useApiMutation({
    mutationFn: save,
    invalidate,
    success: (d) => d.message,
    errorFields: Object.fromEntries(KEYS.map((k) => [`public_settings.${k}`, k])),
    form,
    onSuccess: (_, v) => {
      onSaved(v);
      form.reset(v);
    },
  });
  const live = form.watch();
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="public-page-settings" className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm">
        <h2 id="public-page-settings" className="mb-1 text-base font-semibold text-foreground">Public page settings</h2>
        <p className="mb-4 text-sm text-muted-foreground">{description}</p>
        <ApiForm form={form} onSubmit={mutation.mutateAsync} className="flex flex-col gap-4">
          <fieldset disabled={!canEdit} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <TextField<PublicSettingsValues> name="headline" label="Headline" maxLength={200} className="sm:col-span-2" />
            <TextField<PublicSettingsValues> name="subheadline" label="Subheadline" maxLength={300} className="sm:col-span-2" />
            <TextField<PublicSettingsValues> name="submit_text" label="Submit button" maxLength={60} />
            <TextareaField<PublicSettingsValues> name="thank_you" label="Thank-you message" rows={2} maxLength={500} className="sm:col-span-2" />
            <ColorField<PublicSettingsValues> name="cover_color" label="Cover colour" />
            <ColorField<PublicSettingsValues> name="block_color" label="Block colour" />
            <ColorField<PublicSettingsValues> name="element_color" label="Selected answer colour" />
            <ColorField<PublicSettingsValues> name="submit_color" label="Submit button colour" />
          </fieldset>
          <FormServerError />
          {canEdit && (
            <div>
              <SubmitButton busyLabel="Saving">Save settings</SubmitButton>
            </div>
          )}
        </ApiForm>
      </section>
      {preview(live)}
    </div>
  );
}
