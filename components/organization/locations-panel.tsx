"use client";

import { useMemo, useState } from "react";
import { Building2, Pause, Pencil, Play, Plus, Trash2, UserPlus } from "lucide-react";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPanel } from "@/components/list/list-panel";
import { ListEmpty } from "@/components/list/list-states";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatCount, formatDate, isoString } from "@/lib/format";
import { orgKeys, useOrgLocations, type OrgLocation } from "@/lib/organization/hooks";
import { AddUsersDialog, LocationDialog } from "./location-dialogs";

type Access = { canCreate: boolean; canUpdate: boolean; canDelete: boolean; accessedLocationId: number };
type Confirm = { kind: "delete" | "suspend"; location: OrgLocation } | null;

/** The company's locations: add, rename, suspend/activate, delete a secondary one, add users. */
export function LocationsPanel({ initial, access }: { initial: OrgLocation[]; access: Access }) {
  const locations = useOrgLocations(initial).data ?? initial;
  const [editing, setEditing] = useState<OrgLocation | null>(null);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<OrgLocation | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const remove = useApiMutation({
    mutationFn: (l: OrgLocation) => api.delete("/organization/location/{id}/delete", { params: { id: l.id } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
  });
  const toggle = useApiMutation({
    mutationFn: (l: OrgLocation) => api.patch("/organization/location/{id}/suspend", { params: { id: l.id }, body: { status: l.is_suspended ? 0 : 1 } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
  });

  const actions = (l: OrgLocation) => (
    <RowActions location={l} access={access} onEdit={setEditing} onAdd={setAdding} onConfirm={setConfirm} />
  );
  const columns = useMemo<ListColumn<OrgLocation>[]>(
    () => [
      { key: "name", label: "Location", alwaysVisible: true, cell: (l) => <span className="font-medium text-foreground">{l.businessname}</span> },
      { key: "status", label: "Status", className: "w-40", cell: (l) => <LocationBadges location={l} /> },
      { key: "users", label: "Users", className: "w-28", cell: (l) => <span className="tabular-nums">{formatCount(l.users_count, "user")}</span> },
      { key: "created", label: "Created", className: "w-36", cell: (l) => <time dateTime={isoString(l.created_at)}>{formatDate(l.created_at)}</time> },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-44", cell: actions },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [access],
  );
  const card: CardLayout<OrgLocation> = {
    title: (l) => <span className="font-medium">{l.businessname}</span>,
    badge: (l) => <LocationBadges location={l} />,
    fields: [{ label: "Users", value: (l) => formatCount(l.users_count, "user") }],
    body: actions,
  };

  return (
    <section aria-labelledby="locations-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="locations-heading" className="text-base font-semibold">Locations</h2>
        {access.canCreate && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Add location
          </Button>
        )}
      </div>
      <ListPanel>
        {locations.length === 0 ? (
          <ListEmpty icon={Building2} title="No locations yet" description="Add a location to run another studio from this account." />
        ) : (
          <DataTable label="Locations" columns={columns} rows={locations} rowLabel={(l) => l.businessname} card={card} />
        )}
      </ListPanel>

      <LocationDialog open={creating} onOpenChange={setCreating} />
      <LocationDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} location={editing ?? undefined} />
      <AddUsersDialog location={adding} onOpenChange={(o) => !o && setAdding(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        description={
          confirm?.kind === "delete"
            ? `“${confirm.location.businessname}” and everything in it (contacts, tags, files) will be deleted. This cannot be undone.`
            : confirm?.location.is_suspended
              ? `“${confirm?.location.businessname}” will be activated and its users can sign in again.`
              : `Users of “${confirm?.location.businessname}” will see the suspended page until you activate it again.`
        }
        confirmText={confirm?.kind === "delete" ? "Delete" : confirm?.location.is_suspended ? "Activate" : "Suspend"}
        busyText={confirm?.kind === "delete" ? "Deleting" : "Saving"}
        tone={confirm?.kind === "delete" || !confirm?.location.is_suspended ? "danger" : "confirm"}
        onConfirm={async () => {
          if (!confirm) return;
          await (confirm.kind === "delete" ? remove : toggle).mutateAsync(confirm.location);
        }}
      />
    </section>
  );
}

function LocationBadges({ location }: { location: OrgLocation }) {
  return (
    <span className="flex flex-wrap gap-1">
      {location.is_primary && <Badge variant="primary">Primary</Badge>}
      {location.is_suspended ? <Badge variant="danger">Suspended</Badge> : <Badge variant="success">Active</Badge>}
    </span>
  );
}

function RowActions({ location: l, access, onEdit, onAdd, onConfirm }: { location: OrgLocation; access: Access; onEdit: (l: OrgLocation) => void; onAdd: (l: OrgLocation) => void; onConfirm: (c: Confirm) => void }) {
  // The primary location and the one in use cannot be suspended or deleted (the API refuses too).
  const fixed = l.is_primary || l.id === access.accessedLocationId;
  return (
    <div className="flex justify-end gap-1">
      {access.canUpdate && (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${l.businessname}`} onClick={() => onEdit(l)}>
            <Pencil className="size-3.5" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label={`Add users to ${l.businessname}`} onClick={() => onAdd(l)}>
            <UserPlus className="size-3.5" aria-hidden="true" />
          </Button>
          {!fixed && (
            <Button variant="ghost" size="icon-sm" aria-label={`${l.is_suspended ? "Activate" : "Suspend"} ${l.businessname}`} onClick={() => onConfirm({ kind: "suspend", location: l })}>
              {l.is_suspended ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
            </Button>
          )}
        </>
      )}
      {access.canDelete && !fixed && (
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${l.businessname}`} onClick={() => onConfirm({ kind: "delete", location: l })}>
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
