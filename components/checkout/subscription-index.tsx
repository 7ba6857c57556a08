"use client";

import { useCallback, useMemo, useState } from "react";
import { CalendarClock, CreditCard, Download, History, MoreHorizontal, Pause, Play, Repeat, Send, TimerOff, XCircle } from "lucide-react";
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
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { checkout } from "@/lib/api/client";
import { checkoutKeys } from "@/lib/checkout/hooks";
import { invoiceDownloadUrl, useSubscriptionBillingActions } from "./invoice-buttons";
import { useMoney } from "./company-currency";
import { SubscriptionHistoryDialog } from "./subscription-history-dialog";
import { useSubscriptionList, useSubscriptionStats, type Subscription, type SubscriptionPage, type SubscriptionStats } from "@/lib/checkout/subscription-hooks";
import { subscriptionDateForm, subscriptionList, type SubscriptionListState } from "@/lib/checkout/subscription-list";
import { formatDate, isoString } from "@/lib/format";


const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  trialing: { label: "Trial", variant: "warning" },
  active: { label: "Active", variant: "success" },
  paused: { label: "Paused", variant: "neutral" },
  past_due: { label: "Past due", variant: "danger" },
  canceled: { label: "Cancelled", variant: "outline" },
};

function SubscriptionStatus({ s }: { s: Subscription }) {
  const status = STATUS[s.status] ?? { label: s.status, variant: "outline" as const };
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={status.variant}>{status.label}</Badge>
      {s.cancel_at_period_end && s.status !== "canceled" && <Badge variant="outline">Cancels {formatDate(s.cancel_at_period_end)}</Badge>}
      {s.test && <Badge variant="outline">Test</Badge>}
    </span>
  );
}

type Editing = { sub: Subscription; field: "trial_end_date" | "next_billing_date" };

/** CheckoutSubscriptions (/checkout/subscriptions): every subscriber, with trial, billing and cancel controls. */
export function SubscriptionIndex({ initialPage, initialStats, initialState, canUpdate }: { initialPage: SubscriptionPage; initialStats: SubscriptionStats; initialState: SubscriptionListState; canUpdate: boolean }) {
  const money = useMoney();
  const [state, update] = useListState(subscriptionList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useSubscriptionList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const stats = useSubscriptionStats(initialStats).data;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [history, setHistory] = useState<Subscription | null>(null);
  const tab = state.filters.status ?? "all";

  const change = useApiMutation({
    mutationFn: (v: { id: number; body: { trial_status?: "end"; billing_status?: "active" | "paused" } }) => checkout.patch("/order/{id}/update-subscription-details", { params: { id: v.id }, body: v.body }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });

  const billing = useSubscriptionBillingActions();
  const action = useCallback(
    (s: Subscription) =>
      canUpdate && s.status !== "canceled" ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Manage ${s.name}'s subscription`}>
              <MoreHorizontal className="size-3.5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {s.status === "trialing" ? (
              <>
                <DropdownMenuItem onSelect={() => change.mutate({ id: s.id, body: { trial_status: "end" } })}><TimerOff aria-hidden="true" />End trial now</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setEditing({ sub: s, field: "trial_end_date" })}><CalendarClock aria-hidden="true" />Change trial end date</DropdownMenuItem>
              </>
            ) : (
              <>
                {s.status === "paused" ? (
                  <DropdownMenuItem onSelect={() => change.mutate({ id: s.id, body: { billing_status: "active" } })}><Play aria-hidden="true" />Resume billing</DropdownMenuItem>
                ) : (
                  <DropdownMenuItem onSelect={() => change.mutate({ id: s.id, body: { billing_status: "paused" } })}><Pause aria-hidden="true" />Pause billing</DropdownMenuItem>
                )}
                <DropdownMenuItem onSelect={() => setEditing({ sub: s, field: "next_billing_date" })}><CalendarClock aria-hidden="true" />Change next billing date</DropdownMenuItem>
              </>
            )}
            <DropdownMenuItem onSelect={() => setHistory(s)}><History aria-hidden="true" />History and renewal invoices</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => billing.sendInvoice(s.id)}><Send aria-hidden="true" />Send invoice</DropdownMenuItem>
            <DropdownMenuItem asChild><a href={invoiceDownloadUrl(s.order_id)} download><Download aria-hidden="true" />Download invoice</a></DropdownMenuItem>
            <DropdownMenuItem onSelect={() => billing.sendCardEmail(s.order_id)}><CreditCard aria-hidden="true" />Email card update link</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setCancelling(s)} className="text-danger"><XCircle aria-hidden="true" />Cancel subscription</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null,
    [canUpdate, change, billing],
  );

  const columns = useMemo<ListColumn<Subscription, "date_created">[]>(
    () => [
      {
        key: "subscriber",
        label: "Subscriber",
        alwaysVisible: true,
        cell: (s) => (
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{s.name}</span>
            <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{s.email}</span>
          </span>
        ),
      },
      { key: "product", label: "Product", cell: (s) => <span className="[overflow-wrap:anywhere]">{s.product_name}</span> },
      { key: "amount", label: "Amount", className: "w-36", cell: (s) => <span className="tabular-nums">{money(s.amount, s.currency)} / {s.interval}</span> },
      { key: "status", label: "Status", className: "w-44", cell: (s) => <SubscriptionStatus s={s} /> },
      { key: "next", label: "Next billing", className: "w-36", cell: (s) => (s.next_billing_date ? <time dateTime={isoString(s.next_billing_date)}>{formatDate(s.next_billing_date)}</time> : "—") },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-16", cell: action },
    ],
    [action, money],
  );
  const card = {
    title: (s: Subscription) => <span className="font-medium [overflow-wrap:anywhere]">{s.name}</span>,
    badge: (s: Subscription) => <SubscriptionStatus s={s} />,
    fields: [
      { label: "Product", value: (s: Subscription) => s.product_name },
      { label: "Amount", value: (s: Subscription) => `${money(s.amount, s.currency)} / ${s.interval}` },
      { label: "Next billing", value: (s: Subscription) => (s.next_billing_date ? formatDate(s.next_billing_date) : "—") },
    ],
    body: action,
  };
  const page = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Subscriptions</h1>
          {page && <Badge className="tabular-nums">{page.total}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">Recurring buyers of your subscription products. Moving a date gives a free period; nothing is prorated. Test purchases are labelled and kept out of the figures.</p>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Subscription figures (test purchases left out)">
        {([["Active", stats.active], ["In trial", stats.trialing], ["Paused", stats.paused], ["Cancelled", stats.canceled]] as const).map(([label, n]) => (
          <div key={label} className="rounded-lg border border-border bg-card p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-foreground">{n}</dd>
          </div>
        ))}
      </dl>

      <Tabs value={tab} onValueChange={(v) => update({ filters: { status: v === "all" ? null : v } })}>
        <TabsList aria-label="Subscription status" className="max-w-full overflow-x-auto">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="trialing">Trial</TabsTrigger>
          <TabsTrigger value="active">Active</TabsTrigger>
          <TabsTrigger value="paused">Paused</TabsTrigger>
          <TabsTrigger value="canceled">Cancelled</TabsTrigger>
        </TabsList>
        <TabsContent value={tab} tabIndex={-1} className="mt-5 min-w-0 focus-visible:outline-none">
          <ListPanel
            toolbar={
              <>
                <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search subscriptions" placeholder="Search by subscriber name or email" maxLength={100} className="min-w-0 flex-1" />
                <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading subscriptions" />}</div>
              </>
            }
            footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={subscriptionList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
          >
            <ListBody
              list={list}
              what="your subscriptions"
              noun="subscriptions"
              search={state.search}
              onClearSearch={() => update({ search: "" })}
              searchHint="Search by part of the subscriber's name or email."
              empty={<ListEmpty icon={Repeat} title={tab === "all" ? "No subscriptions yet" : "Nothing here"} description={tab === "all" ? "When someone buys a subscription product on its checkout page, the subscription appears here." : "Subscriptions in this state appear here."} />}
            >
              <DataTable label="Subscriptions" columns={columns} rows={page?.data} rowLabel={(s) => s.name} card={card} stale={list.stale} busy={list.isFetching} skeletonRows={Math.min(state.per_page, 8)} />
            </ListBody>
          </ListPanel>
        </TabsContent>
      </Tabs>
      <DateDialog editing={editing} onClose={() => setEditing(null)} />
      <CancelDialog sub={cancelling} onClose={() => setCancelling(null)} />
      <SubscriptionHistoryDialog sub={history} onClose={() => setHistory(null)} />
    </div>
  );
}

