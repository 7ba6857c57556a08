"use client";

import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { apiFetch } from "@/lib/http/client";
import { signOutSession } from "@/lib/auth/client-session";

/** Revokes the session on the server, then clears it in the browser. */
export async function logout() {
  try {
    await apiFetch("/auth/logout", { method: "POST" });
  } catch {
    // Already revoked or expired: clearing the browser session is all that is left.
  }
  window.localStorage.removeItem("contacts_query");
  await signOutSession("/login");
}

export function LogoutButton(props: Omit<ButtonProps, "onClick">) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      loading={busy}
      loadingText="Logging out"
      onClick={() => {
        setBusy(true);
        void logout();
      }}
      {...props}
    >
      Log out
    </Button>
  );
}
