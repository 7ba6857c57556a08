"use client";

import { useCallback, useMemo, useState } from "react";
import Link from "next/link";
import { Archive, ArchiveRestore, ChartLine, Copy, ExternalLink, MoreHorizontal, Package, Paintbrush, Pencil, Plus, Share2, ShoppingBasket, TicketPercent, Trash2 } from "lucide-react";
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
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { checkout } from "@/lib/api/client";
import { PRODUCT_SEARCH_MAX, productList, type ProductListState, type ProductSort } from "@/lib/checkout/columns";
import { renameForm } from "@/lib/checkout/forms";
import { checkoutKeys, useProcessors, useProductDetails, useProductList, type Processor, type Product, type ProductPage } from "@/lib/checkout/hooks";
import { formatDate, isoString } from "@/lib/format";
import { nextSort } from "@/lib/list/params";
import { useMoney } from "./company-currency";
import { ProcessorCard } from "./processor-card";
import { ProductBumpsDialog } from "./product-bumps-dialog";
import { ProductCouponDialog } from "./product-coupon-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductShareDialog, type ShareTarget } from "./product-share-dialog";
import { ProductTrackingDialog } from "./product-tracking-dialog";

type Access = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };
type Dialog = { kind: "edit" | "rename" | "tracking" | "bumps" | "coupon" | "delete" | "share"; product: Product } | null;

const billing = (p: Product) => (p.type === "subscription" ? `Every ${p.interval ?? "month"}${p.trial_days ? `, ${p.trial_days}-day trial` : ""}` : "One-time");