const dayInput = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

function DateDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  type Values = { trial_end_date: string; next_billing_date: string };
  const field = editing?.field ?? "next_billing_date";
  const current = editing ? (field === "trial_end_date" ? editing.sub.trial_end : editing.sub.next_billing_date) : null;
  const defaults = { trial_end_date: "", next_billing_date: "", [field]: dayInput(current) } as Values;
  const form = useApiForm<Values>(subscriptionDateForm, { defaultValues: defaults, values: editing ? defaults : undefined });
  const save = useApiMutation({
    // The chosen day at noon UTC: the same calendar day in every time zone the coach may be in.
    mutationFn: (v: Values) => checkout.patch("/order/{id}/update-subscription-details", { params: { id: editing!.sub.id }, body: { [field]: v[field] ? `${v[field]}T12:00:00.000Z` : "" } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onClose,
  });
  const label = field === "trial_end_date" ? "Trial end date" : "Next billing date";
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(o) => !o && onClose()}
      form={form}
      onSubmit={save.mutateAsync}
      title={`Change ${label.toLowerCase()}`}
      description={editing ? `${editing.sub.name}: the days until then are free; nothing is prorated.` : undefined}
      submitLabel="Save"
      size="sm"
    >
      <TextField<Values> name={field} label={label} type="date" required autoFocus />
    </FormDialog>
  );
}

function CancelDialog({ sub, onClose }: { sub: Subscription | null; onClose: () => void }) {
  const [when, setWhen] = useState<"now" | "period_end">("now");
  const cancel = useApiMutation({
    mutationFn: (id: number) => checkout.post("/order/{id}/cancel-subscription", { params: { id }, body: { when } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      open={sub !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Cancel subscription?"
      description={sub ? `${sub.name} will not be charged again for ${sub.product_name}.` : undefined}
      confirmText="Cancel subscription"
      cancelText="Keep it"
      busyText="Cancelling"
      tone="danger"
      onConfirm={() => cancel.mutateAsync(sub!.id).then(() => undefined)}
    >
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="sr-only">When</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="cancel-when" checked={when === "now"} onChange={() => setWhen("now")} />
          Now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="cancel-when" checked={when === "period_end"} onChange={() => setWhen("period_end")} disabled={!sub?.next_billing_date} />
          At the end of the current period{sub?.next_billing_date ? ` (${formatDate(sub.next_billing_date)})` : ""}
        </label>
      </fieldset>
    </ConfirmDialog>
  );
}
