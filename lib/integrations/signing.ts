import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A webhook's signing secret: shown to the coach once, stored sealed. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

/**
 * The signature a receiver checks: `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` under
 * the webhook's secret. The timestamp (seconds) lets a receiver refuse old replays.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver does (and the tests do): recompute and compare in constant time. */
export function verifyWebhook(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
