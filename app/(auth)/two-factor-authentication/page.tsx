import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { TwofaForm } from "@/components/auth/twofa-form";

export const metadata: Metadata = { title: "Two-Factor Authentication" };

export default function TwoFactorPage() {
  return (
    <AuthCard title="Two-factor authentication" description="Enter the code from your authenticator app to continue.">
      <TwofaForm />
    </AuthCard>
  );
}
