"use client";

import { useState } from "react";
import { getSession, useSession } from "next-auth/react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { authStateFrom, type Claims } from "@/lib/auth/claims";
import { afterTwoFactor } from "@/lib/routing/decide";
import { LogoutButton } from "./logout-button";

export function ActivateAccount() {
  const { update } = useSession();
  const [busy, setBusy] = useState(false);
  async function activate() {
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>("/auth/activate-account", { method: "POST" });
      toast.success(res.message);
      await update({});
      const session = (await getSession()) as { claims?: Claims | null } | null;
      window.location.assign(afterTwoFactor(authStateFrom(session?.claims)));
    } catch (err) {
      handleApiError(err);
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <Button type="button" className="w-full" loading={busy} loadingText="Activating" onClick={activate}>
        Activate my account
      </Button>
      <LogoutButton variant="ghost" className="w-full" />
    </div>
  );
}
