"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { Building2, CircleAlert, CircleCheck, Globe, ListTree, MailCheck, Plus, RefreshCw, Trash2, UserRound } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { DNS_ALERT } from "@/lib/email-domains/constants";
import { emailDomainKeys, useEmailDomains, type EmailDomain, type EmailDomainList } from "@/lib/email-domains/hooks";
import { formatDateTime } from "@/lib/format";
import { AddDomainDialog } from "./add-domain-dialog";
import { DnsRecords } from "./dns-records";
import { LocationsDialog, type LocationChoice, type LocationsTarget } from "./locations-dialog";
import { SendersDialog } from "./senders-dialog";

export type EmailAccess = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };
export type EmailSettingsData = { initial: EmailDomainList; access: EmailAccess; locations: LocationChoice[] | null; locationName: string };

/** The spec's verify rule: errors joined by commas are a failure; is_verified false is "not verified yet". */
const notVerifiedText = (errors: string[]) => (errors.length ? errors.join(", ") : "Domain not verified yet");

/**
 * Admin Settings > Email: the location's sending domains with the DNS records to create, verify
 * with per-record results, senders, activation (here, or for chosen locations by company
 * admins), the custom-domain switch, and delete.
 */
export function EmailDomainsPanel({ initial, access, locations, locationName }: EmailSettingsData) {
  const list = useEmailDomains(initial).data ?? initial;
  const [adding, setAdding] = useState(false);
  const [records, setRecords] = useState<number | null>(null);
  const [senders, setSenders] = useState<number | null>(null);
  const [forLocations, setForLocations] = useState<LocationsTarget | null>(null);
  const [deleting, setDeleting] = useState<EmailDomain | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const find = (id: number | null) => list.data.find((d) => d.id === id) ?? null;

  const verify = useApiMutation({
    mutationFn: (id: number) => api.patch("/email-domain/{id}/verify", { params: { id } }),
    success: (res) => (res.is_verified ? res.message : undefined),
    invalidate: [emailDomainKeys.all],
    onSuccess: (res) => {
      if (!res.is_verified) toast.error(notVerifiedText(res.errors));
    },
  });
  const activate = useApiMutation({
    mutationFn: (id: number) => api.patch("/email-domain/{id}/activate", { params: { id } }),
    success: (res) => res.message,
    invalidate: [emailDomainKeys.all],
  });
  const toggle = useApiMutation({
    mutationFn: (on: boolean) => api.patch("/email-domain/enable-disable", { body: { status: on ? 1 : 0 } }),
    success: (res) => res.message,
    invalidate: [emailDomainKeys.all],
  });
  const remove = useApiMutation({
    mutationFn: (id: number) => api.delete("/email-domain/delete", { body: { ids: [id] } }),
    success: (res) => res.message,
    invalidate: [emailDomainKeys.all],
  });

  const s = list.settings;
  const shown = find(records);
  const sendersOf = find(senders);
  const verifyingId = verify.isPending ? verify.variables : null;

  return (
    <div className="flex min-w-0 max-w-[880px] flex-col gap-5">
      <Card className="flex min-w-0 flex-col gap-3 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <MailCheck className="size-4 text-muted-foreground" aria-hidden />
          Sending for {locationName}
        </h2>
        {s.dns_missing && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-danger/20 bg-danger-tint px-3 py-2 text-sm text-foreground">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-strong" aria-hidden />
            {DNS_ALERT}
          </p>
        )}
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Emails come from</dt>
            <dd className="truncate font-medium">{s.enabled && s.from ? s.from : "The platform's address"}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Active domain</dt>
            <dd className="truncate font-medium">{s.domain ?? "None yet"}</dd>
          </div>
        </dl>
        <div className="flex items-center justify-between gap-4 border-t border-border pt-3">
          <Label htmlFor="custom-domain-switch" className="flex flex-col items-start gap-0.5">
            <span>Use my custom domain</span>
            <span className="font-normal text-muted-foreground">
              {s.enabled ? "On: emails go out from your active domain's sender once it is verified." : "Off: emails go out from the platform's address."}
            </span>
          </Label>
          <Switch id="custom-domain-switch" checked={s.enabled} disabled={!access.canUpdate || toggle.isPending} onCheckedChange={(on) => toggle.mutate(on)} />
        </div>
      </Card>

      <Card className="flex min-w-0 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Globe className="size-4 text-muted-foreground" aria-hidden />
            Sending domains
          </h2>
          {access.canCreate && list.data.length > 0 && (
            <Button ref={addButton} type="button" size="sm" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden /> Add domain
            </Button>
          )}
        </div>
        {list.data.length === 0 ? (
          <EmptyState
            icon={Globe}
            title="No sending domains yet"
            description="Add your own domain so your emails come from your business's address, signed and trusted by inboxes."
            action={
              access.canCreate ? (
                <Button ref={addButton} type="button" onClick={() => setAdding(true)}>
                  <Plus className="size-4" aria-hidden /> Add domain
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Sending domains">
            {list.data.map((d) => (
              <li key={d.id} className="flex min-w-0 flex-col gap-2 py-3">
                <div className="flex min-w-0 flex-col gap-2 md:flex-row md:items-start md:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{d.domain}</span>
                      {d.is_verified ? (
                        <Badge variant="success"><CircleCheck aria-hidden /> Verified</Badge>
                      ) : (
                        <Badge variant="warning"><CircleAlert aria-hidden /> Not verified yet</Badge>
                      )}
                      {d.is_active && <Badge variant="primary">Active here</Badge>}
                      {d.active_location_ids.length > (d.is_active ? 1 : 0) && (
                        <Badge variant="outline">
                          Used by {d.active_location_ids.length} {d.active_location_ids.length === 1 ? "location" : "locations"}
                        </Badge>
                      )}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {d.senders_count} {d.senders_count === 1 ? "sender" : "senders"}
                      {d.checked_at ? ` · checked ${formatDateTime(d.checked_at)}` : " · not checked yet"}
                    </span>
                    {!d.is_verified && d.errors.length > 0 && <p className="text-sm text-danger-strong">{d.errors.join(", ")}</p>}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-1">
                    {access.canUpdate && (
                      <Button type="button" size="sm" variant="outline" loading={verifyingId === d.id} loadingText="Verifying" disabled={verify.isPending} onClick={() => verify.mutate(d.id)}>
                        <RefreshCw className="size-4" aria-hidden /> Verify
                      </Button>
                    )}
                    <Button type="button" size="sm" variant="ghost" onClick={() => setRecords(d.id)}>
                      <ListTree className="size-4" aria-hidden /> DNS records
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setSenders(d.id)}>
                      <UserRound className="size-4" aria-hidden /> Senders
                    </Button>
                    {access.canUpdate && d.is_verified && !d.is_active && (
                      <Button type="button" size="sm" variant="outline" disabled={activate.isPending} onClick={() => activate.mutate(d.id)}>
                        Activate
                      </Button>
                    )}
                    {access.canUpdate && locations && d.is_verified && (
                      <Button type="button" size="sm" variant="ghost" onClick={() => setForLocations({ kind: "domain", id: d.id, label: d.domain, activeIds: d.active_location_ids })}>
                        <Building2 className="size-4" aria-hidden /> For locations
                      </Button>
                    )}
                    {access.canDelete && (
                      <Button type="button" size="sm" variant="ghost" aria-label={`Delete ${d.domain}`} onClick={() => setDeleting(d)}>
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <AddDomainDialog open={adding} onOpenChange={setAdding} onVerify={(d) => { setRecords(d.id); verify.mutate(d.id); }} returnFocusRef={addButton} />
      {shown && (
        <Dialog open onOpenChange={(o) => !o && setRecords(null)}>
          <DialogContent size="lg">
            <DialogHeader>
              <DialogTitle>DNS records for {shown.domain}</DialogTitle>
              <DialogDescription>
                {shown.is_verified ? "Every record was found." : shown.checked_at ? "Not verified yet: fix the records marked below, then verify again." : "Create these records at your domain's DNS host, then verify."}
              </DialogDescription>
            </DialogHeader>
            <DialogBody className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
              <DnsRecords records={shown.dns_details} idPrefix={`domain-${shown.id}`} checked={shown.checked_at !== null} />
            </DialogBody>
            {access.canUpdate && (
              <DialogFooter>
                <Button type="button" loading={verifyingId === shown.id} loadingText="Verifying" disabled={verify.isPending} onClick={() => verify.mutate(shown.id)}>
                  <RefreshCw className="size-4" aria-hidden /> Verify
                </Button>
              </DialogFooter>
            )}
          </DialogContent>
        </Dialog>
      )}
      {sendersOf && <SendersDialog domain={sendersOf} access={access} locations={locations} onOpenChange={(o) => !o && setSenders(null)} />}
      {forLocations && locations && <LocationsDialog target={forLocations} locations={locations} onOpenChange={(o) => !o && setForLocations(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Are you sure?"
        description={`${deleting?.domain ?? ""} and its senders are deleted; locations sending with it go back to the platform's address.`}
        confirmText="Delete"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id).catch(() => undefined);
          setDeleting(null);
        }}
      />
    </div>
  );
}
