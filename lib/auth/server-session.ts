import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { decode, type JWT } from "next-auth/jwt";
import { getDb } from "@/db";
import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { decide } from "@/lib/routing/decide";
import { syncPath } from "@/lib/routing/session-sync";
import { resolveAccess, type Ctx } from "./access";
import { authStateFrom, claimsFrom, sameRoutingState, type Claims } from "./claims";
import { authSecret } from "./secret";

/** Decodes the session cookie (next-auth's JWT: access token and claims) from a cookie jar. */
export async function decodeSessionCookie(jar: { get(name: string): { value: string } | undefined }): Promise<JWT | null> {
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (!value) continue;
    const jwt = await decode({ token: value, secret: authSecret() }).catch(() => null);
    if (typeof jwt?.at === "string") return jwt;
  }
  return null;
}

/** This request's decoded session cookie, or null. */
export const sessionJwt = cache(async (): Promise<JWT | null> => decodeSessionCookie(await cookies()));

/** The raw access token from the session cookie, or null. */
export const sessionToken = cache(async (): Promise<string | null> => {
  const at = (await sessionJwt())?.at;
  return typeof at === "string" ? at : null;
});

/** The live session's context, checked against the database (revoked -> null). */
export const currentCtx = cache(async (): Promise<Ctx | null> => {
  const at = await sessionToken();
  if (!at) return null;
  const r = await resolveAccess(await getDb(), at);
  return r.ctx;
});

/**
 * For logged-in screens (the app and the account-state screens): a revoked session is
 * cleared via /logout. When the account changed state since the cookie was written
 * (suspended, reactivated, woken), the cookie is brought up to date first through
 * /api/auth/sync, so the proxy, which routes from the cookie's claims, agrees with this
 * page on the next request: no ping-pong between two screens. Then the routing rules run
 * on the fresh state.
 */
export async function requireCtx(): Promise<Ctx> {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  const h = await headers();
  const pathname = h.get("x-pathname");
  const fresh = claimsFrom(ctx);
  const stored = ((await sessionJwt())?.claims as Claims | null | undefined) ?? null;
  if (!sameRoutingState(stored, fresh)) redirect(syncPath(pathname ? pathname + (h.get("x-search") ?? "") : null));
  if (pathname) {
    const d = decide(pathname, authStateFrom(fresh));
    if (d.kind === "redirect") redirect(d.to);
    if (d.kind === "access-denied") redirect("/access-denied");
  }
  return ctx;
}
