"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { TicketPercent, Trash2 } from "lucide-react";
import { SelectField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialogPanel } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { checkout } from "@/lib/api/client";
import { couponSummary } from "@/lib/checkout/coupon-summary";
import { couponForm } from "@/lib/checkout/forms";
import { checkoutKeys, useProductCoupons, type Coupon, type Product } from "@/lib/checkout/hooks";
import { toMinor } from "@/lib/platform/payments/money";
import { useMoney } from "./company-currency";

type Values = { name: string; code: string; kind: string; value: string; duration: string; months: string; max_uses: string; expires_at: string };
const blank: Values = { name: "", code: "", kind: "percent", value: "", duration: "once", months: "3", max_uses: "", expires_at: "" };

/**
 * The coupon a product offers: buyers who type its code on the checkout page get its discount.
 * Coupons belong to the location, so one made here can be applied to other products too.
 */
export function ProductCouponDialog({ product, access, onClose }: {
  product: Product | null;
  /** Making a coupon needs create rights and deleting one delete rights (applying needs update). */
  access: { canCreate: boolean; canDelete: boolean };
  onClose: () => void;
}) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const coupons = useProductCoupons(product?.id ?? null);
  const money = useMoney();
  const close = () => {
    setCreating(false);
    onClose();
  };
  const apply = useApiMutation({
    mutationFn: (c: Coupon) => checkout.patch("/{product_id}/apply-coupon", { params: { product_id: product!.id }, body: { coupon_id: c.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });
  const removeFromProduct = useApiMutation({
    mutationFn: () => checkout.patch("/{id}/remove-coupon", { params: { id: product!.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });
  const remove = useApiMutation({
    mutationFn: (c: Coupon) => checkout.delete("/stripe/{id}/delete-coupon", { params: { id: c.id } }),
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
  });

  const list = coupons.data?.data ?? [];
  const applied = list.find((c) => c.id === coupons.data?.applied_coupon_id) ?? null;
  // The server refuses an amount off in another currency than the product's.
  const fits = (c: Coupon) => c.kind !== "amount" || c.currency === product?.currency;
  const busy = apply.isPending || removeFromProduct.isPending;

  return (
    <Dialog open={product !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent size="md" dismissOnOutsideClick={false}>
        {product && creating ? (
          <CouponForm product={product} onDone={() => setCreating(false)} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Coupon</DialogTitle>
              <DialogDescription>{`Buyers who type the code on the checkout page of “${product?.name ?? ""}” get its discount.`}</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex flex-col gap-5">
              {coupons.isPending ? (
                <Skeleton className="h-32 w-full" />
              ) : coupons.isError ? (
                <p role="alert" className="text-sm text-danger-strong">The coupons could not be loaded. Close the dialog and try again.</p>
              ) : (
                <>
                  <section aria-labelledby="coupon-applied-heading" className="flex flex-col gap-2">
                    <h3 id="coupon-applied-heading" className="text-sm font-medium text-foreground">Offered on this product</h3>
                    {applied ? (
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary-tint px-3 py-2.5">
                        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                          <span className="font-mono text-sm font-semibold text-foreground [overflow-wrap:anywhere]">{applied.code}</span>
                          <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{`${applied.name} · ${couponSummary(applied, money)}`}</span>
                        </div>
                        <Button variant="outline" size="sm" loading={removeFromProduct.isPending} loadingText="Removing" disabled={busy} onClick={() => void removeFromProduct.mutateAsync(undefined).catch(() => undefined)}>
                          Remove
                        </Button>
                      </div>
                    ) : (
                      <p className="text-sm text-muted-foreground">No coupon: the checkout page shows no coupon field.</p>
                    )}
                  </section>
                  <section aria-labelledby="coupon-list-heading" className="flex flex-col gap-2">
                    <h3 id="coupon-list-heading" className="text-sm font-medium text-foreground">Your coupons</h3>
                    {list.length === 0 ? (
                      <EmptyState icon={TicketPercent} title="No coupons yet" description={access.canCreate ? "Create a coupon, then apply it here: buyers type its code at checkout." : "Coupons your team creates can be applied here."} className="py-4" />
                    ) : (
                      <ul aria-label="Your coupons" className="flex flex-col divide-y divide-border rounded-lg border border-border">
                        {list.map((c) => (
                          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                            <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
                              <span className="flex flex-wrap items-center gap-2">
                                <span className="font-mono text-sm font-semibold text-foreground [overflow-wrap:anywhere]">{c.code}</span>
                                {c.id === applied?.id && <Badge variant="primary">Applied</Badge>}
                              </span>
                              <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{`${c.name} · ${couponSummary(c, money)}`}</span>
                              {!fits(c) && <span className="text-xs text-muted-foreground">{`In ${c.currency}: cannot be applied to a ${product?.currency} product.`}</span>}
                            </div>
                            <div className="flex items-center gap-1">
                              {c.id !== applied?.id && (
                                <Button variant="outline" size="sm" disabled={busy || !fits(c)} aria-label={`Apply coupon ${c.code}`} onClick={() => void apply.mutateAsync(c).catch(() => undefined)}>
                                  Apply
                                </Button>
                              )}
                              {access.canDelete && (
                                <Button variant="ghost" size="icon-sm" aria-label={`Delete coupon ${c.code}`} onClick={() => setDeleting(c)}>
                                  <Trash2 className="size-3.5" aria-hidden="true" />
                                </Button>
                              )}
                            </div>
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                </>
              )}
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">Close</Button>
              </DialogClose>
              {access.canCreate && <Button type="button" onClick={() => setCreating(true)}>Create coupon</Button>}
            </DialogFooter>
          </>
        )}
      </DialogContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        description={deleting ? `The coupon ${deleting.code} will be deleted and no product will offer it. This cannot be undone.` : undefined}
        confirmText="Delete"
        busyText="Deleting"
        tone="danger"
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting);
        }}
      />
    </Dialog>
  );
}

/** POST /stripe/create-coupon: an amount off is in the product's currency. */
function CouponForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const form = useApiForm<Values>(couponForm, { defaultValues: blank });
  const kind = useWatch({ control: form.control, name: "kind" });
  const duration = useWatch({ control: form.control, name: "duration" });
  const create = useApiMutation({
    mutationFn: (v: Values) => {
      const amount = v.kind === "amount";
      const value = amount ? toMinor(v.value, product.currency) : /^\d+$/.test(v.value) ? Number(v.value) : null;
      if (value === null) {
        form.setError("value", { message: amount ? "Enter an amount in this currency's decimals." : "Enter a whole percentage such as 10." });
        return Promise.reject(new Error("value"));
      }
      return checkout.post("/stripe/create-coupon", {
        body: {
          name: v.name,
          code: v.code.trim(),
          kind: amount ? "amount" : "percent",
          value,
          currency: amount ? product.currency : null,
          duration: v.duration as "once" | "repeating" | "forever",
          months: v.duration === "repeating" ? Number(v.months) : null,
          max_uses: v.max_uses ? Number(v.max_uses) : null,
          // The last moment of the chosen day, in UTC: the lists print dates in UTC too.
          expires_at: v.expires_at ? `${v.expires_at}T23:59:59.000Z` : null,
        },
      });
    },
    invalidate: [checkoutKeys.all],
    success: (d) => d.message,
    form,
    onSuccess: onDone,
  });
  return (
    <FormDialogPanel
      form={form}
      onSubmit={create.mutateAsync}
      onCancel={onDone}
      title="Create coupon"
      description="Saved to your coupons; apply it to this product afterwards."
      submitLabel="Create coupon"
      busyLabel="Creating"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField<Values> name="name" label="Name" required autoComplete="off" placeholder="Spring sale" autoFocus />
        <TextField<Values> name="code" label="Code" required autoComplete="off" placeholder="SPRING10" help="Letters, digits, - or _." />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField<Values> name="kind" label="Discount">
          <option value="percent">Percent off</option>
          <option value="amount">{`Amount off (${product.currency})`}</option>
        </SelectField>
        <TextField<Values>
          name="value"
          label={kind === "amount" ? `Amount off (${product.currency})` : "Percent off"}
          required
          inputMode={kind === "amount" ? "decimal" : "numeric"}
          autoComplete="off"
          placeholder={kind === "amount" ? "5.00" : "10"}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField<Values> name="duration" label="Duration" help="How long a subscription keeps the discount.">
          <option value="once">Once</option>
          <option value="repeating">For several months</option>
          <option value="forever">Forever</option>
        </SelectField>
        {duration === "repeating" && <TextField<Values> name="months" label="Months" required inputMode="numeric" autoComplete="off" />}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField<Values> name="max_uses" label="Max uses" inputMode="numeric" autoComplete="off" help="Empty: no limit." />
        <TextField<Values> name="expires_at" label="Expiry date" type="date" help="Empty: never expires." />
      </div>
    </FormDialogPanel>
  );
}
