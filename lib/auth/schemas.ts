import { z } from "@hono/zod-openapi";
import { EMAIL_PATTERN, MSG } from "./forms";
import { MIN_PASSWORD_LENGTH } from "./constants";

// The API's side of lib/auth/forms.ts: the same rules and messages, in full zod for OpenAPI.
const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .openapi({ format: "email" });
const newPassword = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(MIN_PASSWORD_LENGTH, MSG.passwordMin);

export const loginBody = z
  .object({ email, password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired) })
  .openapi("LoginBody");

export const forgotBody = z.object({ email }).openapi("ForgotPasswordBody");

export const resetBody = z
  .object({
    token: z.string({ error: "The token field is required." }).min(1, "The token field is required."),
    password: newPassword,
    password_confirmation: z.string({ error: MSG.confirmationRequired }),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: MSG.confirmationMismatch })
  .openapi("ResetPasswordBody");

export const verifyTwofaBody = z
  .object({ code: z.string({ error: MSG.codeRequired }).trim().min(6, MSG.codeShort).max(32) })
  .openapi("VerifyTwofaBody");

export const skipTrialBody = z.object({ password: newPassword }).openapi("SkipTrialBody");

export const authTokenResponse = z
  .object({
    access_token: z.string(),
    accessed_location_id: z.number().int(),
    company_admin_id: z.number().int().nullable(),
    is_2fa_enabled: z.boolean(),
    is_account_active: z.boolean(),
    hibernated: z.boolean(),
    module: z.string().nullable(),
  })
  .openapi("AuthToken");

export const landingTokenResponse = z
  .object({ token: z.string(), timestamp: z.number().int(), expires_in: z.number().int() })
  .openapi("LandingToken");

export const landingLoginResponse = authTokenResponse.extend({ landing_path: z.string() }).openapi("LandingLogin");

export const tokenBody = z.object({ token: z.string().min(1, "The token field is required.") }).openapi("TokenBody");

export const statusResponse = z.object({ status: z.number().int(), message: z.string().optional() }).openapi("Status");

