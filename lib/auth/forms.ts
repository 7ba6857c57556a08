import { maxLength, minLength, object, refine, regex, regexes, string, trim } from "zod/mini";
import { MIN_PASSWORD_LENGTH } from "./constants";

/**
 * Form rules of the sign-in screens, in zod's mini build so these pages stay small. The
 * API validates the same rules with full zod (lib/auth/schemas.ts, for OpenAPI), from the
 * same messages; tests/unit/auth-forms.test.ts keeps the two in step.
 */
export const MSG = {
  emailRequired: "The email field is required.",
  emailInvalid: "The email must be a valid email address.",
  passwordRequired: "The password field is required.",
  passwordMin: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  confirmationRequired: "The password confirmation field is required.",
  confirmationMismatch: "The password confirmation does not match.",
  codeRequired: "The code field is required.",
  codeShort: "Enter the 6-digit code from your authenticator app.",
} as const;

export const EMAIL_PATTERN = regexes.email;

const email = string({ error: MSG.emailRequired }).check(
  trim(),
  minLength(1, MSG.emailRequired), regex(EMAIL_PATTERN, MSG.emailInvalid));
const requiredPassword = string({ error: MSG.passwordRequired }).check(minLength(1, MSG.passwordRequired));
const newPassword = string({ error: MSG.passwordRequired })
  .check(minLength(1, MSG.passwordRequired), minLength(MIN_PASSWORD_LENGTH, MSG.passwordMin));

export const loginForm = object({ email, password: requiredPassword });

export const forgotForm = object({ email });

export const newPasswordForm = object({
  password: newPassword,
  password_confirmation: string({ error: MSG.confirmationRequired }),
}).check(
  refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: MSG.confirmationMismatch }),
);

export const twofaForm = object({
  code: string({ error: MSG.codeRequired }).check(trim(), minLength(6, MSG.codeShort), maxLength(32)),
});

/** Skip trial (doc 1 s5): password required, minimum 8 characters. */
export const skipTrialForm = object({ password: newPassword });
