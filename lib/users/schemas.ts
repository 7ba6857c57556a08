import { z } from "@hono/zod-openapi";
import { EMAIL_PATTERN, MSG as AUTH_MSG } from "@/lib/auth/forms";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/constants";
import { id, text } from "@/lib/http/schemas";
import { CONTACT_PROFILE_SETTING_MAX_KEYS } from "./constants";

// Doc 1 s5: email required and valid; password and its confirmation at least 8 characters.
const email = z
  .string({ error: AUTH_MSG.emailRequired })
  .trim()
  .min(1, AUTH_MSG.emailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, AUTH_MSG.emailInvalid)
  .openapi({ format: "email" });
const newPassword = text("password").pipe(z.string().min(MIN_PASSWORD_LENGTH, AUTH_MSG.passwordMin).max(200));
const confirmation = z
  .string({ error: AUTH_MSG.confirmationRequired })
  .min(MIN_PASSWORD_LENGTH, `The password confirmation must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200);
const currentPassword = z.string({ error: "The current password field must be a string." }).max(200);
const fullName = text("full name").pipe(z.string().trim().min(1, "The full name field is required.").max(120, "The full name may not be greater than 120 characters."));

const matching = (b: { password?: string; password_confirmation?: string }) => !b.password || b.password === b.password_confirmation;

export const updateProfileBody = z
  .object({
    email,
    full_name: fullName.optional(),
    /** A file id from POST /file-upload (an image of the accessed location); null removes the picture. */
    profile_pic: id("profile picture").nullable().optional(),
    password: newPassword.optional(),
    password_confirmation: confirmation.optional(),
    /** Needed to change the email or the password (re-authentication). */
    current_password: currentPassword.optional(),
  })
  .refine(matching, { path: ["password_confirmation"], message: AUTH_MSG.confirmationMismatch })
  .openapi("UpdateProfileBody");

export const changePasswordBody = z
  .object({
    current_password: currentPassword.min(1, "The current password field is required."),
    password: newPassword,
    password_confirmation: confirmation,
  })
  .refine(matching, { path: ["password_confirmation"], message: AUTH_MSG.confirmationMismatch })
  .openapi("ChangePasswordBody");

export const updateUserBody = z.object({ full_name: fullName }).openapi("UpdateUserBody");

export const contactPreferencesBody = z
  .object({
    id: id().optional(),
    has_tooltip: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: "The has tooltip field must be true or false." }),
  })
  .openapi("ContactPreferencesBody");

const settingValue = z.union([z.boolean(), z.number(), text("setting").pipe(z.string().max(500)), z.null()]);
export const contactProfileSettingBody = z
  .record(text("setting key").pipe(z.string().min(1).max(100)), z.union([settingValue, z.array(settingValue).max(100)]))
  .refine((r) => Object.keys(r).length <= CONTACT_PROFILE_SETTING_MAX_KEYS, { message: `At most ${CONTACT_PROFILE_SETTING_MAX_KEYS} settings.` })
  .openapi("ContactProfileSettingBody");

const code = z.string({ error: AUTH_MSG.codeRequired }).trim().regex(/^\d{6}$/, AUTH_MSG.codeShort);
const password = z.string({ error: AUTH_MSG.passwordRequired }).min(1, AUTH_MSG.passwordRequired).max(200);
export const enableTwofaBody = z.object({ password, code }).openapi("EnableTwofaBody");
export const disableTwofaBody = z.object({ password }).openapi("DisableTwofaBody");

export const profileResponse = z
  .object({
    message: z.string(),
    data: z.object({ id: z.number(), email: z.string(), full_name: z.string(), profile_pic: z.string().nullable() }),
  })
  .openapi("ProfileUpdated");

export const contactPreferences = z.object({ id: z.number(), has_tooltip: z.boolean() });

export const twofaSetupResponse = z
  .object({
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URI as an SVG QR code (a data: URL an <img> shows). */
    qr_code: z.string(),
    /** Shown once: only their hashes are kept. They work after enable-twofa. */
    recovery_codes: z.array(z.string()),
  })
  .openapi("TwofaSetup");
