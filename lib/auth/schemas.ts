import { z } from "@hono/zod-openapi";
import { MIN_PASSWORD_LENGTH } from "./constants";

const email = z.string({ error: "The email field is required." }).trim().min(1, "The email field is required.").email("The email must be a valid email address.");

export const loginBody = z
  .object({
    email,
    password: z.string({ error: "The password field is required." }).min(1, "The password field is required."),
  })
  .openapi("LoginBody");

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

export const forgotBody = z.object({ email }).openapi("ForgotPasswordBody");

export const resetBody = z
  .object({
    token: z.string().min(1, "The token field is required."),
    email: email.optional(),
    password: z.string({ error: "The password field is required." }).min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ["password"],
    message: "The password confirmation does not match.",
  })
  .openapi("ResetPasswordBody");

export const verifyTwofaBody = z
  .object({
    code: z.string({ error: "The code field is required." }).trim().min(6, "The code must be 6 digits or a recovery code.").max(32),
  })
  .openapi("VerifyTwofaBody");

export const tokenBody = z.object({ token: z.string().min(1, "The token field is required.") }).openapi("TokenBody");

export const statusResponse = z.object({ status: z.number().int(), message: z.string().optional() }).openapi("Status");

export const idParam = z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: "id", in: "path" } }) });
