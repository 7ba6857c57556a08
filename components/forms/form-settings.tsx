"use client";

import { useFormContext } from "react-hook-form";
import { ColorField } from "@/components/color/color-field";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import { settingsForm, splitAfterAsset, type SettingsValues } from "@/lib/forms/form-schemas";
import { formCalls, formKeys, useAfterAssets, type FormDetails } from "@/lib/forms/hooks";

function PublicBox() {
  const { register } = useFormContext<SettingsValues>();
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" {...register("is_public")} className="mt-0.5 size-4 accent-primary" />
      <span>
        Anyone with the link can answer
        <span className="block text-xs text-muted-foreground">Off: only contacts you send it to can open it (each through their own emailed link).</span>
      </span>
    </label>
  );
}

/** What the thank-you offers next: one of the location's pages or playbooks (get-all-asset). */
function AfterAssetField() {
  const assets = useAfterAssets();
  const { getValues } = useFormContext<SettingsValues>();
  const current = getValues("after_asset_id");
  // Mounted once the choices are in, so the select shows the saved choice (a native select
  // picks its value from the options it has when registered).
  if (!assets.data) return <p className="text-sm text-muted-foreground">{assets.isError ? "Pages and playbooks could not be loaded." : "Loading pages and playbooks…"}</p>;
  const known = !current || [...assets.data.pages, ...assets.data.playbooks].some((a) => `${a.type}:${a.id}` === current);
  return (
    <SelectField<SettingsValues> name="after_asset_id" label="After submitting, open" help="Offered as a link under the thank-you message (and opened by the client portal).">
      <option value="">Nothing: just the thank-you message</option>
      {!known && <option value={current}>(deleted)</option>}
      {assets.data.pages.length > 0 && (
        <optgroup label="Pages">
          {assets.data.pages.map((a) => (
            <option key={a.id} value={`page:${a.id}`}>{a.title}</option>
          ))}
        </optgroup>
      )}
      {assets.data.playbooks.length > 0 && (
        <optgroup label="Playbooks">
          {assets.data.playbooks.map((a) => (
            <option key={a.id} value={`playbook:${a.id}`}>{a.title}</option>
          ))}
        </optgroup>
      )}
    </SelectField>
  );
}

/** The form's settings: title, public link, instruction, button, thank-you message. */
export function FormSettings({ details, canEdit, origin }: { details: FormDetails; canEdit: boolean; origin: string }) {
  const form = useApiForm<SettingsValues>(settingsForm, {
    defaultValues: {
      title: details.title, url: details.url, instruction: details.instruction, submit_label: details.submit_label,
      thank_you: details.thank_you, button_color: details.button_color, is_public: details.is_public === 1,
      recur_days: details.recur_days ? String(details.recur_days) : "", reminder_channel: details.reminder_channel,
      after_asset_id: details.after_asset_type && details.after_asset_id ? `${details.after_asset_type}:${details.after_asset_id}` : "",
    },
  });
  const save = useApiMutation({
    mutationFn: (v: SettingsValues) =>
      formCalls.update(details.id, { ...v, ...splitAfterAsset(v.after_asset_id), is_public: v.is_public ? 1 : 0, recur_days: v.recur_days ? Number(v.recur_days) : null }),
    invalidate: [formKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => form.reset({ ...form.getValues(), url: d.data.url, instruction: d.data.instruction }),
  });
  return (
    <ApiForm form={form} onSubmit={save.mutateAsync} className="max-w-2xl">
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-4">
        <TextField<SettingsValues> name="title" label="Title" required maxLength={150} />
        <TextField<SettingsValues> name="url" label="Link" required help={`${origin}/f/${form.watch("url")}`} maxLength={81} />
        <PublicBox />
        <RichTextField<SettingsValues> name="instruction" label="Instructions" tools="basic" help="Shown above the questions." />
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <TextField<SettingsValues> name="submit_label" label="Submit button" required maxLength={40} />
          <ColorField<SettingsValues> name="button_color" label="Button colour" />
        </div>
        <TextareaField<SettingsValues> name="thank_you" label="Thank-you message" required rows={2} maxLength={1000} />
        <AfterAssetField />
        <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Recurring check-in</legend>
          <TextField<SettingsValues> name="recur_days" label="Send again every (days)" inputMode="numeric" help="Empty: sent once. Contacts you send it to get it again on this schedule." />
          <SelectField<SettingsValues> name="reminder_channel" label="Remind until answered by" help="A reminder a day after each send, daily, until they answer.">
            <option value="email">Email</option>
            <option value="sms">SMS</option>
          </SelectField>
        </fieldset>
        <FormServerError />
        {canEdit && (
          <div>
            <SubmitButton busyLabel="Saving">Save settings</SubmitButton>
          </div>
        )}
      </fieldset>
    </ApiForm>
  );
}
