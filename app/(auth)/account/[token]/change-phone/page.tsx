import type { Metadata } from "next";
import Link from "next/link";
import { ChangePhoneForm } from "@/components/account-signup/change-contact-form";
import { SignupCard } from "@/components/account-signup/signup-card";
import { stepPath } from "@/lib/account-signup/paths";
import { loadStep } from "../load";

export const metadata: Metadata = { title: "Change Phone" };

export default async function ChangePhonePage({ params }: { params: Promise<{ token: string }> }) {
  const { token, details } = await loadStep(params, null);
  return (
    <SignupCard step={2} title="Use a different mobile phone" description="We'll text a new verification code to this number.">
      <ChangePhoneForm token={token} current={details.phone} emailVerified={details.email_verified} />
      <p className="mt-4 text-center text-sm">
        <Link href={stepPath(token, details.next_step)} className="font-medium text-primary-strong hover:underline">Back</Link>
      </p>
    </SignupCard>
  );
}
