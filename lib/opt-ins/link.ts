import { enrolmentToken, readEnrolmentToken } from "@/lib/public-links/enrolment-token";

/**
 * The double opt-in confirmation link's token (lib/public-links/enrolment-token.ts with the
 * purpose `opt-in-confirm`): one enrolment (service + contact) at its link version. A new
 * submission bumps the version, so only the latest emailed link works.
 */
const PURPOSE = "opt-in-confirm";

export type ConfirmLink = { enrolmentId: number; serviceId: number; contactId: number; version: number };

export function confirmToken(l: ConfirmLink): string {
  return enrolmentToken(PURPOSE, { enrolmentId: l.enrolmentId, assetId: l.serviceId, contactId: l.contactId, version: l.version });
}

/** The link a token names, or null for a malformed or forged one (the caller then checks it is current). */
export function readConfirmToken(token: string): ConfirmLink | null {
  const l = readEnrolmentToken(PURPOSE, token);
  return l && { enrolmentId: l.enrolmentId, serviceId: l.assetId, contactId: l.contactId, version: l.version };
}

/** Relative paths: the caller prefixes the app's URL for emails. */
export const confirmPath = (token: string) => `/opt-in/confirm/${token}`;
export const formPath = (accessKey: string, serviceId: number) => `/opt-in/${accessKey}/${serviceId}`;
/** The access key's shape (22 base64url characters): anything else is a 404 before any query. */
export const ACCESS_KEY = /^[A-Za-z0-9_-]{22}$/;
