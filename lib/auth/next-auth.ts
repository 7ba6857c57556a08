import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { encode, type JWT } from "next-auth/jwt";
import { getDb } from "@/db";
import { safeRedirect } from "@/lib/http/safe-redirect";
import { resolveAccess, revokeToken } from "./access";
import { claimsFrom, type Claims } from "./claims";
import { TOKEN_TTL_MS } from "./access";
import { appUrl, configuredAppUrl } from "./app-url";
import { authSecret } from "./secret";
import { googleConfigured, googleProvider, googleSignInCallback } from "./google";
import type { GoogleProfile } from "@/lib/account-signup/google";

// next-auth 4 reads NEXTAUTH_URL for its base URL and would otherwise fall back to
// localhost:3000; APP_URL is the one setting for the app's origin (lib/auth/app-url.ts).
// A production server refuses to start without either (next.config.mjs).
if (!process.env.NEXTAUTH_URL && configuredAppUrl()) process.env.NEXTAUTH_URL = configuredAppUrl()!;

const SESSION_MAX_AGE_S = TOKEN_TTL_MS / 1000;

/** next-auth's own choice: the __Secure- cookie when the app is served over https. */
export function sessionCookie() {
  const secure = appUrl().startsWith("https://");
  return {
    name: `${secure ? "__Secure-" : ""}next-auth.session-token`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure, maxAge: SESSION_MAX_AGE_S },
  };
}

/**
 * The session cookie's value for an access token, exactly what next-auth's jwt callback
 * below would store: the server-side sign-in forms (no JavaScript needed) and the session
 * sync route write it directly instead of a round trip through /api/auth/callback.
 * Null when the token is no longer live.
 */
export async function sessionJwtFor(at: string, base: JWT = {}): Promise<{ value: string; claims: Claims } | null> {
  const r = await resolveAccess(await getDb(), at);
  if (!r.ctx) return null;
  const claims = claimsFrom(r.ctx);
  const token: JWT = { ...base, sub: String(r.ctx.userId), name: r.ctx.fullName, email: r.ctx.email, at, claims };
  return { value: await encode({ token, secret: authSecret(), maxAge: SESSION_MAX_AGE_S }), claims };
}

/**
 * The browser session: a JWT (encrypted by next-auth) holding the API access token and
 * the auth state claims. The token row in the database is the authority: revoking it
 * ends the session on the next request (see the (app) layout and the API middleware).
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Access token",
        // The Login screen signs in through POST /api/v3/auth/login (one login path with
        // the spec's 422 errors and lockout), then exchanges the token for this session.
        // `user` comes only from the message centre's auto-login link (?user=…&access_token=…):
        // when sent, the token must be that user's, or the link signs in as nobody, like a bad token.
        credentials: { access_token: { label: "Access token", type: "text" }, user: { label: "User id", type: "text" } },
        async authorize(credentials) {
          const at = credentials?.access_token;
          if (!at) return null;
          const r = await resolveAccess(await getDb(), at);
          if (!r.ctx) return null;
          if (credentials?.user !== undefined && credentials.user !== String(r.ctx.userId)) return null;
          return { id: String(r.ctx.userId), at };
        },
      }),
      // Optional (lib/auth/google.ts): only when its keys are configured.
      ...(googleConfigured() ? [googleProvider()] : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== "google") return true;
        return googleSignInCallback(await getDb(), user, profile as GoogleProfile | undefined);
      },
      // Every redirect next-auth makes (callbackUrl of sign-in and sign-out) goes through the
      // one safe-redirect check; next-auth's default lets "/\t/host"-style paths through.
      redirect({ url, baseUrl }) {
        const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || "/" : url;
        return baseUrl + safeRedirect(path, "/login", baseUrl);
      },
      async jwt({ token, user, trigger, session }) {
        if (user && "at" in user) token.at = user.at as string;
        const swap = trigger === "update" ? (session as { access_token?: string } | undefined)?.access_token : undefined;
        if (user || trigger === "update") {
          const db = await getDb();
          if (swap) {
            // Switching location/account: accept the new token only for the same user.
            const next = await resolveAccess(db, swap);
            if (next.ctx && next.ctx.userId === (token.claims as Claims | undefined)?.uid) token.at = swap;
          }
          const r = await resolveAccess(db, token.at as string);
          if (!r.ctx) return { ...token, claims: null };
          token.claims = claimsFrom(r.ctx);
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, claims: (token.claims as Claims | null) ?? null };
      },
    },
    events: {
      async signOut({ token }) {
        const at = token?.at as string | undefined;
        if (!at) return;
        const db = await getDb();
        const r = await resolveAccess(db, at);
        if (r.ctx) await revokeToken(db, r.ctx.tokenId);
      },
    },
  };
}
