"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CircleCheck, PackageOpen, TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useApiMutation } from "@/components/form/use-api-mutation";
import { api } from "@/lib/api/client";
import { BILLING_HREF, CHANGE_PLAN_HREF } from "@/lib/shell/constants";
import {
  billingKeys, useBillingAssets,
  type BillingAssetGroupView, type BillingAssetView, type BillingPlanView, type BillingSubscriptionView,
} from "@/lib/billing/hooks";
import { formatCount, formatDate, formatNumber } from "@/lib/format";
import { LIMIT_LABELS } from "@/lib/membership/constants";
import { planLimitKey } from "@/lib/membership/hooks";
import { cn } from "@/lib/utils/cn";
import { formatMoney } from "./money";
import { runBilling } from "./run-billing";
import { MeterList, type Limit } from "./usage-meters";
import { refreshAfterWrite } from "@/lib/http/refresh-after-write";

export type DowngradePlanData = {
  subscription: BillingSubscriptionView;
  plans: BillingPlanView[];
  /** `?plan=` as a number, or null when missing or malformed. */
  planId: number | null;
  assets: BillingAssetGroupView[];
};

/** How far a limit is over the lower plan's (0: it fits). */
const excessOf = (g: BillingAssetGroupView, plan: BillingPlanView) => {
  const limit = plan.limits[g.key];
  return limit == null ? 0 : Math.max(0, g.used - limit);
};

/**
 * AccountDowngrade: the account's use against a lower plan's limits (the same meters as the
 * overview), the products to archive to fit (contacts, locations and users have no archived
 * state: they are removed on their own screens), and "Confirm downgrade" once everything fits.
 */
export function DowngradePlan({ initial }: { initial: DowngradePlanData }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const groups = useBillingAssets(initial.assets).data ?? initial.assets;
  const [confirming, setConfirming] = useState(false);
  const sub = initial.subscription;
  const plan = initial.plans.find((p) => p.id === initial.planId) ?? null;
  const lower = plan != null && plan.id !== sub.plan?.id && plan.price <= sub.amount;

  const header = (
    <header className="flex min-w-0 flex-col gap-2">
      <Link href={CHANGE_PLAN_HREF} className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to plans
      </Link>
      <h1 className="text-xl leading-7 font-semibold text-foreground">Downgrade Plan</h1>
      {plan && lower && (
        <p className="text-sm text-muted-foreground">
          {plan.name} is {formatMoney(plan.price, plan.currency)} / {plan.interval}. What you use must fit its limits before you move to it: archive what you no longer need.
        </p>
      )}
    </header>
  );

  if (!plan || !lower) {
    return (
      <div className="flex w-full max-w-3xl min-w-0 flex-col gap-5">
        {header}
        <Card>
          <EmptyState icon={PackageOpen} title={plan ? `${plan.name} is not a lower plan` : "Choose a plan to downgrade to"}
            description="Pick a cheaper plan on the Plans tab: if what you use does not fit it, you come back here to make room."
            action={<Button asChild><Link href={CHANGE_PLAN_HREF}>See plans</Link></Button>} />
        </Card>
      </div>
    );
  }

  const over = groups.filter((g) => excessOf(g, plan) > 0);
  const fits = over.length === 0;
  const scheduled = sub.pending_plan?.id === plan.id;
  const limits: Limit[] = groups.map((g) => ({ key: g.key, label: g.label, limit: plan.limits[g.key], used: g.used }));
  const periodEnd = formatDate(sub.current_period_end);
  const trial = sub.subsctiption_status === "trialing" || !sub.current_period_end;

  const note = (l: Limit) => {
    const g = groups.find((x) => x.key === l.key)!;
    const excess = excessOf(g, plan);
    if (!excess) return l.limit == null ? null : <FitLine ok>Fits {plan.name}</FitLine>;
    const noun = LIMIT_LABELS[g.key].noun;
    const where = g.scope === "location" ? ` in ${g.locations.find((x) => x.used === g.used)?.name ?? "your fullest location"}` : "";
    return <FitLine>{formatCount(excess, noun.replace(/s$/, ""))} over{where}: {g.type ? "archive" : "remove"} {excess === 1 ? "it" : "them"} to continue.</FitLine>;
  };

  return (
    <div className="flex w-full max-w-3xl min-w-0 flex-col gap-5">
      {header}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Usage on {plan.name}</CardTitle>
          <CardDescription>Contacts and products count per location: the fullest one must fit.</CardDescription>
        </CardHeader>
        <CardContent><MeterList limits={limits} note={note} /></CardContent>
      </Card>

      {over.filter((g) => !g.type).map((g) => (
        <p key={g.key} role="note" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning-tint px-4 py-3 text-sm text-warning-strong">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {g.label} cannot be archived: remove {formatCount(excessOf(g, plan), LIMIT_LABELS[g.key].noun.replace(/s$/, ""))} on {g.key === "contacts" ? "the Contacts screen" : "the Organization screen"}, then come back.
        </p>
      ))}

      {groups.filter((g) => g.type).map((g) => <AssetCard key={g.key} group={g} plan={plan} />)}

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p id="downgrade-status" className="text-sm text-muted-foreground" aria-live="polite">
          {scheduled ? `Your plan already changes to ${plan.name}${periodEnd ? ` on ${periodEnd}` : ""}.`
            : fits ? (trial ? `Everything fits. You move to ${plan.name} now.` : `Everything fits. Your plan changes to ${plan.name} at the end of this period${periodEnd ? ` (${periodEnd})` : ""}.`)
            : `Make room on ${over.map((g) => g.label.toLowerCase()).join(", ")} to continue.`}
        </p>
        <Button className="shrink-0" disabled={!fits || scheduled} aria-describedby="downgrade-status" loading={confirming} loadingText="Changing"
          onClick={async () => {
            setConfirming(true);
            const ok = await runBilling(queryClient, () => api.patch("/billing/update-subscription", { body: { action: "change", plan_id: plan.id } }));
            if (ok) router.push(BILLING_HREF);
            else {
              setConfirming(false);
              await refreshAfterWrite(queryClient, [billingKeys.assets()]);
            }
          }}>
          Confirm downgrade
        </Button>
      </div>
    </div>
  );
}

