import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The signed link of a public submission page (progress check-in, habits): the token names one
 * enrolment (asset + contact) and the enrolment's link version, HMAC-signed with the app's
 * secret and a purpose prefix per page (the pattern of lib/platform/email/tokens.ts). Bumping
 * the version (removing the contact) kills older links.
 */
export type EnrolmentLink = { enrolmentId: number; assetId: number; contactId: number; version: number };

function mac(purpose: string, payload: string): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${payload}`).digest("base64url").slice(0, 32);
}

const payload = (l: EnrolmentLink) => `${l.enrolmentId}.${l.assetId}.${l.contactId}.${l.version}`;

export function enrolmentToken(purpose: string, l: EnrolmentLink): string {
  return `${payload(l)}.${mac(purpose, payload(l))}`;
}

/** The link a token names, or null for a malformed or forged one (the caller then checks it is current). */
export function readEnrolmentToken(purpose: string, token: string): EnrolmentLink | null {
  const m = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const [enrolmentId, assetId, contactId, version] = [m[1], m[2], m[3], m[4]].map(Number);
  if ([enrolmentId, assetId, contactId, version].some((n) => n > 2147483647)) return null;
  const l = { enrolmentId, assetId, contactId, version };
  const a = Buffer.from(m[5]);
  const b = Buffer.from(mac(purpose, payload(l)));
  return a.length === b.length && timingSafeEqual(a, b) ? l : null;
}
