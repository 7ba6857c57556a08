import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { routeByName } from "../../lib/routing/match";
import { existingScreens } from "../../lib/shell/features";
import { login, RECOVERY_CODE } from "./helpers";

/** Demo users by role (README "Demo logins"); "guest" is nobody signed in. */
export type Who = "guest" | "owner" | "staff" | "twofa" | "twofa-pending" | "inactive" | "suspended" | "hibernated";

const EMAIL: Record<Exclude<Who, "guest" | "twofa-pending">, string> = {
  owner: "owner@demo.test",
  staff: "staff@demo.test",
  twofa: "twofa@demo.test",
  inactive: "inactive@demo.test",
  suspended: "suspended@demo.test",
  hibernated: "hibernated@demo.test",
};

/** Who can see a screen that the route's access alone does not tell. */
const VIEWER: Record<string, Who> = {
  AccessDenied: "staff", // the owner is sent on to contacts
  TwoFactorAuthentication: "twofa-pending",
  PaymentActionRequired: "inactive",
  Suspended: "suspended",
};
/**
 * Checked where their only demo account is used: account-states.spec.ts checks Activate
 * Account with the one hibernated account before it activates that account.
 */
const CHECKED_ELSEWHERE = new Set([
  "ActivateAccount",
  // A check-in page exists only for a real enrolment's signed link: progress-tracking.spec.ts opens one.
  "ProgressCheckIn",
  // A share link's page exists only for a real code (any other is a 404): sharing.spec.ts opens one.
  "ShareLink",
  // A template's editor exists only for a real template: templates.spec.ts creates and opens one.
  "TemplateEdit",
  // A form's screens exist only for a real form and response: forms.spec.ts opens each.
  "FormEdit",
  "FormResponse",
  "FormPublicResponse",
  "FormPublic",
  // A broadcast's editor and public view exist only for a real broadcast: broadcasts.spec.ts opens both.
  "BroadcastEdit",
  "BroadcastPublicView",
  // A sent email's web view and a buyer's card page exist only for a real token: email-logs.spec.ts
  // and checkout-billing.spec.ts open them.
  "EmailWebView",
  "CheckoutCard",
  // A journey's builder exists only for a real journey: journeys.spec.ts creates and opens one.
  "JourneyEdit",
  // A product's checkout page design exists only for a real product: checkout.spec.ts opens it.
  "CheckoutProductTemplate",
  // A location's client portal and its go link exist only for a real portal: portal.spec.ts opens
  // the sign-in, the signed-in portal, the magic link's page and the go link at both widths.
  "Portal",
  "PortalGo",
  // A tracking's editor and a contact's responses exist only for a real tracking and enrolment:
  // progress-tracking-coach.spec.ts creates and opens them.
  "ProgressTrackingEdit",
  "ProgressTrackingResponse",
  // A member ID card exists only for a real card link: member-id.spec.ts opens one from the outbox.
  "MemberIDDashboard",
  // An opt-in form exists only for a location's access key, its confirmation only for a mailed
  // link: opt-ins.spec.ts opens both (the form at 375 px, the link from the outbox).
  "OptinPublic",
  "OptinConfirm",
]);
/** A sample for each route parameter (a reset token that is not valid shows the expired state). */
const SAMPLE: Record<string, string> = { token: "not-a-real-token" };

export type Screen = { name: string; path: string; who: Who };

/**
 * Every screen that exists (lib/shell/features.ts), with who can open it: a new screen is
 * checked as soon as its line is added there. Redirect handlers have no screen of their own.
 */
export function screens(): Screen[] {
  const out: Screen[] = [];
  for (const name of existingScreens()) {
    const route = routeByName(name)!;
    if (route.access === "redirect" || CHECKED_ELSEWHERE.has(name)) continue;
    const path = route.path.replace(/\{([^}]+)\}/g, (_, k: string) => SAMPLE[k] ?? "1");
    const who = VIEWER[name] ?? (route.access === "auth" ? "owner" : "guest");
    out.push({ name, path, who });
  }
  // The in-app 404: an unknown address, signed in, keeps the shell.
  out.push({ name: "AppNotFound", path: "/no-such-page", who: "owner" });
  return out;
}

async function verifyTwoFactor(page: Page) {
  await expect(page).toHaveURL(/\/two-factor-authentication$/);
  await page.getByLabel("Authentication code").fill(RECOVERY_CODE.signedInScreens);
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/two-factor-authentication"));
}

/**
 * One signed-in browser context per user, created once and reused (signing in hashes a
 * password on a 2-core machine: do it once per user, not per screen).
 */
export class Sessions {
  private states = new Map<Who, Awaited<ReturnType<BrowserContext["storageState"]>>>();
  constructor(private browser: Browser) {}

  async context(who: Who, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
    if (who === "guest") return this.browser.newContext({ viewport });
    let state = this.states.get(who);
    if (!state) {
      const ctx = await this.browser.newContext({ viewport });
      const page = await ctx.newPage();
      await login(page, who === "twofa-pending" ? EMAIL.twofa : EMAIL[who]);
      if (who === "twofa") await verifyTwoFactor(page);
      state = await ctx.storageState();
      this.states.set(who, state);
      await ctx.close();
    }
    return this.browser.newContext({ viewport, storageState: state });
  }
}

/** The screen is not a 404: status below 400 and no not-found heading. */
export async function expectNotMissing(page: Page, res: Awaited<ReturnType<Page["goto"]>>, what: string) {
  expect(res?.status() ?? 0, `${what}: HTTP status`).toBeLessThan(400);
  await expect(page.getByRole("heading", { name: "Page not found" }), `${what}: not-found page`).toHaveCount(0);
}
