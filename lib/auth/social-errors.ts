import { MSG_GOOGLE_EMAIL_UNVERIFIED, MSG_GOOGLE_NO_LOCATION, MSG_SOCIAL_FAILED } from "@/lib/account-signup/constants";

/**
 * Doc 1 s8, social sign-up: a 422's messages joined form one message; any other failure
 * reads MSG_SOCIAL_FAILED. A failed Google sign-in comes back to Login with a code (never the
 * text itself, so a crafted link cannot make the page say anything else).
 */
export const SOCIAL_ERROR_MESSAGES = {
  "email-unverified": [MSG_GOOGLE_EMAIL_UNVERIFIED],
  "no-location": [MSG_GOOGLE_NO_LOCATION],
} as const satisfies Record<string, readonly string[]>;

export type SocialErrorCode = keyof typeof SOCIAL_ERROR_MESSAGES | "failed";

/** The code for a 422's field messages (the one that lists exactly them), else "failed". */
export function socialErrorCode(messages: readonly string[]): SocialErrorCode {
  const hit = Object.entries(SOCIAL_ERROR_MESSAGES).find(([, m]) => m.length === messages.length && m.every((x, i) => x === messages[i]));
  return (hit?.[0] as SocialErrorCode | undefined) ?? "failed";
}

/**
 * What Login shows for ?social_error= (our callback's code) or ?error= (next-auth's own
 * failures: state mismatch, the provider refusing, a network error): null when neither is set.
 */
export function socialErrorMessage(code: string | null, nextAuthError: string | null): string | null {
  if (code && Object.hasOwn(SOCIAL_ERROR_MESSAGES, code)) return SOCIAL_ERROR_MESSAGES[code as keyof typeof SOCIAL_ERROR_MESSAGES].join(", ");
  return code || nextAuthError ? MSG_SOCIAL_FAILED : null;
}
