"use client";

import { getSession, signIn } from "next-auth/react";
import { authStateFrom, type Claims } from "@/lib/auth/claims";
import { afterLogin } from "@/lib/routing/decide";

/** Only same-origin paths are followed after sign-in (no open redirects). */
export function safePath(p: string | null | undefined): string | null {
  return p && p.startsWith("/") && !p.startsWith("//") && !p.includes("\\") ? p : null;
}

/**
 * Exchanges an API access token for the browser session, then goes where doc 1 s4 says.
 * A full page load follows so every layout reads the new session.
 */
export async function finishSignIn(accessToken: string, opts: { callbackUrl?: string | null; target?: string } = {}) {
  const res = await signIn("credentials", { access_token: accessToken, redirect: false });
  if (!res || res.error) throw new Error("Sign-in failed");
  const session = (await getSession()) as { claims?: Claims | null } | null;
  const state = authStateFrom(session?.claims);
  let to = opts.target ?? afterLogin(state);
  const cb = safePath(opts.callbackUrl);
  // Honour a deep link only when the account may go straight in.
  if (cb && !opts.target && state.active && !state.hibernated && !state.twofaEnabled) to = cb;
  window.location.assign(to);
}
