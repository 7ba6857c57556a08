/** Doc 1 s9 and our own auth limits, named once. */
export const MIN_PASSWORD_LENGTH = 8;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const LOGIN_TOKEN_TTL_MS = 15 * 60_000;
export const TOTP_WINDOW = 1;
/** Failed sign-ins one client address may make across all accounts in the window. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
/** A landing token (POST /user/generate-landing-token) opens a new tab at once: one minute is plenty. */
export const LANDING_TOKEN_TTL_MS = 60_000;