function FitLine({ ok, children }: { ok?: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <p className={cn("flex items-center gap-1.5 text-xs", ok ? "text-success-strong" : "text-danger-strong")}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** An archivable kind's assets (products): each location's use against the plan, Archive / Unarchive per row. */
function AssetCard({ group: g, plan }: { group: BillingAssetGroupView; plan: BillingPlanView }) {
  const limit = plan.limits[g.key];
  const noun = LIMIT_LABELS[g.key].noun;
  const toggle = useApiMutation({
    mutationFn: (vars: { asset: BillingAssetView; archive: boolean }) => api.post("/billing/archive-unarchive-asset", { body: { type: g.type!, id: vars.asset.id, archive: vars.archive } }),
    invalidate: [billingKeys.all, planLimitKey],
    success: (data) => data.message,
  });
  const busyId = toggle.isPending ? toggle.variables?.asset.id : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{g.label}</CardTitle>
        <CardDescription>
          {limit == null ? `${plan.name} has no limit on ${noun}.` : `${plan.name} allows ${formatNumber(limit)} ${noun} on sale per location.`} Archived ones stay in your catalogue, off sale, and can be brought back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {g.locations.length > 1 && (
          <ul className="flex flex-wrap gap-2 text-sm" aria-label={`${g.label} on sale per location`}>
            {g.locations.map((l) => (
              <li key={l.id}><Badge variant={limit != null && l.used > limit ? "danger" : "neutral"}>{l.name}: {formatNumber(l.used)}{limit != null ? ` of ${formatNumber(limit)}` : ""}</Badge></li>
            ))}
          </ul>
        )}
        {g.assets.length === 0 ? (
          <EmptyState icon={PackageOpen} className="py-6" title={`No ${noun} yet`} description={`Nothing to archive: ${noun} you add in Checkout show here.`} />
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={g.label}>
            {g.assets.map((a) => (
              <li key={a.id} className="flex min-w-0 items-center gap-3 px-4 py-2.5">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className={cn("truncate text-sm font-medium", a.archived ? "text-muted-foreground" : "text-foreground")}>{a.name}</span>
                  {g.locations.length > 1 && <span className="truncate text-xs text-muted-foreground">{a.location.name}</span>}
                </div>
                {a.archived && <Badge variant="neutral">Archived</Badge>}
                <Button size="sm" variant="outline" className="shrink-0" aria-label={`${a.archived ? "Unarchive" : "Archive"} ${a.name}`}
                  loading={busyId === a.id} disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ asset: a, archive: !a.archived })}>
                  {a.archived ? "Unarchive" : "Archive"}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {g.total > g.assets.length && (
          <p className="text-xs text-muted-foreground">Showing the first {formatNumber(g.assets.length)} of {formatCount(g.total, noun.replace(/s$/, ""))}. Archive more from Checkout’s products.</p>
        )}
      </CardContent>
    </Card>
  );
}
