"use client";

import { authStateFrom } from "@/lib/auth/claims";
import { sessionClaims, signInWithToken } from "@/lib/auth/client-session";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { afterLogin } from "@/lib/routing/decide";

/**
 * Exchanges an API access token for the browser session, then goes where doc 1 s4 says.
 * A full page load follows so every layout reads the new session.
 */
export async function finishSignIn(accessToken: string, opts: { callbackUrl?: string | null; target?: string; user?: string } = {}) {
  await signInWithToken(accessToken, opts.user);
  const state = authStateFrom(await sessionClaims());
  let to = safeLocalPath(opts.target) ?? afterLogin(state);
  const cb = safeLocalPath(opts.callbackUrl);
  // Honour a deep link only when the account may go straight in.
  if (cb && !opts.target && state.active && !state.hibernated && !state.twofaEnabled) to = cb;
  window.location.assign(to);
}
