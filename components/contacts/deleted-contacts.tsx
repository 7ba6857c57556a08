"use client";

import { useCallback, useMemo } from "react";
import Link from "next/link";
import { ArchiveRestore, ArrowLeft, Trash2 } from "lucide-react";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { BulkBar, type BulkAction, type ListAccess } from "@/components/list/bulk-bar";
import type { ListColumn } from "@/components/list/columns";
import { DataTable, type CardLayout } from "@/components/list/data-table";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListSelection } from "@/components/list/use-selection";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { useDeletedContacts } from "@/lib/contacts/bulk-hooks";
import { deletedList, type DeletedContact, type DeletedListState, type DeletedPage } from "@/lib/contacts/bulk-lists";
import { contactKeys } from "@/lib/contacts/hooks";
import { formatCount, formatDateTime, isoString } from "@/lib/format";
import { selectionScope } from "@/lib/list/params";
import { cn } from "@/lib/utils/cn";
import { fullName } from "./contact-cells";

const name = (c: DeletedContact) => fullName(c) || c.email || `Contact ${c.id}`;
const deletedAt = (c: DeletedContact) => <time dateTime={isoString(c.deleted_at) ?? undefined}>{formatDateTime(c.deleted_at)}</time>;

const COLUMNS: ListColumn<DeletedContact>[] = [
  { key: "name", label: "Name", cell: (c) => <span className="font-medium text-foreground">{name(c)}</span>, alwaysVisible: true },
  { key: "email", label: "Email", cell: (c) => c.email ?? "—" },
  { key: "number", label: "Phone", cell: (c) => c.number ?? "—" },
  { key: "status", label: "Status", cell: (c) => c.status },
  { key: "deleted_at", label: "Deleted", cell: deletedAt },
];
const CARD: CardLayout<DeletedContact> = {
  title: (c) => <span className="font-medium">{name(c)}</span>,
  fields: [
    { label: "Email", value: (c) => <span className="truncate">{c.email ?? "—"}</span> },
    { label: "Deleted", value: deletedAt },
  ],
};

/** Deleted contacts (/contacts/deleted): what Bulk Delete removed, newest first, with restore. */
export function DeletedContacts({ initialPage, initialState, access }: { initialPage: DeletedPage; initialState: DeletedListState; access: ListAccess }) {
  const [state, update] = useListState(deletedList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useDeletedContacts(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const page = list.page;
  const selection = useListSelection(selectionScope(state), page?.total ?? 0);

  const restore = useApiMutation({
    mutationFn: (ids: number[]) => api.post("/contact/deleted/restore", { body: { contact_ids: ids } }),
    invalidate: [contactKeys.all],
    success: (data) => data.message,
    onSuccess: () => selection.clear(),
  });
  const actions = useMemo<BulkAction[]>(
    () => [
      {
        id: "restore", label: "Restore", icon: ArchiveRestore, permission: ["contacts-center", "delete"],
        // Restoring names ids (each is checked for an email clash): the rows ticked on screen.
        run: (sel) => restore.mutateAsync(sel.all ? (page?.data ?? []).map((c) => c.id).filter((id) => !sel.except.has(id)) : [...sel.ids]),
      },
    ],
    [restore, page],
  );

  return (
    <div className={cn("flex w-full min-w-0 flex-col gap-5", selection.count > 0 && "pb-16")}>
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Deleted contacts</h1>
            {page && <Badge className="tabular-nums">{formatCount(page.total, "contact")}</Badge>}
          </div>
          <Button asChild variant="outline" size="sm">
            <Link href="/contacts">
              <ArrowLeft aria-hidden="true" />
              Contacts
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">Contacts removed with Delete. Restore them to bring them back with their notes and tags.</p>
      </header>

      <ListPanel
        toolbar={<ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search deleted contacts" placeholder="Search name, email, phone" maxLength={100} className="min-w-0 flex-1" />}
        footer={page && !list.empty && !list.failed ? (
          <ListPagination page={state.page} data={page} perPageOptions={deletedList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} />
        ) : undefined}
      >
        <ListBody
          list={list}
          what="deleted contacts"
          noun="deleted contacts"
          search={state.search}
          onClearSearch={() => update({ search: "" })}
          searchHint="Check the spelling, or search by email or phone number instead."
          empty={<ListEmpty icon={Trash2} title="No deleted contacts" description="Contacts you delete from the contact list appear here, and can be restored." />}
        >
          <DataTable label="Deleted contacts" columns={COLUMNS} rows={page?.data} rowLabel={name} card={CARD} selection={selection} stale={list.stale} busy={list.isFetching} />
        </ListBody>
      </ListPanel>

      <BulkBar selection={selection} total={page?.data.length ?? 0} pageIds={page?.data.map((c) => c.id) ?? []} noun="contacts" actions={actions} access={access} />
    </div>
  );
}
