import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ActivateAccount } from "@/components/auth/activate-account";

export const metadata: Metadata = { title: "Activate Account" };

export default function ActivateAccountPage() {
  return (
    <AuthCard
      title="Welcome back!"
      description="Your account is hibernating. Your contacts, content and settings are safe. Activate it to pick up right where you left off."
    >
      <ActivateAccount />
    </AuthCard>
  );
}
