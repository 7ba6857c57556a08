"use client";

import { useCallback, useMemo, useState } from "react";
import { MoreHorizontal, Pencil, Plus, Trash2, UsersRound } from "lucide-react";
import type { CardLayout } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { DataTable } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api/client";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDate, formatNumber, isoString } from "@/lib/format";
import { GROUP_SEARCH_MAX, groupList, type GroupListState } from "@/lib/groups/columns";
import type { GroupSort } from "@/lib/groups/constants";
import { groupKeys, useGroupList, type Group, type GroupPage } from "@/lib/groups/hooks";
import { nextSort } from "@/lib/list/params";
import { GroupFormDialog } from "./group-form-dialog";
import { GroupMembersDialog } from "./group-members-dialog";

type Access = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };
type Open = { kind: "members" | "edit" | "delete"; group: Group } | null;

/** GroupIndex (/groups): the location's groups of contacts, their members, create, edit and delete. */
export function GroupIndex({ initialPage, initialState, access }: { initialPage: GroupPage; initialState: GroupListState; access: Access }) {
  const [state, update] = useListState(groupList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useGroupList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Open>(null);

  const remove = useApiMutation({
    mutationFn: (g: Group) => api.delete("/group/{id}/delete", { params: { id: g.id } }),
    invalidate: [groupKeys.all, contactKeys.all],
    success: (d) => d.message ?? null,
  });

  const actions = useCallback(
    (g: Group) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={`Actions for ${g.name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen({ kind: "members", group: g })}>
            <UsersRound aria-hidden="true" /> Members
          </DropdownMenuItem>
          {access.canUpdate && (
            <DropdownMenuItem onSelect={() => setOpen({ kind: "edit", group: g })}>
              <Pencil aria-hidden="true" /> Edit
            </DropdownMenuItem>
          )}
          {access.canDelete && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-danger-strong" onSelect={() => setOpen({ kind: "delete", group: g })}>
                <Trash2 aria-hidden="true" /> Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    ),
    [access],
  );

  const name = useCallback(
    (g: Group) => (
      <button type="button" onClick={() => setOpen({ kind: "members", group: g })} className="block min-w-0 max-w-full text-left">
        <span className="block truncate font-medium text-foreground hover:text-primary-strong">{g.name}</span>
        {g.description && <span className="block truncate text-xs text-muted-foreground">{g.description}</span>}
      </button>
    ),
    [],
  );

  const columns = useMemo<ListColumn<Group, GroupSort>[]>(
    () => [
      { key: "name", label: "Name", sortKey: "name", alwaysVisible: true, cell: name, className: "min-w-64" },
      { key: "members", label: "Members", cell: (g) => <span className="tabular-nums">{formatNumber(g.members_count)}</span>, className: "w-32" },
      { key: "created_at", label: "Created", sortKey: "created_at", cell: (g) => <time dateTime={isoString(g.created_at)}>{formatDate(g.created_at)}</time>, className: "w-36" },
      { key: "actions", label: "Actions", hideLabel: true, cell: actions, className: "w-16", cellClassName: "text-right" },
    ],
    [actions, name],
  );
  const card = useMemo<CardLayout<Group>>(
    () => ({
      leading: () => (
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-tint text-primary-strong">
          <UsersRound className="size-4" />
        </span>
      ),
      title: name,
      badge: actions,
      fields: [
        { label: "Members", value: (g) => formatCount(g.members_count, "member") },
        { label: "Created", value: (g) => formatDate(g.created_at) },
      ],
    }),
    [actions, name],
  );

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Groups</h1>
            {page && <Badge className="tabular-nums">{formatNumber(page.total)}</Badge>}
          </div>
          {access.canCreate && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Create group
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">Cohorts, classes and challenges: message a group together and keep its members in one place.</p>
      </header>

      <ListPanel
        toolbar={
          <>
            <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search groups" placeholder="Search by group name" maxLength={GROUP_SEARCH_MAX} className="min-w-0 flex-1" />
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading groups" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={groupList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        <ListBody
          list={list}
          what="your groups"
          noun="groups"
          search={state.search}
          onClearSearch={() => update({ search: "" })}
          empty={
            <ListEmpty
              icon={UsersRound}
              title="No groups yet"
              description="Create a group for a cohort, a class or a challenge, then add contacts to it here or from the contact list."
              action={access.canCreate ? <Button variant="outline" onClick={() => setCreating(true)}>Create group</Button> : undefined}
            />
          }
        >
          <DataTable
            label="Groups"
            columns={columns}
            rows={page?.data}
            rowLabel={(g) => g.name}
            card={card}
            sort={{ key: state.sort, direction: state.direction, onSort: (key) => update(nextSort(groupList, state, key)) }}
            stale={list.stale}
            busy={list.isFetching}
          />
        </ListBody>
      </ListPanel>

      <GroupFormDialog open={creating} onOpenChange={setCreating} onCreated={(group) => setOpen({ kind: "members", group })} />
      {open?.kind === "edit" && <GroupFormDialog open onOpenChange={(o) => !o && setOpen(null)} group={open.group} />}
      {open?.kind === "members" && <GroupMembersDialog open onOpenChange={(o) => !o && setOpen(null)} group={open.group} canUpdate={access.canUpdate} />}
      <ConfirmDialog
        open={open?.kind === "delete"}
        onOpenChange={(o) => !o && setOpen(null)}
        description={open?.kind === "delete" ? `“${open.group.name}” will be deleted. Its ${formatCount(open.group.members_count, "contact")} stay in your contact list.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (open?.kind === "delete") await remove.mutateAsync(open.group);
        }}
      />
    </div>
  );
}
