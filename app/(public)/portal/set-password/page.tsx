import type { Metadata } from "next";
import { getDb } from "@/db";
import { AuthCard } from "@/components/auth/auth-card";
import { PortalLinkInvalid, PortalSetPasswordForm } from "@/components/portal/set-password-form";
import { portalLinkUsable } from "@/lib/contacts/portal-login";

export const metadata: Metadata = { title: "Set Your Password" };

/**
 * Where a resend-login email's link opens (/portal/set-password?token=...): a client sets their
 * client-portal password. Decided on the server: a used, expired or unknown link never shows the
 * form. The portal itself is not built yet, so the page ends by saying so, with nothing to follow.
 */
export default async function PortalSetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const usable = await portalLinkUsable(await getDb(), token);
  return (
    <AuthCard
      title={usable ? "Set your password" : "This link can’t be used"}
      description={usable ? "Choose the password you will sign in to your client portal with." : undefined}
    >
      {usable ? <PortalSetPasswordForm token={token} /> : <PortalLinkInvalid />}
    </AuthCard>
  );
}
