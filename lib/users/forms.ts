import { maxLength, minLength, object, refine, regex, string, trim } from "zod/mini";
import { EMAIL_PATTERN, MSG as AUTH_MSG } from "@/lib/auth/forms";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/constants";

/**
 * The Edit Profile and 2FA dialogs' rules in zod's mini build (the shell loads them on every
 * page). The API checks the same rules with lib/users/schemas.ts, with the same messages.
 */

/** Empty password fields mean "keep the current password". */
const optionalNewPassword = string().check(
  refine((v) => v === "" || v.length >= MIN_PASSWORD_LENGTH, AUTH_MSG.passwordMin),
  maxLength(200),
);

export const profileForm = object({
  full_name: string().check(trim(), minLength(1, "The full name field is required."), maxLength(120)),
  email: string({ error: AUTH_MSG.emailRequired }).check(trim(), minLength(1, AUTH_MSG.emailRequired), regex(EMAIL_PATTERN, AUTH_MSG.emailInvalid)),
  password: optionalNewPassword,
  password_confirmation: string().check(maxLength(200)),
  current_password: string().check(maxLength(200)),
}).check(
  refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: AUTH_MSG.confirmationMismatch }),
);

const password = string({ error: AUTH_MSG.passwordRequired }).check(minLength(1, AUTH_MSG.passwordRequired), maxLength(200));

export const enableTwofaForm = object({
  code: string({ error: AUTH_MSG.codeRequired }).check(trim(), regex(/^\d{6}$/, AUTH_MSG.codeShort)),
  password,
});

export const disableTwofaForm = object({ password });
