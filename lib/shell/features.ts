/**
 * Which screens exist today, named by the route table (lib/routing/routes.ts). The shell shows
 * a link only when its screen is here, so no entry leads to a 404; a module's entries appear
 * when its screen lands. Adding a screen = one line below (tests/unit/shell-features.test.ts
 * checks this list against the app/ folder both ways).
 */
import { AREA_INDEX } from "@/lib/routing/area-index";
import { matchRoute } from "@/lib/routing/match";
import type { Area } from "@/lib/routing/routes";

const SCREENS: ReadonlySet<string> = new Set([
  // Guest and account-state screens
  "Login",
  "TwoFactorAuthentication",
  "ActivateAccount",
  "Forgot",
  "ResetPassword",
  "PaymentActionRequired",
  "Suspended",
  "Error-403",
  "Error-404",
  "ApiDocs",
  "AccessDenied",
  "PageNotFound",
  "Logout",
  "Referral",
  "DeveloperLogin",
  "AutoLogin",
  "LandingLogin",
  "MessageCenterAutoLogin",
  // Sign-up (lib/account-signup)
  "Register", "GetStarted", "VerifyAccount", "VerifyPhone", "RegisterNewEmail", "RegisterNewPhone", "VerifyBusiness", "SelectPlan", "RegistrationFinish",
  // Application shell
  "HomeIndex",
  "ContactIndex",
  "ContactProfile",
  "ContactDeleted",
  "ContactSuppressions",
  "BirthdayIndex",
  "TagIndex",
  "Mailbox",
  "MailboxSms",
  "MessageCenter",
  "SmsCenterIndex",
  "FileIndex",
  "ImageLibrary",
  "PlaybookIndex",
  "PageIndex",
  "PlaybookEdit",
  "PageEdit",
  "AdminSettings",
  "PortalSetPassword",
  // The client portal (lib/portal): a location's portal, its magic link's page, the merge field's go link
  "Portal", "PortalSignInLink", "PortalGo",
  // The coach's portal settings (lib/portal/settings.ts)
  "ClientPortalIndex",
  "ShareLink",
  "GroupIndex",
  // Checkout (lib/checkout)
  "CheckoutIndex", "CheckoutClients", "CheckoutProducts", "CheckoutProductTemplate", "CheckoutOrders", "CheckoutLogs", "CheckoutBuy", "CheckoutThankYou", "CheckoutCard", "CheckoutSubscriptions",
  // Messaging (issue 11): templates, their editor, signatures
  "TemplatesIndex", "TemplateEdit", "SignatureIndex",
  // Email logs, unsubscribe and the recovery page (lib/email-logs)
  "EmailLogIndex", "Unsubscribe", "EmailWebView", "RecoveryPageDashboard",
  // Forms (lib/forms)
  "FormIndex", "FormEdit", "FormResponse", "FormPublicResponse", "FormPublic",
  // Broadcasts (issue 11)
  "BroadcastIndex", "BroadcastEdit", "BroadcastPublicView",
  // Member ID card (lib/member-id)
  "MemberIDDashboard",
  // Journeys (lib/journeys)
  "JourneyIndex", "JourneyEdit",
  // Habit tracking (lib/habit-tracking): the dashboard, editor, the contact's public habit page
  "HabitTrackingIndex", "HabitTrackingEdit", "HabitLog",
  // Progress tracking (lib/progress-tracking): the dashboard, editor, a contact's responses, the contact's public check-in page
  "ProgressTrackingIndex", "ProgressTrackingEdit", "ProgressTrackingResponse", "ProgressCheckIn",
  // Workout logging (lib/workouts/logging.ts): the contact's public workout page
  "WorkoutSession", "WorkoutPlanDay",
  // Sequences (lib/sequences)
  "SequenceIndex", "SequenceEdit",
  // Opt-ins (lib/opt-ins): the coach screen, the public form and its confirmation link
  "OptinIndex", "OptinPublic", "OptinConfirm",
  // The coach's own billing (lib/billing)
  "AccountBilling", "Cancellation", "AccountDowngrade",
  // Workouts (lib/workouts): the dashboard, the builder, the exercise library
  "WorkoutIndex", "WorkoutEdit", "WorkoutsUi",
  // Workout plans (lib/workouts/plans.ts): the Plans tab and the plan editor
  "WorkoutPlanIndex", "WorkoutPlanEdit",
]);

/** The route (by name, as in lib/routing/routes.ts) has a screen. */
export function screenExists(name: string): boolean {
  return SCREENS.has(name);
}

/** The path (query and hash ignored) leads to a screen that exists. */
export function hasScreen(path: string): boolean {
  const m = matchRoute(path);
  return m !== null && SCREENS.has(m.route.name);
}

/** The first of these paths whose screen exists, else null (a link with a fallback). */
export function firstScreen(paths: string[]): string | null {
  return paths.find(hasScreen) ?? null;
}


/** The module of a permission area has landed (its index screen exists). */
export function featureEnabled(area: Area): boolean {
  return SCREENS.has(AREA_INDEX[area]);
}

/** Route names of every screen that exists (tests and the e2e screen list read it). */
export function existingScreens(): string[] {
  return [...SCREENS];
}
