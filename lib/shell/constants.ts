/** Application shell constants and copy (doc 1 s2 "Application shell", s4, s9), named once. */

export const PRODUCT_NAME = "CoachOS";

// ---------- Layout ----------
export const SIDEBAR_WIDTH_EXPANDED = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 64;
export const HEADER_HEIGHT = 56;
/** Below this width the sidebar is a drawer. */
export const MOBILE_BREAKPOINT = 768;

// ---------- Local state ----------
/** The sidebar's expanded flag, kept locally as "1" (expanded) or "0" (collapsed). */
export const SIDEBAR_EXPANDED_KEY = "sidebar_expanded";
/** Tips on/off: a cookie lasting until the end of the next day, default on (doc 1 s4, s9). */
export const TIPS_COOKIE = "tips";
export const TIPS_DEFAULT = true;
/** Dismissed notification bars, remembered for the browser session. */
export const DISMISS_KEY_PREFIX = "shell_bar_dismissed:";

// ---------- Realtime (doc 1 s9) ----------
/** The shell subscribes to the user's channels this long after load. */
export const REALTIME_START_MS = 5000;

// ---------- Links ----------
export const HELP_URL = "https://help.coachos.app";
export const MY_ACCOUNT_HREF = "/admin-settings?module=account";
export const SUB_ACCOUNTS_HREF = "/admin-settings?module=organization";
export const ADMIN_SETTINGS_HREF = "/admin-settings";
export const MAILBOX_HREF = "/mailbox";
export const MAILBOX_SMS_HREF = "/mailbox/sms";
export const SETUP_GUIDE_HREF = "/setup-guide";
export const BILLING_HREF = "/account-billing";
export const CHANGE_PLAN_HREF = "/account-billing?tab=plans";
export const MESSAGE_CENTER_HREF = "/message-center";
/** Screens that hide the header and sidebar (doc 1 s2 route table). */
export const CHROMELESS_PATHS = ["/message-center", "/sms-center"];

// ---------- Navigation ----------
export type NavKey = "home" | "contacts" | "checkouts";
export const NAV_ITEMS: { key: NavKey; label: string; href: string; tip: string | null; match: string[] }[] = [
  { key: "home", label: "Home", href: "/home", tip: null, match: ["/home"] },
  {
    key: "contacts",
    label: "Contacts",
    href: "/contacts",
    tip: "Open your contact center",
    match: ["/contacts", "/contact"],
  },
  {
    key: "checkouts",
    label: "Checkouts",
    href: "/checkout",
    tip: "Open your checkouts and view your financials",
    match: ["/checkout"],
  },
];

// ---------- Copy ----------
export const REFRESH_BANNER = "We've made some changes! Click refresh to load the most recent version.";
export const SKIP_TRIAL_TITLE = `Ready to go all in with ${PRODUCT_NAME}?`;
export const SKIP_TRIAL_TEXT = "Want all the benefits of a paid account? Just skip your trial and start billing today!";
export const SKIP_TRIAL_PASSWORD_LABEL = "Enter your account password";
export const SKIP_TRIAL_BUTTON = "Start Paid Account";
export const SKIP_TRIAL_BUSY = "Starting";
export const SKIP_TRIAL_DONE = "Paid subscription has been started successfully!";
export const TRIALING_STATUS = "trialing";

export const EMAIL_EXISTS_TITLE = "Email already registered";
export const CHANGE_PLAN = "Change Plan";
/** Realtime toasts (doc 2 "Realtime channels per user"), word for word. */
export const smsReceivedToast = (name: string, userContent: string) => `New message from ${name}: ${userContent}`;
export const PORTAL_MESSAGE_TOAST = "You have received a message in portal chat";
