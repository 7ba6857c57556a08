"use client";

import { useState } from "react";
import { Gift } from "lucide-react";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { rewardKeys } from "@/lib/member-id/hooks";
import { currencyDigits, formatMoney, toMajor, toMinor } from "@/lib/platform/payments/money";

export type RewardSetting = { point_name: string; notification: boolean; point_value: number; currency: string };
export type RewardSettingsData = { initial: RewardSetting; canUpdate: boolean };

/** Currencies a coach is likely to price points in; the saved one is always offered. */
const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "JPY", "INR", "MXN", "SGD", "HKD", "AED"];

type NameValues = { point_name: string };
type WorthValues = { worth: string; currency: string };

/**
 * Admin Settings > Members: reward points' name (PATCH /reward/update-point-name), what a point
 * is worth (update-point-currency, typed as money and sent in minor units), and whether contacts
 * get an email when they earn points (update-reward-notification).
 */
export function RewardSettingsCard({ initial, canUpdate }: RewardSettingsData) {
  const [setting, setSetting] = useState(initial);
  const nameForm = useApiForm<NameValues>(null, { defaultValues: { point_name: initial.point_name } });
  const worthForm = useApiForm<WorthValues>(null, { defaultValues: { worth: toMajor(initial.point_value, initial.currency), currency: initial.currency } });
  const rename = useApiMutation({
    mutationFn: (v: NameValues) => api.patch("/reward/update-point-name", { body: v }),
    invalidate: [rewardKeys.all],
    success: (res) => res.message,
    form: nameForm,
    onSuccess: (res) => {
      setSetting(res.data);
      nameForm.reset({ point_name: res.data.point_name });
    },
  });
  const price = useApiMutation({
    mutationFn: (body: { point_value: number; currency: string }) => api.patch("/reward/update-point-currency", { body }),
    invalidate: [rewardKeys.all],
    success: (res) => res.message,
    form: worthForm,
    onSuccess: (res) => {
      setSetting(res.data);
      worthForm.reset({ worth: toMajor(res.data.point_value, res.data.currency), currency: res.data.currency });
    },
  });
  const notify = useApiMutation({
    mutationFn: (notification: boolean) => api.patch("/reward/update-reward-notification", { body: { notification } }),
    invalidate: [rewardKeys.all],
    success: (res) => res.message,
    onSuccess: (res) => setSetting(res.data),
  });
  // The worth is typed as money and sent in minor units; a malformed amount never leaves the form.
  const submitWorth = async (v: WorthValues) => {
    const minor = toMinor(v.worth.trim() || "0", v.currency);
    if (minor === null) {
      worthForm.setError("worth", { message: `Type an amount with at most ${currencyDigits(v.currency)} decimals, like ${toMajor(5, v.currency)}.` }, { shouldFocus: true });
      return;
    }
    await price.mutateAsync({ point_value: minor, currency: v.currency });
  };
  const currencies = CURRENCIES.includes(setting.currency) ? CURRENCIES : [setting.currency, ...CURRENCIES];
  const point = setting.point_name;

  return (
    <Card className="flex min-w-0 flex-col gap-5 p-5">
      <div className="min-w-0">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Gift className="size-4 text-muted-foreground" aria-hidden />
          Reward points
        </h2>
        <p className="text-sm text-muted-foreground">
          What your points are called on contacts&apos; profiles, what they are worth, and whether contacts hear about it when they earn them.
          {setting.point_value > 0 ? ` 100 ${point} are worth ${formatMoney(100 * setting.point_value, setting.currency)}.` : ""}
        </p>
      </div>
      <div className="grid min-w-0 gap-5 md:grid-cols-2">
        <ApiForm form={nameForm} onSubmit={rename.mutateAsync} aria-label="Reward points name" className="flex min-w-0 flex-col gap-3">
          <fieldset disabled={!canUpdate} className="min-w-0">
            <TextField<NameValues> name="point_name" label="Points name" help="Points, Stars, Coins…" required maxLength={50} />
          </fieldset>
          {canUpdate && (
            <>
              <FormServerError />
              <SubmitButton busyLabel="Saving" variant="outline" className="self-start">Save name</SubmitButton>
            </>
          )}
        </ApiForm>
        <ApiForm form={worthForm} onSubmit={(v) => submitWorth(v)} aria-label="Reward point worth" className="flex min-w-0 flex-col gap-3">
          <fieldset disabled={!canUpdate} className="grid min-w-0 grid-cols-[minmax(0,1fr)_7rem] gap-3">
            <TextField<WorthValues> name="worth" label="One point is worth" help="0 when points have no cash worth." inputMode="decimal" autoComplete="off" />
            <SelectField<WorthValues> name="currency" label="Currency">
              {currencies.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </SelectField>
          </fieldset>
          {canUpdate && (
            <>
              <FormServerError />
              <SubmitButton busyLabel="Saving" variant="outline" className="self-start">Save worth</SubmitButton>
            </>
          )}
        </ApiForm>
      </div>
      <div className="flex min-w-0 items-start gap-3 border-t border-border pt-4">
        <Switch
          id="reward-notification"
          checked={setting.notification}
          disabled={!canUpdate || notify.isPending}
          onCheckedChange={(on) => notify.mutate(on)}
          aria-describedby="reward-notification-help"
          className="mt-0.5"
        />
        <div className="min-w-0">
          <Label htmlFor="reward-notification">Email contacts when they earn {point}</Label>
          <p id="reward-notification-help" className="text-sm text-muted-foreground">They get how many they earned, why, and their new balance.</p>
        </div>
      </div>
    </Card>
  );
}
