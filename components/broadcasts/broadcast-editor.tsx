"use client";

import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { ArrowLeft, CalendarClock, Send, UsersRound } from "lucide-react";
import { ApiForm, FormServerError, SelectField, SubmitButton, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { useApiMutation } from "@/components/form/use-api-mutation";
import type { ListAccess } from "@/components/list/bulk-bar";
import { RichTextField } from "@/components/rich-text/rich-text-field";
import type { Insertable } from "@/components/rich-text/rich-text-editor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api/client";
import { can } from "@/lib/auth/permissions";
import { BROADCAST_MSG, NAME_MAX, SUBJECT_MAX } from "@/lib/broadcasts/constants";
import { broadcastKeys, useBroadcastDetail, useBroadcastRecipients, type BroadcastDetail } from "@/lib/broadcasts/hooks";
import { broadcastSave } from "@/lib/broadcasts/schemas";
import type { AudienceChoices } from "@/lib/broadcasts/service";
import { formatCount } from "@/lib/format";
import { MERGE_FIELD_MENU } from "@/lib/merge-fields/constants";
import { ChecklistField } from "./audience-fields";
import { BroadcastReport } from "./broadcast-report";
import { BroadcastStatusBadge, broadcastWhen } from "./broadcast-status";

const INSERTS: Insertable[] = MERGE_FIELD_MENU;

const formValues = (b: BroadcastDetail) => ({
  id: b.id, name: b.name, channel: b.channel, subject: b.subject, body: b.body,
  group_ids: b.group_ids, tag_ids: b.tag_ids, statuses: b.statuses, exclude_tag_ids: b.exclude_tag_ids,
});

/** BroadcastEdit (/broadcasts/{id}): write it, choose who gets it, send now or schedule; once it goes, its report. */
export function BroadcastEditor({ initial, choices, userId, access }: { initial: BroadcastDetail; choices: AudienceChoices; userId: number; access: ListAccess }) {
  const router = useRouter();
  const { data: broadcast = initial } = useBroadcastDetail(initial.id, initial);
  const editable = broadcast.status === "draft" || broadcast.status === "scheduled";
  const mayUpdate = can(access, "broadcasts", "update") && can(access, "broadcasts", "create");
  const when = broadcastWhen(broadcast);

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-2">
        <Link href="/broadcasts" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Broadcasts
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-2.5">
          <h1 className="min-w-0 truncate text-xl leading-7 font-semibold text-foreground">{broadcast.name}</h1>
          <Badge variant="outline">{broadcast.channel === "sms" ? "SMS" : "Email"}</Badge>
          <BroadcastStatusBadge status={broadcast.status} />
        </div>
        {when && <p className="text-sm text-muted-foreground" role="status">{when}</p>}
      </header>
      {editable ? (
        <DraftEditor key={broadcast.updated_at} broadcast={broadcast} choices={choices} userId={userId} mayUpdate={mayUpdate} onSent={() => router.refresh()} />
      ) : (
        <BroadcastReport broadcast={broadcast} mayResend={can(access, "broadcasts", "create")} />
      )}
    </div>
  );
}

