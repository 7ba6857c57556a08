import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountBilling } from "@/components/billing/account-billing";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { getProfile, oldSubscriptions } from "@/lib/billing/profile";
import { listPlans, subscriptionView } from "@/lib/billing/subscription";
import { billingTabOf } from "@/lib/billing/tabs";
import { membershipView } from "@/lib/membership/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Billing" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * AccountBilling (/account-billing): the account owner's own subscription (changing the plan is
 * the owner's decision, docs/billing.md), first view straight from the services.
 */
export default async function AccountBillingPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const db = await getDb();
  const [subscription, plans, profile, invoices, usage] = await Promise.all([
    subscriptionView(db, ctx),
    listPlans(db, ctx),
    getProfile(db, ctx),
    oldSubscriptions(db, ctx, { per_page: 20 }),
    membershipView(db, ctx),
  ]);
  return <AccountBilling initial={{ tab: billingTabOf(params.tab), subscription, plans: plans.data, profile: profile.data, invoices, usage }} />;
}
