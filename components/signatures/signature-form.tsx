"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ImagePlus, X } from "lucide-react";
import { ColorField } from "@/components/color/color-field";
import { ApiForm, FormServerError, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ImagePicker } from "@/components/image-library/image-picker";
import { Button } from "@/components/ui/button";
import { AUTHOR_IMAGE_TYPE, SIGNATURE_DEFAULTS, SIGNATURE_MSG, SOCIALS } from "@/lib/signatures/constants";
import { signatureHtml, type SignatureLook } from "@/lib/signatures/html";
import { signatureStore } from "@/lib/signatures/schemas";
import { apiFetch } from "@/lib/http/client";
import { signatureKeys, type Signature } from "@/lib/templates/hooks";
import { SwitchField } from "./switch-field";

type Values = SignatureLook & { id?: number; default: boolean; apply_to_all?: boolean };

const BLANK: Values = {
  full_name: "", credentials: "", company_name: "", slogan: "", author_image: null,
  phone: "", has_phone: true, email: "", has_email: true, website: "", has_website: true, address: "", has_address: true, is_abbreviate: false,
  ...SIGNATURE_DEFAULTS,
  facebook_url: "", facebook_enabled: false, facebook_icon: true, ig_url: "", ig_enabled: false, ig_icon: true, twitter_url: "", twitter_enabled: false, twitter_icon: true,
  default: false,
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A signature's every field (doc 2 s3) with its live preview: the same function builds the
 * preview and the HTML every email gets, so what the coach sees is what goes out.
 */
export function SignatureForm({ signature, applyToAll, userId, onDone }: { signature: Signature | null; applyToAll: boolean; userId: number; onDone: () => void }) {
  const [picking, setPicking] = useState(false);
  const initial: Values = signature ? { ...signature, default: signature.is_default, apply_to_all: applyToAll } : { ...BLANK, apply_to_all: applyToAll };
  const form = useApiForm(signatureStore, { defaultValues: initial });
  const save = useApiMutation({
    mutationFn: (v: unknown) => apiFetch<{ data: Signature }>("/signature/store", { method: "POST", body: v }),
    invalidate: [signatureKeys.all],
    success: SIGNATURE_MSG.saved,
    form,
    onSuccess: () => onDone(),
  });
  const values = useWatch({ control: form.control }) as Values;
  const image = values.author_image;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <ApiForm form={form} onSubmit={save.mutateAsync} aria-label={signature ? `Edit ${signature.full_name}` : "New signature"}>
        <Section title="Who">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField name="full_name" label="Full name" required maxLength={191} />
            <TextField name="credentials" label="Credentials" maxLength={191} placeholder="CSCS, PN1" />
            <TextField name="company_name" label="Company" maxLength={191} />
            <TextField name="slogan" label="Slogan (shown in the bar)" maxLength={191} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a library image of any host
              <img src={image} alt="Author" className="size-16 object-cover" style={{ borderRadius: `${values.border_radius}%` }} />
            ) : null}
            <Button type="button" variant="outline" onClick={() => setPicking(true)}><ImagePlus aria-hidden="true" /> {image ? "Change photo" : "Add photo"}</Button>
            {image && <Button type="button" variant="ghost" onClick={() => form.setValue("author_image", null, { shouldDirty: true })}><X aria-hidden="true" /> Remove photo</Button>}
          </div>
        </Section>
        <Section title="Contact details">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <TextField name="phone" label="Phone" maxLength={40} autoComplete="tel" />
            <TextField name="email" label="Email" type="email" maxLength={191} />
            <TextField name="website" label="Website" placeholder="https://" maxLength={500} />
            <TextField name="address" label="Address" maxLength={300} />
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <SwitchField name="has_phone" label="Show phone" />
            <SwitchField name="has_email" label="Show email" />
            <SwitchField name="has_website" label="Show website" />
            <SwitchField name="has_address" label="Show address" />
            <SwitchField name="is_abbreviate" label='Short labels ("P:", "E:", "W:")' />
          </div>
        </Section>
        <Section title="Social links">
          {SOCIALS.map((s) => (
            <div key={s.key} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
              <TextField name={`${s.key}_url` as "facebook_url"} label={`${s.label} URL`} placeholder="https://" maxLength={500} className="min-w-0 flex-1" />
              <div className="flex gap-4 pb-2">
                <SwitchField name={`${s.key}_enabled` as "facebook_enabled"} label="Show" />
                <SwitchField name={`${s.key}_icon` as "facebook_icon"} label="As icon" />
              </div>
            </div>
          ))}
        </Section>
        <Section title="Look">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <ColorField name="icon_color" label="Icon colour" />
            <ColorField name="link_color" label="Link colour" />
            <ColorField name="bar_color" label="Bar colour" />
            <ColorField name="bar_text_color" label="Bar text colour" />
            <ColorField name="linebar_color" label="Line colour" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <TextField name="linebar_height" label="Line height (px)" type="number" min={0} max={20} />
            <TextField name="linebar_width" label="Line width (px)" type="number" min={0} max={600} />
            <TextField name="margin" label="Margin (px)" type="number" min={0} max={60} />
            <TextField name="padding" label="Padding (px)" type="number" min={0} max={60} />
            <TextField name="border_radius" label="Photo rounding (%)" type="number" min={0} max={50} />
          </div>
        </Section>
        <Section title="Use">
          <SwitchField name="default" label="Default signature" />
          <SwitchField name="apply_to_all" label="Add the default signature to every email" />
        </Section>
        <FormServerError />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busyLabel="Saving">Save signature</SubmitButton>
          <Button type="button" variant="outline" onClick={onDone}>Cancel</Button>
        </div>
      </ApiForm>

      <section aria-labelledby="signature-preview" className="flex min-w-0 flex-col gap-2 xl:sticky xl:top-4 xl:self-start">
        <h3 id="signature-preview" className="text-sm font-semibold">Live preview</h3>
        <iframe title="Signature preview" sandbox="" srcDoc={`<body style="margin:12px;background:#fff">${signatureHtml({ ...BLANK, ...values, full_name: values.full_name || "Your name" })}</body>`} className="h-72 w-full rounded-md border border-border bg-white" />
      </section>

      {picking && (
        <ImagePicker
          open
          onOpenChange={setPicking}
          type={AUTHOR_IMAGE_TYPE}
          userId={userId}
          current={image ? { url: image, name: "Author photo" } : null}
          onPicked={(img) => {
            form.setValue("author_image", img.url.startsWith("/") ? `${window.location.origin}${img.url}` : img.url, { shouldDirty: true });
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
