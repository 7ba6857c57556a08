import { z } from "@hono/zod-openapi";
import { clearPortalCookie, endPortalSession, setPortalCookie, startPortalSession } from "@/lib/auth/portal-session";
import { PORTAL_PASSWORD_SET } from "@/lib/contacts/portal-constants";
import { setPortalPasswordByToken } from "@/lib/contacts/portal-login";
import { portalSetPasswordBody } from "@/lib/contacts/portal-schemas";
import { forbidden } from "@/lib/http/errors";
import { defineModule } from "@/lib/http/module";
import { authorizeChannel, contactChannel } from "@/lib/platform/realtime";
import { replyFromPortal } from "@/lib/portal-chat/post";
import { portalLogRow } from "@/lib/portal-chat/schemas";
import { contactConversation, contactMessageRow } from "@/lib/portal-chat/service";
import { get, post } from "@/lib/http/route";
import { RESET_LINK_SENT, SIGN_IN_LINK_SENT, SIGNED_IN, SIGNED_OUT } from "./constants";
import { portalMe } from "./me";
import { portalChannelAuthBody, portalChatPage, portalChatQuery, portalChatSendBody, portalEmailBody, portalLinkBody, portalLoginBody, portalMe as portalMeAnswer, portalMessage, portalSignedIn } from "./schemas";
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
  get("/portal/chat/messages", { tenancy: "portal", summary: "The contact's chat with their coach, newest first", description: "Keyset paging: pass the last page's `next_before_id` as `before_id`.", query: portalChatQuery, response: portalChatPage },
    async ({ db, portal, query }) => {
      const data = await contactConversation(db, portal.locationId, portal.contactId, query);
      return { data, next_before_id: data.length === query.per_page ? data[data.length - 1].id : null };
    }),
  post("/portal/chat/send", { tenancy: "portal", summary: "Send the coach a message from the portal", description: "Publishes `portal-messsage-member` to the location's users and the message on the contact's own channel.", body: portalChatSendBody, response: portalLogRow, status: 201 },
    async ({ db, portal, body }) => contactMessageRow(await replyFromPortal(db, portal.contactId, body.message))),
  // pusher-js posts a form; JSON is accepted too.
  post("/portal/broadcasting/auth", { tenancy: "portal", summary: "Sign the contact's own realtime channel for pusher-js", description: "Only `private-portal-contact.{contact id}` of the signed-in contact.", body: portalChannelAuthBody, bodyTypes: ["form", "json"], response: z.object({ auth: z.string() }) },
    ({ portal, body }) => {
      if (body.channel_name !== contactChannel(portal.contactId)) throw forbidden("You may not subscribe to this channel.");
      return authorizeChannel(body.socket_id, body.channel_name);
    }),
] as const;

export const portalModule = defineModule("portal", routes);
