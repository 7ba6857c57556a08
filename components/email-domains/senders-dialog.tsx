"use client";

import { useState } from "react";
import { Building2, CircleCheck, Pencil, Plus, Trash2, UserRound } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { emailDomainKeys, useSenders, type EmailDomain, type EmailSender } from "@/lib/email-domains/hooks";
import type { EmailAccess } from "./email-domains-panel";
import { LocationsDialog, type LocationChoice } from "./locations-dialog";
import { SenderDialog } from "./sender-dialog";

/** A domain's senders: add, edit, activate for this location (or others), delete. */
export function SendersDialog({ domain, access, locations, onOpenChange }: { domain: EmailDomain; access: EmailAccess; locations: LocationChoice[] | null; onOpenChange: (open: boolean) => void }) {
  const senders = useSenders(domain.id);
  const [editing, setEditing] = useState<{ sender: EmailSender | null } | null>(null);
  const [forLocations, setForLocations] = useState<EmailSender | null>(null);
  const [deleting, setDeleting] = useState<EmailSender | null>(null);
  const activate = useApiMutation({
    mutationFn: (id: number) => api.patch("/email-domain/{id}/activate-sender", { params: { id } }),
    success: (res) => res.message,
    invalidate: [emailDomainKeys.all],
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/email-domain/delete-sender", { body: { ids: [id] } }),
    success: (res) => res.message,
    invalidate: [emailDomainKeys.all],
  });
  const rows = senders.data ?? [];

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Senders on {domain.domain}</DialogTitle>
          <DialogDescription>The name and address your contacts see. One sender is active per location.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {access.canCreate && rows.length > 0 && (
            <div>
              <Button type="button" size="sm" onClick={() => setEditing({ sender: null })}>
                <Plus className="size-4" aria-hidden /> Add sender
              </Button>
            </div>
          )}
          {senders.isPending ? (
            <div className="flex justify-center py-6"><Spinner label="Loading senders" /></div>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={UserRound}
              title="No senders yet"
              description={`Add the name and address (on ${domain.domain}) your emails should come from.`}
              action={access.canCreate ? <Button type="button" onClick={() => setEditing({ sender: null })}><Plus className="size-4" aria-hidden /> Add sender</Button> : undefined}
            />
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Senders">
              {rows.map((s) => (
                <li key={s.id} className="flex min-w-0 flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{s.from_name}</span>
                      {s.is_active && <Badge variant="success"><CircleCheck aria-hidden /> Active</Badge>}
                    </span>
                    <span className="truncate text-sm text-muted-foreground">{s.from_email}</span>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1">
                    {access.canUpdate && !s.is_active && (
                      <Button type="button" size="sm" variant="outline" disabled={!domain.is_verified || activate.isPending} title={domain.is_verified ? undefined : "Verify the domain first"} onClick={() => activate.mutate(s.id)}>
                        Activate
                      </Button>
                    )}
                    {access.canUpdate && locations && domain.is_verified && (
                      <Button type="button" size="sm" variant="ghost" onClick={() => setForLocations(s)}>
                        <Building2 className="size-4" aria-hidden /> For locations
                      </Button>
                    )}
                    {access.canCreate && (
                      <Button type="button" size="sm" variant="ghost" aria-label={`Edit ${s.from_email}`} onClick={() => setEditing({ sender: s })}>
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                    )}
                    {access.canDelete && (
                      <Button type="button" size="sm" variant="ghost" aria-label={`Delete ${s.from_email}`} onClick={() => setDeleting(s)}>
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        {editing && <SenderDialog key={editing.sender?.id ?? "new"} domain={domain} editing={editing.sender} open onOpenChange={(o) => !o && setEditing(null)} />}
        {forLocations && locations && (
          <LocationsDialog
            target={{ kind: "sender", id: forLocations.id, label: forLocations.from_email, activeIds: [] }}
            locations={locations}
            onOpenChange={(o) => !o && setForLocations(null)}
          />
        )}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Are you sure?"
          description={`The sender ${deleting?.from_email ?? ""} is deleted; locations using it send from the platform address until another sender is activated.`}
          confirmText="Delete"
          tone="danger"
          onConfirm={async () => {
            if (deleting) await remove.mutateAsync(deleting.id).catch(() => undefined);
            setDeleting(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
