"use client";

import Link from "next/link";
import { Undo2 } from "lucide-react";
import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Switch } from "@/components/ui/switch";
import { formCalls, formKeys, responsePath, useContactForms, type ContactFormsPage } from "@/lib/forms/hooks";
import { formatCount, formatDate, formatDateTime, isoString } from "@/lib/format";
import { formKind } from "./form-kind";

type Row = ContactFormsPage["data"][number];

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
    <ContactContentCard
      kind={formKind}
      title="Forms"
      total={data.total}
      listLabel="Forms"
      emptyText="No forms yet. Send a check-in or questionnaire; the answers show up here."
      action={
        canSend && (
          <ChooseContentButton
            kind={formKind}
            label="Send form"
            description="The contact is emailed their own link; their answers land here."
            emptyText="No forms yet"
            onChoose={(formId) => formCalls.send([formId], [id])}
            invalidate={[formKeys.contact(id), formKeys.all]}
          />
        )
      }
    >
      {data.data.map((f) => (
        <FormItem key={f.form_id} row={f} contactId={id} canSend={canSend} />
      ))}
    </ContactContentCard>
  );
}

function FormItem({ row, contactId, canSend }: { row: Row; contactId: number; canSend: boolean }) {
  const toggle = useApiMutation({
    mutationFn: (hide: boolean) => formCalls.toggleForContact(contactId, row.form_id, hide ? 1 : 0),
    invalidate: [formKeys.contact(contactId)],
    success: (d) => d.message,
  });
  const sent = canSend && !!row.sent_at;
  return (
    <ContactContentItem
      title={row.title}
      href={`/form/${row.form_id}/edit`}
      meta={
        <span className="truncate">
          {row.sent_at ? (
            <>Sent <time dateTime={isoString(row.sent_at) ?? undefined}>{formatDate(row.sent_at)}</time></>
          ) : (
            "Answered without being sent"
          )}
          {" · "}
          {formatCount(row.responses.length, "response")}
        </span>
      }
      actions={
        sent && (
          <label className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
            <Switch checked={row.disabled === 0} onCheckedChange={(on) => toggle.mutate(!on)} disabled={toggle.isPending} aria-label={`Show ${row.title} to this contact`} size="sm" />
            <span className="hidden sm:inline">{row.disabled ? "Hidden" : "Shown"}</span>
          </label>
        )
      }
      remove={
        sent
          ? {
              label: "Take back",
              busyLabel: "Taking back",
              icon: Undo2,
              description: `${row.title} will no longer be sent to this contact and their link stops working. Their answers are kept.`,
              run: () => formCalls.restrict([row.form_id], [contactId]),
              invalidate: [formKeys.contact(contactId), formKeys.all],
            }
          : undefined
      }
      below={
        row.responses.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={`Responses to ${row.title}`}>
            {row.responses.map((r) => (
              <li key={r.id}>
                <Link href={responsePath(row.form_id, contactId, r.id)} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                  Response of {formatDateTime(r.created_at)}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
