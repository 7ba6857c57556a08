import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DowngradePlan } from "@/components/billing/downgrade-plan";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { allAssets } from "@/lib/billing/assets";
import { listPlans, subscriptionView } from "@/lib/billing/subscription";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Downgrade Plan" };

// The folder is [token], not [subscription]: Next refuses two slug names for one dynamic path, and
// the sign-up flow's /account/[token]/… (app/(auth)) came first. Here it is the subscription's id.
type Params = Promise<{ token: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * AccountDowngrade (/account/{subscription}/downgrade?plan=<id>): the owner's use against a lower
 * plan's limits, the products to archive to fit, then the downgrade (PATCH
 * /billing/update-subscription, the one way to change plans). First view straight from the services.
 */
export default async function AccountDowngradePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ token }, query, ctx] = await Promise.all([params, searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const db = await getDb();
  const [subscription, plans, assets] = await Promise.all([subscriptionView(db, ctx), listPlans(db, ctx), allAssets(db, ctx)]);
  const planParam = Array.isArray(query.plan) ? query.plan[0] : query.plan;
  // The path names the caller's own subscription: any other id goes to theirs (nothing else is shown).
  if (token !== String(subscription.id)) redirect(`/account/${subscription.id}/downgrade${planParam ? `?plan=${encodeURIComponent(planParam)}` : ""}`);
  const planId = planParam && /^[1-9]\d{0,8}$/.test(planParam) ? Number(planParam) : null;
  return <DowngradePlan initial={{ subscription, plans: plans.data, planId, assets: assets.data }} />;
}
