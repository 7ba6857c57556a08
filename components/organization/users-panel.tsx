"use client";

import { useMemo, useState } from "react";
import { Mail, Pencil, Plus, Trash2, UsersRound } from "lucide-react";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListEmpty, ListError } from "@/components/list/list-states";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Page } from "@/lib/http/pagination";
import { api } from "@/lib/api/client";
import { settingsList, type SettingsState } from "@/lib/organization/columns";
import { orgKeys, useOrgLocations, useOrgUsers, type OrgLocation, type OrgUser } from "@/lib/organization/hooks";
import { UserDialog } from "./user-dialog";

type Access = { canUpdate: boolean; canDelete: boolean; userId: number };
type Confirm = { kind: "delete" | "resend"; user: OrgUser } | null;

/** The company's users with their locations: add, edit (permissions), resend credentials, delete. */
export function UsersPanel({ state, update, initial, locations: initialLocations, access }: {
  state: SettingsState;
  update: (patch: Partial<Pick<SettingsState, "page" | "per_page" | "search">>) => void;
  initial: { state: SettingsState; page: Page<OrgUser> } | undefined;
  locations: OrgLocation[];
  access: Access;
}) {
  const list = useOrgUsers(state, initial);
  const locations = useOrgLocations(initialLocations).data ?? initialLocations;
  const [editing, setEditing] = useState<OrgUser | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const remove = useApiMutation({
    mutationFn: (u: OrgUser) => api.delete("/organization/user/{id}/delete", { params: { id: u.id } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message,
  });
  const resend = useApiMutation({
    mutationFn: (u: OrgUser) => api.post("/organization/user/{id}/resend-credentials", { params: { id: u.id } }),
    invalidate: [orgKeys.all],
    success: (d) => d.message ?? null,
  });

  const actions = (u: OrgUser) => <RowActions user={u} access={access} onEdit={setEditing} onConfirm={setConfirm} />;
  const columns = useMemo<ListColumn<OrgUser>[]>(
    () => [
      { key: "name", label: "Name", alwaysVisible: true, cell: (u) => <span className="flex items-center gap-2"><Avatar name={u.full_name} size="sm" decorative /><span className="truncate font-medium text-foreground">{u.full_name}</span></span> },
      { key: "email", label: "Email", cell: (u) => <span className="block max-w-64 truncate">{u.email}</span> },
      { key: "role", label: "Role", className: "w-36", cell: (u) => <RoleBadge user={u} /> },
      { key: "locations", label: "Locations", cell: (u) => <span className="block max-w-72 truncate">{u.locations.map((l) => l.businessname).join(", ")}</span> },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-32", cell: actions },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [access],
  );
  const card: CardLayout<OrgUser> = {
    leading: (u) => <Avatar name={u.full_name} size="sm" decorative />,
    title: (u) => u.full_name,
    badge: (u) => <RoleBadge user={u} />,
    fields: [
      { label: "Email", value: (u) => <span className="block truncate">{u.email}</span> },
      { label: "Locations", value: (u) => <span className="block truncate">{u.locations.map((l) => l.businessname).join(", ")}</span> },
    ],
    body: actions,
  };

  return (
    <section aria-labelledby="users-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="users-heading" className="text-base font-semibold">Users</h2>
        {access.canUpdate && (
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Add user
          </Button>
        )}
      </div>
      <ListPanel
        toolbar={<ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search users" maxLength={settingsList.search!.maxLength} />}
        footer={list.page && list.page.total > 0 && <ListPagination page={state.page} data={list.page} perPageOptions={settingsList.perPageOptions} onPage={(page) => update({ page })} onPerPage={(per_page) => update({ per_page })} />}
      >
        {list.failed ? (
          <ListError title="We couldn’t load the users" onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.empty ? (
          <ListEmpty
            icon={UsersRound}
            title={state.search ? "No users match your search" : "No users yet"}
            description={state.search ? "Try another name or email." : "Add a user to give your staff their own login."}
            action={state.search ? <Button variant="outline" onClick={() => update({ search: "" })}>Clear search</Button> : undefined}
          />
        ) : (
          <DataTable label="Users" columns={columns} rows={list.page?.data} rowLabel={(u) => u.full_name} card={card} stale={list.stale} busy={list.isFetching} />
        )}
      </ListPanel>

      <UserDialog open={creating} onOpenChange={setCreating} locations={locations} />
      <UserDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} user={editing ?? undefined} locations={locations} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        description={
          confirm?.kind === "delete"
            ? `${confirm.user.full_name} will lose access to this company's locations.`
            : `${confirm?.user.full_name} will get an email with a new link to choose a password.`
        }
        confirmText={confirm?.kind === "delete" ? "Delete" : "Send"}
        busyText={confirm?.kind === "delete" ? "Deleting" : "Sending"}
        tone={confirm?.kind === "delete" ? "danger" : "confirm"}
        onConfirm={async () => {
          if (!confirm) return;
          await (confirm.kind === "delete" ? remove : resend).mutateAsync(confirm.user);
        }}
      />
    </section>
  );
}

function RoleBadge({ user }: { user: OrgUser }) {
  if (user.is_organization_owner) return <Badge variant="primary">Owner</Badge>;
  if (user.is_super_user) return <Badge variant="warning">Super user</Badge>;
  return <Badge>{user.locations[0]?.user_type ?? "User"}</Badge>;
}

function RowActions({ user: u, access, onEdit, onConfirm }: { user: OrgUser; access: Access; onEdit: (u: OrgUser) => void; onConfirm: (c: Confirm) => void }) {
  // The owner is managed from their own profile; nobody deletes themselves here.
  if (u.is_organization_owner) return null;
  return (
    <div className="flex justify-end gap-1">
      {access.canUpdate && (
        <>
          {/* A company location's login has its location's access: nothing to edit (the API refuses too). */}
          {!u.locations.some((l) => l.user_type === "Company Location") && (
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${u.full_name}`} onClick={() => onEdit(u)}>
              <Pencil className="size-3.5" aria-hidden="true" />
            </Button>
          )}
          <Button variant="ghost" size="icon-sm" aria-label={`Resend login credentials to ${u.full_name}`} onClick={() => onConfirm({ kind: "resend", user: u })}>
            <Mail className="size-3.5" aria-hidden="true" />
          </Button>
        </>
      )}
      {access.canDelete && u.id !== access.userId && (
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${u.full_name}`} onClick={() => onConfirm({ kind: "delete", user: u })}>
          <Trash2 className="size-3.5" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
