import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { GET as sync } from "../../app/api/auth/sync/route";
import { proxy } from "../../proxy";
import { resolveAccess } from "../../lib/auth/access";
import { claimsFrom, sameRoutingState, type Claims } from "../../lib/auth/claims";
import { sessionJwtFor } from "../../lib/auth/next-auth";
import { decodeSessionCookie } from "../../lib/auth/server-session";
import { syncPath } from "../../lib/routing/session-sync";
import { decide } from "../../lib/routing/decide";
import { authStateFrom } from "../../lib/auth/claims";
import { setupTestDb } from "../helpers/db";
import { loginAs } from "../helpers/api";

const { db } = setupTestDb();
const ORIGIN = "http://127.0.0.1:3000";

/** The browser: one cookie jar, following redirects the way the app's pieces answer them. */
class Browser {
  constructor(public cookie: string) {}

  private request(path: string) {
    return new NextRequest(ORIGIN + path, { headers: { cookie: this.cookie } });
  }

  private async claims(): Promise<Claims | null> {
    const jar = new Map(this.cookie.split("; ").map((kv) => kv.split("=") as [string, string]));
    const jwt = await decodeSessionCookie({ get: (n) => (jar.has(n) ? { value: jar.get(n)! } : undefined) });
    return (jwt?.claims as Claims | undefined) ?? null;
  }

  /**
   * One navigation: the proxy decides from the cookie's claims; a screen that renders then
   * checks the database (requireCtx: stale claims -> /api/auth/sync, else the rules on
   * fresh state); the sync route answers a redirect and a new cookie. Returns every URL
   * visited until a screen renders, and fails on more than `limit` hops (a loop).
   */
  async visit(path: string, limit = 4): Promise<string[]> {
    const seen = [path];
    let at = path;
    for (let hop = 0; hop <= limit; hop++) {
      if (at.startsWith("/api/auth/sync")) {
        const res = await sync(this.request(at));
        const value = res.cookies.get("next-auth.session-token")?.value;
        if (value) this.cookie = `next-auth.session-token=${value}`;
        // A relative Location: the browser stays on the host it used (and keeps its cookie).
        const location = res.headers.get("location")!;
        expect(location.startsWith("/")).toBe(true);
        at = location;
      } else {
        const res = await proxy(this.request(at));
        const location = res.headers.get("location");
        if (location) {
          at = new URL(location, ORIGIN).pathname;
        } else {
          // The screen renders: requireCtx, with the database's state.
          const jwt = await this.claims();
          const r = await resolveAccess(db(), (await this.jwt())!);
          const fresh = claimsFrom(r.ctx!);
          if (!sameRoutingState(jwt, fresh)) {
            at = syncPath(at);
          } else {
            const d = decide(at, authStateFrom(fresh));
            if (d.kind !== "redirect") return seen;
            at = d.to;
          }
        }
      }
      seen.push(at.split("?")[0]);
    }
    throw new Error(`redirect loop: ${seen.join(" -> ")}`);
  }

  private async jwt(): Promise<string | null> {
    const jar = new Map(this.cookie.split("; ").map((kv) => kv.split("=") as [string, string]));
    const jwt = await decodeSessionCookie({ get: (n) => (jar.has(n) ? { value: jar.get(n)! } : undefined) });
    return (jwt?.at as string | undefined) ?? null;
  }
}

async function signedIn(email: string) {
  const { access_token } = await loginAs(email);
  const s = await sessionJwtFor(access_token);
  return new Browser(`next-auth.session-token=${s!.value}`);
}

const setState = (email: string, s: { isActive: boolean; isSuspended: boolean }) =>
  db().update(users).set(s).where(eq(users.email, email));

describe("account state changes mid-session", () => {
  it("a suspended account reaches the Suspended screen in one sync, and stays there", async () => {
    const browser = await signedIn("staff@demo.test");
    expect(await browser.visit("/contacts")).toEqual(["/contacts"]);
    await setState("staff@demo.test", { isActive: false, isSuspended: true });
    // Before the sync route, /contacts and /account-suspended sent each other back and forth.
    expect(await browser.visit("/contacts")).toEqual(["/contacts", "/api/auth/sync", "/account-suspended"]);
    // The cookie now agrees with the database: the proxy alone keeps the account there.
    expect(await browser.visit("/contacts")).toEqual(["/contacts", "/account-suspended"]);
    expect(await browser.visit("/account-suspended")).toEqual(["/account-suspended"]);
  });

  it("a reactivated account leaves PaymentActionRequired on its next navigation", async () => {
    await setState("inactive@demo.test", { isActive: false, isSuspended: false });
    const browser = await signedIn("inactive@demo.test");
    expect(await browser.visit("/payment-action-required")).toEqual(["/payment-action-required"]);
    await setState("inactive@demo.test", { isActive: true, isSuspended: false });
    expect(await browser.visit("/payment-action-required")).toEqual([
      "/payment-action-required", "/api/auth/sync", "/contacts",
    ]);
    expect(await browser.visit("/contacts")).toEqual(["/contacts"]);
  });

  it("the sync route follows only safe targets and sends a revoked session to /logout", async () => {
    const browser = await signedIn("owner@demo.test");
    const res = await sync(new NextRequest(`${ORIGIN}/api/auth/sync?to=${encodeURIComponent("/%09/evil.example")}`, { headers: { cookie: browser.cookie } }));
    expect(res.status).toBe(303);
    // The unsafe target falls back to /contacts, on the host the browser used.
    expect(res.headers.get("location")).toBe("/contacts");
    const anon = await sync(new NextRequest(`${ORIGIN}/api/auth/sync?to=/contacts`));
    expect(anon.headers.get("location")).toBe("/logout");
  });
});

describe("proxy: open redirect and headers", () => {
  it("carries the path back to Login only as a safe callbackUrl", async () => {
    const res = await proxy(new NextRequest(`${ORIGIN}/contacts?status=clients`));
    const to = new URL(res.headers.get("location")!, ORIGIN);
    expect(to.pathname).toBe("/login");
    expect(to.searchParams.get("callbackUrl")).toBe("/contacts?status=clients");
  });

  it("answers every page with a nonce CSP and the common headers", async () => {
    const res = await proxy(new NextRequest(`${ORIGIN}/login`));
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // The embedded realtime socket, on the hostname the browser used.
    (globalThis as Record<string, unknown>).__coachosRealtime = { running: { port: 6001 } };
    const withWs = await proxy(new NextRequest(`${ORIGIN}/login`, { headers: { host: "127.0.0.1:3000" } }));
    expect(withWs.headers.get("content-security-policy")).toContain("connect-src 'self' ws://127.0.0.1:6001");
    // A fresh nonce per response.
    const again = (await proxy(new NextRequest(`${ORIGIN}/login`))).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });
});
