"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/toaster";
import { api, billing } from "@/lib/api/client";
import { cn } from "@/lib/utils/cn";
import { formatMoney } from "./money";
import { PaymentDialog, type BillingIntent } from "./payment-dialog";

/** Paid and verified: the page re-reads the account, which now routes to its landing screen. */
function usePaid() {
  const router = useRouter();
  return () => router.refresh();
}

/** Payment action required (doc 1 s4): the failed bill, paid here with the one payment component. */
export function PayDuePanel({ amount, currency, planName }: { amount: number; currency: string; planName: string | null }) {
  const [open, setOpen] = useState(false);
  const onPaid = usePaid();
  const start = useCallback(() => billing.post("/stripe/create-payment-intent") as Promise<BillingIntent>, []);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between rounded-lg border border-border bg-muted/40 px-4 py-3">
        <span className="text-sm text-muted-foreground">{planName ? `${planName} plan` : "Amount due"}</span>
        <span className="text-lg font-semibold tabular-nums">{formatMoney(amount, currency)}</span>
      </div>
      <Button className="w-full" onClick={() => setOpen(true)}>Update billing</Button>
      <PaymentDialog open={open} onOpenChange={setOpen} title="Update billing" description="Pay your subscription to reactivate your account." start={start} onPaid={onPaid} />
      <Toaster />
    </div>
  );
}

type PlanOption = { id: number; name: string; price: number; currency: string; interval: string };

/** Suspended (doc 1 s4): choose the plan to come back on, then pay it. */
export function ReactivatePanel({ plans, currentPlanId }: { plans: PlanOption[]; currentPlanId: number | null }) {
  const [planId, setPlanId] = useState<number | null>(currentPlanId ?? plans[0]?.id ?? null);
  const [open, setOpen] = useState(false);
  const onPaid = usePaid();
  const start = useCallback(() => api.post("/billing/activate-suspended-account", { body: { plan_id: planId ?? 0 } }) as Promise<BillingIntent>, [planId]);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Choose your plan</legend>
        {plans.map((p) => (
          <label key={p.id} className={cn("flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm", planId === p.id ? "border-primary bg-primary-tint" : "border-border hover:bg-muted/40")}>
            <span className="flex items-center gap-3">
              <input type="radio" name="plan" value={p.id} checked={planId === p.id} onChange={() => setPlanId(p.id)} className="size-4 accent-[var(--color-primary)]" />
              <span className="font-medium">{p.name}</span>
            </span>
            <span className="tabular-nums text-muted-foreground">{formatMoney(p.price, p.currency)} / {p.interval}</span>
          </label>
        ))}
      </fieldset>
      <Button className="w-full" disabled={!planId} onClick={() => setOpen(true)}>Reactivate account</Button>
      <PaymentDialog open={open} onOpenChange={setOpen} title="Reactivate your account" description="Pay your first period on the plan you chose; your account opens as soon as it is verified." start={start} onPaid={onPaid} />
      <Toaster />
    </div>
  );
}
