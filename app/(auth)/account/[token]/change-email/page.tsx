import type { Metadata } from "next";
import Link from "next/link";
import { ChangeEmailForm } from "@/components/account-signup/change-contact-form";
import { SignupCard } from "@/components/account-signup/signup-card";
import { stepPath } from "@/lib/account-signup/paths";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Change Email" };

export default async function ChangeEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token, details } = await loadStep(params, null);
  return (
    <SignupCard step={1} title="Use a different email" description="We'll send a new verification code to this address.">
      <ChangeEmailForm token={token} current={details.email} />
      <p className="mt-4 text-center text-sm">
        <Link href={stepPath(token, details.next_step)} className="font-medium text-primary-strong hover:underline">Back</Link>
      </p>
    </SignupCard>
  );
}
