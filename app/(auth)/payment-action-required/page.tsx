import type { Metadata } from "next";
import { CreditCard } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";

export const metadata: Metadata = { title: "Payment Action Required" };

export default function PaymentActionRequiredPage() {
  return (
    <AccountStateCard
      icon={CreditCard}
      tone="warning"
      title="Payment action required"
      body="We couldn't collect your last subscription payment, so your account is paused. Your data is safe. Contact our team to update your payment method and reactivate your account."
      subject="Payment action required"
    />
  );
}
