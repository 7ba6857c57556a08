import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The public check-in link's token: it names one enrolment (tracking + contact) and the
 * enrolment's link version, signed with the app's secret (the pattern of
 * lib/platform/email/tokens.ts, with its own purpose prefix). Removing or restarting an
 * enrolment bumps the version, so older links stop working (404).
 */
function mac(payload: string): string {
  return createHmac("sha256", authSecret()).update(`progress-check-in:${payload}`).digest("base64url").slice(0, 32);
}

export type CheckInLink = { enrolmentId: number; trackingId: number; contactId: number; version: number };

const payload = (l: CheckInLink) => `${l.enrolmentId}.${l.trackingId}.${l.contactId}.${l.version}`;

export function checkInToken(l: CheckInLink): string {
  return `${payload(l)}.${mac(payload(l))}`;
}

/** The link a token names, or null for a malformed or forged one (the caller then checks it is current). */
export function readCheckInToken(token: string): CheckInLink | null {
  const m = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const [enrolmentId, trackingId, contactId, version] = [m[1], m[2], m[3], m[4]].map(Number);
  if ([enrolmentId, trackingId, contactId, version].some((n) => n > 2147483647)) return null;
  const l = { enrolmentId, trackingId, contactId, version };
  const a = Buffer.from(m[5]);
  const b = Buffer.from(mac(payload(l)));
  return a.length === b.length && timingSafeEqual(a, b) ? l : null;
}

/** The page's path (relative: the caller prefixes the app's URL for emails). */
export const checkInPath = (token: string) => `/check-in/${token}`;
