import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Cancellation } from "@/components/billing/cancellation";
import { getDb } from "@/db";
import { currentCtx } from "@/lib/auth/server-session";
import { listPlans, subscriptionView } from "@/lib/billing/subscription";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Cancellation" };

/** Cancellation (/cancellation): pause or a lower plan before the owner's subscription cancels. */
export default async function CancellationPage() {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  if (!ctx.isOrganizationOwner) redirect("/access-denied");
  const db = await getDb();
  const [subscription, plans] = await Promise.all([subscriptionView(db, ctx), listPlans(db, ctx)]);
  return <Cancellation subscription={subscription} plans={plans.data} />;
}
