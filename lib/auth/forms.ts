import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "./constants";

/** Form rules shared by the screens and the API (the API adds OpenAPI metadata). */
export const emailField = z
  .string({ error: "The email field is required." })
  .trim()
  .min(1, "The email field is required.")
  .email("The email must be a valid email address.");

export const loginForm = z.object({
  email: emailField,
  password: z.string({ error: "The password field is required." }).min(1, "The password field is required."),
});

export const forgotForm = z.object({ email: emailField });

export const newPasswordForm = z
  .object({
    password: z
      .string({ error: "The password field is required." })
      .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    password_confirmation: z.string({ error: "The password confirmation field is required." }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ["password_confirmation"],
    message: "The password confirmation does not match.",
  });

export const twofaForm = z.object({
  code: z
    .string({ error: "The code field is required." })
    .trim()
    .min(6, "Enter the 6-digit code from your authenticator app.")
    .max(32),
});

/** Skip trial (doc 1 s5): password required, minimum 8 characters. */
export const skipTrialForm = z.object({
  password: z
    .string({ error: "The password field is required." })
    .min(1, "The password field is required.")
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
});
