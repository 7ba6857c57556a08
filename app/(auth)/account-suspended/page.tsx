import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";

export const metadata: Metadata = { title: "Account Suspended" };

export default function SuspendedPage() {
  return (
    <AccountStateCard
      icon={ShieldAlert}
      tone="danger"
      title="Your account is suspended"
      body="This account has been suspended and can't be used right now. Your data is kept safe. Contact our team to reactivate it."
      subject="Reactivate suspended account"
    />
  );
}
