"use client";

import { useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { z } from "@hono/zod-openapi";
import { IdCard, ImagePlus, X } from "lucide-react";
import { ColorField } from "@/components/color/color-field";
import { ApiForm, FormServerError, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { ImagePicker } from "@/components/image-library/image-picker";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { CARD_MERGE_FIELDS, CODE_TYPE_LABELS, CODE_TYPES, LIMITS, type CodeType } from "@/lib/member-id/constants";
import { memberIdKeys } from "@/lib/member-id/hooks";
import { storeMemberIdSetting, type MemberIdSetting } from "@/lib/member-id/schemas";
import { cn } from "@/lib/utils/cn";
import { MemberCard } from "./member-card";

type Values = z.input<typeof storeMemberIdSetting>;
export type MemberIdSettingsData = {
  initial: MemberIdSetting;
  businessName: string;
  /** The preview's sample code in each type, made on the server as the card's are. */
  samples: Record<CodeType, string>;
  canUpdate: boolean;
  userId: number;
};

const SAMPLE = { first_name: "Alex", last_name: "Morgan", member_id: "M-1042" };
const valuesOf = (s: MemberIdSetting): Values => {
  const { logo_url: _logo, ...rest } = s;
  void _logo;
  return rest;
};

/**
 * Admin Settings > Members: the member ID card's design (title, logo, colours, photo, code type)
 * beside a live preview, its email and SMS with merge fields, and auto-send on moving to clients
 * (GET/POST /member-id/*-member-id-setting).
 */
export function MemberIdSettings({ initial, businessName, samples, canUpdate, userId }: MemberIdSettingsData) {
  const [logoUrl, setLogoUrl] = useState(initial.logo_url);
  const [picking, setPicking] = useState(false);
  const form = useApiForm(storeMemberIdSetting, { defaultValues: valuesOf(initial) });
  const save = useApiMutation({
    mutationFn: (v: z.output<typeof storeMemberIdSetting>) => api.post("/member-id/store-member-id-setting", { body: v }),
    invalidate: [memberIdKeys.all],
    success: (res) => res.message,
    form,
    onSuccess: (res) => {
      form.reset(valuesOf(res.data));
      setLogoUrl(res.data.logo_url);
    },
  });
  const v = useWatch({ control: form.control }) as Values;

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5">
      <div className="min-w-0">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <IdCard className="size-4 text-muted-foreground" aria-hidden />
          Member ID card
        </h2>
        <p className="text-sm text-muted-foreground">A digital membership card your clients keep on their phones and show when they check in. Send it from a contact&apos;s profile, or automatically when they become a client.</p>
      </div>
      <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Member ID card" className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-5">
          <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
            <legend className="mb-2 text-sm font-semibold text-foreground">Design</legend>
            <TextField name="title" label="Card title" required maxLength={LIMITS.title} />
            <div className="flex min-w-0 flex-col gap-2">
              <span className="text-sm font-medium text-foreground">Logo</span>
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                {logoUrl && v.logo_image_id ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a library image of any host
                  <img src={logoUrl} alt="Card logo" className="size-12 rounded-md border border-border bg-white object-contain p-1" />
                ) : (
                  <p className="text-sm text-muted-foreground">No logo: the card shows your business name.</p>
                )}
                {canUpdate && (
                  <>
                    <Button type="button" variant="outline" onClick={() => setPicking(true)}>
                      <ImagePlus aria-hidden="true" /> {v.logo_image_id ? "Change logo" : "Add logo"}
                    </Button>
                    {v.logo_image_id ? (
                      <Button type="button" variant="ghost" onClick={() => form.setValue("logo_image_id", null, { shouldDirty: true })}>
                        <X aria-hidden="true" /> Remove logo
                      </Button>
                    ) : null}
                  </>
                )}
              </div>
            </div>
            <div className="grid min-w-0 gap-4 sm:grid-cols-3">
              <ColorField<Values> name="background_color" label="Card colour" required />
              <ColorField<Values> name="text_color" label="Text colour" required />
              <ColorField<Values> name="accent_color" label="Accent colour" required />
            </div>
            <CodeTypeField />
            <SwitchRow name="show_photo" label="Show the contact's photo" help="Their profile photo, when they have one." />
          </fieldset>

          <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
            <legend className="mb-1 text-sm font-semibold text-foreground">Sending the card</legend>
            <MergeFieldHelp />
            <TextField name="email_subject" label="Email subject" required maxLength={LIMITS.emailSubject} />
            <TextareaField name="email_body" label="Email message" required maxLength={LIMITS.emailBody} rows={7} />
            <TextareaField name="sms_body" label="SMS message" required maxLength={LIMITS.smsBody} rows={3} />
            <SwitchRow name="auto_send" label="Send the card when a contact becomes a client" help="When a contact with a member ID moves into your clients, we email the card (or text it when there is no email)." />
          </fieldset>

          {canUpdate ? (
            <div className="flex flex-col gap-3">
              <FormServerError />
              <SubmitButton busyLabel="Saving" className="self-start">Save member ID card</SubmitButton>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">You can view the member ID card; changing it needs permission to update admin settings.</p>
          )}
        </div>

        <aside aria-label="Card preview" className="flex min-w-0 flex-col items-center gap-3 lg:sticky lg:top-4 lg:self-start">
          <div className="flex w-full justify-center rounded-xl bg-muted/60 px-4 py-6">
            <MemberCard
              heading="h2"
              placeholderPhoto={!!v.show_photo}
              card={{
                business_name: businessName,
                title: v.title || "Membership card",
                logo_url: v.logo_image_id ? logoUrl : null,
                background_color: validHex(v.background_color, initial.background_color),
                text_color: validHex(v.text_color, initial.text_color),
                accent_color: validHex(v.accent_color, initial.accent_color),
                code_type: (v.code_type as CodeType) ?? "qr",
                photo: null,
                code_svg: samples[(v.code_type as CodeType) ?? "qr"],
                ...SAMPLE,
              }}
            />
          </div>
          <p className="text-xs text-muted-foreground">Preview with a sample member. The card opens from the link in the email or SMS.</p>
        </aside>
      </ApiForm>
      {picking && (
        <ImagePicker
          open
          onOpenChange={setPicking}
          type="public-logo"
          userId={userId}
          current={logoUrl ? { url: logoUrl, name: "Card logo" } : null}
          onPicked={(img) => {
            form.setValue("logo_image_id", img.id, { shouldDirty: true, shouldValidate: true });
            setLogoUrl(img.url);
            setPicking(false);
          }}
        />
      )}
    </Card>
  );
}

