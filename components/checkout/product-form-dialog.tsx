"use client";

import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { SelectField, TextareaField, TextField, useApiForm } from "@/components/form/api-form";
import { FormDialog } from "@/components/form/form-dialog";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { checkout } from "@/lib/api/client";
import { CURRENCIES, productForm } from "@/lib/checkout/forms";
import { checkoutKeys, type Processor, type ProductDetail } from "@/lib/checkout/hooks";
import { toMajor, toMinor } from "@/lib/platform/payments/money";

type Values = { name: string; description?: string; price: string; currency: string; type: string; interval: string; trial_days: string; processor_id: string; thank_you_url: string };

function defaultsOf(product: ProductDetail | undefined, processors: Processor[]): Values {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    price: product ? toMajor(product.price, product.currency) : "",
    currency: product?.currency ?? "USD",
    type: product?.type ?? "one_time",
    interval: product?.interval ?? "month",
    trial_days: String(product?.trial_days ?? 0),
    processor_id: String(product?.processor_id ?? processors[0]?.id ?? ""),
    thank_you_url: product?.thank_you_url ?? "",
  };
}

/** Create a product (POST /product/create) or edit one (PATCH /product/{id}/update). */
export function ProductFormDialog({ open, onOpenChange, product, processors }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: ProductDetail;
  processors: Processor[];
}) {
  const defaults = useMemo(() => defaultsOf(product, processors), [product, processors]);
  const form = useApiForm<Values>(productForm, { defaultValues: defaults, values: open ? defaults : undefined });
  const type = useWatch({ control: form.control, name: "type" });
  const save = useApiMutation({
    mutationFn: (v: Values) => {
      const price = toMinor(v.price, v.currency);
      if (price === null) {
        form.setError("price", { message: "Enter a price in this currency's decimals." });
        return Promise.reject(new Error("price"));
      }
      const body = {
        name: v.name,
        description: v.description ?? "",
        price,
        currency: v.currency,
        type: v.type as "one_time" | "subscription",
        interval: v.type === "subscription" ? (v.interval as "week" | "month" | "year") : null,
        trial_days: v.type === "subscription" ? Number(v.trial_days || 0) : 0,
        processor_id: v.processor_id ? Number(v.processor_id) : null,
        thank_you_url: v.thank_you_url || null,
      };
      return product ? checkout.patch("/product/{id}/update", { params: { id: product.id }, body }) : checkout.post("/product/create", { body });
    },
    invalidate: [checkoutKeys.all],
    success: product ? "Product has been updated successfully!" : "Product has been created successfully!",
    form,
    onSuccess: () => onOpenChange(false),
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={save.mutateAsync}
      title={product ? "Edit product" : "Create product"}
      description="What buyers see on the product's checkout page, and what a purchase does."
      submitLabel={product ? "Save" : "Create product"}
    >
      <TextField<Values> name="name" label="Product name" required autoComplete="off" autoFocus />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField<Values> name="price" label="Price" required inputMode="decimal" autoComplete="off" placeholder="49.00" />
        <SelectField<Values> name="currency" label="Currency">
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>{c}</option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField<Values> name="type" label="Billing">
          <option value="one_time">One-time payment</option>
          <option value="subscription">Subscription</option>
        </SelectField>
        {type === "subscription" && (
          <SelectField<Values> name="interval" label="Billed every">
            <option value="week">Week</option>
            <option value="month">Month</option>
            <option value="year">Year</option>
          </SelectField>
        )}
      </div>
      {type === "subscription" && <TextField<Values> name="trial_days" label="Free trial (days)" inputMode="numeric" autoComplete="off" />}
      <SelectField<Values> name="processor_id" label="Payment processor" help={processors.length ? undefined : "Connect a processor above to take payments."}>
        <option value="">None</option>
        {processors.map((p) => (
          <option key={p.id} value={String(p.id)}>{p.name}{p.livemode ? "" : " (test mode)"}</option>
        ))}
      </SelectField>
      <TextField<Values> name="thank_you_url" label="Thank-you page URL" help="Leave empty to show our thank-you page." type="url" autoComplete="off" placeholder="https://" />
      <TextareaField<Values> name="description" label="Description" rows={3} />
    </FormDialog>
  );
}
