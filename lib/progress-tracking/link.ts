import { enrolmentToken, readEnrolmentToken } from "@/lib/public-links/enrolment-token";

/**
 * The public check-in link's token (lib/public-links/enrolment-token.ts with the purpose
 * `progress-check-in`): one enrolment (tracking + contact) at its link version. Removing an
 * enrolment bumps the version, so older links stop working (404).
 */
const PURPOSE = "progress-check-in";

export type CheckInLink = { enrolmentId: number; trackingId: number; contactId: number; version: number };

export function checkInToken(l: CheckInLink): string {
  return enrolmentToken(PURPOSE, { enrolmentId: l.enrolmentId, assetId: l.trackingId, contactId: l.contactId, version: l.version });
}

/** The link a token names, or null for a malformed or forged one (the caller then checks it is current). */
export function readCheckInToken(token: string): CheckInLink | null {
  const l = readEnrolmentToken(PURPOSE, token);
  return l && { enrolmentId: l.enrolmentId, trackingId: l.assetId, contactId: l.contactId, version: l.version };
}

/** The page's path (relative: the caller prefixes the app's URL for emails). */
export const checkInPath = (token: string) => `/check-in/${token}`;
