"use client";

import Link from "next/link";
import { useState } from "react";
import { ClipboardList, Plus, Undo2 } from "lucide-react";
import { SelectField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { pickFormForm } from "@/lib/forms/form-schemas";
import { formCalls, formKeys, responsePath, useContactForms, useFormChoices, type ContactFormsPage } from "@/lib/forms/hooks";
import { formatCount, formatDate, formatDateTime, isoString } from "@/lib/format";

type Row = ContactFormsPage["data"][number];
type PickValues = { form_id: string };

/** Forms: what the contact was sent or answered (doc 2 `/contact/{id}/forms`), with their responses. */
export const formsSection = defineProfileSection<ContactFormsPage>({
  id: "forms",
  title: "Forms",
  order: 27,
  column: "main",
  visible: (access) => access.canViewForms === true,
  useData: (contactId, initial) => useContactForms(contactId, initial),
  hasContent: (page, ctx) => page.total > 0 || ctx.access.canSendForms === true,
  Component: FormsCard,
});

function FormsCard({ data, ctx }: { data: ContactFormsPage; ctx: ProfileContext }) {
  const id = ctx.contact.id;
  const canSend = ctx.access.canSendForms === true;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Forms</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{formatCount(data.total, "form")}</span>
          {canSend && <SendFormButton contactId={id} />}
        </div>
      </CardHeader>
      <CardContent>
        {data.data.length ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Forms">
            {data.data.map((f) => (
              <FormItem key={f.form_id} row={f} contactId={id} canSend={canSend} />
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ClipboardList className="size-4 shrink-0" aria-hidden="true" />
            No forms yet. Send a check-in or questionnaire; the answers show up here.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function FormItem({ row, contactId, canSend }: { row: Row; contactId: number; canSend: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useApiMutation({
    mutationFn: (hide: boolean) => formCalls.toggleForContact(contactId, row.form_id, hide ? 1 : 0),
    invalidate: [formKeys.contact(contactId)],
    success: (d) => d.message,
  });
  const restrict = useApiMutation({
    mutationFn: () => formCalls.restrict([row.form_id], [contactId]),
    invalidate: [formKeys.contact(contactId), formKeys.all],
    success: (d) => d.message,
  });
  return (
    <li className="flex min-w-0 flex-col gap-1.5 py-2.5 first:pt-0 last:pb-0">
      <div className="flex min-w-0 items-center gap-3">
        <div className="min-w-0 flex-1">
          <Link href={`/form/${row.form_id}/edit`} className="block truncate text-sm font-medium text-foreground hover:text-primary-strong">
            {row.title}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            {row.sent_at ? (
              <>Sent <time dateTime={isoString(row.sent_at) ?? undefined}>{formatDate(row.sent_at)}</time></>
            ) : (
              "Answered without being sent"
            )}
            {" · "}
            {formatCount(row.responses.length, "response")}
          </p>
        </div>
        {canSend && row.sent_at && (
          <>
            <label className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
              <Switch checked={row.disabled === 0} onCheckedChange={(on) => toggle.mutate(!on)} disabled={toggle.isPending} aria-label={`Show ${row.title} to this contact`} size="sm" />
              <span className="hidden sm:inline">{row.disabled ? "Hidden" : "Shown"}</span>
            </label>
            <Button variant="ghost" size="icon-sm" aria-label={`Take back ${row.title}`} onClick={() => setConfirming(true)}>
              <Undo2 className="size-3.5" aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {row.responses.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={`Responses to ${row.title}`}>
          {row.responses.map((r) => (
            <li key={r.id}>
              <Link href={responsePath(row.form_id, contactId, r.id)} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                Response of {formatDateTime(r.created_at)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`${row.title} will no longer be sent to this contact and their link stops working. Their answers are kept.`}
        confirmText="Take back"
        busyText="Taking back"
        tone="danger"
        onConfirm={async () => {
          await restrict.mutateAsync();
        }}
      />
    </li>
  );
}

function SendFormButton({ contactId }: { contactId: number }) {
  const [open, setOpen] = useState(false);
  const choices = useFormChoices(open);
  const form = useApiForm<PickValues>(pickFormForm, { defaultValues: { form_id: "" } });
  const send = useApiMutation({
    mutationFn: (v: PickValues) => formCalls.send([Number(v.form_id)], [contactId]),
    invalidate: [formKeys.contact(contactId), formKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: () => {
      setOpen(false);
      form.reset({ form_id: "" });
    },
  });
  const empty = choices.isSuccess && choices.data.length === 0;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="outline" size="sm">
          <Plus className="size-3.5" aria-hidden="true" />
          Send form
        </Button>
      }
      form={form}
      onSubmit={send.mutateAsync}
      title="Send form"
      description="The contact is emailed their own link; their answers land here."
      submitLabel="Send"
      busyLabel="Sending"
      submitDisabled={!choices.isSuccess || empty}
    >
      <SelectField<PickValues> name="form_id" label="Form" required disabled={!choices.isSuccess || empty}>
        <option value="">{choices.isPending ? "Loading forms…" : empty ? "No forms yet" : "Choose a form"}</option>
        {(choices.data ?? []).map((f) => (
          <option key={f.id} value={String(f.id)}>{f.title}</option>
        ))}
      </SelectField>
      {empty && (
        <p className="text-sm text-muted-foreground">
          Create one on the <Link className="font-medium text-primary underline-offset-4 hover:underline" href="/forms">Forms</Link> screen first.
        </p>
      )}
    </FormDialog>
  );
}
