import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ActivateAccount } from "@/components/auth/activate-account";
import { LogoutForm } from "@/components/auth/logout-form";
import { requireCtx } from "@/lib/auth/server-session";
import { activateAction, logoutAction } from "../actions";

export const metadata: Metadata = { title: "Activate Account" };

export default async function ActivateAccountPage() {
  await requireCtx(); // fresh account state: a stale cookie is synced before this screen shows
  return (
    <AuthCard
      title="Welcome back!"
      description="Your account is hibernating. Your contacts, content and settings are safe. Activate it to pick up right where you left off."
    >
      <div className="flex flex-col gap-3">
        <ActivateAccount action={activateAction} />
        <LogoutForm action={logoutAction} />
      </div>
    </AuthCard>
  );
}
