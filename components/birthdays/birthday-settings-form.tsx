"use client";

import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import type { BirthdaySettingData } from "@/lib/birthdays/columns";
import { BIRTHDAY_ACTIVE, MERGE_FIELDS, SMS_MESSAGE_MAX } from "@/lib/birthdays/constants";
import { birthdaySettingForm } from "@/lib/birthdays/forms";
import { birthdayKeys, useBirthdaySetting } from "@/lib/birthdays/hooks";
import { useTimezones } from "@/lib/reference-data/hooks";

type Values = { channel: "email" | "sms"; subject: string; message: string; send_time: string; timezone: string };

const toValues = (s: BirthdaySettingData): Values => ({ channel: s.channel, subject: s.subject, message: s.message, send_time: s.send_time, timezone: s.timezone });

/** The location's birthday message: on/off, channel, text and when it goes out. */
export function BirthdaySettingsForm({ initial, canUpdate }: { initial: BirthdaySettingData; canUpdate: boolean }) {
  const setting = useBirthdaySetting(initial).data ?? initial;
  const timezones = useTimezones();
  const form = useApiForm<Values>(birthdaySettingForm, { defaultValues: toValues(initial) });
  const channel = useWatch({ control: form.control, name: "channel" });
  const active = setting.status === BIRTHDAY_ACTIVE;

  const save = useApiMutation({
    mutationFn: (v: Values) => api.patch("/birthday/update-birthday-setting", { body: v }),
    invalidate: [birthdayKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => form.reset(toValues(d.data)),
  });
  const toggle = useApiMutation({
    mutationFn: (on: boolean) => api.post("/birthday/update-celebrate-birthday", { body: { status: on ? BIRTHDAY_ACTIVE : 0 } }),
    invalidate: [birthdayKeys.setting()],
    success: (d) => d.message,
  });

  // The saved zone stays offered while the list loads (or if it is an older link name), keyed by
  // name so its <option> survives the list arriving.
  const loaded = timezones.data;
  const zones = useMemo(() => {
    const list = loaded ?? [];
    return list.some((z) => z.name === setting.timezone) ? list : [{ name: setting.timezone, label: setting.timezone }, ...list];
  }, [loaded, setting.timezone]);
  // New options can move a native select off its value: put the form's value back once they arrive.
  useEffect(() => {
    if (loaded) form.setValue("timezone", form.getValues("timezone"));
  }, [loaded, form]);

  return (
    <Card className="w-full max-w-[720px]">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2">Birthday messages</CardTitle>
          <CardDescription>Greet each contact on their birthday, once a year, by email or text message.</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="birthday-active"
            checked={active}
            disabled={!canUpdate || toggle.isPending}
            onCheckedChange={(on) => toggle.mutate(on)}
          />
          <Label htmlFor="birthday-active">{active ? "Activated" : "Terminated"}</Label>
        </div>
      </CardHeader>
      <CardContent>
        <ApiForm form={form} onSubmit={save.mutateAsync}>
          <fieldset disabled={!canUpdate} className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">Birthday message</legend>
            <SelectField<Values> name="channel" label="Send by">
              <option value="email">Email</option>
              <option value="sms">Text message (SMS)</option>
            </SelectField>
            {channel === "email" && <TextField<Values> name="subject" label="Subject" required autoComplete="off" />}
            <TextareaField<Values>
              name="message"
              label="Message"
              required
              rows={5}
              help={`Merge fields: ${MERGE_FIELDS.join(", ")}.${channel === "sms" ? ` Up to ${SMS_MESSAGE_MAX} characters.` : ""}`}
            />
            <div className="grid min-w-0 gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <TextField<Values> name="send_time" label="Send at" type="time" required />
              <SelectField<Values> name="timezone" label="Time zone" required help="Birthdays and the send time follow this time zone.">
                {zones.map((z) => (
                  <option key={z.name} value={z.name}>
                    {z.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <FormServerError />
          </fieldset>
          {canUpdate && (
            <div className="flex justify-end">
              <SubmitButton busyLabel="Saving">Save</SubmitButton>
            </div>
          )}
        </ApiForm>
      </CardContent>
    </Card>
  );
}
