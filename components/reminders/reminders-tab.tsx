"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { BellRing, RotateCcw, Send, UsersRound } from "lucide-react";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { useEditorCall } from "@/components/form/use-editor-call";
import { ListError, ListLoading } from "@/components/list/list-states";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { formatCount, formatDateTime } from "@/lib/format";
import {
  daysText, fromReminderValues, REMINDER_TYPES, reminderSettingsForm, toReminderValues, WEEKDAYS, type ReminderSettingsValues,
} from "@/lib/reminders/form-schemas";
import { useContactReminders, type ContactReminder, type ReminderCalls, type ReminderSettings } from "@/lib/reminders/hooks";

const nameOf = (c: { first_name: string; last_name: string; email: string | null }) => [c.first_name, c.last_name].filter(Boolean).join(" ") || c.email || "Unnamed contact";
const channelOf = (type: number) => (type === 1 ? "Email" : "SMS");

/**
 * The Reminders tab of a tracking editor (progress tracking and habit tracking): the tracking's
 * switch, channel, time and days, and per active contact their own switch, the next planned
 * reminder, the last one sent, restart and send now. The module hands in its calls.
 */
export function RemindersTab({ calls, canEdit, onShowContacts }: { calls: ReminderCalls; canEdit: boolean; onShowContacts?: () => void }) {
  const [page, setPage] = useState(1);
  const list = useContactReminders(calls, page);

  if (list.isPending) return <ListLoading label="Loading reminders" />;
  if (!list.data) return <ListError title="We couldn’t load the reminders" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const { settings } = list.data;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ReminderSettingsCard settings={settings} calls={calls} canEdit={canEdit} />
      <ContactReminders data={list.data} settings={settings} calls={calls} canEdit={canEdit} page={page} onPage={setPage} onShowContacts={onShowContacts} />
    </div>
  );
}

function ReminderSettingsCard({ settings, calls, canEdit }: { settings: ReminderSettings; calls: ReminderCalls; canEdit: boolean }) {
  const form = useApiForm<ReminderSettingsValues>(reminderSettingsForm, { defaultValues: toReminderValues(settings) });
  const save = useApiMutation({
    mutationFn: (v: ReminderSettingsValues) => calls.update(fromReminderValues(v)),
    invalidate: [calls.all],
    success: (d) => d.message,
    form,
    onSuccess: (_d, v) => form.reset(v),
  });
  const toggle = useApiMutation({
    mutationFn: (on: boolean) => calls.update({ has_reminder: on }),
    invalidate: [calls.all],
    success: (d) => d.message,
  });
  const on = toggle.isPending ? !!toggle.variables : settings.has_reminder;

  return (
    <Card className="w-full max-w-[720px]">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2">Reminders</CardTitle>
          <CardDescription>
            Each contact gets their personal link at the set time, so they never miss a day. Times are in the location’s time zone ({settings.time_zone}).
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="reminders-on" checked={on} disabled={!canEdit || toggle.isPending} onCheckedChange={(v) => toggle.mutate(v)} aria-describedby="reminders-on-state" />
          <Label htmlFor="reminders-on">Send reminders</Label>
          <span id="reminders-on-state" className="sr-only">{on ? "On" : "Off"}</span>
        </div>
      </CardHeader>
      <CardContent>
        {!settings.has_reminder && (
          <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            Reminders are off: no contact gets a planned reminder, unless you turned theirs on below. You can still send one now.
          </p>
        )}
        <ApiForm form={form} onSubmit={save.mutateAsync}>
          <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">Reminder schedule</legend>
            <div className="grid min-w-0 gap-4 sm:grid-cols-2">
              <SelectField<ReminderSettingsValues> name="reminder_type" label="Send by" required>
                {REMINDER_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>{t.label}</option>
                ))}
              </SelectField>
              <TextField<ReminderSettingsValues> name="reminder_time" label="At" type="time" required help={`In ${settings.time_zone}.`} />
            </div>
            <DaysField />
            <FormServerError />
          </fieldset>
          {canEdit && (
            <div className="flex justify-end">
              <SubmitButton busyLabel="Saving">Save schedule</SubmitButton>
            </div>
          )}
        </ApiForm>
      </CardContent>
    </Card>
  );
}

function DaysField() {
  const { register, formState } = useFormContext<ReminderSettingsValues>();
  const error = formState.errors.reminder_days?.message ?? formState.errors.reminder_days?.root?.message;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? "reminder-days-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">On</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => (
          <label key={d.day} className="flex items-center gap-1.5 rounded-md border border-border px-2 py-1 text-sm">
            <input type="checkbox" value={String(d.day)} {...register("reminder_days")} aria-label={d.long} className="size-4 accent-primary" />
            <span aria-hidden="true">{d.short}</span>
          </label>
        ))}
      </div>
      {error && <p id="reminder-days-error" role="alert" className="mt-1 text-sm text-danger-strong">{String(error)}</p>}
    </fieldset>
  );
}

type PageData = { data: ContactReminder[]; total: number; last_page: number };