function DraftEditor({ broadcast, choices, userId, mayUpdate, onSent }: { broadcast: BroadcastDetail; choices: AudienceChoices; userId: number; mayUpdate: boolean; onSent: () => void }) {
  const form = useApiForm(broadcastSave, { defaultValues: formValues(broadcast) });
  const save = useApiMutation({
    mutationFn: (v: z.output<typeof broadcastSave>) => api.post("/broadcast/save", { body: v }),
    invalidate: [broadcastKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: (d) => form.reset(formValues(d.data)),
  });
  const [scheduleAt, setScheduleAt] = useState("");
  const send = useApiMutation({
    mutationFn: (at: string | null) => api.post("/broadcast/{id}/send-broadcast", { params: { id: broadcast.id }, body: at ? { schedule_at: new Date(at).toISOString() } : {} }),
    invalidate: [broadcastKeys.all],
    success: BROADCAST_MSG.queued,
    form,
    onSuccess: onSent,
  });
  const channel = useWatch({ control: form.control, name: "channel" });
  const dirty = form.formState.isDirty;
  const [page, setPage] = useState(1);
  const recipients = useBroadcastRecipients(broadcast.id, page);

  return (
    <div className="grid min-w-0 grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card className="min-w-0 p-4 sm:p-5">
        <ApiForm form={form} onSubmit={save.mutateAsync} aria-label="Broadcast">
          <TextField name="name" label="Name" required maxLength={NAME_MAX} disabled={!mayUpdate} />
          <SelectField name="channel" label="Send as" disabled={!mayUpdate}>
            <option value="email">Email</option>
            <option value="sms">SMS</option>
          </SelectField>
          {channel === "email" ? (
            <>
              <TextField name="subject" label="Subject" maxLength={SUBJECT_MAX} disabled={!mayUpdate} help="Merge fields work here too, e.g. News for {{ contact.first_name }}." />
              <RichTextField name="body" label="Email body" userId={userId} inserts={INSERTS} disabled={!mayUpdate} />
            </>
          ) : (
            <TextareaField name="body" label="Message" rows={6} maxLength={1600} disabled={!mayUpdate} help={<>Add a fallback with {"{{ contact.first_name | default: 'there' }}"}.</>} />
          )}
          <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
            <ChecklistField name="group_ids" legend="Groups" choices={choices.groups.map((g) => ({ value: g.id, label: g.name }))} empty="No groups yet." disabled={!mayUpdate} />
            <ChecklistField name="tag_ids" legend="Tags" choices={choices.tags.map((t) => ({ value: t.id, label: t.name }))} empty="No tags yet." disabled={!mayUpdate} />
            <ChecklistField name="statuses" legend="Statuses" choices={choices.statuses.map((s) => ({ value: s.value, label: s.title }))} empty="No statuses." disabled={!mayUpdate} />
            <ChecklistField name="exclude_tag_ids" legend="Leave out contacts tagged" choices={choices.tags.map((t) => ({ value: t.id, label: t.name }))} empty="No tags yet." disabled={!mayUpdate} />
          </div>
          <FormServerError />
          {mayUpdate && <SubmitButton busyLabel="Saving" className="w-fit">Save draft</SubmitButton>}
        </ApiForm>
      </Card>

      <div className="flex min-w-0 flex-col gap-5">
        {mayUpdate && (
          <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5" aria-labelledby="send-title">
            <h2 id="send-title" className="flex items-center gap-2 text-base font-semibold"><Send aria-hidden="true" className="size-4" /> Send</h2>
            {dirty && <p className="text-sm text-warning-strong">Save your changes before sending.</p>}
            <Button type="button" onClick={() => void send.mutateAsync(null).catch(() => {})} disabled={dirty} loading={send.isPending} loadingText="Queueing">
              <Send aria-hidden="true" /> Send now
            </Button>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor="schedule-at">Or schedule for (your time)</Label>
              <div className="flex min-w-0 gap-2">
                <Input id="schedule-at" type="datetime-local" value={scheduleAt} onChange={(e) => setScheduleAt(e.target.value)} className="min-w-0 flex-1" />
                <Button type="button" variant="outline" onClick={() => void send.mutateAsync(scheduleAt).catch(() => {})} disabled={dirty || !scheduleAt || send.isPending}>
                  <CalendarClock aria-hidden="true" /> Schedule
                </Button>
              </div>
            </div>
          </Card>
        )}
        <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-5" aria-labelledby="recipients-title">
          <h2 id="recipients-title" className="flex items-center gap-2 text-base font-semibold"><UsersRound aria-hidden="true" className="size-4" /> Recipients</h2>
          <p className="text-sm text-muted-foreground">
            {recipients.data ? `${formatCount(recipients.data.total, "contact")} would get it now (saved choices; suppressed, switched-off and invalid addresses left out, each address once).` : "Counting…"}
          </p>
          {recipients.data && recipients.data.data.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm">
              {recipients.data.data.map((r) => (
                <li key={r.contact_id} className="flex min-w-0 justify-between gap-2">
                  <Link href={`/contact/${r.contact_id}/profile`} className="truncate hover:underline">{`${r.first_name} ${r.last_name}`.trim() || r.address}</Link>
                  <span className="truncate text-muted-foreground">{r.address}</span>
                </li>
              ))}
            </ul>
          )}
          {recipients.data && recipients.data.last_page > 1 && (
            <div className="flex items-center justify-between gap-2">
              <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
              <span className="text-sm text-muted-foreground tabular-nums">{page} / {recipients.data.last_page}</span>
              <Button type="button" variant="outline" size="sm" disabled={page >= recipients.data.last_page} onClick={() => setPage(page + 1)}>Next</Button>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
