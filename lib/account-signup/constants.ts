/** Sign-up (doc 1 "Account sign-up", s8 success copy word for word, s9 password length). */

export const MSG_EMAIL_CODE_SENT = "Email verification code sent successfully";
export const MSG_EMAIL_VERIFIED = "Email verified successfully";
export const MSG_PHONE_VERIFIED = "Mobile phone verified successfully";
export const MSG_BUSINESS_VERIFIED = "Business verified successfully";
export const MSG_ACTIVATED = "Account activated successfully";
// Not quoted by the spec: our own copy for the calls the spec names without a toast.
export const MSG_PHONE_CODE_SENT = "Phone verification code sent successfully";
export const MSG_ACCOUNT_CREATED = "Account created. We sent a verification code to your email.";
export const MSG_EMAIL_CHANGED = "Email updated. We sent a verification code to the new address.";
export const MSG_PHONE_CHANGED = "Phone number updated. We sent a verification code to the new number.";

/** Doc 1 s8: 403 with email_exists opens the "already registered" dialog. */
export const MSG_EMAIL_EXISTS = "You are already registered with this email. Please log in.";
export const MSG_CODE_WRONG = "The verification code is incorrect.";
export const MSG_CODE_EXPIRED = "The verification code has expired. Please request a new one.";
export const MSG_EMAIL_FIRST = "Please verify your email first.";
export const MSG_PHONE_FIRST = "Please verify your mobile phone first.";
export const MSG_BUSINESS_FIRST = "Please verify your business first.";

/** A code lives 10 minutes and is used once. */
export const SIGNUP_CODE_TTL_MS = 10 * 60_000;
export const SIGNUP_CODE_LENGTH = 6;
/** Seconds before another code may be sent to the same channel (the resend countdown). */
export const RESEND_COOLDOWN_S = 60;
/** Codes one sign-up may be sent per channel within RESEND_WINDOW_MS. */
export const RESEND_MAX_PER_WINDOW = 5;
export const RESEND_WINDOW_MS = 60 * 60_000;
/** A sign-up link stays usable this long; afterwards the person starts again. */
export const SIGNUP_TTL_MS = 7 * 24 * 60 * 60_000;

export const CHANNELS = ["email", "phone"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Kinds of business offered on Verify Business (not listed by the spec: our choice). */
export const BUSINESS_TYPES = [
  "Personal training",
  "Gym or fitness studio",
  "Yoga or pilates studio",
  "Nutrition coaching",
  "Health and wellness coaching",
  "Martial arts",
  "Online coaching",
  "Other",
] as const;

/**
 * Tags a new location starts with (tag_type 1 System, 3 Trigger; doc 2 s3). The spec names
 * none, so these are the lifecycle tags a coach uses first; they can be renamed or deleted.
 */
export const DEFAULT_TAGS: { name: string; tagType: 1 | 2 | 3 }[] = [
  { name: "New Lead", tagType: 1 },
  { name: "Trial Started", tagType: 1 },
  { name: "Active Client", tagType: 1 },
  { name: "Past Client", tagType: 1 },
  { name: "Newsletter", tagType: 3 },
];

/** The plans seeded for a fresh install (lib/demo/seed.ts). Prices in cents. */
export const SEED_PLANS = [
  { name: "Starter", description: "For coaches getting started.", price: 4900, interval: "month", contactsLimit: 500, locationsLimit: 1, usersLimit: 2, productsLimit: 10, smsMonthlyLimit: 500, emailsMonthlyLimit: 5000, hasFunnels: false, sort: 1 },
  { name: "Pro", description: "For growing studios.", price: 9900, interval: "month", contactsLimit: 5000, locationsLimit: 3, usersLimit: 10, productsLimit: 50, smsMonthlyLimit: 2500, emailsMonthlyLimit: 50000, hasFunnels: true, sort: 2 },
  { name: "Pro Annual", description: "Pro, billed yearly.", price: 99000, interval: "year", contactsLimit: 5000, locationsLimit: 3, usersLimit: 10, productsLimit: 50, smsMonthlyLimit: 2500, emailsMonthlyLimit: 50000, hasFunnels: true, sort: 3 },
  { name: "Unlimited", description: "For multi-location organizations.", price: 29900, interval: "month", contactsLimit: null, locationsLimit: null, usersLimit: null, productsLimit: null, smsMonthlyLimit: null, emailsMonthlyLimit: null, hasFunnels: true, sort: 4 },
] as const;

/**
 * Social sign-up (Google), doc 1 s8: a 422's messages are joined into one message; any other
 * failure shows MSG_SOCIAL_FAILED (quoted by the spec). The 422 messages are our own copy.
 */
export const MSG_SOCIAL_FAILED = "Looks like something went wrong, please try after some time.";
export const MSG_GOOGLE_EMAIL_UNVERIFIED = "Your Google account's email address is not verified. Verify it with Google, or create an account with your email instead.";
export const MSG_GOOGLE_NO_LOCATION = "This account has no location to sign in to.";
/** The sign-up provider that skips the phone step: Google has verified the email, and asks no phone. */
export const GOOGLE_PROVIDER = "google";
/** A Google sign-up has no phone to send a code to (ours). */
export const MSG_NO_PHONE = "This sign-up has no mobile phone to verify.";
