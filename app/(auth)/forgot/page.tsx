import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/forgot-form";
import { forgotAction } from "../actions";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account email and we'll send you a link to choose a new one."
      // The one way back, in the card's footer (also after the link is sent).
      footer={<Link href="/login" className="font-medium text-primary-strong hover:underline">Back to login</Link>}
    >
      <ForgotForm action={forgotAction} />
    </AuthCard>
  );
}
