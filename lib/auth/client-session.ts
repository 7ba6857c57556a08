"use client";

import type { Claims } from "./claims";

/**
 * The browser side of the next-auth session, over next-auth's own REST endpoints. The same
 * calls next-auth/react makes, without shipping its client (and a provider) to every page.
 */
async function csrfToken(): Promise<string> {
  const res = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Exchanges an API access token for the session cookie. With `user` (the message centre's
 * auto-login link), the token must belong to that user id, or the sign-in is refused.
 */
export async function signInWithToken(accessToken: string, user?: string): Promise<void> {
  const body = new URLSearchParams({ csrfToken: await csrfToken(), access_token: accessToken, json: "true" });
  if (user !== undefined) body.set("user", user);
  const res = await fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body,
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  if (!res.ok || (data.url && new URL(data.url, location.origin).searchParams.has("error"))) {
    throw new Error("Sign-in failed");
  }
}

/** The session's claims (null when signed out). */
export async function sessionClaims(): Promise<Claims | null> {
  const res = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
  const data = (await res.json().catch(() => null)) as { claims?: Claims | null } | null;
  return data?.claims ?? null;
}

/** Re-reads the claims on the server (after 2FA, activation) or swaps the token (switching location). */
export async function updateSession(data: { access_token?: string } = {}): Promise<Claims | null> {
  const res = await fetch("/api/auth/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ csrfToken: await csrfToken(), data }),
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => null)) as { claims?: Claims | null } | null;
  return body?.claims ?? null;
}

/** Clears the session cookie (next-auth's signOut event revokes the token), then goes to Login. */
export async function signOutSession(callbackUrl = "/login"): Promise<void> {
  await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl, json: "true" }),
    credentials: "same-origin",
  });
  window.location.assign(callbackUrl);
}

/**
 * Starts a Google sign-in (next-auth's OAuth sign-in wants a POST with the CSRF token) and
 * goes to Google. Back from Google, next-auth lands on `callbackUrl` (Login, whose guest rule
 * sends a signed-in user on to their landing screen) or on the sign-up's business step.
 */
export async function startGoogleSignIn(callbackUrl = "/login"): Promise<void> {
  const res = await fetch("/api/auth/signin/google", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl, json: "true" }),
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  if (!res.ok || !data.url) throw new Error("Google sign-in could not start");
  window.location.assign(data.url);
}