/** CheckoutProducts (/checkout/products): the location's products, six a page, with the editor in a dialog. */
export function ProductIndex({ initialPage, initialState, processors: initialProcessors, access, shareTargets }: {
  initialPage: ProductPage;
  /** Other locations of the company the user belongs to (Share product). */
  shareTargets: ShareTarget[];
  initialState: ProductListState;
  processors: Processor[];
  access: Access;
}) {
  const money = useMoney();
  const price = useCallback((p: Product) => money(p.price, p.currency), [money]);
  const [state, update] = useListState(productList);
  // The editor offers the processors connected since the page loaded too.
  const processors = useProcessors(initialProcessors).data ?? initialProcessors;
  const onPastEnd = useCallback((last: number) => update({ page: last }), [update]);
  const list = useProductList(state, { initial: { state: initialState, page: initialPage }, onPastEnd });
  const archived = state.filters.view === "archived";
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const editing = useProductDetails(dialog?.kind === "edit" ? dialog.product.id : null);

  const archive = useApiMutation({
    mutationFn: (p: Product) => checkout.patch("/product/archive-unarchive", { body: { ids: [p.id], archive: p.archived ? 0 : 1 } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });
  const duplicate = useApiMutation({
    mutationFn: (p: Product) => checkout.post("/product/duplicate", { body: { id: p.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });
  const remove = useApiMutation({
    mutationFn: (p: Product) => checkout.delete("/product/delete", { body: { ids: [p.id] } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });

  const actions = useCallback(
    (p: Product) => (
      <ProductActions
        product={p}
        access={access}
        onEdit={() => setDialog({ kind: "edit", product: p })}
        onRename={() => setDialog({ kind: "rename", product: p })}
        onTracking={() => setDialog({ kind: "tracking", product: p })}
        onBumps={() => setDialog({ kind: "bumps", product: p })}
        onCoupon={() => setDialog({ kind: "coupon", product: p })}
        onDelete={() => setDialog({ kind: "delete", product: p })}
        onShare={shareTargets.length ? () => setDialog({ kind: "share", product: p }) : undefined}
        onArchive={() => void archive.mutateAsync(p).catch(() => undefined)}
        onDuplicate={() => void duplicate.mutateAsync(p).catch(() => undefined)}
      />
    ),
    [access, archive, duplicate, shareTargets.length],
  );

  const columns = useMemo<ListColumn<Product, ProductSort>[]>(
    () => [
      { key: "name", label: "Product", sortKey: "name", alwaysVisible: true, cell: (p) => <span className="font-medium text-foreground [overflow-wrap:anywhere]">{p.name}</span> },
      { key: "price", label: "Price", sortKey: "price", className: "w-32", cell: (p) => <span className="tabular-nums">{price(p)}</span> },
      { key: "billing", label: "Billing", className: "w-48", cell: billing },
      { key: "created", label: "Created", sortKey: "date_created", className: "w-36", cell: (p) => <time dateTime={isoString(p.date_created)}>{formatDate(p.date_created)}</time> },
      { key: "actions", label: "Actions", hideLabel: true, className: "w-40", cell: actions },
    ],
    [actions, price],
  );
  const card = {
    title: (p: Product) => <span className="font-medium [overflow-wrap:anywhere]">{p.name}</span>,
    badge: (p: Product) => <Badge className="tabular-nums">{price(p)}</Badge>,
    fields: [
      { label: "Billing", value: billing },
      { label: "Created", value: (p: Product) => formatDate(p.date_created) },
    ],
    body: actions,
  };
  const page = list.page;

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2.5">
            <h1 className="text-xl leading-7 font-semibold text-foreground">Products</h1>
            {page && <Badge className="tabular-nums">{page.total}</Badge>}
          </div>
          {access.canCreate && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Create product
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground">What you sell: each product has its own checkout page to share with buyers.</p>
      </header>

      <ProcessorCard initial={initialProcessors} canCreate={access.canCreate} canDelete={access.canDelete} />

      <Tabs value={archived ? "archived" : "live"} onValueChange={(v) => update({ filters: { view: v === "archived" ? "archived" : null } })}>
        <TabsList aria-label="Product view">
          <TabsTrigger value="live">Products</TabsTrigger>
          <TabsTrigger value="archived">Archived</TabsTrigger>
        </TabsList>
        {/* The panel is the active tab's content, so each trigger controls an element that exists. */}
        <TabsContent value={archived ? "archived" : "live"} tabIndex={-1} className="mt-5 min-w-0 focus-visible:outline-none">
      <ListPanel
        toolbar={
          <>
            <ListSearch value={state.search} onSearch={(search) => update({ search })} label="Search products" placeholder="Search by product name" maxLength={PRODUCT_SEARCH_MAX} className="min-w-0 flex-1" />
            <div className="ml-auto flex items-center gap-2">{list.refreshing && <Spinner size="sm" label="Loading products" />}</div>
          </>
        }
        footer={page && !list.empty && !list.failed ? <ListPagination page={state.page} data={page} perPageOptions={productList.perPageOptions} onPage={(p) => update({ page: p })} onPerPage={(n) => update({ per_page: n })} /> : undefined}
      >
        <ListBody
          list={list}
          what="your products"
          noun="products"
          search={state.search}
          onClearSearch={() => update({ search: "" })}
          searchHint="Check the spelling, or search for part of the name."
          empty={
            <ListEmpty
              icon={Package}
              title={archived ? "Nothing archived" : "No products yet"}
              description={archived ? "Products you archive are kept here; their pages stop selling until you restore them." : "Create a product, connect a processor, then share its checkout page with buyers."}
              action={!archived && access.canCreate ? <Button variant="outline" onClick={() => setCreating(true)}>Create product</Button> : undefined}
            />
          }
        >
          <DataTable
            label="Products"
            columns={columns}
            rows={page?.data}
            rowLabel={(p) => p.name}
            card={card}
            sort={{ key: state.sort, direction: state.direction, onSort: (key) => update(nextSort(productList, state, key)) }}
            stale={list.stale}
            busy={list.isFetching}
            skeletonRows={state.per_page}
          />
        </ListBody>
      </ListPanel>
        </TabsContent>
      </Tabs>

      <ProductFormDialog open={creating} onOpenChange={setCreating} processors={processors} />
      {dialog?.kind === "edit" && editing.data && (
        <ProductFormDialog open onOpenChange={(o) => !o && setDialog(null)} product={editing.data} processors={processors} />
      )}
      <RenameDialog product={dialog?.kind === "rename" ? dialog.product : null} onClose={() => setDialog(null)} />
      <ProductTrackingDialog product={dialog?.kind === "tracking" ? dialog.product : null} onClose={() => setDialog(null)} />
      <ProductBumpsDialog product={dialog?.kind === "bumps" ? dialog.product : null} onClose={() => setDialog(null)} />
      <ProductCouponDialog product={dialog?.kind === "coupon" ? dialog.product : null} access={access} onClose={() => setDialog(null)} />
      <ProductShareDialog product={dialog?.kind === "share" ? dialog.product : null} targets={shareTargets} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        description={dialog?.kind === "delete" ? `“${dialog.product.name}” and its checkout page will be deleted. This cannot be undone.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (dialog?.kind === "delete") await remove.mutateAsync(dialog.product);
        }}
      />
    </div>
  );
}

function RenameDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  type Values = { name: string };
  const defaults = { name: product?.name ?? "" };
  const form = useApiForm<Values>(renameForm, { defaultValues: defaults, values: product ? defaults : undefined });
  const rename = useApiMutation({
    mutationFn: (v: Values) => checkout.patch("/product/{id}/rename", { params: { id: product!.id }, body: v }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onClose,
  });
  return (
    <FormDialog open={product !== null} onOpenChange={(o) => !o && onClose()} form={form} onSubmit={rename.mutateAsync} title="Rename product" submitLabel="Rename" size="sm">
      <TextField<Values> name="name" label="Product name" required autoComplete="off" autoFocus />
    </FormDialog>
  );
}

function ProductActions({ product, access, onEdit, onRename, onTracking, onBumps, onCoupon, onDelete, onArchive, onDuplicate, onShare }: {
  product: Product;
  onTracking: () => void;
  onBumps: () => void;
  onCoupon: () => void;
  onShare?: () => void;
  access: Access;
  onEdit: () => void;
  onRename: () => void;
  onDelete: () => void;
  onArchive: () => void;
  onDuplicate: () => void;
}) {
  return (
    <div className="flex items-center justify-end gap-1">
      {!product.archived && (
        <Button variant="ghost" size="icon-sm" asChild aria-label={`Open the checkout page of ${product.name}`}>
          <a href={`/buy/${product.public_id}`} target="_blank" rel="noopener">
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </Button>
      )}
      {access.canUpdate && (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${product.name}`} onClick={onEdit}>
          <Pencil className="size-3.5" aria-hidden="true" />
        </Button>
      )}
      {(access.canUpdate || access.canCreate || access.canDelete) && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`More actions for ${product.name}`}>
              <MoreHorizontal className="size-3.5" aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {access.canUpdate && <DropdownMenuItem onSelect={onRename}><Pencil aria-hidden="true" />Rename</DropdownMenuItem>}
            {access.canUpdate && <DropdownMenuItem onSelect={onTracking}><ChartLine aria-hidden="true" />Tracking codes</DropdownMenuItem>}
            {access.canUpdate && <DropdownMenuItem onSelect={onBumps}><ShoppingBasket aria-hidden="true" />Order bumps</DropdownMenuItem>}
            {access.canUpdate && <DropdownMenuItem onSelect={onCoupon}><TicketPercent aria-hidden="true" />Coupon</DropdownMenuItem>}
            {access.canUpdate && (
              <DropdownMenuItem asChild>
                <Link href={`/checkout/products/${product.id}/template`}><Paintbrush aria-hidden="true" />Checkout page design</Link>
              </DropdownMenuItem>
            )}
            {access.canCreate && <DropdownMenuItem onSelect={onDuplicate}><Copy aria-hidden="true" />Duplicate</DropdownMenuItem>}
            {access.canCreate && onShare && <DropdownMenuItem onSelect={onShare}><Share2 aria-hidden="true" />Share with locations</DropdownMenuItem>}
            {access.canUpdate && (
              <DropdownMenuItem onSelect={onArchive}>
                {product.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                {product.archived ? "Unarchive" : "Archive"}
              </DropdownMenuItem>
            )}
            {access.canDelete && <DropdownMenuItem onSelect={onDelete} className="text-danger"><Trash2 aria-hidden="true" />Delete</DropdownMenuItem>}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}
