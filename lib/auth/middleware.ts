import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import { decode } from "next-auth/jwt";
import { getDb } from "@/db";
import { resolveAccessCached } from "@/lib/auth/token-cache";
import { touchToken } from "@/lib/auth/access";
import { authSecret } from "@/lib/auth/secret";
import { AppError, forbidden, unauthenticated } from "@/lib/http/errors";
import type { ApiEnv } from "@/lib/http/env";
import { spendApiRequest } from "@/lib/http/rate-limit";
import type { AuthOptions, Tenancy } from "@/lib/http/route";
import type { Permission } from "./permissions";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The raw access token from `Authorization: Bearer` or from the next-auth session cookie. */
async function tokenFrom(c: Context<ApiEnv>) {
  const header = c.req.header("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) {
    return { token: header.slice(7).trim(), viaCookie: false };
  }
  for (const name of SESSION_COOKIES) {
    const value = getCookie(c, name);
    if (!value) continue;
    const jwt = await decode({ token: value, secret: authSecret() }).catch(() => null);
    if (typeof jwt?.at === "string") return { token: jwt.at, viaCookie: true };
  }
  return null;
}


/** The route an integration key asks for: its scope and permission (see `integrationKeyMayCall`). */
type RouteReach = { tenancy: Tenancy; permit?: Permission };

/**
 * A Zapier key works the location's records for an integration: routes scoped to the location,
 * outside the admin-settings area. The user's own account (profile, password, 2FA, logout),
 * company-wide views and the settings (integrations, kill switches) stay with people.
 */
export function integrationKeyMayCall(route: RouteReach): boolean {
  return route.tenancy === "location" && route.permit?.[0] !== "admin-settings";
}

export const authenticate = (opts: AuthOptions = {}, route: RouteReach = { tenancy: "location" }) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const found = await tokenFrom(c);
    if (!found) throw unauthenticated();
    // Cookie-authenticated writes must carry X-Requested-With (a cross-site form cannot).
    if (found.viaCookie && !["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !c.req.header("x-requested-with")) {
      throw forbidden("Missing X-Requested-With header.");
    }
    const locHeader = c.req.header("accessed-location-id");
    let locationId: number | null = null;
    if (locHeader && locHeader !== "null" && locHeader !== "undefined") {
      if (!/^\d{1,9}$/.test(locHeader)) throw forbidden("You do not have access to this location.");
      locationId = Number(locHeader);
    }
    const db = c.get("db") ?? (await getDb());
    const resolved = await resolveAccessCached(db, found.token, locationId);
    if (!resolved.ctx) {
      if (resolved.reason === "invalid") throw unauthenticated();
      throw forbidden("You do not have access to this location.");
    }
    const ctx = resolved.ctx;
    if (ctx.tokenKind === "zapier" && (found.viaCookie || !integrationKeyMayCall(route))) {
      throw forbidden("An integration key cannot call this route.");
    }
    // A checkout token (POST /api/checkout/user/create-token) opens the checkout host only.
    if (ctx.tokenKind === "checkout" && !new URL(c.req.url).pathname.startsWith("/api/checkout/")) throw unauthenticated();
    const adminHeader = c.req.header("company-admin-id");
    if (adminHeader && adminHeader !== "null" && adminHeader !== "undefined" && adminHeader !== String(ctx.companyAdminId)) {
      throw forbidden("You do not have access to this company.");
    }
    if (ctx.twofaEnabled && !ctx.twofaVerified && !opts.allowUnverified2fa) {
      throw new AppError(403, "Two-factor authentication is required.", { two_factor_required: true });
    }
    if (!opts.allowInactive && (!ctx.active || ctx.hibernated)) {
      throw new AppError(403, "Your account is not active.", { account_inactive: true });
    }
    // Each access token (a session or a key) has its own bucket: 100 requests per 10 s.
    spendApiRequest(c, `token:${ctx.tokenId}`);
    if (ctx.tokenKind === "zapier") await touchToken(db, ctx.tokenId);
    c.set("db", db);
    c.set("ctx", ctx);
    c.set("rawToken", found.token);
    c.set("viaCookie", found.viaCookie);
    await next();
  });
