/** Application shell constants and copy (doc 1 s2 "Application shell", s4, s9), named once. */
import type { Area } from "@/lib/auth/permissions";

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

/**
 * The inner sidebar (doc 1 s2): the route table's coaching, marketing and admin groups. An entry
 * shows once its screen exists and the user may view its area; a group with no entry is left out.
 */
/** `area: null`: the spec gives the screen no permission area (pipelines, tasks). */
export type ModuleNavItem = { label: string; href: ModuleHref; area: Area | null; match: string[] };
/** Every inner-sidebar screen: the sidebar's icon table is keyed by it, so a new entry needs its icon. */
export type ModuleHref =
  | "/playbooks" | "/pages" | "/workouts" | "/progress-tracking" | "/habit-tracking"
  | "/broadcasts" | "/email-logs" | "/sequences" | "/opt-ins" | "/pipelines" | "/tasks"
  | "/forms" | "/files" | "/template" | "/journeys" | "/tags" | "/groups";
export const MODULE_NAV: { group: string; items: ModuleNavItem[] }[] = [
  {
    group: "Coaching",
    items: [
      { label: "Playbooks", href: "/playbooks", area: "playbooks", match: ["/playbooks", "/playbook"] },
      { label: "Pages", href: "/pages", area: "pages", match: ["/pages", "/page"] },
      { label: "Workouts", href: "/workouts", area: "workouts", match: ["/workouts", "/workout", "/workout-plan"] },
      { label: "Progress tracking", href: "/progress-tracking", area: "progress-tracking", match: ["/progress-tracking"] },
      { label: "Habit tracking", href: "/habit-tracking", area: "habit-tracking", match: ["/habit-tracking"] },
    ],
  },
  {
    group: "Marketing",
    items: [
      { label: "Broadcasts", href: "/broadcasts", area: "broadcasts", match: ["/broadcasts", "/broadcast"] },
      { label: "Email logs", href: "/email-logs", area: "broadcasts", match: ["/email-logs"] },
      { label: "Sequences", href: "/sequences", area: "sequences", match: ["/sequences", "/sequence"] },
      { label: "Opt-ins", href: "/opt-ins", area: "opt-ins", match: ["/opt-ins"] },
      { label: "Pipelines", href: "/pipelines", area: null, match: ["/pipelines"] },
      { label: "Tasks", href: "/tasks", area: null, match: ["/tasks"] },
    ],
  },
  {
    group: "Admin",
    items: [
      { label: "Forms", href: "/forms", area: "forms", match: ["/forms", "/form"] },
      { label: "Files", href: "/files", area: "files", match: ["/files"] },
      { label: "Templates", href: "/template", area: "templates", match: ["/template"] },
      { label: "Journeys", href: "/journeys", area: "journeys", match: ["/journeys", "/journey"] },
      { label: "Tags", href: "/tags", area: "tags", match: ["/tags"] },
      { label: "Groups", href: "/groups", area: "groups", match: ["/groups"] },
    ],
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
