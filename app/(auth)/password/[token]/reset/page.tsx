import Link from "next/link";
import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetForm } from "@/components/auth/reset-form";

export const metadata: Metadata = { title: "Reset Password" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password ends every other signed-in session."
      footer={<Link href="/login" className="font-medium text-primary-strong hover:underline">Back to login</Link>}
    >
      <ResetForm token={token} />
    </AuthCard>
  );
}
