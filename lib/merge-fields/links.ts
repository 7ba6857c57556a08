import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { EMAIL_LINK_PATHS } from "@/lib/platform/email/constants";

/** Paths of the pages a message links to (the portal, the unsubscribe and web-view pages). */
export const MESSAGE_LINK_PATHS = { portal: "/portal/go", unsubscribe: EMAIL_LINK_PATHS.unsubscribe, webView: EMAIL_LINK_PATHS.webView } as const;

/**
 * An HMAC token naming a location's contact. Delivery (lib/platform/email/tracking.ts) swaps the
 * unsubscribe and web-view links it signs for the sent message's own token; the unsubscribe page
 * also takes this one (a message sent before tracking, or a test send).
 */
export function contactLinkToken(locationId: number, contactId: number): string {
  const payload = `${locationId}.${contactId}`;
  const mac = createHmac("sha256", authSecret()).update(`message-link:${payload}`).digest("base64url").slice(0, 32);
  return `${payload}.${mac}`;
}

/** The link merge fields; without a contact (a preview for no one) the pages' bare addresses. */
export function messageLinks(base: string, locationId: number, contactId: number | null) {
  const token = contactId === null ? "" : `/${contactLinkToken(locationId, contactId)}`;
  return {
    // The client portal's go page finds the location's portal from the signed token.
    // Without a contact (a preview or test send), the location's: its portal is public anyway.
    portal_login_url: `${base}${MESSAGE_LINK_PATHS.portal}/${contactId === null ? `l${locationId}` : contactLinkToken(locationId, contactId)}`,
    unsubscribe_url: `${base}${MESSAGE_LINK_PATHS.unsubscribe}${token}`,
    web_view_url: `${base}${MESSAGE_LINK_PATHS.webView}${token}`,
  };
}

/** The location and contact a contact link token names, or null for a malformed or forged one. */
export function contactFromLinkToken(token: string): { locationId: number; contactId: number } | null {
  const m = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.[A-Za-z0-9_-]{32}$/.exec(token);
  if (!m || Number(m[1]) > 2147483647 || Number(m[2]) > 2147483647) return null;
  const expected = Buffer.from(contactLinkToken(Number(m[1]), Number(m[2])));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { locationId: Number(m[1]), contactId: Number(m[2]) } : null;
}
