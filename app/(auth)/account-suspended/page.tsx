import type { Metadata } from "next";
import { ShieldAlert } from "lucide-react";
import { AccountStateCard } from "@/components/auth/account-state-card";
import { requireCtx } from "@/lib/auth/server-session";
import { logoutAction } from "../actions";

export const metadata: Metadata = { title: "Account Suspended" };

export default async function SuspendedPage() {
  await requireCtx(); // fresh account state: a reactivated account moves on at once
  return (
    <AccountStateCard
      icon={ShieldAlert}
      tone="danger"
      title="Your account is suspended"
      body="This account has been suspended and can't be used right now. Your data is kept safe. Contact our team to reactivate it."
      logoutAction={logoutAction}
      subject="Reactivate suspended account"
    />
  );
}
