import { z } from "@hono/zod-openapi";
import { forgotForm, loginForm, newPasswordForm, twofaForm } from "./forms";

export const loginBody = loginForm.openapi("LoginBody");

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

export const forgotBody = forgotForm.openapi("ForgotPasswordBody");

export const resetBody = z
  .object({ token: z.string({ error: "The token field is required." }).min(1, "The token field is required.") })
  .and(newPasswordForm)
  .openapi("ResetPasswordBody");

export const verifyTwofaBody = twofaForm.openapi("VerifyTwofaBody");

export const tokenBody = z.object({ token: z.string().min(1, "The token field is required.") }).openapi("TokenBody");

export const statusResponse = z.object({ status: z.number().int(), message: z.string().optional() }).openapi("Status");

export const idParam = z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: "id", in: "path" } }) });
