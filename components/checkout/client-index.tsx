"use client";

import { useCallback, useMemo, useState } from "react";
import { Pencil, SearchX, UsersRound } from "lucide-react";
import { TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { DataTable } from "@/components/list/data-table";
import type { ListColumn } from "@/components/list/columns";
import { ListPagination, ListPanel } from "@/components/list/list-panel";
import { ListSearch } from "@/components/list/list-search";
import { ListBody } from "@/components/list/list-body";
import { ListEmpty } from "@/components/list/list-states";
import { useListState } from "@/components/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { checkout } from "@/lib/api/client";
import { clientList, type ClientListState, type ClientSort } from "@/lib/checkout/client-list";
import { useClientList, useClientTags, type Client, type ClientPage, type ClientTag } from "@/lib/checkout/client-hooks";
import { clientProfileBody } from "@/lib/checkout/client-schemas";
import { checkoutKeys } from "@/lib/checkout/hooks";
import { formatDate, isoString } from "@/lib/format";
import { nextSort } from "@/lib/list/params";
import { ClientProfileDialog, spentText } from "./client-profile";
import { useMoney } from "./company-currency";

const fullName = (c: Client) => `${c.first_name} ${c.last_name}`.trim() || c.email || "Client";

/** CheckoutClients (/checkout/clients): everyone who bought, with their live figures and profile. */
export function ClientIndex({ initialPage, initialTags, initialState, canUpdate }: { initialPage: ClientPage; initialTags: ClientTag[]; initialState: ClientListState; canUpdate: boolean }) {
  const money = useMoney();
  const [state, update] = useListState(clientList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useClientList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const tags = useClientTags(initialTags).data ?? [];
  const [viewing, setViewing] = useState<Client | null>(null);
  const [editing, setEditing] = useState<Client | null>(null);

  const nameCell = useCallback(
    (c: Client) => (
      <button type="button" onClick={() => setViewing(c)} className="flex min-w-0 flex-col rounded-sm text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <span className="font-medium text-foreground [overflow-wrap:anywhere]">{fullName(c)}</span>
        {c.email && <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{c.email}</span>}
      </button>
    ),
    [],
  );
  const action = useCallback(
    (c: Client) =>
      canUpdate ? (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${fullName(c)}'s profile`} onClick={() => setEditing(c)}>
          <Pencil className="size-3.5" aria-hidden="true" />
        </Button>
      ) : null,
    [canUpdate],
  );
  const columns = useMemo<ListColumn<Client, ClientSort>[]>(
    () => [
      { key: "name", label: "Client", sortKey: "name", alwaysVisible: true, cell: nameCell },
      { key: "orders", label: "Orders", className: "w-24", cell: (c) => <span className="tabular-nums">{c.orders}</span> },
      { key: "spent", label: "Spent", className: "w-44", cell: (c) => (c.test ? <Badge variant="outline">Test</Badge> : <span className="tabular-nums">{spentText(c.spent, money)}</span>) },
      { key: "last", label: "Last purchase", sortKey: "last_purchase", className: "w-40", cell: (c) => (c.last_purchase_at ? <time dateTime={isoString(c.last_purchase_at)}>{formatDate(c.last_purchase_at)}</time> : "—") },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-16", cell: action },
    ],
    [nameCell, action, money],
  );
  const card = {
    title: nameCell,
    badge: (c: Client) => (c.test ? <Badge variant="outline">Test</Badge> : null),
    fields: [
      { label: "Orders", value: (c: Client) => String(c.orders) },
      { label: "Spent", value: (c: Client) => spentText(c.spent, money) },
      { label: "Last purchase", value: (c: Client) => (c.last_purchase_at ? formatDate(c.last_purchase_at) : "—") },
    ],
    body: action,
  };
  const page = list.page;
  const filtered = Boolean(state.search || state.filters.tag);

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Clients</h1>
          {page && <Badge className="tabular-nums">{page.total}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">Everyone who has bought one of your products. Figures leave test purchases out.</p>
      </header>
      <ListPanel
        toolbar={
          <>
            <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search clients" placeholder="Search by name or email" maxLength={100} className="min-w-0 flex-1" />
            {tags.length > 0 && (
              <NativeSelect aria-label="Filter by tag" wrapperClassName="w-auto min-w-36" value={state.filters.tag ?? ""} onChange={(e) => update({ filters: { tag: e.target.value || null } })}>
                <option value="">All tags</option>
                {tags.map((t) => (
                  <option key={t.id} value={String(t.id)}>
                    {t.name} ({t.clients})
                  </option>
                ))}
              </NativeSelect>
            )}
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading clients" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={clientList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        <ListBody
          list={list}
          what="your clients"
          noun="clients"
          filtered={filtered}
          noMatch={<ListEmpty icon={SearchX} title="No clients match" description="Try another name, email or tag." action={<Button variant="outline" onClick={() => update({ search: "", filters: { tag: null } })}>Clear filters</Button>} />}
          empty={<ListEmpty icon={UsersRound} title="No clients yet" description="When someone buys one of your products, they appear here with their orders and subscriptions." />}
        >
          <DataTable
            label="Clients"
            columns={columns}
            rows={page?.data}
            rowLabel={fullName}
            card={card}
            sort={{ key: state.sort, direction: state.direction, onSort: (k) => update(nextSort(clientList, state, k)) }}
            stale={list.stale}
            busy={list.isFetching}
            skeletonRows={Math.min(state.per_page, 8)}
          />
        </ListBody>
      </ListPanel>
      <ClientProfileDialog client={viewing} canUpdateCard={canUpdate} onClose={() => setViewing(null)} onEdit={canUpdate ? (c) => { setViewing(null); setEditing(c); } : undefined} />
      <ProfileDialog client={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

type ProfileValues = { first_name: string; last_name: string; email: string; number: string };

function ProfileDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const values: ProfileValues = { first_name: client?.first_name ?? "", last_name: client?.last_name ?? "", email: client?.email ?? "", number: client?.number ?? "" };
  const form = useApiForm(clientProfileBody, { defaultValues: values, values: client ? values : undefined });
  const save = useApiMutation({
    mutationFn: (v: typeof clientProfileBody._output) => checkout.patch("/client/{id}/update-profile", { params: { id: client!.id }, body: v }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog open={client !== null} onOpenChange={(o) => !o && onClose()} form={form} onSubmit={save.mutateAsync} title="Edit client profile" description="Changes the contact's details everywhere in your account." submitLabel="Save" size="sm">
      <TextField<ProfileValues> name="first_name" label="First name" required autoComplete="off" autoFocus />
      <TextField<ProfileValues> name="last_name" label="Last name" autoComplete="off" />
      <TextField<ProfileValues> name="email" label="Email" type="email" autoComplete="off" />
      <TextField<ProfileValues> name="number" label="Phone number" type="tel" autoComplete="off" />
    </FormDialog>
  );
}