function ContactReminders({ data, settings, calls, canEdit, page, onPage, onShowContacts }: { data: PageData; settings: ReminderSettings; calls: ReminderCalls; canEdit: boolean; page: number; onPage: (p: number) => void; onShowContacts?: () => void }) {
  const run = useEditorCall(calls.all);
  const [busy, setBusy] = useState<string | null>(null);
  const [restartAll, setRestartAll] = useState(false);
  const zone = { timeZone: settings.time_zone };
  const channel = channelOf(settings.reminder_type);
  const act = async (key: string, work: () => Promise<{ message?: string }>) => {
    setBusy(key);
    try {
      await run(work);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="rem-contacts" className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <div className="min-w-0">
          <h2 id="rem-contacts" className="text-base font-semibold text-foreground">Contacts’ reminders</h2>
          <p className="text-sm text-muted-foreground">
            {formatCount(data.total, "contact")} · {channel} at {settings.reminder_time}, {daysText(settings.reminder_days).toLowerCase()}
          </p>
        </div>
        {canEdit && data.total > 0 && (
          <Button variant="outline" onClick={() => setRestartAll(true)}>
            <RotateCcw aria-hidden="true" /> Restart all
          </Button>
        )}
      </div>
      {data.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No contacts yet"
          description="Start the tracking for your clients on the Contacts tab; their reminders show here."
          action={onShowContacts && <Button variant="outline" onClick={onShowContacts}>Go to Contacts</Button>}
        />
      ) : (
        <ul aria-label="Contacts’ reminders" className="divide-y divide-border border-t border-border">
          {data.data.map((r) => {
            const name = nameOf(r);
            const address = settings.reminder_type === 1 ? r.email : r.number;
            return (
              <li key={r.id} className="flex min-w-0 flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center lg:gap-4">
                <div className="min-w-0 lg:w-52">
                  <p className="truncate text-sm font-medium text-foreground">{name}</p>
                  {address ? (
                    <p className="truncate text-xs text-muted-foreground">{address}</p>
                  ) : (
                    <p className="text-xs text-danger-strong">{settings.reminder_type === 1 ? "No email address" : "No phone number"}</p>
                  )}
                </div>
                <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">Reminders</dt>
                    <dd>
                      {canEdit ? (
                        <NativeSelect
                          aria-label={`Reminders for ${name}`}
                          className="h-8 w-full max-w-52"
                          value={r.reminder_enabled === null ? "follow" : r.reminder_enabled ? "on" : "off"}
                          disabled={busy !== null}
                          onChange={(e) => {
                            const v = e.target.value;
                            void act(`switch-${r.contact_id}`, () => calls.enableDisable([r.contact_id], v === "follow" ? null : v === "on"));
                          }}
                        >
                          <option value="follow">As the tracking ({settings.has_reminder ? "on" : "off"})</option>
                          <option value="on">On</option>
                          <option value="off">Off</option>
                        </NativeSelect>
                      ) : (
                        <>{r.enabled ? "On" : "Off"}</>
                      )}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">Next reminder</dt>
                    <dd>{r.next_reminder_at ? <time dateTime={r.next_reminder_at}>{formatDateTime(r.next_reminder_at, zone)}</time> : r.enabled ? "Not planned" : "None (reminders off)"}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">Last sent</dt>
                    <dd>
                      {r.last_sent_at ? (
                        <>
                          <time dateTime={r.last_sent_at}>{formatDateTime(r.last_sent_at, zone)}</time>
                          {r.last_sent_channel && <span className="text-muted-foreground"> · {r.last_sent_channel === "email" ? "Email" : "SMS"}</span>}
                        </>
                      ) : (
                        "Never"
                      )}
                    </dd>
                  </div>
                </dl>
                {canEdit && (
                  <div className="flex shrink-0 flex-wrap items-center gap-1">
                    <Button variant="ghost" size="sm" disabled={busy !== null} loading={busy === `restart-${r.contact_id}`} loadingText="Restarting"
                      onClick={() => void act(`restart-${r.contact_id}`, () => calls.restart([r.contact_id]))} aria-label={`Restart reminders for ${name}`}>
                      <RotateCcw aria-hidden="true" /> Restart
                    </Button>
                    <Button variant="ghost" size="sm" disabled={busy !== null} loading={busy === `send-${r.contact_id}`} loadingText="Sending"
                      onClick={() => void act(`send-${r.contact_id}`, () => calls.resend(r.contact_id))} aria-label={`Send now to ${name}`}>
                      <Send aria-hidden="true" /> Send now
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data.last_page > 1 && (
        <nav aria-label="Reminder pages" className="flex items-center justify-end gap-2 px-4 pb-3 text-[13px]">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
          <span>Page {page} of {data.last_page}</span>
          <Button variant="outline" size="sm" disabled={page >= data.last_page} onClick={() => onPage(page + 1)}>Next</Button>
        </nav>
      )}
      <ConfirmDialog
        open={restartAll}
        onOpenChange={setRestartAll}
        title="Restart every contact’s reminders?"
        description={`Each contact’s next reminder is planned again from now: ${settings.reminder_type === 1 ? "an email" : "a text message"} at ${settings.reminder_time}, ${daysText(settings.reminder_days).toLowerCase()}.`}
        confirmText="Restart all"
        busyText="Restarting"
        onConfirm={async () => {
          await run(() => calls.restart());
        }}
      >
        <p className="flex items-center gap-2 text-sm text-muted-foreground"><BellRing className="size-4" aria-hidden="true" /> Contacts whose reminders are off stay off.</p>
      </ConfirmDialog>
    </section>
  );
}
