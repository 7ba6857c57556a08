import Link from "next/link";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetExpired } from "@/components/auth/reset-expired";
import { ResetForm } from "@/components/auth/reset-form";
import { resetLinkUsable } from "@/lib/auth/reset-link";
import { resetAction } from "../../../actions";

export const metadata: Metadata = { title: "Reset Password" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Decided on the server: a used or expired link never shows the form.
  const usable = await resetLinkUsable(await getDb(), token);
  return (
    <AuthCard
      title={usable ? "Choose a new password" : "This link has expired"}
      description={usable ? "Your new password ends every other signed-in session." : undefined}
      footer={<Link href="/login" className="font-medium text-primary-strong hover:underline">Back to login</Link>}
    >
      {usable ? <ResetForm action={resetAction} token={token} /> : <ResetExpired />}
    </AuthCard>
  );
}
