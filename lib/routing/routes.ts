// The doc 1 route table, declared once as data. Everything else (matching,
// breadcrumbs, titles, proxy decisions) is derived from this list.

export type Access = "guest" | "auth" | "public" | "redirect";

export type { Area } from "@/lib/auth/permissions";
import type { Area } from "@/lib/auth/permissions";

export { AREAS } from "@/lib/auth/permissions";

export type RouteDef = {
  name: string;
  /** Pattern; `{param}` matches one non-empty segment. */
  path: string;
  /** Extra patterns reaching the same screen ("/" for Login). */
  aliases?: string[];
  title: string;
  /** Parent route name, for breadcrumbs. */
  parent?: string;
  access: Access;
  active?: boolean;
  inactiveOnly?: boolean;
  checkout?: boolean;
  /** Area whose "view" permission is required. */
  area?: Area;
};

const H = "HomeIndex";

export const ROUTES: RouteDef[] = [
  // Guest and account-state screens
  { name: "Login", path: "/login", aliases: ["/"], title: "Login", access: "guest" },
  { name: "TwoFactorAuthentication", path: "/two-factor-authentication", title: "Two-Factor Authentication", access: "auth" },
  { name: "ActivateAccount", path: "/activate-account", title: "Activate Account", access: "auth" },
  { name: "Forgot", path: "/forgot", title: "Forgot Password", access: "guest" },
  { name: "ResetPassword", path: "/password/{token}/reset", title: "Reset Password", access: "guest" },
  { name: "Register", path: "/create-account", title: "Create Account", access: "guest" },
  { name: "VerifyAccount", path: "/account/{token}/verify-email", title: "Verify Email", access: "guest" },
  { name: "VerifyPhone", path: "/account/{token}/verify-phone", title: "Verify Phone", access: "guest" },
  { name: "RegisterNewEmail", path: "/account/{token}/change-email", title: "Change Email", access: "guest" },
  { name: "RegisterNewPhone", path: "/account/{token}/change-phone", title: "Change Phone", access: "guest" },
  { name: "VerifyBusiness", path: "/account/{token}/verify-business", title: "Verify Business", access: "guest" },
  { name: "SelectPlan", path: "/account/{token}/plans", title: "Select Plan", access: "guest" },
  { name: "RegistrationFinish", path: "/account/{token}/finish", title: "Registration Complete", access: "guest" },
  { name: "GetStarted", path: "/get-started", title: "Get Started", access: "guest" },
  { name: "PaymentActionRequired", path: "/payment-action-required", title: "Payment Action Required", access: "auth", inactiveOnly: true },
  { name: "PaymentConfirmation", path: "/stripe/payment/{id}", title: "Payment Confirmation", access: "public" },
  { name: "Referral", path: "/referral/{token}", title: "Referral", access: "redirect" },
  { name: "DeveloperLogin", path: "/developer/{user}/{token}/login", title: "Developer Login", access: "redirect" },
  { name: "AutoLogin", path: "/user/{token}/auto-login", title: "Auto Login", access: "redirect" },
  // Ours: the landing token's new tab (POST /user/generate-landing-token).
  { name: "MessageCenterAutoLogin", path: "/message-center/auto-login", title: "Message Center", access: "redirect" },
  { name: "LandingLogin", path: "/user/{token}/landing", title: "Signing In", access: "redirect" },
  { name: "Error-404", path: "/404", title: "Page Not Found", access: "public" },
  { name: "Error-403", path: "/403", title: "Forbidden", access: "public" },
  // Ours: the readable API reference generated from the OpenAPI document.
  { name: "ApiDocs", path: "/api-docs", title: "API Reference", access: "public" },
  { name: "AccessDenied", path: "/access-denied", title: "Access Denied", access: "auth" },
  // Ours: where proxy.ts serves a signed-in user's unknown path (the 404 inside the shell). A
  // route, so the rewritten request passes the proxy rather than being rewritten again.
  { name: "PageNotFound", path: "/page-not-found", title: "Page Not Found", access: "auth", active: true },
  // Ours: clears the session cookie after the server finds the session revoked.
  { name: "Logout", path: "/logout", title: "Logout", access: "redirect" },
  { name: "Suspended", path: "/account-suspended", title: "Account Suspended", access: "auth" },

  // Application shell (login + active account)
  { name: "HomeIndex", path: "/home", title: "Home", access: "auth", active: true },
  { name: "ContactIndex", path: "/contacts", title: "Contacts", parent: H, access: "auth", active: true, area: "contacts-center" },
  // Ours (doc 2 s2 names the lists, not their paths): deleted and suppressed contacts.
  { name: "ContactDeleted", path: "/contacts/deleted", title: "Deleted Contacts", parent: "ContactIndex", access: "auth", active: true, area: "contacts-center" },
  { name: "ContactSuppressions", path: "/contacts/suppressions", title: "Suppressions", parent: "ContactIndex", access: "auth", active: true, area: "contacts-center" },
  { name: "ContactProfile", path: "/contact/{id}/profile", title: "Contact Profile", parent: "ContactIndex", access: "auth", active: true, area: "contacts-center" },
  // Ours: doc 2 s2 lists a "Birthday settings" screen but names no path for it.
  { name: "BirthdayIndex", path: "/birthdays", title: "Birthdays", parent: "ContactIndex", access: "auth", active: true, area: "contacts-center" },
  { name: "MessageCenter", path: "/message-center", title: "Message Center", parent: H, access: "auth", active: true, area: "sms-center" },
  { name: "SmsCenterIndex", path: "/sms-center", title: "SMS Center", parent: H, access: "auth", active: true, area: "sms-center" },
  { name: "AppsIndex", path: "/apps", title: "Apps", parent: H, access: "auth", active: true },
  // Ours: the account owner's mailbox of recorded (and, embedded, captured) email.
  { name: "Mailbox", path: "/mailbox", title: "Mailbox", parent: H, access: "auth", active: true },
  { name: "MailboxSms", path: "/mailbox/sms", title: "Text Messages", parent: "Mailbox", access: "auth", active: true },
  { name: "AdminSettings", path: "/admin-settings", title: "Admin Settings", parent: H, access: "auth", active: true, area: "admin-settings" },
  { name: "AccountBilling", path: "/account-billing", title: "Account Billing", parent: H, access: "auth", active: true },
  { name: "AccountDowngrade", path: "/account/{subscription}/downgrade", title: "Downgrade Plan", parent: "AccountBilling", access: "auth", active: true },

  // Coaching group
  { name: "PlaybookIndex", path: "/playbooks", title: "Playbooks", parent: H, access: "auth", active: true, area: "playbooks" },
  { name: "PlaybookEdit", path: "/playbook/{playbook}/edit", title: "Edit Playbook", parent: "PlaybookIndex", access: "auth", active: true, area: "playbooks" },
  { name: "PlaybookAutoLogin", path: "/playbook/{playbook}/auto-login", title: "Playbook", parent: "PlaybookIndex", access: "auth", active: true, area: "playbooks" },
  { name: "PageIndex", path: "/pages", title: "Pages", parent: H, access: "auth", active: true, area: "pages" },
  { name: "PageEdit", path: "/page/{page}/edit", title: "Edit Page", parent: "PageIndex", access: "auth", active: true, area: "pages" },
  { name: "HabitTrackingIndex", path: "/habit-tracking", title: "Habit Tracking", parent: H, access: "auth", active: true, area: "habit-tracking" },
  // Issue 28: the habit tracking's editor (the spec names no path for it; as progress tracking's).
  { name: "HabitTrackingEdit", path: "/habit-tracking/{habit}/edit", title: "Edit Habit Tracking", parent: "HabitTrackingIndex", access: "auth", active: true, area: "habit-tracking" },
  { name: "ProgressTrackingIndex", path: "/progress-tracking", title: "Progress Tracking", parent: H, access: "auth", active: true, area: "progress-tracking" },
  // Issue 28: the tracking's editor (the spec names no path for it; the same shape as pages' editor).
  { name: "ProgressTrackingEdit", path: "/progress-tracking/{progress}/edit", title: "Edit Client Tracking", parent: "ProgressTrackingIndex", access: "auth", active: true, area: "progress-tracking" },
  { name: "ProgressTrackingResponse", path: "/progress-tracking/{progress}/view-response/{contact}", title: "Progress Tracking Response", parent: "ProgressTrackingIndex", access: "auth", active: true, area: "progress-tracking" },
  { name: "WorkoutIndex", path: "/workouts", title: "Workouts", parent: H, access: "auth", active: true, area: "workouts" },
  // Not in doc 1's table: the workout builder (doc 3 s7, issue 29).
  { name: "WorkoutEdit", path: "/workout/{workout}/edit", title: "Edit Workout", parent: "WorkoutIndex", access: "auth", active: true, area: "workouts" },
  // Not in doc 1's table: the Plans tab of /workouts (its own path keeps each tab's list state in the URL) and the plan editor (issue 29).
  { name: "WorkoutPlanIndex", path: "/workouts/plans", title: "Workout Plans", parent: "WorkoutIndex", access: "auth", active: true, area: "workouts" },
  { name: "WorkoutPlanEdit", path: "/workout-plan/{plan}/edit", title: "Edit Workout Plan", parent: "WorkoutPlanIndex", access: "auth", active: true, area: "workouts" },

  // Admin group
  { name: "FormIndex", path: "/forms", title: "Forms", parent: H, access: "auth", active: true, area: "forms" },
  { name: "FormEdit", path: "/form/{form}/edit", title: "Edit Form", parent: "FormIndex", access: "auth", active: true, area: "forms" },
  { name: "FormResponse", path: "/form/{form}/response/{contact}/{respondent}", title: "Form Response", parent: "FormEdit", access: "auth", active: true, area: "forms" },
  { name: "FileIndex", path: "/files", title: "Files", parent: H, access: "auth", active: true, area: "files" },
  // Not in doc 1's table: the image library's own screen (issue 13), the Images view of /files.
  { name: "ImageLibrary", path: "/files/images", title: "Images", parent: "FileIndex", access: "auth", active: true, area: "files" },
  { name: "JourneyIndex", path: "/journeys", title: "Journeys", parent: H, access: "auth", active: true, area: "journeys" },
  { name: "JourneyEdit", path: "/journey/{journey}/edit", title: "Edit Journey", parent: "JourneyIndex", access: "auth", active: true, area: "journeys" },
  { name: "TemplatesIndex", path: "/template", title: "Templates", parent: H, access: "auth", active: true, area: "templates" },
  // Not in doc 1's table: the template editor and the signature manager (doc 2 s2, issue 11).
  { name: "TemplateEdit", path: "/template/{template}/edit", title: "Edit Template", parent: "TemplatesIndex", access: "auth", active: true, area: "templates" },
  { name: "SignatureIndex", path: "/template/signatures", title: "Signatures", parent: "TemplatesIndex", access: "auth", active: true, area: "templates" },
  { name: "TagIndex", path: "/tags", title: "Tags", parent: H, access: "auth", active: true, area: "tags" },
  { name: "GroupIndex", path: "/groups", title: "Groups", parent: H, access: "auth", active: true, area: "groups" },

  // Marketing group
  { name: "BroadcastIndex", path: "/broadcasts", title: "Broadcasts", parent: H, access: "auth", active: true, area: "broadcasts" },
  { name: "BroadcastEdit", path: "/broadcasts/{id}", title: "Edit Broadcast", parent: "BroadcastIndex", access: "auth", active: true, area: "broadcasts" },
  // Not in doc 1's table: doc 3 "Logs" (email report and delivery log) names no path.
  { name: "EmailLogIndex", path: "/email-logs", title: "Email Logs", parent: H, access: "auth", active: true, area: "broadcasts" },
  { name: "SequenceIndex", path: "/sequences", title: "Sequences", parent: H, access: "auth", active: true, area: "sequences" },
  { name: "SequenceEdit", path: "/sequence/{sequence}/edit", title: "Edit Sequence", parent: "SequenceIndex", access: "auth", active: true, area: "sequences" },
  { name: "OptinIndex", path: "/opt-ins", title: "Opt-ins", parent: H, access: "auth", active: true, area: "opt-ins" },
  { name: "PipelineIndex", path: "/pipelines", title: "Pipelines", parent: H, access: "auth", active: true },
  { name: "TaskIndex", path: "/tasks", title: "Tasks", parent: H, access: "auth", active: true },

  // Client portal and further screens
  { name: "ClientPortalIndex", path: "/client-portal", title: "Client Portal", parent: H, access: "auth", active: true, area: "client-portal" },
  { name: "SetupGuideIndex", path: "/setup-guide", title: "Setup Guide", parent: H, access: "auth", active: true },
  { name: "WorkoutsUi", path: "/workouts-ui", title: "Exercise Library", parent: "WorkoutIndex", access: "auth", active: true, area: "workouts" },
  { name: "ClientPortalUi", path: "/client-portal-ui", title: "Client Portal UI", parent: H, access: "auth", active: true },
  { name: "Cancellation", path: "/cancellation", title: "Cancellation", parent: H, access: "auth", active: true },

  // Checkout (also needs checkout_enabled)
  { name: "CheckoutIndex", path: "/checkout", title: "Checkout", parent: H, access: "auth", active: true, checkout: true, area: "checkouts" },
  { name: "CheckoutClients", path: "/checkout/clients", title: "Clients", parent: "CheckoutIndex", access: "auth", active: true, checkout: true, area: "checkouts" },
  { name: "CheckoutProducts", path: "/checkout/products", title: "Products", parent: "CheckoutIndex", access: "auth", active: true, checkout: true, area: "checkouts" },
  // Ours (issue 14): a product's checkout page design.
  { name: "CheckoutProductTemplate", path: "/checkout/products/{id}/template", title: "Checkout page design", parent: "CheckoutProducts", access: "auth", active: true, checkout: true, area: "checkouts" },
  { name: "CheckoutOrders", path: "/checkout/orders", title: "Orders", parent: "CheckoutIndex", access: "auth", active: true, checkout: true, area: "checkouts" },
  { name: "CheckoutSubscriptions", path: "/checkout/subscriptions", title: "Subscriptions", parent: "CheckoutIndex", access: "auth", active: true, checkout: true, area: "checkouts" },
  { name: "CheckoutLogs", path: "/checkout/logs", title: "Logs", parent: "CheckoutIndex", access: "auth", active: true, checkout: true, area: "checkouts" },

  // Public pages (default layout, no shell)
  { name: "FormPublicResponse", path: "/form/{form}/view-response/{contact}/{respondent}", title: "Form Response", access: "public" },
  { name: "MemberIDDashboard", path: "/member-id/{id}/{access_code}", title: "Member Dashboard", access: "public" },
  { name: "RecoveryPageDashboard", path: "/resubscribes/{id}", title: "Resubscribe", access: "public" },
  { name: "BroadcastPublicView", path: "/broadcast/{id}/public-view", title: "Broadcast", access: "public" },
  // Ours (issue 11): an email's unsubscribe link (a button, then the recovery page) and its web view.
  { name: "Unsubscribe", path: "/unsubscribe/{token}", title: "Unsubscribe", access: "public" },
  { name: "EmailWebView", path: "/view/{token}", title: "Email", access: "public" },
  // Ours: the resend-login email's link (doc 2 s6), where a client sets their portal password.
  { name: "PortalSetPassword", path: "/portal/set-password", title: "Set Your Password", access: "public" },
  // Ours (issue 32): a magic sign-in link, the portal_login_url merge field's link, and a
  // location's client portal (its own sign-in and portal session, never a coach's).
  { name: "PortalSignInLink", path: "/portal/sign-in", title: "Sign in", access: "public" },
  { name: "PortalGo", path: "/portal/go/{token}", title: "Client portal", access: "public" },
  { name: "Portal", path: "/portal/{slug}", title: "Client portal", access: "public" },
  // Issue 13: a share link's short URL; public, the page itself decides who may see it.
  { name: "ShareLink", path: "/s/{code}", title: "Shared with you", access: "public" },
  // A product's public checkout page and its thank-you page (issue 14)
  { name: "CheckoutBuy", path: "/buy/{public_id}", title: "Checkout", access: "public" },
  { name: "CheckoutThankYou", path: "/buy/{public_id}/thank-you/{order}", title: "Thank you", access: "public" },
  // A buyer's self-service page from a card-update or receipt email (issue 14).
  { name: "CheckoutCard", path: "/buy/card/{token}", title: "Your subscription", access: "public" },
  // Issue 12: a form answered by anyone with its link (public forms) or a sent link's token.
  { name: "FormPublic", path: "/f/{url}", title: "Form", access: "public" },
  // Issue 28: a contact's progress check-in, opened by the signed link of their enrolment.
  { name: "ProgressCheckIn", path: "/check-in/{token}", title: "Check-in", access: "public" },
  // Issue 28: a contact's habit log, opened by the signed link of their enrolment.
  { name: "HabitLog", path: "/habits/{token}", title: "Habits", access: "public" },
  // Issue 29: a contact's assigned workout, opened by the signed link of the assignment.
  { name: "WorkoutSession", path: "/w/{token}", title: "Workout", access: "public" },
  // Issue 29: a contact's assigned workout plan on one day, opened by the signed link of the plan assignment.
  { name: "WorkoutPlanDay", path: "/wp/{token}", title: "Workout plan", access: "public" },
  // Issue 28: the double opt-in link a service's opt-in form mailed (before the form: "confirm" is no key).
  { name: "OptinConfirm", path: "/opt-in/confirm/{token}", title: "Subscription confirmed", access: "public" },
  // Issue 28: a service's public opt-in form, named by the location's access (embed) key.
  { name: "OptinPublic", path: "/opt-in/{access_key}/{service}", title: "Sign up", access: "public" },
];
