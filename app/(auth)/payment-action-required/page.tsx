import type { Metadata } from "next";
import { CreditCard } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";
import { PayDuePanel } from "@/components/billing/account-payment";
import { getDb } from "@/db";
import { requireCtx } from "@/lib/auth/server-session";
import { subscriptionView } from "@/lib/billing/subscription";
import { logoutAction } from "../actions";

export const metadata: Metadata = { title: "Payment Action Required" };

export default async function PaymentActionRequiredPage() {
  const ctx = await requireCtx(); // fresh account state: a reactivated account moves on at once
  const sub = await subscriptionView(await getDb(), ctx).catch(() => null);
  return (
    <AccountStateCard
      icon={CreditCard}
      tone="warning"
      title="Payment action required"
      body={
        sub
          ? "We couldn't collect your last subscription payment, so your account is paused. Your data is safe. Update your billing below to reactivate your account right away."
          : "We couldn't collect your last subscription payment, so your account is paused. Your data is safe. Contact our team to update your payment method and reactivate your account."
      }
      logoutAction={logoutAction}
      subject="Payment action required"
    >
      {sub && <PayDuePanel amount={sub.open_invoice?.amount ?? sub.amount} currency={sub.open_invoice?.currency ?? sub.currency} planName={sub.plan?.name ?? null} />}
    </AccountStateCard>
  );
}
