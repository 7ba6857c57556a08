import { clearPortalCookie, endPortalSession, setPortalCookie, startPortalSession } from "@/lib/auth/portal-session";
import { PORTAL_PASSWORD_SET } from "@/lib/contacts/portal-constants";
import { setPortalPasswordByToken } from "@/lib/contacts/portal-login";
import { portalSetPasswordBody } from "@/lib/contacts/portal-schemas";
import { defineModule } from "@/lib/http/module";
import { get, post } from "@/lib/http/route";
import { RESET_LINK_SENT, SIGN_IN_LINK_SENT, SIGNED_IN, SIGNED_OUT } from "./constants";
import { portalMe } from "./me";
import { portalEmailBody, portalLinkBody, portalLoginBody, portalMe as portalMeAnswer, portalMessage, portalSignedIn } from "./schemas";
import { requestPasswordReset, requestSignInLink, signInWithLink, signInWithPassword } from "./sign-in";
import { ensurePortalSite } from "./slug";

/**
 * The client portal's calls (issue 32). Sign-in calls are public and set the portal session
 * cookie; every other call is `tenancy: "portal"`: a portal session only, scoped to its contact.
 */
const routes = [
  post("/portal/login", { tenancy: "public", summary: "Sign in to a location's client portal with email and password", description: "Sets the portal session cookie (httpOnly, Secure, SameSite=Lax, 30 days sliding). Throttled like coach sign-in.", body: portalLoginBody, response: portalSignedIn },
    async ({ db, body, ip, c }) => {
      setPortalCookie(c, await signInWithPassword(db, body, ip));
      return { status: 1, message: SIGNED_IN, slug: body.slug.toLowerCase() };
    }),
  post("/portal/sign-in-link", { tenancy: "public", summary: "Email a magic sign-in link (single use, 15 minutes)", description: "Answers the same whether or not the email has portal access.", body: portalEmailBody, response: portalMessage },
    async ({ db, body }) => {
      await requestSignInLink(db, body);
      return { status: 1, message: SIGN_IN_LINK_SENT };
    }),
  post("/portal/login-with-link", { tenancy: "public", summary: "Sign in with a magic sign-in link's token", body: portalLinkBody, response: portalSignedIn },
    async ({ db, body, c }) => {
      const signed = await signInWithLink(db, body.token);
      setPortalCookie(c, signed.token);
      return { status: 1, message: SIGNED_IN, slug: await ensurePortalSite(db, signed.locationId) };
    }),
  post("/portal/forgot-password", { tenancy: "public", summary: "Email a link to choose a new portal password", description: "Answers the same whether or not the email has portal access.", body: portalEmailBody, response: portalMessage },
    async ({ db, body }) => {
      await requestPasswordReset(db, body);
      return { status: 1, message: RESET_LINK_SENT };
    }),
  // Public: the token (hashed, expiring, single use) is the credential. The client is signed in at once.
  post("/portal/set-password", { tenancy: "public", summary: "Set a client-portal password from an emailed link, and sign in", body: portalSetPasswordBody, response: portalSignedIn },
    async ({ db, body, c }) => {
      const who = await setPortalPasswordByToken(db, body.token, body.password);
      setPortalCookie(c, await startPortalSession(db, who.locationId, who.contactId));
      return { status: 1, message: PORTAL_PASSWORD_SET, slug: await ensurePortalSite(db, who.locationId) };
    }),
  post("/portal/logout", { tenancy: "portal", summary: "Sign out of the client portal (ends this session)", response: portalMessage },
    async ({ db, portal, c }) => {
      await endPortalSession(db, portal.sessionId);
      clearPortalCookie(c);
      return { status: 1, message: SIGNED_OUT };
    }),
  get("/portal/me", { tenancy: "portal", summary: "The signed-in contact, their coach's portal, the greeting and the tabs", response: portalMeAnswer },
    ({ db, portal }) => portalMe(db, portal)),
] as const;

export const portalModule = defineModule("portal", routes);
