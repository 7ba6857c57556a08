"use client";

import { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { ApiError } from "@/lib/http/client";
import { FIELD_LABELS, MAX_TAGS, OPT_IN_MSG, OPTIONAL_FIELDS, REDIRECT_MAX, type OptInKey } from "@/lib/opt-ins/constants";
import { optInKeys, type ServiceOptInsAnswer } from "@/lib/opt-ins/hooks";

const schema = z.object({
  fields: z.array(z.enum(OPTIONAL_FIELDS)),
  tags: z.array(z.string()).max(MAX_TAGS, { error: OPT_IN_MSG.tags }),
  double_opt_in: z.boolean(),
  redirect_url: z
    .string()
    .trim()
    .max(REDIRECT_MAX, { error: OPT_IN_MSG.redirectLong })
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), { error: OPT_IN_MSG.redirect }),
});
type Values = z.infer<typeof schema>;

const parse = (s: ServiceOptInsAnswer, key: OptInKey) => JSON.parse(s.data.find((x) => x.key === key)!.setting_value) as unknown;

/**
 * The editor of one service's opt-in form: the fields asked, the tags a confirmed contact gets,
 * double opt-in and the redirect. Each changed setting is one PATCH (the spec's call); a 422 on
 * `setting_value` lands on the field of that setting.
 */
export function OptInSettingsDialog({ service, tags, open, onOpenChange }: { service: ServiceOptInsAnswer; tags: { id: number; name: string }[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const initial: Values = {
    fields: parse(service, "fields") as Values["fields"],
    tags: (parse(service, "tags") as number[]).map(String),
    double_opt_in: parse(service, "double_opt_in") as boolean,
    redirect_url: parse(service, "redirect_url") as string,
  };
  const form = useApiForm(schema, { defaultValues: initial });
  const save = useApiMutation({
    mutationFn: async (v: Values) => {
      const next: Record<OptInKey, unknown> = { fields: v.fields, tags: v.tags.map(Number), double_opt_in: v.double_opt_in, redirect_url: v.redirect_url };
      let last: { message: string } = { message: OPT_IN_MSG.updated };
      for (const key of Object.keys(next) as OptInKey[]) {
        const row = service.data.find((x) => x.key === key)!;
        const text = JSON.stringify(next[key]);
        if (text === JSON.stringify(JSON.parse(row.setting_value))) continue;
        try {
          last = await api.patch("/opt-in-settings/{id}/update", { params: { id: row.id }, body: { setting_value: text } });
        } catch (e) {
          // The server names `setting_value`: put its message on this setting's field.
          if (e instanceof ApiError && e.status === 422 && e.body?.errors?.setting_value) throw new ApiError(422, { ...e.body, errors: { [key]: e.body.errors.setting_value } });
          throw e;
        }
      }
      return last;
    },
    invalidate: [optInKeys.service(service.service.id)],
    success: (d) => d.message,
    form,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} onSubmit={save.mutateAsync} title={`${service.service.name} opt-in form`} description="What the public form asks and what happens after a visitor signs up." submitLabel="Save settings">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Fields asked</legend>
        <p className="text-xs text-muted-foreground">The email is always asked. Every field shown is required.</p>
        {OPTIONAL_FIELDS.map((f) => (
          <label key={f} className="flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" value={f} {...form.register("fields")} className="size-4 accent-[var(--color-primary-strong)]" />
            {FIELD_LABELS[f]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Tags</legend>
        <p className="text-xs text-muted-foreground">Added to the contact once they have opted in (after confirming, with double opt-in).</p>
        {tags.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tags yet: create them on the Tags screen.</p>
        ) : (
          <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-border p-2">
            {tags.map((t) => (
              <label key={t.id} className="flex min-h-8 items-center gap-2 text-sm">
                <input type="checkbox" value={String(t.id)} {...form.register("tags")} className="size-4 accent-[var(--color-primary-strong)]" />
                <span className="[overflow-wrap:anywhere]">{t.name}</span>
              </label>
            ))}
          </div>
        )}
        {form.formState.errors.tags?.message && <p className="text-sm font-medium text-danger-strong">{form.formState.errors.tags.message}</p>}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...form.register("double_opt_in")} className="mt-0.5 size-4 accent-[var(--color-primary-strong)]" />
        <span>
          <span className="font-medium text-foreground">Double opt-in</span>
          <span className="block text-xs text-muted-foreground">Mail a confirmation link; the contact stays pending until they open it.</span>
        </span>
      </label>
      <TextField<Values> name="redirect_url" label="Redirect after sign-up" type="url" inputMode="url" placeholder="https://" help="Leave empty to show a thank-you message instead." />
    </FormDialog>
  );
}
