"use client";

import { useCallback, useMemo, useState } from "react";
import { ReceiptText, RotateCcw } from "lucide-react";
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
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { checkout } from "@/lib/api/client";
import { DownloadInvoiceButton, SendInvoiceButton } from "./invoice-buttons";
import { orderList, PRODUCT_SEARCH_MAX, type OrderListState } from "@/lib/checkout/columns";
import { refundForm } from "@/lib/checkout/forms";
import { checkoutKeys, useOrderList, type Order, type OrderPage } from "@/lib/checkout/hooks";
import { formatDate, isoString } from "@/lib/format";
import { nextSort } from "@/lib/list/params";
import { toMajor, toMinor } from "@/lib/platform/payments/money";
import { useMoney } from "./company-currency";


function statusOf(o: Order): { label: string; variant: BadgeVariant } {
  if (o.status === "paid" && o.amount_refunded >= o.total && o.total > 0) return { label: "Refunded", variant: "neutral" };
  if (o.status === "paid" && o.amount_refunded > 0) return { label: "Partially refunded", variant: "warning" };
  if (o.status === "paid") return { label: "Paid", variant: "success" };
  if (o.status === "failed" || o.status === "locked") return { label: o.status === "locked" ? "Locked" : "Declined", variant: "danger" };
  if (o.status === "requires_action") return { label: "Authenticating", variant: "warning" };
  return { label: "Pending", variant: "outline" };
}

function OrderStatus({ order }: { order: Order }) {
  const s = statusOf(order);
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={s.variant}>{s.label}</Badge>
      {order.test && <Badge variant="outline">Test</Badge>}
    </span>
  );
}

/** CheckoutOrders (/checkout/orders): the location's orders, with refunds. */
export function OrderIndex({ initialPage, initialState, canRefund }: { initialPage: OrderPage; initialState: OrderListState; canRefund: boolean }) {
  const money = useMoney();
  const [state, update] = useListState(orderList);
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useOrderList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const tab = state.filters.status ?? "paid";

  const refundable = useCallback((o: Order) => canRefund && o.status === "paid" && o.total - o.amount_refunded > 0, [canRefund]);
  const action = useCallback(
    (o: Order) =>
      o.status === "paid" ? (
        <span className="flex flex-wrap items-center justify-end gap-1.5">
          <DownloadInvoiceButton orderId={o.id} who={o.name} />
          <SendInvoiceButton target={{ kind: "order", id: o.id }} who={o.name} />
          {refundable(o) && (
            <Button variant="outline" size="sm" onClick={() => setRefunding(o)} aria-label={`Refund ${o.name}'s order`}>
              <RotateCcw className="size-3.5" aria-hidden="true" />
              Refund
            </Button>
          )}
        </span>
      ) : null,
    [refundable],
  );

  const columns = useMemo<ListColumn<Order, "date_created" | "total">[]>(
    () => [
      {
        key: "buyer",
        label: "Buyer",
        alwaysVisible: true,
        cell: (o) => (
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{o.name}</span>
            <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{o.email}</span>
          </span>
        ),
      },
      { key: "product", label: "Product", cell: (o) => <span className="[overflow-wrap:anywhere]">{o.product_name}</span> },
      { key: "total", label: "Total", sortKey: "total", className: "w-32", cell: (o) => <span className="tabular-nums">{money(o.total, o.currency)}</span> },
      { key: "status", label: "Status", className: "w-44", cell: (o) => <OrderStatus order={o} /> },
      { key: "date", label: "Date", sortKey: "date_created", className: "w-36", cell: (o) => <time dateTime={isoString(o.date_created)}>{formatDate(o.date_created)}</time> },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-64", cell: action },
    ],
    [action, money],
  );
  const card = {
    title: (o: Order) => <span className="font-medium [overflow-wrap:anywhere]">{o.name}</span>,
    badge: (o: Order) => <OrderStatus order={o} />,
    fields: [
      { label: "Product", value: (o: Order) => o.product_name },
      { label: "Total", value: (o: Order) => money(o.total, o.currency) },
      { label: "Date", value: (o: Order) => formatDate(o.date_created) },
    ],
    body: action,
  };
  const page = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex items-center gap-2.5">
          <h1 className="text-xl leading-7 font-semibold text-foreground">Orders</h1>
          {page && <Badge className="tabular-nums">{page.total}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">Every purchase from your checkout pages. Test purchases are labelled and kept out of your figures.</p>
      </header>

      <Tabs value={tab} onValueChange={(v) => update({ filters: { status: v === "paid" ? null : v } })}>
        <TabsList aria-label="Order status">
          <TabsTrigger value="paid">Paid</TabsTrigger>
          <TabsTrigger value="pending">Pending</TabsTrigger>
          <TabsTrigger value="failed">Declined</TabsTrigger>
          <TabsTrigger value="all">All</TabsTrigger>
        </TabsList>
        {/* The panel is the active tab's content, so each trigger controls an element that exists. */}
        <TabsContent value={tab} tabIndex={-1} className="mt-5 min-w-0 focus-visible:outline-none">
      <ListPanel
        toolbar={
          <>
            <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search orders" placeholder="Search by buyer name or email" maxLength={PRODUCT_SEARCH_MAX} className="min-w-0 flex-1" />
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading orders" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={orderList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        <ListBody
          list={list}
          what="your orders"
          noun="orders"
          search={state.search}
          onClearSearch={() => update({ search: "" })}
          searchHint="Search by part of the buyer's name or email."
          empty={<ListEmpty icon={ReceiptText} title={tab === "paid" ? "No orders yet" : "Nothing here"} description={tab === "paid" ? "When a buyer pays on one of your product pages, the order appears here." : "Orders in this state appear here."} />}
        >
          <DataTable
            label="Orders"
            columns={columns}
            rows={page?.data}
            rowLabel={(o) => o.name}
            card={card}
            sort={{ key: state.sort, direction: state.direction, onSort: (key) => update(nextSort(orderList, state, key)) }}
            stale={list.stale}
            busy={list.isFetching}
            skeletonRows={Math.min(state.per_page, 8)}
          />
        </ListBody>
      </ListPanel>
        </TabsContent>
      </Tabs>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}

function RefundDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const money = useMoney();
  type Values = { amount: string };
  const left = order ? order.total - order.amount_refunded : 0;
  const defaults = { amount: order ? toMajor(left, order.currency) : "" };
  const form = useApiForm<Values>(refundForm, { defaultValues: defaults, values: order ? defaults : undefined });
  const refund = useApiMutation({
    mutationFn: (v: Values) => {
      const amount = toMinor(v.amount, order!.currency);
      if (amount === null) {
        form.setError("amount", { message: "Enter an amount in this currency's decimals." });
        return Promise.reject(new Error("amount"));
      }
      return checkout.post("/order/refund-payment", { body: { order_id: order!.id, amount } });
    },
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      form={form}
      onSubmit={refund.mutateAsync}
      title="Refund payment"
      description={order ? `${order.name} paid ${money(order.total, order.currency)} for ${order.product_name}. Up to ${money(left, order.currency)} can be refunded.` : undefined}
      submitLabel="Refund"
      size="sm"
    >
      <TextField<Values> name="amount" label={`Amount (${order?.currency ?? ""})`} required inputMode="decimal" autoComplete="off" autoFocus />
    </FormDialog>
  );
}
