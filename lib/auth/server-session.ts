import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { decide } from "@/lib/routing/decide";
import { resolveAccess, type Ctx } from "./access";
import { authStateFrom, claimsFrom } from "./claims";
import { authSecret } from "./secret";

/** The raw access token from the session cookie, or null. */
export const sessionToken = cache(async (): Promise<string | null> => {
  const jar = await cookies();
  for (const name of SESSION_COOKIES) {
    const value = jar.get(name)?.value;
    if (!value) continue;
    const jwt = await decode({ token: value, secret: authSecret() }).catch(() => null);
    if (typeof jwt?.at === "string") return jwt.at;
  }
  return null;
});

/** The live session's context, checked against the database (revoked -> null). */
export const currentCtx = cache(async (): Promise<Ctx | null> => {
  const at = await sessionToken();
  if (!at) return null;
  const r = await resolveAccess(await getDb(), at);
  return r.ctx;
});

/**
 * For logged-in screens: a revoked session is cleared via /logout, and the routing rules
 * run again on fresh account state (the JWT claims the proxy saw may be stale).
 */
export async function requireCtx(): Promise<Ctx> {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  const pathname = (await headers()).get("x-pathname");
  if (pathname) {
    const d = decide(pathname, authStateFrom(claimsFrom(ctx)));
    if (d.kind === "redirect") redirect(d.to);
    if (d.kind === "access-denied") redirect("/access-denied");
  }
  return ctx;
}
