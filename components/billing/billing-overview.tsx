"use client";

import { useCallback, useState } from "react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { CreditCard, TriangleAlert } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api, billing } from "@/lib/api/client";
import { billingKeys, type BillingSubscriptionView } from "@/lib/billing/hooks";
import { formatDate } from "@/lib/format";
import type { PlanLimit } from "@/lib/membership/hooks";
import { planLimitKey } from "@/lib/membership/hooks";
import { hasScreen } from "@/lib/shell/features";
import { formatMoney } from "./money";
import { NewCardDialog } from "./new-card-dialog";
import { PaymentDialog, type BillingIntent } from "./payment-dialog";
import { runBilling } from "./run-billing";
import { UsageMeters } from "./usage-meters";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

const CANCELLATION_HREF = "/cancellation";

export function statusOf(sub: BillingSubscriptionView): { label: string; variant: BadgeVariant } {
  if (sub.is_payment_failed) return { label: "Payment failed", variant: "danger" };
  if (sub.cancel_at_period_end) return { label: "Cancels at period end", variant: "warning" };
  switch (sub.subsctiption_status) {
    case "trialing": return { label: "Trial", variant: "primary" };
    case "active": return { label: "Active", variant: "success" };
    case "paused": return { label: "Paused", variant: "warning" };
    case "canceled": return { label: "Cancelled", variant: "neutral" };
    default: return { label: "Past due", variant: "danger" };
  }
}

/** The overview tab: the plan and its status, the failed payment to settle, the card on file, the usage. */
export function BillingOverview({ subscription: sub, usage, onChangePlan }: { subscription: BillingSubscriptionView; usage?: PlanLimit; onChangePlan: () => void }) {
  const queryClient = useQueryClient();
  const [cardOpen, setCardOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const [confirm, setConfirm] = useState<"cancel" | "resume" | null>(null);
  const startPayment = useCallback(() => billing.post("/stripe/create-payment-intent") as Promise<BillingIntent>, []);
  const status = statusOf(sub);
  const trialEnd = formatDate(sub.trial_ends_at);
  const periodEnd = formatDate(sub.current_period_end);
  const due = sub.open_invoice ?? (sub.is_payment_failed ? { amount: sub.amount, currency: sub.currency } : null);

  return (
    <div className="flex flex-col gap-5">
      {due && (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger-tint px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-danger-strong">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Your last payment of {formatMoney(due.amount, due.currency)} did not go through. Pay it now to keep your account running.
          </p>
          <Button variant="danger" onClick={() => setPayOpen(true)}>Update billing</Button>
        </div>
      )}

      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle as="h2">{sub.plan?.name ?? (sub.subsctiption_status === "trialing" ? "Free trial" : "No plan chosen")}</CardTitle>
              <Badge variant={status.variant}>{status.label}</Badge>
            </div>
            <CardDescription>
              {/* Without a plan there is no price to show: a trial says only when it ends. */}
              {[
                sub.plan ? `${formatMoney(sub.amount, sub.currency)} / ${sub.interval}` : null,
                sub.subsctiption_status === "trialing" && trialEnd ? `Trial ends ${trialEnd}` : periodEnd ? `${sub.cancel_at_period_end ? "Ends" : "Renews"} ${periodEnd}` : null,
              ].filter(Boolean).join(" · ") || "Choose a plan to keep your account running."}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {sub.pending_plan && (
              <p className="text-sm text-muted-foreground">Your plan changes to <strong className="text-foreground">{sub.pending_plan.name}</strong>{periodEnd ? ` on ${periodEnd}` : ""}.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button onClick={onChangePlan}>Change plan</Button>
              {sub.cancel_at_period_end || sub.pending_plan ? (
                <Button variant="outline" onClick={() => setConfirm("resume")}>Resume subscription</Button>
              ) : hasScreen(CANCELLATION_HREF) ? (
                <Button variant="ghost" asChild><Link href={CANCELLATION_HREF}>Cancel subscription</Link></Button>
              ) : (
                <Button variant="ghost" onClick={() => setConfirm("cancel")}>Cancel subscription</Button>
              )}
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Payment method</CardTitle>
            <CardDescription>Renewals and upgrades are charged to this card.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p className="flex items-center gap-3 text-sm">
              <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
              {sub.card ? <span><span className="capitalize">{sub.card.brand}</span> ending in <span className="tabular-nums">{sub.card.last4}</span></span> : <span className="text-muted-foreground">No card on file</span>}
            </p>
            <Button variant="outline" className="self-start" onClick={() => setCardOpen(true)}>{sub.card ? "Update card" : "Add card"}</Button>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Usage</CardTitle>
          <CardDescription>What you use against your plan’s limits. Contacts and products count for this location.</CardDescription>
        </CardHeader>
        <CardContent><UsageMeters initial={usage} /></CardContent>
      </Card>

      <NewCardDialog open={cardOpen} onOpenChange={setCardOpen} />
      <PaymentDialog open={payOpen} onOpenChange={setPayOpen} title="Update billing" description="Pay your open invoice to keep your account active." start={startPayment}
        onPaid={() => void refreshAfterWrite(queryClient, [billingKeys.all, planLimitKey])} />
      <ConfirmDialog
        open={confirm != null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "resume" ? "Resume your subscription?" : "Cancel your subscription?"}
        description={confirm === "resume" ? "Your subscription continues on your current plan." : `Your account stays open until ${periodEnd ?? "the end of this period"}, then it closes.`}
        confirmText={confirm === "resume" ? "Resume" : "Cancel subscription"}
        cancelText={confirm === "resume" ? "Cancel" : "Keep my plan"}
        tone={confirm === "resume" ? "confirm" : "danger"}
        onConfirm={async () => {
          if (!confirm) return;
          await runBilling(queryClient, () => api.patch("/billing/update-subscription", { body: { action: confirm } }));
        }}
      />
    </div>
  );
}
