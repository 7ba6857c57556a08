import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db";
import { resolveAccess, revokeToken } from "./access";
import { claimsFrom, type Claims } from "./claims";
import { TOKEN_TTL_MS } from "./access";
import { authSecret } from "./secret";

/**
 * The browser session: a JWT (encrypted by next-auth) holding the API access token and
 * the auth state claims. The token row in the database is the authority: revoking it
 * ends the session on the next request (see the (app) layout and the API middleware).
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: TOKEN_TTL_MS / 1000 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Access token",
        // The Login screen signs in through POST /api/v3/auth/login (one login path with
        // the spec's 422 errors and lockout), then exchanges the token for this session.
        credentials: { access_token: { label: "Access token", type: "text" } },
        async authorize(credentials) {
          const at = credentials?.access_token;
          if (!at) return null;
          const r = await resolveAccess(await getDb(), at);
          if (!r.ctx) return null;
          return { id: String(r.ctx.userId), at };
        },
      }),
    ],
    callbacks: {
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
