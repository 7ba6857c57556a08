"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { ImagePlus, Trash2 } from "lucide-react";
import type { z } from "zod/mini";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { useFileUpload } from "@/components/form/use-file-upload";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { PRODUCT_NAME } from "@/lib/shell/constants";
import { HEX_COLOR } from "@/lib/white-label/colors";
import { WHITE_LABEL_UPDATED } from "@/lib/white-label/constants";
import { whiteLabelForm } from "@/lib/white-label/forms";
import type { WhiteLabel } from "@/lib/white-label/schemas";
import { BrandPreview } from "./brand-preview";

type Values = z.infer<typeof whiteLabelForm>;
/** The logo as chosen here: unchanged, removed, or a new upload (its file id). */
type LogoChoice = { kind: "keep" } | { kind: "remove" } | { kind: "new"; id: number; url: string };

/** The product's own colour: what the colour picker starts from when none is set. */
const DEFAULT_COLOR = "#2f7eed";

/**
 * White label (Admin Settings > Organization): the organization's name, logo and primary colour
 * in place of the product's, with a live preview of the shell. Saving repaints the shell.
 */
export function WhiteLabelPanel({ initial, canUpdate }: { initial: WhiteLabel; canUpdate: boolean }) {
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const defaults: Values = { enabled: saved.enabled, name: saved.name ?? "", primary_color: saved.primary_color ?? "" };
  const form = useApiForm(whiteLabelForm, { defaultValues: defaults });
  const { control, watch, reset, setValue } = form;
  const [logo, setLogo] = useState<LogoChoice>({ kind: "keep" });
  const { inputRef: fileInput, uploading, upload, choose } = useFileUpload((f) => setLogo({ kind: "new", id: f.id, url: f.url }));

  const save = useApiMutation({
    mutationFn: (v: Values) =>
      api.patch("/user/update-white-label", {
        body: {
          enabled: v.enabled,
          name: v.name || null,
          primary_color: v.primary_color || null,
          ...(logo.kind === "new" ? { logo: logo.id } : logo.kind === "remove" ? { logo: null } : {}),
        },
      }),
    success: WHITE_LABEL_UPDATED,
    form,
    onSuccess: (res) => {
      setSaved(res.data);
      reset({ enabled: res.data.enabled, name: res.data.name ?? "", primary_color: res.data.primary_color ?? "" });
      setLogo({ kind: "keep" });
      router.refresh(); // the shell's logo, name and colour come from the server
    },
  });

  const name = watch("name");
  const color = watch("primary_color");
  const logoUrl = logo.kind === "new" ? logo.url : logo.kind === "remove" ? null : saved.logo_url;
  const previewColor = HEX_COLOR.test(color) ? color : null;

  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="min-w-0 p-5">
        <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="White label">
          <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
            <div className="flex items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <Label htmlFor="white-label-enabled">Use white label</Label>
                <p id="white-label-enabled-help" className="text-sm text-muted-foreground">
                  Your name, logo and colour replace {PRODUCT_NAME}&apos;s in the app and on the pages your clients see.
                </p>
              </div>
              <Controller
                control={control}
                name="enabled"
                render={({ field }) => (
                  <Switch id="white-label-enabled" aria-describedby="white-label-enabled-help" checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
            </div>

            <TextField<Values> name="name" label="Name" placeholder={PRODUCT_NAME} help={`Shown beside the logo. Leave empty to keep the name ${PRODUCT_NAME} beside your logo.`} maxLength={60} />

            <Field label="Logo" htmlFor="white-label-logo-button" help="A square image works best (PNG, JPG, GIF or WebP).">
              {(control) => (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="grid size-12 place-items-center overflow-hidden rounded-lg border border-border bg-muted">
                    {logoUrl ? (
                      // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by our own route
                      <img src={logoUrl} alt="Current logo" className="size-full object-contain" />
                    ) : (
                      <ImagePlus className="size-5 text-muted-foreground" aria-hidden />
                    )}
                  </span>
                  <input
                    ref={fileInput}
                    id="white-label-logo-file"
                    type="file"
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    className="sr-only"
                    tabIndex={-1}
                    aria-hidden
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void upload(file);
                    }}
                  />
                  <Button {...control} type="button" variant="outline" size="sm" loading={uploading} loadingText="Uploading" onClick={choose}>
                    {logoUrl ? "Change logo" : "Upload logo"}
                  </Button>
                  {logoUrl && (
                    <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={() => setLogo({ kind: "remove" })}>
                      <Trash2 className="size-4" aria-hidden />
                      Remove logo
                    </Button>
                  )}
                </div>
              )}
            </Field>

            <Controller
              control={control}
              name="primary_color"
              render={({ field, fieldState }) => (
                <Field label="Primary colour" htmlFor="white-label-color" help="Buttons, links and highlights. Darker shades for text are worked out for you." error={fieldState.error?.message}>
                  {(p) => (
                    <div className="flex items-center gap-2">
                      <input
                        type="color"
                        aria-label="Pick the primary colour"
                        value={HEX_COLOR.test(field.value) ? field.value : DEFAULT_COLOR}
                        onChange={(e) => setValue("primary_color", e.target.value, { shouldDirty: true, shouldValidate: true })}
                        className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-border bg-card p-1"
                      />
                      <Input {...p} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} placeholder={DEFAULT_COLOR} maxLength={7} className="max-w-36 font-mono" />
                    </div>
                  )}
                </Field>
              )}
            />

            <FormServerError />
            {canUpdate && (
              <div>
                <SubmitButton busyLabel="Saving" disabled={uploading}>Save</SubmitButton>
              </div>
            )}
          </fieldset>
        </ApiForm>
      </Card>

      <BrandPreview name={name.trim() || null} logoUrl={logoUrl} color={previewColor} enabled={watch("enabled")} />
    </div>
  );
}
