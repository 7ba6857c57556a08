"use client";

import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Pencil, ShoppingBasket, Trash2 } from "lucide-react";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { checkout } from "@/lib/api/client";
import { MAX_BUMPS } from "@/lib/checkout/constants";
import { bumpForm } from "@/lib/checkout/forms";
import { checkoutKeys, useAllProducts, useProductBumps, type Bump, type Product } from "@/lib/checkout/hooks";
import { toMajor, toMinor } from "@/lib/platform/payments/money";
import { useMoney } from "./company-currency";

type Values = { product_id: string; name: string; description: string; price: string };
type Phase = { kind: "list" } | { kind: "add" } | { kind: "edit"; bump: Bump };

/**
 * A product's order bumps: other one-time products offered as a tick box on its checkout page,
 * each added to the order at its bump price. The set is saved through the product's update
 * (the array replaces the set); one bump is edited or removed by its own call.
 */
export function ProductBumpsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: "list" });
  const [removing, setRemoving] = useState<Bump | null>(null);
  const bumps = useProductBumps(product?.id ?? null);
  const products = useAllProducts(product !== null);
  const close = () => {
    setPhase({ kind: "list" });
    onClose();
  };
  const remove = useApiMutation({
    mutationFn: (b: Bump) => checkout.delete("/bump/{id}/delete", { params: { id: b.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });
  // What may be offered: the server takes another one-time product of the same currency.
  const offerable = (products.data ?? []).filter((p) => product && p.id !== product.id && p.type === "one_time" && p.currency === product.currency && !p.archived);
  const productName = (id: number) => products.data?.find((p) => p.id === id)?.name ?? "a deleted product";

  return (
    <Dialog open={product !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent size="md" dismissOnOutsideClick={false}>
        {product && phase.kind !== "list" ? (
          <BumpForm
            product={product}
            bumps={bumps.data ?? []}
            offerable={offerable}
            editing={phase.kind === "edit" ? phase.bump : null}
            onDone={() => setPhase({ kind: "list" })}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Order bumps</DialogTitle>
              <DialogDescription>{`Extra products offered on the checkout page of “${product?.name ?? ""}”. Up to ${MAX_BUMPS}.`}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-3">
              {bumps.isPending ? (
                <Skeleton className="h-24 w-full" />
              ) : bumps.isError ? (
                <p role="alert" className="text-sm text-danger-strong">The order bumps could not be loaded. Close the dialog and try again.</p>
              ) : bumps.data.length === 0 ? (
                <EmptyState
                  icon={ShoppingBasket}
                  title="No order bumps yet"
                  description="A bump is another of your products, offered as a tick box on the checkout page, added to the order at the bump price."
                  className="py-6"
                />
              ) : (
                <ul aria-label={`Order bumps of ${product?.name ?? ""}`} className="flex flex-col divide-y divide-border rounded-lg border border-border">
                  {bumps.data.map((b) => (
                    <li key={b.id} className="flex items-start gap-3 px-3 py-2.5">
                      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="text-sm font-medium text-foreground [overflow-wrap:anywhere]">{b.name}</span>
                        <BumpPrice bump={b} currency={product?.currency ?? "USD"} offered={productName(b.product_id)} />
                        {b.description && <span className="line-clamp-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{b.description}</span>}
                      </div>
                      <Button variant="ghost" size="icon-sm" aria-label={`Edit bump ${b.name}`} onClick={() => setPhase({ kind: "edit", bump: b })}>
                        <Pencil className="size-3.5" aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={`Remove bump ${b.name}`} onClick={() => setRemoving(b)}>
                        <Trash2 className="size-3.5" aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {bumps.data && bumps.data.length >= MAX_BUMPS && <p className="text-sm text-muted-foreground">{`A product may have up to ${MAX_BUMPS} order bumps: remove one to offer another.`}</p>}
              {products.data && offerable.length === 0 && (
                <p className="text-sm text-muted-foreground">{`To offer a bump, create another one-time product in ${product?.currency ?? ""}.`}</p>
              )}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">Close</Button>
              </DialogClose>
              <Button type="button" onClick={() => setPhase({ kind: "add" })} disabled={!bumps.data || bumps.data.length >= MAX_BUMPS || offerable.length === 0}>
                Add a bump
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        description={removing ? `“${removing.name}” will no longer be offered on this checkout page.` : undefined}
        confirmText="Remove"
        busyText="Removing"
        tone="danger"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
        }}
      />
    </Dialog>
  );
}

function BumpPrice({ bump, currency, offered }: { bump: Bump; currency: string; offered: string }) {
  const money = useMoney();
  return (
    <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
      <span className="font-medium text-foreground tabular-nums">{money(bump.price, currency)}</span> · offers {offered}
    </span>
  );
}

/** Add a bump (the product's update with the set plus this one) or edit one (its own call). */
function BumpForm({ product, bumps, offerable, editing, onDone }: { product: Product; bumps: Bump[]; offerable: Product[]; editing: Bump | null; onDone: () => void }) {
  // A product already offered on this page is not offered twice.
  const choices = offerable.filter((p) => !bumps.some((b) => b.product_id === p.id));
  const first = choices[0];
  const defaults: Values = editing
    ? { product_id: String(editing.product_id), name: editing.name, description: editing.description, price: toMajor(editing.price, product.currency) }
    : { product_id: first ? String(first.id) : "", name: first?.name ?? "", description: "", price: first ? toMajor(first.price, first.currency) : "" };
  const form = useApiForm<Values>(bumpForm, { defaultValues: defaults });
  const chosen = useWatch({ control: form.control, name: "product_id" });

  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const price = toMinor(v.price, product.currency);
      if (price === null) {
        form.setError("price", { message: "Enter a price in this currency's decimals." });
        return Promise.reject(new Error("price"));
      }
      if (editing) return checkout.patch("/bump/{id}/update", { params: { id: editing.id }, body: { name: v.name, description: v.description, price } });
      const keep = bumps.map((b) => ({ product_id: b.product_id, name: b.name, description: b.description, price: b.price }));
      return checkout
        .patch("/product/{id}/update", { params: { id: product.id }, body: { bumps: [...keep, { product_id: Number(v.product_id), name: v.name, description: v.description, price }] } })
        .then(() => ({ message: "Bump has been added successfully!" }));
    },
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    // The product's update answers on the spec's names, or on the new bump's place in the set.
    errorFields: { "product-bump-name": "name", "bump-price": "price", "bumps.*.product_id": "product_id", "bumps.*.name": "name", "bumps.*.description": "description", "bumps.*.price": "price" },
    onSuccess: onDone,
  });

  // Choosing another product fills in its name and price, unless the coach has typed their own.
  const previous = useRef(chosen);
  useEffect(() => {
    const was = offerable.find((p) => String(p.id) === previous.current);
    const next = offerable.find((p) => String(p.id) === chosen);
    previous.current = chosen;
    if (!next || next === was) return;
    if (!form.getValues("name") || form.getValues("name") === was?.name) form.setValue("name", next.name, { shouldValidate: true });
    if (!form.getValues("price") || (was && form.getValues("price") === toMajor(was.price, was.currency))) form.setValue("price", toMajor(next.price, next.currency), { shouldValidate: true });
  }, [chosen, offerable, form]);
  const offered = editing ? offerable.find((p) => p.id === editing.product_id)?.name : undefined;

  return (
    <FormDialogPanel
      form={form}
      onSubmit={save.mutateAsync}
      onCancel={onDone}
      title={editing ? "Edit order bump" : "Add an order bump"}
      description={editing ? `Offers ${offered ?? "another product"} on the checkout page of “${product.name}”.` : `Buyers of “${product.name}” can tick it to add the product at the bump price.`}
      submitLabel={editing ? "Save" : "Add bump"}
      busyLabel={editing ? "Saving" : "Adding"}
    >
      {!editing && (
        <SelectField<Values> name="product_id" label="Product to offer" required autoFocus>
          {choices.map((p) => (
            <option key={p.id} value={String(p.id)}>{p.name}</option>
          ))}
        </SelectField>
      )}
      <TextField<Values> name="name" label="Bump name" required autoComplete="off" autoFocus={editing !== null} help="Shown after the tick box's text, e.g. “Yes, I want this! Meal plan”." />
      <TextField<Values> name="price" label={`Bump price (${product.currency})`} required inputMode="decimal" autoComplete="off" placeholder="19.00" />
      <TextareaField<Values> name="description" label="Description" rows={2} help="Optional: a line on why it is worth adding." />
    </FormDialogPanel>
  );
}
