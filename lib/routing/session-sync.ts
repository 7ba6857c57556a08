import { safeLocalPath } from "@/lib/http/safe-redirect";

/** The route that rewrites the session cookie's claims from the database (app/api/auth/sync). */
export const SYNC_ROUTE = "/api/auth/sync";

/** Where to send a request whose cookie claims are stale; `to` is where it was going. */
export function syncPath(to: string | null): string {
  const path = safeLocalPath(to);
  return path ? `${SYNC_ROUTE}?to=${encodeURIComponent(path)}` : SYNC_ROUTE;
}
