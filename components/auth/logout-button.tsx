"use client";

import { api } from "@/lib/api/client";
import { signOutSession } from "@/lib/auth/client-session";

/**
 * Log out from inside the app (the account menu): revokes the session on the server, then
 * clears it in the browser. The sign-in screens log out with a form post instead
 * (logout-form.tsx), which also works without JavaScript.
 */
export async function logout() {
  try {
    await api.post("/auth/logout");
  } catch {
    // Already revoked or expired: clearing the browser session is all that is left.
  }
  window.localStorage.removeItem("contacts_query");
  await signOutSession("/login");
}
