"use client";

import { authStateFrom } from "@/lib/auth/claims";
import { sessionClaims, signInWithToken } from "@/lib/auth/client-session";
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
  await signInWithToken(accessToken);
  const state = authStateFrom(await sessionClaims());
  let to = opts.target ?? afterLogin(state);
  const cb = safePath(opts.callbackUrl);
  // Honour a deep link only when the account may go straight in.
  if (cb && !opts.target && state.active && !state.hibernated && !state.twofaEnabled) to = cb;
  window.location.assign(to);
}
