"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { stepPath } from "@/lib/account-signup/paths";
import type { SubscriptionPlan } from "@/lib/account-signup/schemas";
import { planFeatures, planPrice } from "@/lib/account-signup/plan-text";
import { cn } from "@/lib/utils/cn";

/** SelectPlan: plans as radio cards (arrow keys move between them), then Continue. */
export function PlanPicker({ token, plans, selected }: { token: string; plans: SubscriptionPlan[]; selected: number | null }) {
  const router = useRouter();
  const [choice, setChoice] = useState<number | null>(selected ?? plans[0]?.id ?? null);
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice != null) router.push(`${stepPath(token, "finish")}?plan=${choice}`);
      }}
    >
      <fieldset>
        <legend className="sr-only">Plans</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {plans.map((p) => {
            const on = p.id === choice;
            return (
              <label
                key={p.id}
                className={cn(
                  "relative flex cursor-pointer flex-col gap-2 rounded-lg border bg-card p-4 transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  on ? "border-primary ring-1 ring-primary" : "border-border hover:border-slate-300",
                )}
              >
                <input type="radio" name="plan" value={p.id} checked={on} onChange={() => setChoice(p.id)} className="sr-only" />
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-foreground">{p.name}</span>
                  <span className="text-sm font-medium text-foreground">{planPrice(p)}</span>
                </span>
                {p.description ? <span className="text-sm text-muted-foreground">{p.description}</span> : null}
                <ul className="mt-1 flex flex-col gap-1 text-sm text-foreground">
                  {planFeatures(p).map((f) => (
                    <li key={f} className="flex items-center gap-2">
                      <Check className="size-4 text-primary-strong" aria-hidden />
                      {f}
                    </li>
                  ))}
                </ul>
                <span className="text-xs text-muted-foreground">{p.trial_days}-day free trial</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" disabled={choice == null} className="w-full sm:ml-auto sm:w-auto">Continue</Button>
    </form>
  );
}
