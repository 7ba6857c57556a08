import type { Metadata } from "next";
import { SignupCard } from "@/components/account-signup/signup-card";
import { VerifyCodeStep } from "@/components/account-signup/verify-code-step";
import { formatPhone } from "@/lib/format-phone";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Verify Phone" };

export default async function VerifyPhonePage({ params }: { params: Promise<{ token: string }> }) {
  const { token, details } = await loadStep(params, "verify-phone");
  return (
    <SignupCard step={2} title="Verify your mobile phone" description={<>We texted a 6-digit code to <strong className="font-medium text-foreground">{formatPhone(details.phone)}</strong>. It expires in 10 minutes.</>}>
      <VerifyCodeStep token={token} channel="phone" resendIn={details.phone_resend_in} />
    </SignupCard>
  );
}
