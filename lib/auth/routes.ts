import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "@/lib/http/router";
import { authenticate } from "@/lib/auth/middleware";
import { revokeToken } from "./access";
import { accessAccount, accessLocation, activateHibernated, listLocations, refreshPayload } from "./account";
import { login } from "./login";
import { loginWithToken } from "./login-tokens";
import { FORGOT_SENT, requestPasswordReset, resetPassword } from "./password-reset";
import {
  authTokenResponse,
  forgotBody,
  idParam,
  loginBody,
  resetBody,
  statusResponse,
  tokenBody,
  verifyTwofaBody,
} from "./schemas";
import { verifyTwofa } from "./twofa";
import { appUrl } from "./app-url";
import { clientAddress } from "./client-ip";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const ok = <T extends z.ZodType>(schema: T, description = "OK") => ({
  200: { content: { "application/json": { schema } }, description },
});
const anyJson = z.record(z.string(), z.unknown());
// Reachable while the second factor or an account state is still pending.
const session = authenticate({ allowUnverified2fa: true, allowInactive: true });
const signedIn = authenticate({ allowInactive: true });

const clientIp = (h: (n: string) => string | undefined) => clientAddress(h);

export const authRoutes = createRouter()
  .openapi(
    createRoute({ method: "post", path: "/auth/login", tags: ["auth"], request: { body: json(loginBody) }, responses: ok(authTokenResponse) }),
    async (c) => c.json(await login(c.get("db"), c.req.valid("json"), clientIp(c.req.header.bind(c.req))), 200),
  )
  .openapi(
    createRoute({ method: "post", path: "/auth/logout", tags: ["auth"], middleware: [session], responses: ok(statusResponse) }),
    async (c) => {
      await revokeToken(c.get("db"), c.get("ctx").tokenId);
      return c.json({ status: 1 }, 200);
    },
  )
  .openapi(
    createRoute({ method: "post", path: "/auth/forgot-password", tags: ["auth"], request: { body: json(forgotBody) }, responses: ok(statusResponse) }),
    async (c) => {
      // Links are built from configuration, never from the request's Host header.
      const origin = appUrl();
      await requestPasswordReset(c.get("db"), c.req.valid("json").email, origin);
      return c.json({ status: 1, message: FORGOT_SENT }, 200);
    },
  )
  .openapi(
    createRoute({ method: "post", path: "/auth/reset-password", tags: ["auth"], request: { body: json(resetBody) }, responses: ok(statusResponse) }),
    async (c) => {
      const body = c.req.valid("json");
      await resetPassword(c.get("db"), body.token, body.password);
      return c.json({ status: 1, message: "Your password has been reset. You can now log in." }, 200);
    },
  )
  .openapi(
    createRoute({ method: "post", path: "/auth/refresh", tags: ["auth"], middleware: [signedIn], responses: ok(anyJson, "The refresh response (doc 1 s3)") }),
    async (c) => c.json(await refreshPayload(c.get("db"), c.get("ctx")), 200),
  )
  .openapi(
    createRoute({
      method: "post", path: "/auth/verify-twofa", tags: ["auth"], middleware: [session],
      request: { body: json(verifyTwofaBody) },
      responses: ok(z.object({ status: z.number(), hibernated: z.boolean() })),
    }),
    async (c) => c.json(await verifyTwofa(c.get("db"), c.get("ctx"), c.req.valid("json").code, clientIp(c.req.header.bind(c.req))), 200),
  )
  .openapi(
    createRoute({ method: "post", path: "/auth/auto-login", tags: ["auth"], request: { body: json(tokenBody) }, responses: ok(authTokenResponse) }),
    async (c) => c.json(await loginWithToken(c.get("db"), c.req.valid("json").token, "auto-login"), 200),
  )
  .openapi(
    createRoute({
      method: "post", path: "/developer/{user}/{token}/login", tags: ["auth"],
      request: { params: z.object({ user: z.coerce.number().int().positive(), token: z.string().min(1) }) },
      responses: ok(authTokenResponse),
    }),
    async (c) => {
      const { user, token } = c.req.valid("param");
      return c.json(await loginWithToken(c.get("db"), token, "developer", user), 200);
    },
  )
  .openapi(
    createRoute({ method: "get", path: "/auth/locations", tags: ["auth"], middleware: [signedIn], responses: ok(z.object({ data: z.array(anyJson) })) }),
    async (c) => c.json({ data: await listLocations(c.get("db"), c.get("ctx")) }, 200),
  )
  .openapi(
    createRoute({ method: "post", path: "/location/{id}/access", tags: ["auth"], middleware: [signedIn], request: { params: idParam }, responses: ok(authTokenResponse) }),
    async (c) => c.json(await accessLocation(c.get("db"), c.get("ctx"), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({ method: "post", path: "/account/{id}/access", tags: ["auth"], middleware: [signedIn], request: { params: idParam }, responses: ok(authTokenResponse) }),
    async (c) => c.json(await accessAccount(c.get("db"), c.get("ctx"), c.req.valid("param").id), 200),
  )
  .openapi(
    // Ours (the spec shows the ActivateAccount screen but not its call): wakes a hibernated account.
    createRoute({ method: "post", path: "/auth/activate-account", tags: ["auth"], middleware: [signedIn], responses: ok(statusResponse) }),
    async (c) => c.json(await activateHibernated(c.get("db"), c.get("ctx")), 200),
  );
