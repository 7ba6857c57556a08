import "server-only";
import { createHmac } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/** Paths of the pages a message links to (the portal, the unsubscribe and web-view pages). */
export const MESSAGE_LINK_PATHS = { portal: "/portal", unsubscribe: "/unsubscribe", webView: "/view" } as const;

/** An HMAC token naming a location's contact, so the unsubscribe and web-view pages trust only links we sent. */
export function contactLinkToken(locationId: number, contactId: number): string {
  const payload = `${locationId}.${contactId}`;
  const mac = createHmac("sha256", authSecret()).update(`message-link:${payload}`).digest("base64url").slice(0, 32);
  return `${payload}.${mac}`;
}

/** The link merge fields; without a contact (a preview for no one) the pages' bare addresses. */
export function messageLinks(base: string, locationId: number, contactId: number | null) {
  const token = contactId === null ? "" : `/${contactLinkToken(locationId, contactId)}`;
  return {
    portal_login_url: `${base}${MESSAGE_LINK_PATHS.portal}`,
    unsubscribe_url: `${base}${MESSAGE_LINK_PATHS.unsubscribe}${token}`,
    web_view_url: `${base}${MESSAGE_LINK_PATHS.webView}${token}`,
  };
}
