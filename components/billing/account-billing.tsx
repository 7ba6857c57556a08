"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  useBillingPlans, useBillingProfile, useBillingSubscription,
  type BillingInvoicePage, type BillingPlanView, type BillingProfileView, type BillingSubscriptionView,
} from "@/lib/billing/hooks";
import { BILLING_TABS, type BillingTab } from "@/lib/billing/tabs";
import type { PlanLimit } from "@/lib/membership/hooks";
import { BillingOverview } from "./billing-overview";
import { BillingProfileForm } from "./billing-profile-form";
import { InvoiceList } from "./invoice-list";
import { PlanList } from "./plan-list";

const LABELS: Record<BillingTab, string> = { overview: "Overview", plans: "Plans", profile: "Billing profile", invoices: "Invoices" };

export type AccountBillingData = {
  tab: BillingTab;
  subscription: BillingSubscriptionView;
  plans: BillingPlanView[];
  profile: BillingProfileView;
  invoices: BillingInvoicePage;
  usage: PlanLimit;
};

/** AccountBilling (/account-billing?tab=…): the coach's own plan, card, profile and invoices. */
export function AccountBilling({ initial }: { initial: AccountBillingData }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const fromUrl = params.get("tab");
  const tab: BillingTab = (BILLING_TABS as readonly string[]).includes(fromUrl ?? "") ? (fromUrl as BillingTab) : initial.tab;
  const sub = useBillingSubscription(initial.subscription).data ?? initial.subscription;
  const plans = useBillingPlans(initial.plans).data ?? initial.plans;
  const profile = useBillingProfile(initial.profile).data ?? initial.profile;

  const go = (next: BillingTab) => router.replace(next === "overview" ? pathname : `${pathname}?tab=${next}`, { scroll: false });

  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-7 font-semibold text-foreground">Billing</h1>
        <p className="text-sm text-muted-foreground">Your plan, payment method, billing details and invoices.</p>
      </header>
      <Tabs value={tab} onValueChange={(v) => go(v as BillingTab)} className="flex flex-col gap-5">
        <TabsList aria-label="Billing sections">
          {BILLING_TABS.map((t) => <TabsTrigger key={t} value={t}>{LABELS[t]}</TabsTrigger>)}
        </TabsList>
        <TabsContent value="overview"><BillingOverview subscription={sub} usage={initial.usage} onChangePlan={() => go("plans")} /></TabsContent>
        <TabsContent value="plans"><PlanList subscription={sub} plans={plans} /></TabsContent>
        <TabsContent value="profile"><BillingProfileForm profile={profile} /></TabsContent>
        <TabsContent value="invoices"><InvoiceList initial={initial.invoices} /></TabsContent>
      </Tabs>
    </div>
  );
}
