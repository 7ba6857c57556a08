import type { Metadata } from "next";
import { CreditCard } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";
import { requireCtx } from "@/lib/auth/server-session";
import { logoutAction } from "../actions";

export const metadata: Metadata = { title: "Payment Action Required" };

export default async function PaymentActionRequiredPage() {
  await requireCtx(); // fresh account state: a reactivated account moves on at once
  return (
    <AccountStateCard
      icon={CreditCard}
      tone="warning"
      title="Payment action required"
      body="We couldn't collect your last subscription payment, so your account is paused. Your data is safe. Contact our team to update your payment method and reactivate your account."
      logoutAction={logoutAction}
      subject="Payment action required"
    />
  );
}
