"use client";

import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/http/client";

/**
 * The portal's failure handling. A 401 means the portal session ended (signed out elsewhere,
 * suspended, password changed): reloading shows the portal's own sign-in, never the coach's
 * login the shared handler would go to.
 */
export function onPortalError(err: unknown): void {
  if (err instanceof ApiError && err.status === 401) {
    window.location.reload();
    return;
  }
  if ((err as Error)?.name === "AbortError") return;
  toast.error(err instanceof ApiError && err.body?.message ? err.body.message : "We are unable to process your request, Please try again!");
}
