// Doc 1 §4 routing rules as one pure function, so proxy.ts and tests share it.
import { landingPath } from "./landing";
import { matchRoute } from "./match";
import type { Area } from "./routes";

export type AuthState = {
  loggedIn: boolean;
  twofaEnabled: boolean;
  twofaVerified: boolean;
  active: boolean;
  hibernated: boolean;
  suspended: boolean;
  module: string | null;
  checkoutEnabled: boolean;
  isOrganizationOwner: boolean;
  isCompanyLocation: boolean;
  /** null = no restriction (not a company user with a permission map). */
  viewableAreas: Area[] | null;
};

export type Decision =
  | { kind: "next" }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" }
  | { kind: "access-denied" };

export const PATHS = {
  login: "/login",
  twoFactor: "/two-factor-authentication",
  activate: "/activate-account",
  paymentActionRequired: "/payment-action-required",
  suspended: "/account-suspended",
  accessDenied: "/access-denied",
  contacts: "/contacts",
  /** Where the proxy serves a signed-in user's unknown path: the 404 inside the shell. */
  inAppNotFound: "/page-not-found",
} as const;

const NEXT: Decision = { kind: "next" };
const redirect = (to: string): Decision => ({ kind: "redirect", to });

const needsTwoFactor = (a: AuthState) => a.twofaEnabled && !a.twofaVerified;

/** Screen for an inactive account: Suspended if suspended, else PaymentActionRequired. */
const inactiveTarget = (a: AuthState) => (a.suspended ? PATHS.suspended : PATHS.paymentActionRequired);

/** Where a verified session belongs by account state (hibernation wins). */
function stateTarget(a: AuthState): string {
  if (a.hibernated) return PATHS.activate;
  return a.active ? PATHS.contacts : inactiveTarget(a);
}

/** Rule 1: logged-in, 2FA-clear user on a guest-only route. */
function guestTarget(a: AuthState): string {
  if (a.active) return a.hibernated ? PATHS.activate : landingPath(a.module, a.viewableAreas, a.checkoutEnabled);
  return inactiveTarget(a);
}

export function afterLogin(auth: AuthState): string {
  if (auth.twofaEnabled) return PATHS.twoFactor;
  if (auth.hibernated) return PATHS.activate;
  if (auth.active) return landingPath(auth.module, auth.viewableAreas, auth.checkoutEnabled);
  return inactiveTarget(auth);
}

/**
 * Where a sign-in by a landing token goes (lib/auth/landing-token.ts): the session it makes
 * has passed the second factor already, so the account state alone decides, as rule 1 does.
 */
export function afterLandingLogin(auth: AuthState): string {
  return needsTwoFactor(auth) ? PATHS.twoFactor : guestTarget(auth);
}

export function afterTwoFactor(auth: AuthState): string {
  return auth.hibernated ? PATHS.activate : landingPath(auth.module, auth.viewableAreas, auth.checkoutEnabled);
}

export function decide(pathname: string, auth: AuthState): Decision {
  const m = matchRoute(pathname);
  if (!m) return { kind: "not-found" }; // rule 4
  const { route } = m;

  // Redirect-style routes are resolved by their own handlers.
  if (route.access === "public" || route.access === "redirect") return NEXT;

  if (route.access === "guest") {
    if (!auth.loggedIn) return NEXT;
    return redirect(needsTwoFactor(auth) ? PATHS.twoFactor : guestTarget(auth)); // rules 2, 1
  }

  if (!auth.loggedIn) return redirect(PATHS.login); // rule 3

  if (route.name === "TwoFactorAuthentication") {
    return needsTwoFactor(auth) ? NEXT : redirect(stateTarget(auth));
  }
  if (needsTwoFactor(auth)) return redirect(PATHS.twoFactor);

  switch (route.name) {
    case "ActivateAccount":
      return auth.hibernated ? NEXT : redirect(stateTarget(auth));
    case "PaymentActionRequired": {
      const to = stateTarget(auth);
      return to === PATHS.paymentActionRequired ? NEXT : redirect(to);
    }
    case "Suspended":
      return auth.suspended ? NEXT : redirect(stateTarget(auth));
    case "AccessDenied":
      return auth.isOrganizationOwner || auth.isCompanyLocation ? redirect(PATHS.contacts) : NEXT;
  }

  if (route.active && (auth.hibernated || !auth.active)) return redirect(stateTarget(auth)); // rule 5
  if (route.checkout && !auth.checkoutEnabled) return { kind: "not-found" };
  if (route.area && auth.viewableAreas !== null && !auth.viewableAreas.includes(route.area)) {
    return { kind: "access-denied" };
  }
  return NEXT;
}
