import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";
import { ReactivatePanel } from "@/components/billing/account-payment";
import { getDb } from "@/db";
import { requireCtx } from "@/lib/auth/server-session";
import { listPlans } from "@/lib/billing/subscription";
import { logoutAction } from "../actions";

export const metadata: Metadata = { title: "Account Suspended" };

export default async function SuspendedPage() {
  const ctx = await requireCtx(); // fresh account state: a reactivated account moves on at once
  const plans = await listPlans(await getDb(), ctx).catch(() => null);
  const current = plans?.data.find((p) => p.is_current)?.id ?? null;
  return (
    <AccountStateCard
      icon={ShieldAlert}
      tone="danger"
      title="Your account is suspended"
      body={
        plans?.data.length
          ? "This account has been suspended and can't be used right now. Your data is kept safe. Choose a plan and pay to reactivate it."
          : "This account has been suspended and can't be used right now. Your data is kept safe. Contact our team to reactivate it."
      }
      logoutAction={logoutAction}
      subject="Reactivate suspended account"
    >
      {plans?.data.length ? <ReactivatePanel plans={plans.data} currentPlanId={current} /> : null}
    </AccountStateCard>
  );
}
