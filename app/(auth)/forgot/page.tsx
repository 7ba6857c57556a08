import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/forgot-form";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account email and we'll send you a link to choose a new one."
      footer={<Link href="/login" className="font-medium text-primary-strong hover:underline">Back to login</Link>}
    >
      <ForgotForm />
    </AuthCard>
  );
}
