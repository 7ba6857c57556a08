import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The signed parts of a location's sent email: a message token names one sent message (its
 * open pixel, unsubscribe and web-view links), a click signature binds a URL to that message
 * (so the redirect goes only to links the message carried), and a resubscribe token names a
 * location's address (the recovery page's button). Each HMAC has its own purpose prefix.
 */
function mac(purpose: string, payload: string, length = 32): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${payload}`).digest("base64url").slice(0, length);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function messageToken(messageId: number): string {
  return `${messageId}.${mac("email-message", String(messageId))}`;
}

/** The message id a token names, or null for a malformed or forged one. */
export function readMessageToken(token: string): number | null {
  const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2147483647 && same(m[2], mac("email-message", m[1])) ? id : null;
}

export function clickSignature(messageId: number, url: string): string {
  return mac("email-click", `${messageId}:${url}`, 22);
}

export function checkClickSignature(messageId: number, url: string, signature: string): boolean {
  return same(signature, clickSignature(messageId, url));
}

export function resubscribeToken(locationId: number, email: string): string {
  return mac("resubscribe", `${locationId}:${email.trim().toLowerCase()}`);
}

export function checkResubscribeToken(locationId: number, email: string, token: string): boolean {
  return same(token, resubscribeToken(locationId, email));
}
