"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import { formatDate, formatNumber } from "@/lib/format";
import type { BillingPlanView, BillingSubscriptionView } from "@/lib/billing/hooks";
import { usePlanLimit } from "@/lib/membership/hooks";
import { hasScreen } from "@/lib/shell/features";
import { cn } from "@/lib/utils/cn";
import { formatMoney } from "./money";
import { runBilling } from "./run-billing";
import { overLimits } from "./plan-fit";

const MSG_NO_FUNNELS = "Please upgrade your subscription to get Unlimited Thrive Funnels";
const limitText = (n: number | null, noun: string, plural = `${noun}s`) => (n == null ? `Unlimited ${plural}` : `${formatNumber(n)} ${n === 1 ? noun : plural}`);

/** The plans tab: every plan, the current one marked, upgrade now or downgrade at the period's end. */
export function PlanList({ subscription: sub, plans }: { subscription: BillingSubscriptionView; plans: BillingPlanView[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const usage = usePlanLimit();
  const [chosen, setChosen] = useState<BillingPlanView | null>(null);
  const trial = sub.subsctiption_status === "trialing";
  const periodEnd = formatDate(sub.current_period_end);

  const choose = (p: BillingPlanView) => {
    const downgradePath = `/account/${sub.id}/downgrade`;
    // A lower plan that cannot hold what the account uses (or, before the use has loaded, may not):
    // the downgrade screen measures it against the account's fullest location and archives the excess first.
    const lower = p.price <= sub.amount && p.id !== sub.plan?.id;
    const mayNotFit = !usage.data || overLimits(usage.data.limits, p.limits).length > 0;
    if (lower && mayNotFit && hasScreen(downgradePath)) router.push(`${downgradePath}?plan=${p.id}`);
    else setChosen(p);
  };

  const upgrade = chosen ? chosen.price > sub.amount : false;
  return (
    <div className="flex flex-col gap-4">
      {!sub.has_funnels && (
        <p className="flex items-center gap-2 rounded-lg border border-primary/30 bg-primary-tint px-4 py-3 text-sm text-primary-strong">
          <Sparkles className="size-4 shrink-0" aria-hidden="true" />
          {MSG_NO_FUNNELS}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map((p) => {
          const current = p.id === sub.plan?.id;
          const pending = p.id === sub.pending_plan?.id;
          return (
            <li key={p.id} className={cn("flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm", current ? "border-primary ring-1 ring-primary" : "border-border")}>
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-base font-semibold">{p.name}</h2>
                {current && <Badge variant="primary">Current</Badge>}
                {pending && <Badge variant="warning">From {periodEnd}</Badge>}
              </div>
              <p className="text-sm text-muted-foreground">{p.description}</p>
              <p className="flex items-baseline gap-1">
                <span className="text-2xl font-semibold tabular-nums">{formatMoney(p.price, p.currency)}</span>
                <span className="text-sm text-muted-foreground">/ {p.interval}</span>
              </p>
              <ul className="flex flex-1 flex-col gap-1.5 text-sm">
                {[limitText(p.limits.contacts, "contact per location", "contacts per location"), limitText(p.limits.locations, "location"), limitText(p.limits.users, "user"), p.has_funnels ? "Unlimited funnels" : null]
                  .filter((t): t is string => t != null)
                  .map((t) => (
                    <li key={t} className="flex items-center gap-2"><Check className="size-4 shrink-0 text-success" aria-hidden="true" />{t}</li>
                  ))}
              </ul>
              {current && !sub.pending_plan ? (
                <Button variant="outline" disabled>Your plan</Button>
              ) : pending ? (
                <Button variant="outline" disabled>Scheduled</Button>
              ) : (
                <Button variant={p.price > sub.amount ? "default" : "outline"} onClick={() => choose(p)} aria-label={`${p.price > sub.amount ? "Upgrade" : "Downgrade"} to ${p.name}`}>
                  {current ? "Keep this plan" : p.price > sub.amount ? "Upgrade" : "Downgrade"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={chosen != null}
        onOpenChange={(o) => !o && setChosen(null)}
        title={chosen ? `Change to ${chosen.name}?` : undefined}
        description={
          !chosen ? undefined
            : trial ? `You move to ${chosen.name} now; your trial continues.`
            : upgrade ? `You move to ${chosen.name} now. The difference for the rest of this period is charged to your card.`
            : `Your plan changes to ${chosen.name} at the end of this period${periodEnd ? ` (${periodEnd})` : ""}.`
        }
        confirmText={upgrade ? "Upgrade" : "Change plan"}
        busyText="Changing"
        onConfirm={async () => {
          if (!chosen) return;
          await runBilling(queryClient, () => api.patch("/billing/update-subscription", { body: { action: "change", plan_id: chosen.id } }));
        }}
      />
    </div>
  );
}
