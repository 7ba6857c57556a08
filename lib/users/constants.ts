/** The user module's copy and limits (doc 1 s5, s8, s9), named once. */

export const PROFILE_UPDATED = "Profile has been updated successfully!";
export const PASSWORD_CHANGED = "Password has been changed successfully!";
export const CONTACT_PREFERENCES_UPDATED = "Contact preferences have been updated.";
export const CONTACT_PROFILE_SETTING_UPDATED = "Contact profile setting has been updated.";
export const TWOFA_ENABLED = "Two-factor authentication has been enabled.";
export const TWOFA_DISABLED = "Two-factor authentication has been disabled.";

export const MSG = {
  currentPasswordRequired: "Enter your current password to confirm this change.",
  currentPasswordWrong: "The current password is incorrect.",
  emailTaken: "The email has already been taken.",
  samePassword: "The new password must be different from the current password.",
  nameReserved: "This name is reserved. Please choose another.",
  imageInvalid: "The profile picture must be an image uploaded to this account.",
  twofaAlreadyOn: "Two-factor authentication is already enabled.",
  twofaNotOn: "Two-factor authentication is not enabled.",
  twofaNoSetup: "Start the setup again: scan a new QR code.",
} as const;

/** Doc 1 s3: the membership kinds a user signs in as. */
export const USER_TYPES = {
  primary: "Primary Account",
  subAccount: "Sub-Account User",
  /** A location's own login within a company: its name is the business name (doc 1 s2, s6). */
  companyLocation: "Company Location",
  /** A user of one location only, with no company id (doc 1 s6). */
  locationUser: "Location User",
  /** Above the company: no company or location id of their own (doc 1 s6). */
  superUser: "Super User",
} as const;

/** Recovery codes given when 2FA is enabled; each signs in once instead of a TOTP code. */
export const RECOVERY_CODE_COUNT = 8;
/** A 2FA setup not confirmed within this time must be started again. */
export const TWOFA_SETUP_TTL_MS = 15 * 60_000;
/** A contact profile setting is a small flat map of section keys to values. */
export const CONTACT_PROFILE_SETTING_MAX_KEYS = 100;

/**
 * Names a user, business or location may not take (refresh answers them as reserved_words so
 * screens can check as the user types; the API checks again). Compared case-insensitively,
 * ignoring surrounding spaces.
 */
export const RESERVED_WORDS = [
  "admin", "administrator", "api", "app", "billing", "coachos", "help", "info", "login", "logout",
  "mail", "moderator", "noreply", "no-reply", "postmaster", "root", "security", "staff", "superuser",
  "support", "system", "webmaster", "www",
] as const;

export function isReservedName(name: string): boolean {
  const n = name.trim().toLowerCase();
  return (RESERVED_WORDS as readonly string[]).includes(n);
}
