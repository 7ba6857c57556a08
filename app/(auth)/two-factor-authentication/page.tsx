import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LogoutForm } from "@/components/auth/logout-form";
import { TwofaForm } from "@/components/auth/twofa-form";
import { requireCtx } from "@/lib/auth/server-session";
import { logoutAction, verifyTwofaAction } from "../actions";

export const metadata: Metadata = { title: "Two-Factor Authentication" };

export default async function TwoFactorPage() {
  await requireCtx(); // fresh account state: a stale cookie is synced before this screen shows
  return (
    <AuthCard title="Two-factor authentication" description="Enter the code from your authenticator app to continue.">
      <div className="flex flex-col gap-3">
        <TwofaForm action={verifyTwofaAction} />
        <LogoutForm action={logoutAction} />
      </div>
    </AuthCard>
  );
}