const validHex = (value: string | undefined, fallback: string) => (value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

function SwitchRow({ name, label, help }: { name: "show_photo" | "auto_send"; label: string; help: string }) {
  const { control } = useFormContext<Values>();
  const id = `field-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-w-0 items-start gap-3">
          <Switch id={id} checked={!!field.value} onCheckedChange={field.onChange} aria-describedby={`${id}-help`} className="mt-0.5" />
          <div className="min-w-0">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-help`} className="text-sm text-muted-foreground">{help}</p>
          </div>
        </div>
      )}
    />
  );
}

function CodeTypeField() {
  const { control } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name="code_type"
      render={({ field }) => (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">Code on the card</legend>
          <div className="grid min-w-0 gap-2 sm:grid-cols-2">
            {CODE_TYPES.map((t) => (
              <label
                key={t}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  field.value === t ? "border-primary-strong bg-primary/5 font-medium" : "border-border",
                )}
              >
                <input type="radio" name="code_type" value={t} checked={field.value === t} onChange={() => field.onChange(t)} className="accent-[var(--color-primary-strong)]" />
                {CODE_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/** The merge fields the card's texts may use; the card link is the one they must. */
function MergeFieldHelp() {
  return (
    <p className="text-sm text-muted-foreground">
      Merge fields:{" "}
      {CARD_MERGE_FIELDS.map((f, i) => (
        <span key={f.value}>
          <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">{f.value}</code> {f.label.toLowerCase()}
          {i < CARD_MERGE_FIELDS.length - 1 ? ", " : "."}
        </span>
      ))}{" "}
      Each message must include the card link.
    </p>
  );
}
