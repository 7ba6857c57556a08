/** The client portal's paths, limits and copy (issue 32). Pure: its pages import it too. */

/** Where a location's portal lives: /portal/{slug}. */
export const portalPath = (slug: string) => `/portal/${slug}`;
/** Where a magic sign-in link opens (its token in `?token=`). */
export const PORTAL_SIGN_IN_PATH = "/portal/sign-in";
/** Where the `portal_login_url` merge field's link opens: it finds the contact's portal. */
export const PORTAL_GO_PATH = "/portal/go";
/** Paths under /portal that are pages of their own, so never a location's slug. */
export const RESERVED_SLUGS = ["go", "sign-in", "set-password", "manifest", "sw"] as const;

export const SLUG_MAX = 60;
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** Unused, unexpired magic links a contact may hold at once: more requests send nothing. */
export const SIGN_IN_LINKS_OPEN_MAX = 3;

export const PORTAL_NOT_FOUND = "Portal";
export const SIGN_IN_LINK_SENT = "If that email address has access to this portal, a sign-in link is on its way. It works once, within 15 minutes.";
export const RESET_LINK_SENT = "If that email address has access to this portal, we have emailed you a link to choose a new password.";
export const SIGN_IN_LINK_INVALID = "This sign-in link is invalid, has expired or has already been used. Ask for a new one below.";
export const SIGNED_IN = "You are signed in.";
export const SIGNED_OUT = "You have been signed out.";

/** The Classroom's "assigned recently": the last 14 days, at most this many items. */
export const RECENT_DAYS = 14;
export const RECENT_MAX = 12;
export const QUESTION_MAX = 1000;

export const PORTAL_SETTINGS_MSG = {
  saved: "Client portal settings updated successfully.",
  renamed: "Tab name updated successfully.",
  greeting: "Calendar title updated successfully.",
  slugTaken: "The slug has already been taken.",
  slugReserved: "This address is reserved. Choose another.",
} as const;
/** The coach's visible-content lists show at most this many items of a kind (alphabetical). */
export const CONTENT_LIST_MAX = 500;
