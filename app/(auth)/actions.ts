"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ZodType } from "zod";
import { getDb } from "@/db";
import { revokeToken } from "@/lib/auth/access";
import { activateHibernated } from "@/lib/auth/account";
import { authStateFrom } from "@/lib/auth/claims";
import { appUrl } from "@/lib/auth/app-url";
import { login } from "@/lib/auth/login";
import { SESSION_COOKIES } from "@/lib/auth/middleware";
import { sessionCookie, sessionJwtFor } from "@/lib/auth/next-auth";
import { FORGOT_SENT, requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { forgotBody, loginBody, resetBody, verifyTwofaBody } from "@/lib/auth/schemas";
import { currentCtx, sessionJwt } from "@/lib/auth/server-session";
import { verifyTwofa } from "@/lib/auth/twofa";
import { AppError } from "@/lib/http/errors";
import { safeLocalPath } from "@/lib/http/safe-redirect";
import { zodToFieldErrors } from "@/lib/http/validation";
import { afterLogin, afterTwoFactor } from "@/lib/routing/decide";
import type { AuthFormState } from "@/components/auth/form-state";

/*
 * The sign-in screens' form posts. Each runs the same service call and validation as its
 * /api/v3/auth endpoint and answers the same messages, so the screens work as plain HTML
 * forms without JavaScript; with JavaScript React runs the same action in place.
 */

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

function parse<T>(schema: ZodType<T>, input: unknown): { data: T } | { errors: Record<string, string[]> } {
  const r = schema.safeParse(input);
  return r.success ? { data: r.data } : { errors: zodToFieldErrors(r.error, { input }) };
}

/** A service's 422 becomes the form's field errors; anything else is a real failure. */
function formErrors(err: unknown): Record<string, string[]> {
  if (err instanceof AppError && err.status === 422) {
    return (err.body.errors as Record<string, string[]> | undefined) ?? { body: [err.message] };
  }
  throw err;
}

async function clientIp(): Promise<string | null> {
  return (await headers()).get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}

/** Stores the browser session for an access token (the cookie next-auth itself would set). */
async function writeSession(at: string) {
  const jar = await cookies();
  const prev = await sessionJwt();
  const s = await sessionJwtFor(at, prev ?? {});
  if (!s) return null;
  const { name, options } = sessionCookie();
  jar.set(name, s.value, options);
  return s.claims;
}

/** Rewrites the current session's claims from the database (after 2FA, activation). */
async function refreshSession() {
  const at = (await sessionJwt())?.at;
  return typeof at === "string" ? writeSession(at) : null;
}

export async function loginAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = { email: text(form, "email") };
  const input = parse(loginBody, { email: text(form, "email"), password: text(form, "password") });
  if ("errors" in input) return { errors: input.errors, values };
  let at: string;
  try {
    at = (await login(await getDb(), input.data, await clientIp())).access_token;
  } catch (err) {
    return { errors: formErrors(err), values };
  }
  const claims = await writeSession(at);
  if (!claims) return { errors: { email: ["This account has no location to sign in to."] }, values };
  const state = authStateFrom(claims);
  const callback = safeLocalPath(text(form, "callbackUrl"));
  // Doc 1 s4 decides where a sign-in lands; a deep link is honoured only when the account
  // may go straight in (no second factor, active, awake).
  const mayFollow = callback && state.active && !state.hibernated && !state.twofaEnabled;
  redirect(mayFollow ? callback : afterLogin(state));
}

export async function forgotAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const values = { email: text(form, "email") };
  const input = parse(forgotBody, values);
  if ("errors" in input) return { errors: input.errors, values };
  // Links are built from configuration, never from the request's Host header.
  await requestPasswordReset(await getDb(), input.data.email, appUrl());
  return { status: "sent", message: FORGOT_SENT };
}

export async function resetAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const input = parse(resetBody, {
    token: text(form, "token"),
    password: text(form, "password"),
    password_confirmation: text(form, "password_confirmation"),
  });
  if ("errors" in input) return input.errors.token ? { status: "expired" } : { errors: input.errors };
  try {
    await resetPassword(await getDb(), input.data.token, input.data.password);
  } catch (err) {
    const errors = formErrors(err);
    return errors.token ? { status: "expired" } : { errors };
  }
  redirect("/login?reset=done");
}

export async function verifyTwofaAction(_prev: AuthFormState, form: FormData): Promise<AuthFormState> {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  const input = parse(verifyTwofaBody, { code: text(form, "code") });
  if ("errors" in input) return { errors: input.errors };
  try {
    await verifyTwofa(await getDb(), ctx, input.data.code, await clientIp());
  } catch (err) {
    return { errors: formErrors(err) };
  }
  // The cookie's claims still say "unverified": store the verified state before moving on.
  const claims = await refreshSession();
  if (!claims) redirect("/logout");
  redirect(afterTwoFactor(authStateFrom(claims)));
}

/** Log out as a form post: revokes the token, clears the cookie, goes to Login. */
export async function logoutAction(): Promise<void> {
  const ctx = await currentCtx();
  if (ctx) await revokeToken(await getDb(), ctx.tokenId);
  const jar = await cookies();
  for (const name of SESSION_COOKIES) jar.delete(name);
  redirect("/login");
}

/** ActivateAccount: wakes a hibernated account, stores the new state, moves on (doc 1 s4). */
export async function activateAction(): Promise<void> {
  const ctx = await currentCtx();
  if (!ctx) redirect("/logout");
  await activateHibernated(await getDb(), ctx);
  const claims = await refreshSession();
  if (!claims) redirect("/logout");
  redirect(afterTwoFactor(authStateFrom(claims)));
}
