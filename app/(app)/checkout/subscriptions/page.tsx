import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SubscriptionIndex } from "@/components/checkout/subscription-index";
import { getDb } from "@/db";
import { can } from "@/lib/auth/permissions";
import { currentCtx } from "@/lib/auth/server-session";
import { subscriptionList, toSubscriptionQuery } from "@/lib/checkout/subscription-list";
import { listSubscriptions } from "@/lib/checkout/subscriptions";
import { parseListParams } from "@/lib/list/params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Subscriptions" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** CheckoutSubscriptions: the first page and the stats come straight from the service. */
export default async function SubscriptionsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, ctx] = await Promise.all([searchParams, currentCtx()]);
  if (!ctx) redirect("/logout");
  if (!ctx.checkoutEnabled) notFound();
  if (!can(ctx, "checkouts", "view")) redirect("/access-denied");
  const state = parseListParams(subscriptionList, params);
  const answer = await listSubscriptions(await getDb(), ctx, toSubscriptionQuery(state));
  return <SubscriptionIndex initialPage={answer.subscriptions} initialStats={answer.stats} initialState={state} canUpdate={can(ctx, "checkouts", "update")} />;
}
