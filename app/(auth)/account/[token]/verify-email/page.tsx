import type { Metadata } from "next";
import { SignupCard } from "@/components/account-signup/signup-card";
import { VerifyCodeStep } from "@/components/account-signup/verify-code-step";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Verify Email" };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, details } = await loadStep(params, "verify-email");
  return (
    <SignupCard step={1} title="Verify your email" description={<>We sent a 6-digit code to <strong className="font-medium text-foreground break-all">{details.email}</strong>. It expires in 10 minutes.</>}>
      <VerifyCodeStep token={token} channel="email" resendIn={details.email_resend_in} />
    </SignupCard>
  );
}
