import { z } from "@hono/zod-openapi";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { dataOf, idParam, id } from "@/lib/http/schemas";
import { revokeToken } from "./access";
import { accessAccount, accessLocation, activateHibernated, listLocations, refreshPayload } from "./account";
import { appUrl } from "./app-url";
import { login } from "./login";
import { landingLogin } from "./landing-token";
import { loginWithToken } from "./login-tokens";
import { FORGOT_SENT, requestPasswordReset, resetPassword } from "./password-reset";
import { authTokenResponse, forgotBody, landingLoginResponse, loginBody, resetBody, statusResponse, tokenBody, verifyTwofaBody } from "./schemas";
import { verifyTwofa } from "./twofa";

const anyJson = z.record(z.string(), z.unknown());
// Reachable while the second factor or an account state is still pending.
const pending = { allowUnverified2fa: true, allowInactive: true } as const;
const anyState = { allowInactive: true } as const;

export const authModule = defineModule("auth", [
  post("/auth/login", { tenancy: "public", body: loginBody, response: authTokenResponse },
    ({ db, body, ip }) => login(db, body, ip)),
  post("/auth/logout", { tenancy: "user", auth: pending, response: statusResponse },
    async ({ db, ctx }) => {
      await revokeToken(db, ctx.tokenId);
      return { status: 1 };
    }),
  post("/auth/forgot-password", { tenancy: "public", body: forgotBody, response: statusResponse },
    async ({ db, body }) => {
      // Links are built from configuration, never from the request's Host header.
      await requestPasswordReset(db, body.email, appUrl());
      return { status: 1, message: FORGOT_SENT };
    }),
  post("/auth/reset-password", { tenancy: "public", body: resetBody, response: statusResponse },
    async ({ db, body }) => {
      await resetPassword(db, body.token, body.password);
      return { status: 1, message: "Your password has been reset. You can now log in." };
    }),
  // Reads account data, so it waits for the second factor.
  post("/auth/refresh", { tenancy: "user", auth: anyState, summary: "The refresh response (doc 1 s3)", response: anyJson },
    ({ db, ctx }) => refreshPayload(db, ctx)),
  post("/auth/verify-twofa", { tenancy: "user", auth: pending, body: verifyTwofaBody, response: z.object({ status: z.number(), hibernated: z.boolean() }) },
    ({ db, ctx, body, ip }) => verifyTwofa(db, ctx, body.code, ip)),
  post("/auth/auto-login", { tenancy: "public", body: tokenBody, answers: [404], response: authTokenResponse },
    ({ db, body }) => loginWithToken(db, body.token, "auto-login")),
  // Ours: spends a landing token (POST /user/generate-landing-token) from /user/{token}/landing.
  post("/auth/landing-login", { tenancy: "public", answers: [404], body: tokenBody, response: landingLoginResponse },
    ({ db, body }) => landingLogin(db, body.token)),
  post("/developer/{user}/{token}/login", { tenancy: "public", params: z.object({ user: id("user"), token: z.string().min(1).max(200) }), response: authTokenResponse },
    ({ db, params }) => loginWithToken(db, params.token, "developer", params.user)),
  get("/auth/locations", { tenancy: "user", auth: anyState, response: dataOf(z.array(anyJson)) },
    async ({ db, ctx }) => ({ data: await listLocations(db, ctx) })),
  post("/location/{id}/access", { tenancy: "user", auth: anyState, params: idParam, response: authTokenResponse },
    ({ db, ctx, params }) => accessLocation(db, ctx, params.id)),
  post("/account/{id}/access", { tenancy: "user", auth: anyState, params: idParam, response: authTokenResponse },
    ({ db, ctx, params }) => accessAccount(db, ctx, params.id)),
  // Ours (the spec shows the ActivateAccount screen but not its call): wakes a hibernated account.
  post("/auth/activate-account", { tenancy: "user", auth: anyState, response: statusResponse },
    ({ db, ctx }) => activateHibernated(db, ctx)),
]);
