"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDownCircle, PauseCircle, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { updateSession } from "@/lib/auth/client-session";
import { PAUSE_MONTHS } from "@/lib/billing/constants";
import type { BillingPlanView, BillingSubscriptionView } from "@/lib/billing/hooks";
import { handleApiError } from "@/lib/http/handle-error";
import { CHANGE_PLAN_HREF } from "@/lib/shell/constants";
import { cn } from "@/lib/utils/cn";
import { formatMoney } from "./money";
import { runBilling } from "./run-billing";

/**
 * Cancellation (/cancellation): before the subscription cancels, a 1–3 month pause (the account
 * hibernates; Activate Account wakes it) or a lower plan (issue 30).
 */
export function Cancellation({ subscription: sub, plans }: { subscription: BillingSubscriptionView; plans: BillingPlanView[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [months, setMonths] = useState<number>(1);
  const [confirm, setConfirm] = useState<"pause" | "cancel" | null>(null);
  const cheaper = plans.filter((p) => p.price < sub.amount);
  const monthsText = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

  const pause = async () => {
    try {
      const res = await api.post("/billing/pause-subscription", { body: { months } });
      toast.success(res.message);
      // The session's claims now say hibernated: routing sends the account to Activate Account.
      await updateSession();
      window.location.assign("/activate-account");
    } catch (err) {
      handleApiError(err);
    }
  };

  return (
    <div className="flex w-full max-w-[720px] min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Before you cancel</h1>
        <p className="text-sm text-muted-foreground">Need a break or a smaller plan? Your contacts, content and settings stay exactly as they are.</p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2"><PauseCircle className="size-5 text-primary" aria-hidden="true" />Pause your account</CardTitle>
          <CardDescription>Nothing is charged while it is paused. Activate it any time to pick up where you left off.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 text-sm font-medium">Pause for</legend>
            {PAUSE_MONTHS.map((n) => (
              <label key={n} className={cn("flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm", months === n ? "border-primary bg-primary-tint" : "border-border hover:bg-muted/40")}>
                <input type="radio" name="pause-months" value={n} checked={months === n} onChange={() => setMonths(n)} className="size-4 accent-[var(--color-primary)]" />
                {monthsText(n)}
              </label>
            ))}
          </fieldset>
          <Button className="self-start" onClick={() => setConfirm("pause")}>Pause my account</Button>
        </CardContent>
      </Card>

      {cheaper.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2"><ArrowDownCircle className="size-5 text-primary" aria-hidden="true" />Switch to a lower plan</CardTitle>
            <CardDescription>Keep your account running for less.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <ul className="flex flex-col gap-2 text-sm">
              {cheaper.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 rounded-lg border border-border px-4 py-2">
                  <span className="font-medium">{p.name}</span>
                  <span className="tabular-nums text-muted-foreground">{formatMoney(p.price, p.currency)} / {p.interval}</span>
                </li>
              ))}
            </ul>
            <Button variant="outline" className="self-start" asChild><Link href={CHANGE_PLAN_HREF}>See plans</Link></Button>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2"><XCircle className="size-5 text-danger" aria-hidden="true" />Cancel anyway</CardTitle>
          <CardDescription>Your account stays open until the end of the period you paid for, then it closes.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="danger-outline" disabled={sub.cancel_at_period_end} onClick={() => setConfirm("cancel")}>
            {sub.cancel_at_period_end ? "Cancellation scheduled" : "Cancel my subscription"}
          </Button>
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirm != null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === "pause" ? `Pause your account for ${monthsText(months)}?` : "Cancel your subscription?"}
        description={confirm === "pause" ? "You are signed in to a paused account until you activate it." : "You can resume it from Billing until the period ends."}
        confirmText={confirm === "pause" ? "Pause my account" : "Cancel subscription"}
        cancelText={confirm === "pause" ? "Cancel" : "Keep my plan"}
        busyText={confirm === "pause" ? "Pausing" : "Cancelling"}
        tone={confirm === "pause" ? "confirm" : "danger"}
        onConfirm={async () => {
          if (confirm === "pause") return pause();
          if (await runBilling(queryClient, () => api.patch("/billing/update-subscription", { body: { action: "cancel" } }))) router.push("/account-billing");
        }}
      />
    </div>
  );
}
