import { z } from "@hono/zod-openapi";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/constants";
import { EMAIL_PATTERN, MSG } from "@/lib/auth/forms";
import { authTokenResponse } from "@/lib/auth/schemas";
import { text } from "@/lib/http/schemas";
import { BUSINESS_TYPES, SIGNUP_CODE_LENGTH } from "./constants";
import { isCountryCode } from "@/lib/reference-data/countries";
import { isTimezone } from "@/lib/reference-data/timezones";
import { mobileE164 } from "./places";

/** Sign-up bodies and answers. The screens validate with these same schemas. */

const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(190, "The email may not be greater than 190 characters.")
  .regex(EMAIL_PATTERN, MSG.emailInvalid);

const phone = z
  .string({ error: "The phone field is required." })
  .trim()
  .min(1, "The phone field is required.")
  .max(40, "The phone must be a valid mobile number.")
  .refine((v) => mobileE164(v) != null, "The phone must be a valid mobile number.");

const required = (field: string, max: number) =>
  text(field)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, `The ${field} field is required.`).max(max, `The ${field} may not be greater than ${max} characters.`));

export const createAccountBody = z
  .object({
    full_name: required("full name", 120),
    email,
    phone,
    password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(MIN_PASSWORD_LENGTH, MSG.passwordMin).max(200),
    password_confirmation: z.string({ error: MSG.confirmationRequired }).min(1, MSG.confirmationRequired),
  })
  .refine((b) => b.password === b.password_confirmation, { path: ["password_confirmation"], message: MSG.confirmationMismatch })
  .openapi("CreateAccountBody");

export const signupTokenParam = z.object({
  token: z.string().min(1).max(100).openapi({ param: { name: "token", in: "path" } }),
});

export const codeBody = z
  .object({
    code: z
      .string({ error: "The code field is required." })
      .trim()
      .regex(new RegExp(`^\\d{${SIGNUP_CODE_LENGTH}}$`), `Enter the ${SIGNUP_CODE_LENGTH}-digit code.`),
  })
  .openapi("SignupCodeBody");

export const changeEmailBody = z.object({ email }).openapi("SignupChangeEmailBody");
export const changePhoneBody = z.object({ phone }).openapi("SignupChangePhoneBody");

export const verifyBusinessBody = z
  .object({
    business_name: required("business name", 120),
    business_type: z.enum(BUSINESS_TYPES, { error: "The business type field is required." }),
    address: required("address", 300),
    timezone: z.string({ error: "The timezone field is required." }).refine(isTimezone, "The timezone must be a valid time zone."),
    country: z.string({ error: "The country field is required." }).refine(isCountryCode, "The country must be a valid country."),
  })
  .openapi("VerifyBusinessBody");

export const activateBody = z
  .object({ plan_id: z.coerce.number({ error: "Please choose a plan." }).int("Please choose a plan.").positive("Please choose a plan.").max(2_147_483_647, "Please choose a plan.") })
  .openapi("ActivateAccountBody");

export const statusMessage = z.object({ status: z.number().int(), message: z.string() });

export const createAccountResponse = statusMessage.extend({ token: z.string() }).openapi("CreateAccountAnswer");

export const codeSentResponse = statusMessage.extend({ resend_in: z.number().int() }).openapi("SignupCodeSent");

export const signupDetails = z
  .object({
    full_name: z.string(),
    email: z.string(),
    phone: z.string(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    business_verified: z.boolean(),
    business_name: z.string().nullable(),
    business_type: z.string().nullable(),
    address: z.string().nullable(),
    timezone: z.string().nullable(),
    country: z.string().nullable(),
    /** Seconds until another code may be sent, per channel (the resend countdown). */
    email_resend_in: z.number().int(),
    phone_resend_in: z.number().int(),
    next_step: z.enum(["verify-email", "verify-phone", "verify-business", "plans"]),
  })
  .openapi("SignupDetails");

export const subscriptionPlan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    currency: z.string(),
    interval: z.string(),
    trial_days: z.number().int(),
    contacts_limit: z.number().int().nullable(),
    locations_limit: z.number().int().nullable(),
    users_limit: z.number().int().nullable(),
    has_funnels: z.boolean(),
  })
  .openapi("SubscriptionPlan");

export const activateResponse = authTokenResponse.extend({ status: z.number().int(), message: z.string() }).openapi("ActivateAccountAnswer");

export type SignupDetails = z.infer<typeof signupDetails>;
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;
