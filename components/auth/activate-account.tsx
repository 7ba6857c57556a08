"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/http/client";
import { handleApiError } from "@/lib/http/handle-error";
import { authStateFrom } from "@/lib/auth/claims";
import { updateSession } from "@/lib/auth/client-session";
import { afterTwoFactor } from "@/lib/routing/decide";
import { LogoutButton } from "./logout-button";

export function ActivateAccount() {
  const [busy, setBusy] = useState(false);
  async function activate() {
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>("/auth/activate-account", { method: "POST" });
      toast.success(res.message);
      const claims = await updateSession();
      window.location.assign(afterTwoFactor(authStateFrom(claims)));
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
