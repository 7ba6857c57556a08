import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * The `token` of a public response link (`/form/{form}/view-response/{contact}/{respondent}`):
 * an HMAC of the three ids under a key derived from the app secret. Health answers are behind
 * it: a missing, bad or foreign token is a 404.
 */
export function responseToken(formId: number, contactId: number, respondentId: number): string {
  return createHmac("sha256", authSecret()).update(`form-response:${formId}:${contactId}:${respondentId}`).digest("base64url");
}

export function checkResponseToken(formId: number, contactId: number, respondentId: number, token: string | undefined | null): boolean {
  if (!token) return false;
  const want = Buffer.from(responseToken(formId, contactId, respondentId));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const publicResponsePath = (formId: number, contactId: number, respondentId: number) =>
  `/form/${formId}/view-response/${contactId}/${respondentId}?token=${responseToken(formId, contactId, respondentId)}`;
