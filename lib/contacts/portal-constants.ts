/** Client-portal login links (resend login) and passwords. Pure: the public page imports it too. */

/** Where a resend-login email's link opens. */
export const PORTAL_SET_PASSWORD_PATH = "/portal/set-password";
/** How long a link works. */
export const PORTAL_LINK_TTL_HOURS = 72;
export const PORTAL_PASSWORD_MAX = 128;

export const PORTAL_LINK_INVALID = "This link is invalid, has expired or has already been used. Ask your coach to send you a new one.";
export const PORTAL_PASSWORD_SET = "Your password has been set.";
export const PORTAL_PASSWORD_UPDATED = "Portal password has been updated successfully!";
