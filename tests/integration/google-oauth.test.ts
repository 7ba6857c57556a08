/**
 * The whole Google round trip through next-auth's own route (app/api/auth/[...nextauth]),
 * against a local OpenID Connect issuer (GOOGLE_ISSUER_URL): sign-in start, consent, the
 * callback (state, PKCE and the signed id_token checked by next-auth), then the session.
 */
import { eq } from "drizzle-orm";
// Not in next-auth's package exports: the handler its NextAuth() route glue calls.
import { AuthHandler } from "../../node_modules/next-auth/core/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authOptions } from "../../lib/auth/next-auth";
import { accountSignups } from "../../db/schema";
import { hashToken } from "../../lib/auth/tokens";
import { setupTestDb } from "../helpers/db";
import { demoIds } from "../helpers/demo-ids";
import { startOidcPeer, type PeerProfile } from "../helpers/oidc-peer";

const { db } = setupTestDb();
const BASE = "http://127.0.0.1:3999";
const CLIENT = { id: "coachos-test-client", secret: "coachos-test-secret" };
let peer: Awaited<ReturnType<typeof startOidcPeer>>;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  ids = await demoIds(db());
  peer = await startOidcPeer(CLIENT);
  Object.assign(process.env, { NEXTAUTH_URL: BASE, APP_URL: BASE, GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GOOGLE_ISSUER_URL: peer.issuer });
});
afterAll(() => peer.stop());

type Internal = { status?: number; redirect?: string; body?: unknown; cookies?: { name: string; value: string; options?: { maxAge?: number; expires?: Date } }[] };

/**
 * A browser's cookie jar over next-auth's request handler (next-auth/core AuthHandler, which
 * the route's NextAuth() wraps) with the app's authOptions(). The Next glue around it reads
 * cookies() from a request scope that only a running Next server has.
 */
function browser() {
  const jar = new Map<string, string>();
  const send = async (method: "GET" | "POST", url: string, body?: Record<string, string>) => {
    const u = new URL(url);
    const nextauth = u.pathname.replace("/api/auth/", "").split("/");
    const res = (await AuthHandler({
      options: authOptions(),
      req: {
        action: nextauth[0] as never,
        providerId: nextauth[1],
        method,
        headers: { host: u.host, "x-forwarded-proto": "http" },
        query: { ...Object.fromEntries(u.searchParams), nextauth },
        body: body ?? {},
        cookies: Object.fromEntries(jar),
        error: u.searchParams.get("error") ?? undefined,
      },
    })) as Internal;
    for (const c of res.cookies ?? []) {
      const gone = c.value === "" || c.options?.maxAge === 0 || (c.options?.expires && c.options.expires.getTime() < Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  };
  return {
    jar,
    get: (url: string) => send("GET", url),
    post: (url: string, form: Record<string, string>) => send("POST", url, form),
  };
}

/** Login's Google button, Google's consent as `profile`, and the way back: next-auth's final redirect. */
async function signInWithGoogle(profile: PeerProfile) {
  const b = browser();
  const { csrfToken } = (await b.get(`${BASE}/api/auth/csrf`)).body as { csrfToken: string };
  const start = await b.post(`${BASE}/api/auth/signin/google`, { csrfToken, callbackUrl: `${BASE}/login`, json: "true" });
  const url = start.redirect!;
  expect(url.startsWith(`${peer.issuer}/authorize?`)).toBe(true);
  peer.signInAs(profile);
  const consent = await fetch(url, { redirect: "manual" });
  const callback = consent.headers.get("location")!;
  expect(callback.startsWith(`${BASE}/api/auth/callback/google?`)).toBe(true);
  const back = await b.get(callback);
  const session = (await b.get(`${BASE}/api/auth/session`)).body as { claims?: { uid: number; twofaEnabled: boolean; twofaVerified: boolean } | null };
  return { to: back.redirect!, claims: session?.claims ?? null };
}

describe("Google OAuth through next-auth", () => {
  it("signs an existing user in and goes to Login, whose guest rule sends them on", async () => {
    const { to, claims } = await signInWithGoogle({ sub: "g-owner", email: "owner@demo.test", email_verified: true, name: "Olivia" });
    expect(to).toBe(`${BASE}/login`);
    expect(claims).toMatchObject({ uid: ids.owner, twofaEnabled: false });
  });

  it("keeps a two-factor user waiting for the second factor", async () => {
    const { claims } = await signInWithGoogle({ sub: "g-twofa", email: "twofa@demo.test", email_verified: true });
    expect(claims).toMatchObject({ twofaEnabled: true, twofaVerified: false });
  });

  it("sends a new email to the sign-up's business step, signed out", async () => {
    const { to, claims } = await signInWithGoogle({ sub: "g-new", email: "newcoach@example.test", email_verified: true, name: "New Coach" });
    const token = new RegExp(`^${BASE}/account/([\\w-]+)/verify-business$`).exec(to)?.[1];
    expect(token).toBeTruthy();
    expect(claims).toBeNull();
    const [row] = await db().select().from(accountSignups).where(eq(accountSignups.tokenHash, hashToken(token!)));
    expect(row).toMatchObject({ email: "newcoach@example.test", fullName: "New Coach", provider: "google" });
  });

  it("refuses an unverified Google email: Login with its message code, signed out", async () => {
    const { to, claims } = await signInWithGoogle({ sub: "g-unverified", email: "owner@demo.test", email_verified: false });
    expect(to).toBe(`${BASE}/login?social_error=email-unverified`);
    expect(claims).toBeNull();
  });

  it("a forged callback (no sign-in started here) ends on Login with next-auth's error, signed out", async () => {
    const b = browser();
    const res = await b.get(`${BASE}/api/auth/callback/google?code=forged&state=forged`);
    expect(res.redirect).toBe(`${BASE}/api/auth/error?error=OAuthCallback`);
    // next-auth's error and sign-in pages are our Login, which shows doc 1 s8's message for it.
    let to = res.redirect!;
    for (let hop = 0; hop < 3 && to.startsWith(`${BASE}/api/auth/`); hop++) to = (await b.get(to)).redirect!;
    const login = new URL(to, BASE);
    expect(login.pathname).toBe("/login");
    expect(login.searchParams.get("error")).toBe("OAuthCallback");
    expect(((await b.get(`${BASE}/api/auth/session`)).body as { claims?: unknown } | undefined)?.claims ?? null).toBeNull();
  });
});
