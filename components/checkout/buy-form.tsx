"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { ApiForm, SubmitButton, TextField, useApiForm } from "@/components/form/api-form";
import { Checkbox } from "@/components/ui/checkbox";
import { checkout } from "@/lib/api/client";
import type { OrderAnswer } from "@/lib/checkout/schemas";
import { ApiError } from "@/lib/http/client";
import { formatMoney as money } from "@/lib/platform/payments/money";

export type BuyBump = { id: number; name: string; description: string; price: number };
export type BuyPage = {
  publicId: string;
  currency: string;
  price: number;
  bumps: BuyBump[];
  buttonText: string;
  bumpText: string;
  mode: "embedded" | "stripe";
  publishableKey: string | null;
  stripeAccount: string | null;
  /** The product offers a coupon: buyers may type its code. */
  hasCoupon: boolean;
};

type Buyer = { name: string; email: string; coupon: string };

// The card form (its 3DS dialog, Stripe.js loader) is needed only once the buyer continues to
// payment: loaded then, so the page's first load carries just the details form.
const CardForm = dynamic(() => import("@/components/payments/card-form").then((m) => m.CardForm), {
  loading: () => <p role="status" className="text-sm text-muted-foreground">Loading the card form…</p>,
});


/**
 * The buyer's side of /buy/{public_id}: who is buying and which bumps (totals come from the
 * server), then the card form; paid goes to the thank-you page.
 */
export function BuyForm({ page, resume = null }: { page: BuyPage; resume?: { name: string; email: string; bumps: number[] } | null }) {
  const [bumps, setBumps] = useState<number[]>(() => (resume ? resume.bumps.filter((id) => page.bumps.some((b) => b.id === id)) : []));
  const [order, setOrder] = useState<OrderAnswer | null>(null);
  const [finishing, setFinishing] = useState(false);
  const form = useApiForm<Buyer>(null, { defaultValues: { name: resume?.name ?? "", email: resume?.email ?? "", coupon: "" } });

  const expected = page.price + page.bumps.filter((b) => bumps.includes(b.id)).reduce((s, b) => s + b.price, 0);
  const total = order ? order.total : expected;

  const done = (o: OrderAnswer) => {
    if (o.redirect) window.location.assign(o.redirect);
  };

  const start = async (v: Buyer) => {
    try {
      const o = await checkout.post("/public/{public_id}/start", { params: { public_id: page.publicId }, body: { name: v.name, email: v.email, coupon: v.coupon || null, bumps } });
      setOrder(o);
      done(o);
    } catch (err) {
      // A light page (no query client or toasts): field messages on their fields, the rest above the button.
      const body = err instanceof ApiError ? (err.body as { message?: string; errors?: Record<string, string[]> }) : null;
      const errors = body?.errors ?? {};
      const fields = ["name", "email", "coupon"] as const;
      // The server is this form's only check (no zod on the page): its messages go on the fields.
      const first = fields.find((f) => errors[f]);
      for (const field of fields) if (errors[field]) form.setError(field, { message: errors[field][0] }, { shouldFocus: field === first });
      const other = Object.entries(errors).find(([k]) => !(fields as readonly string[]).includes(k))?.[1]?.[0];
      if (other || !body?.errors) form.setError("root.server", { message: other ?? body?.message ?? "Looks like something went wrong, please try after some time!" });
    }
  };

  const toggle = async (id: number, on: boolean) => {
    const next = on ? [...bumps, id] : bumps.filter((b) => b !== id);
    setBumps(next);
    if (order) setOrder(await checkout.patch("/public/order/{order}", { params: { order: order.order }, body: { bumps: next, coupon: form.getValues("coupon") || null } }));
  };

  const finalize = async () => {
    if (!order) return;
    setFinishing(true);
    const o = await checkout.post("/public/order/{order}/finalize", { params: { order: order.order } });
    setOrder(o);
    done(o);
    setFinishing(false);
  };

  return (
    <div className="flex flex-col gap-5">
      {page.bumps.length > 0 && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-foreground">Add to your order</legend>
          {page.bumps.map((b) => (
            <label key={b.id} className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-dashed border-[var(--buy-element)] bg-[var(--buy-block)] p-3">
              <Checkbox checked={bumps.includes(b.id)} onCheckedChange={(c) => void toggle(b.id, c === true)} aria-label={`${page.bumpText} ${b.name}`} className="mt-0.5" />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-semibold text-foreground">{page.bumpText} {b.name} (+{money(b.price, page.currency)})</span>
                {b.description && <span className="text-sm text-muted-foreground">{b.description}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {order && order.discount > 0 && (
        <div className="flex items-baseline justify-between text-sm text-muted-foreground">
          <span>Discount</span>
          <span className="tabular-nums">−{money(order.discount, page.currency)}</span>
        </div>
      )}
      <div className="flex items-baseline justify-between border-y border-border py-3">
        <span className="text-sm font-medium text-muted-foreground">Total</span>
        <span className="text-xl font-semibold tabular-nums text-foreground" data-testid="order-total">{money(total, page.currency)}</span>
      </div>

      {!order ? (
        <ApiForm form={form} onSubmit={start} aria-label="Your details">
          <TextField<Buyer> name="name" label="Full name" required autoComplete="name" />
          <TextField<Buyer> name="email" label="Email" type="email" required autoComplete="email" />
          {page.hasCoupon && <TextField<Buyer> name="coupon" label="Coupon code" autoComplete="off" />}
          {form.formState.errors.root?.server && <p role="alert" className="text-sm text-danger">{form.formState.errors.root.server.message}</p>}
          <SubmitButton busyLabel="Starting" className="w-full" style={{ backgroundColor: "var(--buy-button)" }}>Continue to payment</SubmitButton>
        </ApiForm>
      ) : order.status === "locked" ? (
        <p role="alert" className="rounded-md bg-danger-tint p-3 text-sm text-danger-strong">This order was declined too many times. Reload the page to start again with another card.</p>
      ) : order.client_secret ? (
        <div className="flex flex-col gap-3">
          {order.error && <p role="alert" className="rounded-md bg-danger-tint p-3 text-sm text-danger-strong">{order.error}</p>}
          {finishing ? (
            <p role="status" className="text-sm text-muted-foreground">Confirming your payment…</p>
          ) : (
            <CardForm
              key={order.total}
              clientSecret={order.client_secret}
              mode={page.mode}
              publishableKey={page.publishableKey}
              stripeAccount={page.stripeAccount}
              submitLabel={`${page.buttonText} · ${money(order.total, page.currency)}`}
              onSucceeded={() => void finalize()}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
