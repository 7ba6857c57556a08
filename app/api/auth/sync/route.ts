import type { NextRequest } from "next/server";
import { authStateFrom } from "@/lib/auth/claims";
import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { sessionCookie, sessionJwtFor } from "@/lib/auth/next-auth";
import { decodeSessionCookie } from "@/lib/auth/server-session";
import { safeRedirect } from "@/lib/http/safe-redirect";
import { decide, PATHS } from "@/lib/routing/decide";
import { localRedirect } from "@/lib/routing/local-redirect";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Rewrites the session cookie's claims from the database, then goes where the routing
 * rules send the fresh state. A screen that finds the account changed state (suspended
 * or reactivated mid-session) comes here once instead of redirecting straight to the new
 * screen, which the proxy, still reading the old claims, would bounce back.
 */
export async function GET(req: NextRequest) {
  const to = safeRedirect(req.nextUrl.searchParams.get("to"), PATHS.contacts);
  const jwt = await decodeSessionCookie(req.cookies);
  const fresh = typeof jwt?.at === "string" ? await sessionJwtFor(jwt.at, jwt) : null;
  if (!fresh) {
    const res = localRedirect("/logout");
    res.headers.set("Cache-Control", "no-store");
    return res;
  }
  const d = decide(to.split(/[?#]/, 1)[0], authStateFrom(fresh.claims));
  const target = d.kind === "redirect" ? d.to : d.kind === "access-denied" ? PATHS.accessDenied : to;
  const res = localRedirect(target);
  const { name, options } = sessionCookie();
  for (const other of SESSION_COOKIES) if (other !== name) res.cookies.delete(other);
  res.cookies.set(name, fresh.value, options);
  res.headers.set("Cache-Control", "no-store");
  return res;
}
