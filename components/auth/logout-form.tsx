"use client";

import { Button } from "@/components/ui/button";
import { useFormStatus } from "react-dom";

function LogoutSubmit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant="ghost" className="w-full" loading={pending} loadingText="Logging out">
      Log out
    </Button>
  );
}

/**
 * "Log out" on the sign-in and account-state screens: a form post to the logout action
 * (revokes the token, clears the cookie, goes to Login), so it works without JavaScript.
 */
export function LogoutForm({ action }: { action: () => Promise<void> }) {
  return (
    // Doc 1 s4: logout also forgets the remembered contact filters (JavaScript on).
    <form action={action} onSubmit={() => window.localStorage.removeItem("contacts_query")}>
      <LogoutSubmit />
    </form>
  );
}
