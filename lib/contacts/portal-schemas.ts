import { z } from "@hono/zod-openapi";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/constants";
import { MSG } from "@/lib/auth/forms";
import { PORTAL_PASSWORD_MAX } from "./portal-constants";

/** Wire formats of client-portal passwords: the same rules and messages as users' passwords. */

const password = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MSG.passwordMin)
  .max(PORTAL_PASSWORD_MAX, `The password may not be greater than ${PORTAL_PASSWORD_MAX} characters.`);

const passwordPair = {
  password,
  password_confirmation: z.string({ error: MSG.confirmationRequired }).min(1, MSG.confirmationRequired),
};
const confirmed = (b: { password: string; password_confirmation: string }) => b.password === b.password_confirmation;
const mismatch = { path: ["password_confirmation"], message: MSG.confirmationMismatch };

/** POST /contact/{id}/update-portal-password (the coach sets it). */
export const portalPasswordBody = z.object(passwordPair).refine(confirmed, mismatch).openapi("ContactPortalPassword");

/** POST /portal/set-password (the client, from the resend-login link). */
export const portalSetPasswordBody = z
  .object({ token: z.string({ error: "The token field is required." }).min(1, "The token field is required.").max(256, "The token is invalid."), ...passwordPair })
  .refine(confirmed, mismatch)
  .openapi("PortalSetPassword");
