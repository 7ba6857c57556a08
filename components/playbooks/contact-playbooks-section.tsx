"use client";

import { useState } from "react";
import { BookOpen, Mail, Plus, Trash2 } from "lucide-react";
import { object, string, minLength } from "zod/mini";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate, isoString } from "@/lib/format";
import { assignCalls, playbookKeys, useContactPlaybooks, usePlaybookChoices, type ContactPlaybook } from "@/lib/playbooks/hooks";

/** Playbooks: those sent to the contact, with progress; send another, resend the link, remove. */
export const playbooksSection = defineProfileSection<ContactPlaybook[]>({
  id: "playbooks",
  title: "Playbooks",
  order: 26,
  column: "main",
  useData: (contactId, initial) => useContactPlaybooks(contactId, initial),
  hasContent: (rows, ctx) => rows.length > 0 || ctx.access.canUpdate,
  Component: PlaybooksCard,
});

const progressText = (p: ContactPlaybook) =>
  p.completed_at ? "Completed" : p.started_at ? `${p.steps_done} of ${formatCount(p.steps_total, "step")} done` : "Not started";

function PlaybooksCard({ data, ctx }: { data: ContactPlaybook[]; ctx: ProfileContext }) {
  const contactId = ctx.contact.id;
  const rows = useContactPlaybooks(contactId, data).data ?? data;
  const [removing, setRemoving] = useState<ContactPlaybook | null>(null);
  const invalidate = [contactKeys.all, playbookKeys.all];
  const resend = useApiMutation({ mutationFn: (id: number) => assignCalls.resend(id, contactId), success: (d) => d.message ?? null });
  const remove = useApiMutation({ mutationFn: (id: number) => assignCalls.restrict([id], [contactId]), invalidate, success: (d) => d.message ?? null });
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Playbooks</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{formatCount(rows.length, "playbook")}</span>
          <SendDialog contactId={contactId} sent={rows} />
        </div>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <BookOpen className="size-4 shrink-0" aria-hidden="true" /> No playbooks yet. Send one and the contact gets an email with a link to it.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Sent playbooks">
            {rows.map((p) => {
              const pct = p.steps_total ? Math.round((p.steps_done / p.steps_total) * 100) : 0;
              return (
                <li key={p.id} className="flex min-w-0 items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-foreground" title={p.title}>{p.title}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {progressText(p)} · Sent <time dateTime={isoString(p.sent_at) ?? undefined}>{formatDate(p.sent_at)}</time>
                    </p>
                    <div className="mt-1 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={`${p.title} progress`} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
                      <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
                    </div>
                  </div>
                  <Button variant="ghost" size="icon-sm" aria-label={`Resend ${p.title}`} onClick={() => void resend.mutateAsync(p.id).catch(() => {})}>
                    <Mail className="size-3.5" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={`Remove ${p.title}`} onClick={() => setRemoving(p)}>
                    <Trash2 className="size-3.5" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        description={removing ? `${removing.title} will no longer be in this contact’s portal. Their progress is kept if you send it again.` : undefined}
        confirmText="Remove"
        busyText="Removing"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing.id);
        }}
      />
    </Card>
  );
}

type Values = { playbook_id: string };
const sendForm = object({ playbook_id: string().check(minLength(1, "Choose a playbook.")) });

function SendDialog({ contactId, sent }: { contactId: number; sent: ContactPlaybook[] }) {
  const [open, setOpen] = useState(false);
  const choices = usePlaybookChoices(open);
  const form = useApiForm<Values>(sendForm, { defaultValues: { playbook_id: "" } });
  const send = useApiMutation({
    mutationFn: (v: Values) => assignCalls.send([Number(v.playbook_id)], [contactId]),
    invalidate: [contactKeys.all, playbookKeys.all],
    success: (d) => d.message ?? null,
    form,
    onSuccess: () => {
      setOpen(false);
      form.reset({ playbook_id: "" });
    },
  });
  const taken = new Set(sent.map((p) => p.id));
  const options = (choices.data ?? []).filter((p) => !taken.has(p.id));
  const empty = choices.isSuccess && options.length === 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="outline" size="sm">
          <Plus className="size-3.5" aria-hidden="true" /> Send playbook
        </Button>
      }
      form={form}
      onSubmit={send.mutateAsync}
      title="Send playbook"
      description="It appears in the contact’s portal, and they get an email with a link to it."
      submitLabel="Send"
      busyLabel="Sending"
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<Values> name="playbook_id" label="Playbook" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading playbooks…" : empty ? "No playbooks left to send" : "Choose a playbook"}</option>
        {options.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.title}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
