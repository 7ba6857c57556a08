"use client";

import { Mail } from "lucide-react";
import { ChooseContentButton } from "@/components/content-dashboard/choose-content-dialog";
import { ContactContentCard, ContactContentItem } from "@/components/content-dashboard/contact-content-section";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { defineProfileSection, type ProfileContext } from "@/components/contacts/profile/registry";
import { Button } from "@/components/ui/button";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate, isoString } from "@/lib/format";
import { assignCalls, playbookKeys, useContactPlaybooks, type ContactPlaybook } from "@/lib/playbooks/hooks";
import { playbookKind } from "./playbook-kind";

const INVALIDATE = [contactKeys.all, playbookKeys.all];

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
  const resend = useApiMutation({ mutationFn: (id: number) => assignCalls.resend(id, contactId), success: (d) => d.message ?? null });
  return (
    <ContactContentCard
      kind={playbookKind}
      title="Playbooks"
      total={rows.length}
      listLabel="Sent playbooks"
      emptyText="No playbooks yet. Send one and the contact gets an email with a link to it."
      action={
        <ChooseContentButton
          kind={playbookKind}
          label="Send playbook"
          description="It appears in the contact’s portal, and they get an email with a link to it."
          emptyText="No playbooks left to send"
          exclude={new Set(rows.map((p) => p.id))}
          onChoose={(playbookId) => assignCalls.send([playbookId], { contact_ids: [contactId] })}
          invalidate={INVALIDATE}
        />
      }
    >
      {rows.map((p) => {
        const pct = p.steps_total ? Math.round((p.steps_done / p.steps_total) * 100) : 0;
        return (
          <ContactContentItem
            key={p.id}
            title={p.title}
            meta={
              <span className="truncate">
                {progressText(p)} · Sent <time dateTime={isoString(p.sent_at) ?? undefined}>{formatDate(p.sent_at)}</time>
              </span>
            }
            below={
              <div className="h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={`${p.title} progress`} aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
                <div className="h-full bg-primary" style={{ width: `${pct}%` }} />
              </div>
            }
            actions={
              <Button variant="ghost" size="icon-sm" aria-label={`Resend ${p.title}`} onClick={() => void resend.mutateAsync(p.id).catch(() => {})}>
                <Mail className="size-3.5" aria-hidden="true" />
              </Button>
            }
            remove={{
              description: `${p.title} will no longer be in this contact’s portal. Their progress is kept if you send it again.`,
              run: () => assignCalls.restrict([p.id], { contact_ids: [contactId] }),
              invalidate: INVALIDATE,
            }}
          />
        );
      })}
    </ContactContentCard>
  );
}
