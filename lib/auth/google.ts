import "server-only";
import type { User } from "next-auth";
import GoogleProvider from "next-auth/providers/google";
import type { Db } from "@/db";
import { googleSignIn, type GoogleProfile } from "@/lib/account-signup/google";
import { stepPath } from "@/lib/account-signup/paths";
import { AppError } from "@/lib/http/errors";
import { defaultLocationId } from "./access";
import { appUrl } from "./app-url";
import { tokenFieldsFor } from "./login";
import { socialErrorCode } from "./social-errors";

/**
 * Sign in with Google (optional): on only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are
 * both set; otherwise there is no provider and Login and Register show no Google button.
 */
export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

/**
 * GOOGLE_ISSUER_URL points the provider at another OpenID Connect issuer with Google's
 * claims (its discovery document names the endpoints): the e2e and integration tests run a
 * local one. Unset: Google's own.
 */
export function googleProvider() {
  const issuer = process.env.GOOGLE_ISSUER_URL?.replace(/\/+$/, "");
  return GoogleProvider({
    clientId: process.env.GOOGLE_CLIENT_ID!,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET!,
    ...(issuer ? { wellKnown: `${issuer}/.well-known/openid-configuration` } : {}),
  });
}

/**
 * next-auth's signIn callback for Google. An existing user: true, with the API access token
 * put on `user` (next-auth hands this same object to the jwt callback, which stores it as for a
 * credentials sign-in); a 2FA user's token still waits for the second factor. A new email: the
 * sign-up's business step. A refusal: Login with the error's code (doc 1 s8 copy there).
 */
export async function googleSignInCallback(db: Db, user: User, profile: GoogleProfile | undefined): Promise<true | string> {
  try {
    const outcome = await googleSignIn(db, profile ?? {});
    if (outcome.kind === "signup") return `${appUrl()}${stepPath(outcome.token, "verify-business")}`;
    const locationId = await defaultLocationId(db, outcome.userId);
    const fields = await tokenFieldsFor(db, outcome.userId, locationId!);
    (user as User & { at?: string }).at = fields.access_token;
    return true;
  } catch (err) {
    const errors = err instanceof AppError && err.status === 422 ? (err.body.errors as Record<string, string[]> | undefined) : undefined;
    const code = errors ? socialErrorCode(Object.values(errors).flat()) : "failed";
    if (code === "failed") console.error("Google sign-in failed", err);
    return `${appUrl()}/login?social_error=${code}`;
  }
}
